// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isOnline, noteGuideAnswer, OFFLINE_COPY_HEADER } from './use-online.ts';

describe('online state', () => {
  it('names the header the service worker sets on a kept copy', () => {
    const worker = fs.readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../public/sw.js'),
      'utf8',
    );
    expect(worker).toContain(`const OFFLINE_COPY_HEADER = '${OFFLINE_COPY_HEADER}';`);
  });

  it('is offline while the guide shown is the kept copy, and online again with an answer from the network', () => {
    const kept = new Headers({ [OFFLINE_COPY_HEADER]: '1' });
    expect(isOnline()).toBe(true);
    noteGuideAnswer({ headers: kept });
    expect(isOnline()).toBe(false);
    noteGuideAnswer({ headers: new Headers() });
    expect(isOnline()).toBe(true);
  });
});

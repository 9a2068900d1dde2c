// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GUEST_VISIT_HEADER } from '@guidebook/contract';
import { isOnline, noteGuideAnswer, OFFLINE_COPY_HEADER } from './use-online.ts';

const worker = () =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../public/sw.js'), 'utf8');

describe('online state', () => {
  it('names the header the service worker sets on a kept copy', () => {
    expect(worker()).toContain(`const OFFLINE_COPY_HEADER = '${OFFLINE_COPY_HEADER}';`);
  });

  it('names the header the service worker’s copy reads carry, so the server counts no visit for them', () => {
    expect(worker()).toContain(`const GUEST_VISIT_HEADER = '${GUEST_VISIT_HEADER}';`);
    expect(worker()).toContain(`headers: { [GUEST_VISIT_HEADER]: '0' }`);
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

/** The server serves the built web app: client routes get HTML, missing files get 404. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULT } from '@guidebook/contract';
import { getTempDir, getTestServer } from './helpers/test-app.ts';

const webDist = await getTempDir('guidebook-web-');
await fs.mkdir(path.join(webDist, 'assets'));
await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>admin</title>');
await fs.writeFile(path.join(webDist, 'guest.html'), '<!doctype html><title>guest</title>');
await fs.writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
const t = await getTestServer({ webDist });

describe('web app fallback', () => {
  it('answers client routes with the admin HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/digital-guides/3/edit?tab=content' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('admin');
  });

  it('answers guest pages with the guest HTML and noindex, for GET and HEAD', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/g/some-token' });
    expect(get.body).toContain('guest');
    expect(get.headers['x-robots-tag']).toBe('noindex, nofollow');
    const head = await t.app.inject({ method: 'HEAD', url: '/g/some-token' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('serves real assets with a long cache and answers missing ones with 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().RES_CODE).toBe(RESULT.NOT_FOUND);
  });

  it('keeps unknown API calls as envelope 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().RES_CODE).toBe(RESULT.NOT_FOUND);
  });
});

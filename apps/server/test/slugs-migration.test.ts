/**
 * The slugs migration (0028_guide_slugs) on a database the previous release filled: migrations
 * 0000..0027 only, accounts and guides written by plain SQL, then the app starts on it and applies 0028
 * as a deployment would. Every workspace gets a slug from its name and every guide one from its title,
 * deduplicated oldest first; their readable links open; the previous release's INSERT of a guide still
 * works and gets a slug too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZShareLink } from '@guidebook/contract';
import { hashSecret } from '../src/lib/tokens.ts';
import { createTestApp, getTempDir, type TestApp } from './helpers/test-app.ts';
import { api, resultOf } from './helpers/factories.ts';
import { databaseBeforeMigration } from './helpers/previous-migrations.ts';

const SESSION = 'slugs-migration-session-0123456789abcdefghijklmnop';

/** The previous release's INSERT of a guide (no slug column). */
const PREVIOUS_INSERT = `INSERT INTO guides (id_workspace, title, share_token) VALUES ($1, $2, $3) RETURNING id_guide`;

let t: TestApp;
let db: pg.Client;
const workspaces: number[] = [];
const guides: number[] = [];

beforeAll(async () => {
  const databaseUrl = await databaseBeforeMigration(28, '0027_feedback');

  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // Two accounts with the same name, and a third whose name leaves too few letters.
  for (const [email, name, lastname] of [
    ['ann@example.com', 'Ann', 'Émile'],
    ['ann2@example.com', 'Ann', 'Emile'],
    ['x@example.com', '李', ''],
  ]) {
    const user = await db.query(
      `INSERT INTO users (email, name, lastname, password_hash, email_verified_at)
       VALUES ($1, $2, $3, 'x', now()) RETURNING id_user`,
      [email, name, lastname],
    );
    const idUser = user.rows[0].id_user as number;
    workspaces.push(
      (await db.query('SELECT id_workspace FROM workspaces WHERE id_user_owner = $1', [idUser])).rows[0]
        .id_workspace as number,
    );
    if (workspaces.length === 1)
      await db.query(
        `INSERT INTO sessions (id_user, token_hash, expires_at) VALUES ($1, $2, now() + interval '7 days')`,
        [idUser, hashSecret(SESSION)],
      );
  }
  for (const [i, title] of ['Beach House', 'Beach House', 'Settings', 'Ça va? Ça va!'].entries())
    guides.push(
      (await db.query(PREVIOUS_INSERT, [workspaces[0], title, `share-token-0028-${i}`])).rows[0].id_guide as number,
    );
  guides.push((await db.query(PREVIOUS_INSERT, [workspaces[1], 'Beach House', 'share-token-0028-x'])).rows[0].id_guide);

  const webDist = await getTempDir('guidebook-web-');
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head></head></html>');
  await fs.writeFile(path.join(webDist, 'guest.html'), '<!doctype html><html><head></head><body></body></html>');
  t = await createTestApp({ webDist }, { databaseUrl });
});

afterAll(async () => {
  await db?.end();
  await t?.close();
});

describe('0028_guide_slugs on the previous release’s data', () => {
  it('gives every workspace a slug from its name, deduplicated oldest first', async () => {
    const { rows } = await db.query<{ slug: string }>(
      'SELECT slug FROM workspaces WHERE id_workspace = ANY($1) ORDER BY id_workspace',
      [workspaces],
    );
    expect(rows.map((r) => r.slug)).toEqual(['ann-emile', 'ann-emile-2', 'host']);
  });

  it('gives every guide a slug from its title, unique in its workspace, never a reserved word', async () => {
    const { rows } = await db.query<{ slug: string }>(
      'SELECT slug FROM guides WHERE id_guide = ANY($1) ORDER BY id_guide',
      [guides],
    );
    expect(rows.map((r) => r.slug)).toEqual([
      'beach-house',
      'beach-house-2',
      'settings-guide',
      'ca-va-ca-va',
      'beach-house',
    ]);
  });

  it('the readable links open, and the share answer gives them', async () => {
    const share = ZShareLink.parse(
      resultOf(
        await api(t.app, SESSION).get(`/guides/share?id_guide=${guides[1]}`, {
          headers: { 'x-workspace': String(workspaces[0]) },
        }),
      ),
    );
    expect(share.readable_url).toBe('http://guide.test/ann-emile/beach-house-2');
    const page = await t.app.inject({ method: 'GET', url: '/ann-emile/beach-house-2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('content="share-token-0028-1"');
  });

  it('the previous release’s INSERT still works, and its guide gets a slug', async () => {
    const made = await db.query(PREVIOUS_INSERT, [workspaces[0], 'Beach House', 'share-token-0028-later']);
    const { rows } = await db.query<{ slug: string }>('SELECT slug FROM guides WHERE id_guide = $1', [
      made.rows[0].id_guide,
    ]);
    expect(rows[0]!.slug).toBe('beach-house-3');
  });
});

/**
 * The workspaces migration (0013_workspaces): a database with data from before workspaces keeps
 * every row, owned by the right workspace. A fresh database gets migrations 0000..0012 only, plain SQL
 * puts three accounts' data in the pre-0013 shape (ids chosen so that no two tables share one, and
 * so that no account's id is its row count), every row is recorded, then the app starts on it and
 * applies 0013 as a deployment would.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, RESULT } from '@guidebook/contract';
import { hashSecret } from '../src/lib/tokens.ts';
import { createTestApp, createTestDatabase, type TestApp } from './helpers/test-app.ts';
import { api, buildAccount, resultOf } from './helpers/factories.ts';
import { INVITATION_COLUMNS_OF_0017 } from './helpers/migration-columns.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

/** The tables whose id_user became id_workspace (the same value: the account's own workspace). */
const RENAMED = [
  'files_public',
  'files_public_counts',
  'pending_uploads',
  'maps',
  'guides',
  'guide_contents',
  'guide_topics',
  'invitations',
  'invitation_templates',
  'invitation_settings',
] as const;

/** Every table of the pre-0013 schema with its primary key, for a stable order. */
const TABLES: Record<string, string> = {
  users: 'id_user',
  sessions: 'id_session',
  verification_codes: 'vi',
  files_public: 'id_file_public',
  files_public_counts: 'id_user',
  pending_uploads: 'id_upload',
  maps: 'id_map',
  map_pins: 'id_pin',
  guides: 'id_guide',
  guide_contents: 'id_guide_content',
  guide_topics: 'id_guide_topic',
  guide_view_daily: 'id_guide, id_guide_topic, day',
  guide_view_totals: 'id_guide, id_guide_topic',
  invitations: 'id_invitation',
  invitation_templates: 'id_user',
  invitation_settings: 'id_user',
  api_tokens: 'id_api_token',
};

/** The accounts: Ann and Bob have data; Cyd has only an account (and a pending verification). */
const ANN = 7;
const BOB = 8;
const CYD = 9;

const SECRETS = {
  annSession: 'ann-session-token-0123456789abcdefghijklmnopqrstuv',
  bobSession: 'bob-session-token-0123456789abcdefghijklmnopqrstuv',
  annToken: 'gbk_annwritetoken0123456789abcdefghijklmnopqrstu',
  bobToken: 'gbk_bobreadtoken0123456789abcdefghijklmnopqrstuvw',
};

/** Migrations 0000..0012: a copy of the folder without 0013 and later, in files and journal. */
async function preIssueMigrations(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-pre13-'));
  await fs.cp(MIGRATIONS, dir, { recursive: true });
  const later = (name: string) => /^(\d{4})_/.test(name) && Number(name.slice(0, 4)) >= 13;
  for (const name of await fs.readdir(dir)) if (later(name)) await fs.rm(path.join(dir, name));
  for (const name of await fs.readdir(path.join(dir, 'meta')))
    if (later(name)) await fs.rm(path.join(dir, 'meta', name));
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => !later(e.tag));
  expect(journal.entries.map((e) => e.tag).at(-1)).toBe('0012_api_tokens');
  await fs.writeFile(journalPath, JSON.stringify(journal, null, 2));
  return dir;
}

/** Three accounts' data in the pre-0013 shape, by plain SQL as an older server left it. */
async function seed(client: pg.Client): Promise<void> {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  await q(`INSERT INTO users (id_user, email, name, lastname, password_hash, email_verified_at, date_created)
           VALUES (${ANN}, 'ann@example.com', 'Ann', 'Host', 'x', now(), '2025-01-02T03:04:05Z'),
                  (${BOB}, 'Bob@Example.com', 'Bob', 'Builder', 'x', now(), '2025-02-03T04:05:06Z'),
                  (${CYD}, 'cyd@example.com', 'Cyd', 'Nobody', 'x', NULL, '2025-03-04T05:06:07Z')`);
  await q(
    `INSERT INTO sessions (id_session, id_user, token_hash, expires_at)
           VALUES (31, ${ANN}, $1, now() + interval '7 days'), (32, ${BOB}, $2, now() + interval '7 days')`,
    [hashSecret(SECRETS.annSession), hashSecret(SECRETS.bobSession)],
  );
  await q(
    `INSERT INTO verification_codes (id_user, purpose, code_hash, expires_at)
           VALUES (${CYD}, 'verify', $1, now() + interval '1 day')`,
    [hashSecret('cyd-code')],
  );
  await q(`INSERT INTO files_public (id_file_public, id_user, name, size, path_file, path_thumbnail, mime_type, width, height, comment)
           VALUES (301, ${ANN}, 'logo.png', 1200, '/files/a/logo.png', '/files/a/logo-t.png', 'image/png', 64, 64, 'Logo'),
                  (302, ${ANN}, 'cover.jpg', 88000, '/files/a/cover.jpg', NULL, 'image/jpeg', 1600, 900, NULL),
                  (303, ${ANN}, 'spare.jpg', 5000, '/files/a/spare.jpg', NULL, 'image/jpeg', 10, 10, NULL),
                  (304, ${BOB}, 'pool.jpg', 4000, '/files/b/pool.jpg', NULL, 'image/jpeg', 320, 200, 'Pool')`);
  await q(`INSERT INTO pending_uploads (id_user, upload_key, name, total_chunks, date_modified)
           VALUES (${ANN}, 'upload-key-ann', 'big.jpg', 4, now())`);
  await q(`INSERT INTO maps (id_map, id_user, title) VALUES (401, ${ANN}, 'Ann walks'), (402, ${BOB}, 'Bob bars')`);
  await q(`INSERT INTO map_pins (id_pin, id_map, name, category, latitude, longitude, position)
           VALUES (451, 401, 'Beach', 'Swim', 43.7, 7.26, 0), (452, 401, 'Hill', NULL, 43.8, 7.3, 1),
                  (453, 402, 'Pub', 'Drink', 51.5, -0.12, 0)`);
  await q(`INSERT INTO guides (id_guide, id_user, title, city, id_map, id_file_logo, id_file_cover, welcome, share_token)
           VALUES (101, ${ANN}, 'Ann Seaside', 'Nice', 401, 301, 302, 'Welcome!', 'share-ann-101'),
                  (102, ${ANN}, 'Ann Mountain', 'Chamonix', NULL, NULL, NULL, NULL, 'share-ann-102'),
                  (103, ${BOB}, 'Bob Townhouse', 'London', 402, NULL, NULL, NULL, 'share-bob-103')`);
  await q(`INSERT INTO guide_contents (id_guide_content, id_guide, id_user, name, image, position, kind)
           VALUES (501, 101, ${ANN}, 'Arrival', '<i class="fa-solid fa-key"></i>', 0, NULL),
                  (502, 101, ${ANN}, 'House', '<i class="fa-solid fa-house"></i>', 1, NULL),
                  (503, 103, ${BOB}, 'Arrival', '<i class="fa-solid fa-key"></i>', 0, NULL)`);
  await q(`INSERT INTO guide_topics (id_guide_topic, id_guide_content, id_user, name, content, id_file_public, position, id_topic_view)
           VALUES (601, 501, ${ANN}, 'Wifi', '<p>Ann wifi</p>', 303, 0, 1),
                  (602, 502, ${ANN}, 'Heating', '<p>Ann heating</p>', NULL, 0, 2),
                  (603, 503, ${BOB}, 'Keys', '<p>Bob keys</p>', 304, 0, 1)`);
  await q(`INSERT INTO guide_view_daily (id_guide, id_guide_topic, day, views)
           VALUES (101, 0, '2025-06-01', 5), (101, 601, '2025-06-01', 2), (103, 0, '2025-06-02', 1)`);
  await q(`INSERT INTO guide_view_totals (id_guide, id_guide_topic, views)
           VALUES (101, 0, 5), (101, 601, 2), (103, 0, 1)`);
  await q(`INSERT INTO invitations (id_invitation, id_user, id_guide, guest_name, guest_email, check_in, check_out, access_from, access_to, token)
           VALUES (701, ${ANN}, 101, 'Gina', 'gina@example.com', '2030-07-01T13:00Z', '2030-07-08T08:00Z', '2030-06-30T13:00Z', '2030-07-08T20:00Z', 'inv-ann-701'),
                  (702, ${BOB}, 103, 'Hugo', 'hugo@example.com', '2030-08-01T13:00Z', '2030-08-03T08:00Z', '2030-07-31T13:00Z', '2030-08-03T20:00Z', 'inv-bob-702')`);
  await q(
    `INSERT INTO invitation_templates (id_user, subject, body) VALUES (${ANN}, 'Your stay', 'Hello {guest_name}')`,
  );
  await q(`INSERT INTO invitation_settings (id_user, hours_before_checkin, hours_after_checkout)
           VALUES (${ANN}, 48, 6), (${BOB}, 24, 12)`);
  await q(
    `INSERT INTO api_tokens (id_api_token, id_user, name, scope, token_hash, prefix)
           VALUES (801, ${ANN}, 'Ann PMS', 'write', $1, $2), (802, ${BOB}, 'Bob reader', 'read', $3, $4)`,
    [
      hashSecret(SECRETS.annToken),
      SECRETS.annToken.slice(0, 12),
      hashSecret(SECRETS.bobToken),
      SECRETS.bobToken.slice(0, 12),
    ],
  );
  // Serial columns continue after the ids written by hand, as they would have.
  for (const [table, column] of [
    ['users', 'id_user'],
    ['sessions', 'id_session'],
    ['files_public', 'id_file_public'],
    ['maps', 'id_map'],
    ['map_pins', 'id_pin'],
    ['guides', 'id_guide'],
    ['guide_contents', 'id_guide_content'],
    ['guide_topics', 'id_guide_topic'],
    ['invitations', 'id_invitation'],
    ['api_tokens', 'id_api_token'],
  ])
    await q(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`);
}

type Rows = Record<string, Record<string, unknown>[]>;

/** Every row of the tables named, as JSON, in primary-key order. */
async function recordRows(client: pg.Client, tables: Record<string, string>): Promise<Rows> {
  const out: Rows = {};
  for (const [table, key] of Object.entries(tables)) {
    const { rows } = await client.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY ${key}`,
    );
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

/** A database migrated to 0012 with the seed in it. */
async function preIssueDatabase(): Promise<string> {
  const databaseUrl = await createTestDatabase({ empty: true });
  const folder = await preIssueMigrations();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: folder });
    const client = await pool.connect();
    try {
      const tables = await client.query(
        `SELECT 1 FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'workspaces'`,
      );
      expect(tables.rowCount, 'workspaces must not exist before 0013').toBe(0);
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
    await fs.rm(folder, { recursive: true, force: true });
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seed(client);
  } finally {
    await client.end();
  }
  return databaseUrl;
}

let t: TestApp;
let db: pg.Client;
let before: Rows;
let counts: Record<string, number>;

beforeAll(async () => {
  const databaseUrl = await preIssueDatabase();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  before = await recordRows(client, TABLES);
  counts = Object.fromEntries(Object.entries(before).map(([table, rows]) => [table, rows.length]));
  await client.end();
  // The app applies 0013 at start, as a deployment does.
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 }, { databaseUrl });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end();
  await t?.close();
});

/** The workspace each account owns after the migration. */
async function ownWorkspaces(): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id_user_owner: number; id_workspace: number }>(
    'SELECT id_user_owner, id_workspace FROM workspaces',
  );
  return new Map(rows.map((r) => [r.id_user_owner, r.id_workspace]));
}

describe('migration 0013 on a database from before workspaces', () => {
  it('recorded a non-trivial database (every table has rows)', () => {
    for (const [table, n] of Object.entries(counts)) expect(n, table).toBeGreaterThan(0);
    expect(counts.files_public_counts).toBe(2);
    expect(before.files_public_counts).toEqual([
      { id_user: ANN, files_count: 3 },
      { id_user: BOB, files_count: 1 },
    ]);
  });

  const GUIDE_COLUMNS_OF_0014 = {
    default_language: 'en',
    languages: [],
    wifi_name: null,
    wifi_password: null,
    wifi_security: 'WPA',
    wifi_view: 1,
    check_in_time: null,
    check_out_time: null,
  };

  /** Migration 0022: a guide with a logo, cover, font or colour of its own keeps its own branding. */
  const followsOf = (row: Record<string, unknown>) =>
    row.id_file_logo == null && row.id_file_cover == null && row.font === 'PT Sans' && row.color === '#ed8438';

  /** What migration 0021's guidebook_search_text makes of a guide's title, city and address. */
  const searchTextOf = (row: Record<string, unknown>) =>
    [row.title, row.city, row.address]
      .map((v) =>
        String(v ?? '')
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
      )
      .join('\n');

  it('keeps every row with the same values; id_user is id_workspace now, and api_tokens keeps its creator', async () => {
    const keys = Object.fromEntries(
      Object.entries(TABLES).map(([table, key]) => [
        table,
        (RENAMED as readonly string[]).includes(table) ? key.replace('id_user', 'id_workspace') : key,
      ]),
    );
    const after = await recordRows(db, keys);
    const owned = await ownWorkspaces();
    for (const table of Object.keys(TABLES)) {
      expect(after[table], table).toHaveLength(counts[table]!);
      const expected = before[table]!.map((row) => {
        if ((RENAMED as readonly string[]).includes(table)) {
          const { id_user, ...rest } = row;
          // Migration 0014 gives existing guides one language, no WiFi and no stay times; 0016 gives
          // existing invitations no language of their own (their guide's default language is theirs),
          // and 0017 makes them manual stays with none of a stay's further fields.
          // 0021 adds guides' folded search text (title, city, address), which PostgreSQL computes;
          // 0022 has a guide follow the workspace's branding unless it set its own; 0023 leaves existing
          // topics their guides' own (no shared topic); 0028 gives each guide a slug from its title (these
          // titles are plain words, one guide each).
          const added =
            table === 'guides'
              ? {
                  ...GUIDE_COLUMNS_OF_0014,
                  search_text: searchTextOf(rest),
                  branding_follows: followsOf(rest),
                  slug: String(rest.title)
                    .toLowerCase()
                    .replace(/[^a-z0-9]+/g, '-'),
                }
              : table === 'invitations'
                ? { language: null, ...INVITATION_COLUMNS_OF_0017 }
                : table === 'guide_topics'
                  ? { id_shared_topic: null }
                  : {};
          return { ...rest, ...added, id_workspace: owned.get(id_user as number) };
        }
        if (table === 'api_tokens') return { ...row, id_workspace: owned.get(row.id_user as number) };
        // Migration 0015 gives existing accounts no language (English).
        if (table === 'users') return { ...row, language: null };
        return row;
      });
      expect(after[table], table).toEqual(expected);
    }
  });

  it('gives each account exactly one workspace it owns, with an owner member row', async () => {
    const { rows } = await db.query(
      `SELECT u.id_user, u.email, w.id_workspace, w.name, m.role, m.status, m.guides, m.email AS member_email
         FROM users u
         JOIN workspaces w ON w.id_user_owner = u.id_user
         JOIN workspace_members m ON m.id_workspace = w.id_workspace
        ORDER BY u.id_user, m.id_member`,
    );
    expect(rows).toEqual(
      [
        {
          id_user: ANN,
          email: 'ann@example.com',
          id_workspace: ANN,
          name: 'Ann Host’s workspace',
          role: 'owner',
          status: 'active',
          guides: null,
          member_email: 'ann@example.com',
        },
        {
          id_user: BOB,
          email: 'Bob@Example.com',
          id_workspace: BOB,
          name: 'Bob Builder’s workspace',
          role: 'owner',
          status: 'active',
          guides: null,
          member_email: 'Bob@Example.com',
        },
        {
          id_user: CYD,
          email: 'cyd@example.com',
          id_workspace: CYD,
          name: 'Cyd Nobody’s workspace',
          role: 'owner',
          status: 'active',
          guides: null,
          member_email: 'cyd@example.com',
        },
      ].map((r) => expect.objectContaining(r)),
    );
    const members = await db.query('SELECT id_workspace, id_user FROM workspace_members ORDER BY id_member');
    expect(members.rows).toEqual([
      { id_workspace: ANN, id_user: ANN },
      { id_workspace: BOB, id_user: BOB },
      { id_workspace: CYD, id_user: CYD },
    ]);
    expect((await db.query('SELECT count(*)::int AS n FROM workspaces')).rows[0].n).toBe(3);
  });

  it('puts every data row in the workspace of the account that owned it, through the workspaces table', async () => {
    const owned = await ownWorkspaces();
    for (const table of [...RENAMED, 'api_tokens']) {
      const key = TABLES[table]!;
      const { rows } = await db.query<{ id_workspace: number }>(
        `SELECT id_workspace FROM "${table}" ORDER BY ${key.replace('id_user', 'id_workspace')}`,
      );
      const wanted = before[table]!.map((row) => owned.get(row.id_user as number));
      expect(
        wanted.every((w) => w !== undefined),
        table,
      ).toBe(true);
      expect(
        rows.map((r) => r.id_workspace),
        table,
      ).toEqual(wanted);
    }
    // Each guide's rows are in the same workspace as the guide.
    const mixed = await db.query(
      `SELECT 'content' AS what, c.id_guide_content AS id FROM guide_contents c JOIN guides g USING (id_guide)
        WHERE c.id_workspace <> g.id_workspace
       UNION ALL
       SELECT 'topic', tp.id_guide_topic FROM guide_topics tp JOIN guide_contents c USING (id_guide_content)
        WHERE tp.id_workspace <> c.id_workspace
       UNION ALL
       SELECT 'invitation', i.id_invitation FROM invitations i JOIN guides g USING (id_guide)
        WHERE i.id_workspace <> g.id_workspace`,
    );
    expect(mixed.rows).toEqual([]);
  });

  it('keeps the library counts right, and their triggers count inserts and deletes by workspace', async () => {
    const owned = await ownWorkspaces();
    const countsNow = async () =>
      (
        await db.query<{ id_workspace: number; files_count: number; actual: number }>(
          `SELECT c.id_workspace, c.files_count::int AS files_count,
                  (SELECT count(*)::int FROM files_public f WHERE f.id_workspace = c.id_workspace) AS actual
             FROM files_public_counts c ORDER BY c.id_workspace`,
        )
      ).rows;
    expect(await countsNow()).toEqual([
      { id_workspace: owned.get(ANN), files_count: 3, actual: 3 },
      { id_workspace: owned.get(BOB), files_count: 1, actual: 1 },
    ]);
    await db.query(
      `INSERT INTO files_public (id_workspace, name, size, path_file, mime_type, width, height)
       VALUES ($1, 'new1.jpg', 1, '/x/new1.jpg', 'image/jpeg', 1, 1), ($1, 'new2.jpg', 1, '/x/new2.jpg', 'image/jpeg', 1, 1),
              ($2, 'cyd.jpg', 1, '/x/cyd.jpg', 'image/jpeg', 1, 1)`,
      [owned.get(BOB), owned.get(CYD)],
    );
    expect(await countsNow()).toEqual(
      [
        { id_workspace: owned.get(BOB), files_count: 3, actual: 3 },
        { id_workspace: owned.get(CYD), files_count: 1, actual: 1 },
        { id_workspace: owned.get(ANN), files_count: 3, actual: 3 },
      ].sort((a, b) => a.id_workspace! - b.id_workspace!),
    );
    await db.query(`DELETE FROM files_public WHERE name IN ('new1.jpg', 'cyd.jpg')`);
    expect(await countsNow()).toEqual([
      { id_workspace: owned.get(ANN), files_count: 3, actual: 3 },
      { id_workspace: owned.get(BOB), files_count: 2, actual: 2 },
      { id_workspace: owned.get(CYD), files_count: 0, actual: 0 },
    ]);
  });

  it('lets the old sessions and API tokens act in their own workspace, listing only their guides', async () => {
    const titles = async (who: string, url = '/guides/list') =>
      (resultOf(await api(t.app, who).get(url), `${url} as ${who.slice(0, 8)}`) as { title: string }[])
        .map((g) => g.title)
        .sort();
    expect(await titles(SECRETS.annSession)).toEqual(['Ann Mountain', 'Ann Seaside']);
    expect(await titles(SECRETS.bobSession)).toEqual(['Bob Townhouse']);
    expect(await titles(SECRETS.bobToken)).toEqual(['Bob Townhouse']);
    expect(await titles(SECRETS.annToken)).toEqual(['Ann Mountain', 'Ann Seaside']);

    const me = resultOf(await api(t.app, SECRETS.annSession).get('/users/me'));
    expect(me).toEqual({
      id_user: ANN,
      email: 'ann@example.com',
      name: 'Ann',
      lastname: 'Host',
      role: 'owner',
      permissions: [...PERMISSIONS],
      workspace: { id_workspace: ANN, name: 'Ann Host’s workspace' },
      language: 'en',
    });
    // Another account's rows stay out of reach: Bob's guide, topic and map answer 01 for Ann.
    for (const url of [
      '/guides/select?id_guide=103',
      '/content_topics/select?id_guide_topic=603',
      '/maps/select?id_map=402',
    ])
      expect((await api(t.app, SECRETS.annSession).get(url)).body.RES_CODE, url).toBe(RESULT.NOT_FOUND);
    // Ann's own rows answer, with their migrated values.
    const topic = resultOf(await api(t.app, SECRETS.annSession).get('/content_topics/select?id_guide_topic=601'));
    expect(topic).toMatchObject({ name: 'Wifi', content: '<p>Ann wifi</p>', id_file_public: 303 });
    const pins = resultOf(await api(t.app, SECRETS.annSession).get('/maps/select?id_map=401'));
    expect(pins.pins.map((p: { name: string }) => p.name)).toEqual(['Beach', 'Hill']);
    const invitations = resultOf(await api(t.app, SECRETS.bobSession).get('/invitations/list')) as {
      id_invitation: number;
    }[];
    expect(invitations.map((i) => i.id_invitation)).toEqual([702]);
    const settings = resultOf(await api(t.app, SECRETS.annSession).get('/invitations/settings'));
    expect(settings).toMatchObject({ hours_before_checkin: 48, hours_after_checkout: 6 });
    // The write token still writes in Ann's workspace.
    const created = resultOf(await api(t.app, SECRETS.annToken).post('/guides/create', { title: 'Ann by token' }));
    const row = await db.query('SELECT id_workspace FROM guides WHERE id_guide = $1', [created.id_guide]);
    expect(row.rows[0].id_workspace).toBe(ANN);
  });

  it('gives an account created afterwards a workspace of its own whose id collides with none', async () => {
    const before13 = new Set((await ownWorkspaces()).values());
    const account = await buildAccount(t.app);
    expect(before13.has(account.id_workspace)).toBe(false);
    const owned = await ownWorkspaces();
    expect(owned.get(account.id_user)).toBe(account.id_workspace);
    expect(resultOf(await api(t.app, account).get('/guides/list'))).toEqual([]);
    expect(resultOf(await api(t.app, account).get('/users/workspaces'))).toEqual([
      { id_workspace: account.id_workspace, name: 'Test Host’s workspace', role: 'owner' },
    ]);
  });
});

describe('migration 0013 on its own (no app start-up steps after it)', () => {
  it('continues the workspace ids after the accounts’ ids, so the next account’s workspace is new', async () => {
    const databaseUrl = await preIssueDatabase();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
      // Two accounts made by a plain insert, as any code path would: each gets its own new workspace.
      for (const email of ['next1@example.com', 'next2@example.com'])
        await pool.query(`INSERT INTO users (email, name, lastname, password_hash) VALUES ($1, 'Next', 'One', 'x')`, [
          email,
        ]);
      const { rows } = await pool.query<{ id_user: number; id_workspace: number; role: string }>(
        `SELECT u.id_user, w.id_workspace, m.role FROM users u
           JOIN workspaces w ON w.id_user_owner = u.id_user
           JOIN workspace_members m ON m.id_workspace = w.id_workspace AND m.id_user = u.id_user
          ORDER BY u.id_user`,
      );
      expect(rows.slice(0, 3)).toEqual([
        { id_user: ANN, id_workspace: ANN, role: 'owner' },
        { id_user: BOB, id_workspace: BOB, role: 'owner' },
        { id_user: CYD, id_workspace: CYD, role: 'owner' },
      ]);
      expect(rows).toHaveLength(5);
      const ids = rows.map((r) => r.id_workspace);
      expect(new Set(ids).size).toBe(5);
      for (const r of rows.slice(3)) expect(r.id_workspace).toBeGreaterThan(CYD);
    } finally {
      await pool.end();
    }
  });
});

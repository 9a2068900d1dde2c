/**
 * The stays migration (0017_stays) on a database the previous release filled: migrations 0000..0016
 * only, rows written by plain SQL as that release writes them, then the app starts on it and applies
 * 0017 as a deployment would. Every invitation keeps its values and becomes a manual stay with none
 * of the further fields; the previous release's own INSERT still works afterwards (an instance of it
 * may still run against the migrated database), and its stays list and open like before.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGuestGuide, ZInvitation } from '@guidebook/contract';
import { hashSecret } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { api, resultOf } from './helpers/factories.ts';
import { databaseBeforeMigration } from './helpers/previous-migrations.ts';
import { INVITATION_COLUMNS_OF_0017 } from './helpers/migration-columns.ts';

const SESSION = 'stays-migration-session-0123456789abcdefghijklmnop';

/** The previous release's INSERT of an invitation (invitations.repository.ts before 0017). */
const PREVIOUS_INSERT = `INSERT INTO invitations (id_workspace, id_guide, guest_name, guest_email, check_in, check_out,
  access_from, access_to, token, language) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id_invitation`;

const COLUMNS =
  'id_invitation, id_workspace, id_guide, guest_name, guest_email, check_in, check_out, access_from, access_to, token, ' +
  'revoked_at, opened_at, open_count, date_created, language';

let t: TestApp;
let db: pg.Client;
let workspace: number;
let before: Record<string, unknown>[];
const auth = { authorization: `Bearer ${SESSION}` };

beforeAll(async () => {
  const databaseUrl = await databaseBeforeMigration(17, '0016_invitation_languages');

  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const user = await db.query(
    `INSERT INTO users (email, name, lastname, password_hash, email_verified_at)
     VALUES ('ann@example.com', 'Ann', 'Host', 'x', now()) RETURNING id_user`,
  );
  const idUser = user.rows[0].id_user as number;
  // The trigger of 0013 gave the account its workspace.
  workspace = (await db.query('SELECT id_workspace FROM workspaces WHERE id_user_owner = $1', [idUser])).rows[0]
    .id_workspace as number;
  await db.query(`INSERT INTO sessions (id_user, token_hash, expires_at) VALUES ($1, $2, now() + interval '7 days')`, [
    idUser,
    hashSecret(SESSION),
  ]);
  const guide = await db.query(
    `INSERT INTO guides (id_workspace, title, timezone, share_token) VALUES ($1, 'Seaside', 'Europe/London', 'share-17')
     RETURNING id_guide`,
    [workspace],
  );
  const idGuide = guide.rows[0].id_guide as number;
  await db.query(PREVIOUS_INSERT, [
    workspace,
    idGuide,
    'Gina',
    'gina@example.com',
    '2030-07-01T14:00Z',
    '2030-07-08T09:00Z',
    '2030-06-30T14:00Z',
    '2030-07-08T21:00Z',
    'inv-gina',
    null,
  ]);
  await db.query(PREVIOUS_INSERT, [
    workspace,
    idGuide,
    'Hugo',
    'hugo@example.com',
    '2020-01-01T14:00Z',
    '2020-01-03T09:00Z',
    '2019-12-31T14:00Z',
    '2020-01-03T21:00Z',
    'inv-hugo',
    'en',
  ]);
  await db.query(`UPDATE invitations SET revoked_at = '2020-01-02T00:00Z', open_count = 3 WHERE token = 'inv-hugo'`);
  before = (await db.query(`SELECT ${COLUMNS} FROM invitations ORDER BY id_invitation`)).rows;

  t = await createTestApp({ rateLimitPerMinute: 1_000_000 }, { databaseUrl });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await db?.end();
});

describe('migration 0017 on the previous release’s rows', () => {
  it('keeps every invitation’s values and makes it a manual stay with no further fields', async () => {
    const after = await db.query(
      `SELECT ${COLUMNS}, source, id_calendar_feed, external_uid, reference, guest_phone, guests, door_code,
              door_code_from, cancelled_at, host_edited_at FROM invitations ORDER BY id_invitation`,
    );
    expect(after.rows).toEqual(before.map((row) => ({ ...row, ...INVITATION_COLUMNS_OF_0017 })));
    const feeds = await db.query('SELECT count(*)::int AS n FROM calendar_feeds');
    expect(feeds.rows[0].n).toBe(0);
  });

  it('answers the old stays through the API as before, with the new fields empty', async () => {
    const list = ZInvitation.array().parse(resultOf(await api(t.app, SESSION).get('/invitations/list')));
    expect(list.map((i) => [i.guest_name, i.status, i.source, i.door_code])).toEqual([
      ['Hugo', 'Revoked', 'manual', null],
      ['Gina', 'Scheduled', 'manual', null],
    ]);
    const gina = list.find((i) => i.guest_name === 'Gina')!;
    const url = new URL(gina.link);
    const res = await t.app.inject({ method: 'GET', url: `/api/guest/guides/share-17${url.search}` });
    expect(ZGuestGuide.parse(res.json().RES_RESULT).access?.state).toBe('scheduled');
  });

  it('still takes the previous release’s INSERT, which makes a manual stay', async () => {
    const idGuide = (await db.query('SELECT id_guide FROM guides LIMIT 1')).rows[0].id_guide as number;
    const inserted = await db.query(PREVIOUS_INSERT, [
      workspace,
      idGuide,
      'Iris',
      'iris@example.com',
      '2030-09-01T14:00Z',
      '2030-09-03T09:00Z',
      '2030-08-31T14:00Z',
      '2030-09-03T21:00Z',
      'inv-iris',
      null,
    ]);
    const id = inserted.rows[0].id_invitation as number;
    const selected = resultOf(await api(t.app, SESSION).get(`/invitations/select?id_invitation=${id}`));
    expect(selected).toMatchObject({ guest_name: 'Iris', source: 'manual', guest_email: 'iris@example.com' });
  });

  it('lets a stay have no e-mail now (the column is nullable), and such a stay is created through the API', async () => {
    const idGuide = (await db.query('SELECT id_guide FROM guides LIMIT 1')).rows[0].id_guide as number;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/create',
      headers: auth,
      payload: {
        id_guide: idGuide,
        guest_name: 'Jo',
        check_in: '2030-10-01T15:00',
        check_out: '2030-10-02T10:00',
        send_email: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().RES_RESULT).toMatchObject({ guest_email: null, email_sent: false });
  });
});

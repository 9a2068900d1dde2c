/**
 * Every row of every table in `public`, in a stable order: what "nothing changed" is compared
 * against. Not the rate-limit counters (a refused attempt counts against its sender), not
 * api_tokens.last_used_at (a token's use sets it, whatever the call then answers), and not what the
 * webhook sender writes in the background while a test runs (each delivery's attempts and state, a
 * hook's failure count).
 *
 * Each table is one line: its name, its number of rows and a digest of its rows: the sum of a
 * 64-bit hash of each row's text (as PostgreSQL writes the row), computed by PostgreSQL in one
 * query. A sum needs no order, so no table is sorted; a change to any value of any row changes its
 * hash and so its table's line (two changes cancelling out is a 1 in 2^64 chance), and a failing
 * comparison names that table. The rows never travel to the test, which keeps a snapshot cheap in
 * a database of thousands.
 */
import type pg from 'pg';

export async function snapshotRows(admin: pg.Client): Promise<string> {
  const tables = await admin.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_catalog.pg_tables
      WHERE schemaname = 'public' AND tablename NOT IN ('rate_limits', 'webhook_attempts')
      ORDER BY tablename`,
  );
  if (tables.rows.length === 0) return '';
  const perTable = tables.rows.map(({ name }, i) => {
    const row =
      name === 'api_tokens'
        ? '(t.id_api_token, t.id_user, t.name, t.scope, t.prefix, t.expires_at)::text'
        : name === 'webhook_deliveries'
          ? '(t.id_delivery, t.id_webhook, t.id_webhook_event)::text'
          : name === 'webhooks'
            ? '(t.id_webhook, t.url, t.description, t.events, t.enabled, t.secret)::text'
            : 't::text';
    return `SELECT ${i} AS pos, count(*) AS n, coalesce(sum(hashtextextended(r, 0)), 0)::text AS digest
              FROM (SELECT ${row} AS r FROM "${name}" t) x`;
  });
  const digests = await admin.query<{ pos: number; n: string; digest: string }>(
    `${perTable.join('\nUNION ALL\n')}\nORDER BY pos`,
  );
  return digests.rows.map(({ pos, n, digest }) => `${tables.rows[pos]!.name}: ${n} rows, digest ${digest}`).join('\n');
}

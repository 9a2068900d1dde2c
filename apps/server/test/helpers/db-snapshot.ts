/**
 * Every row of every table in `public`, in a stable order: what "nothing changed" is compared
 * against. Not the rate-limit counters (a refused attempt counts against its sender), and not
 * api_tokens.last_used_at (a token's use sets it, whatever the call then answers).
 */
import type pg from 'pg';

export async function snapshotRows(admin: pg.Client): Promise<string> {
  const tables = await admin.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits'
      ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const select =
      name === 'api_tokens' ? '(t.id_api_token, t.id_user, t.name, t.scope, t.prefix, t.expires_at)::text' : 't::text';
    const rows = await admin.query<{ row: string }>(`SELECT ${select} AS row FROM "${name}" t ORDER BY 1`);
    parts.push(`${name}: ${rows.rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n\n');
}

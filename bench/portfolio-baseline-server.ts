/**
 * The portfolio benchmark's baseline, run as a child process like the real server:
 *   GET /guides/page?id_workspace=&q=&sort=&page=&page_size=   a page of the guides list with plain pg
 * No auth, no validation, no envelope: the server's own SQL text (`guidesPageSql`) and parameters
 * (`guidesPageParams`) as a named prepared statement on a pool of the server's size. Each row names
 * its workspace (`workspace_name`) as the API's does; the API takes the name from the session it
 * holds in memory, so the baseline reads it once per workspace and keeps it.
 */
import Fastify from 'fastify';
import pg from 'pg';
import type { TGuideListSort } from '@guidebook/contract';
import { loadConfig } from '../apps/server/src/config.ts';
import { HOT_TYPES } from '../apps/server/src/db/prepared.ts';
import { guidesPageParams, guidesPageSql } from '../apps/server/src/modules/guides/guides.repository.ts';
import { serveBaseline } from './lib/serve-baseline.ts';

const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!databaseUrl || !port) throw new Error('portfolio-baseline-server needs DATABASE_URL and PORT');

const pool = new pg.Pool({ connectionString: databaseUrl, max: loadConfig().databasePoolSize });
pool.on('error', () => undefined);

/** Each workspace's name, read at its first page (the API's session cache holds it the same way). */
const workspaceNames = new Map<number, string>();
async function workspaceName(idWorkspace: number): Promise<string> {
  let name = workspaceNames.get(idWorkspace);
  if (name === undefined) {
    const { rows } = await pool.query<{ name: string }>('select name from workspaces where id_workspace = $1', [
      idWorkspace,
    ]);
    name = rows[0]?.name ?? '';
    workspaceNames.set(idWorkspace, name);
  }
  return name;
}

const app = Fastify({ logger: false });
type PageQuery = { id_workspace: string; q?: string; sort?: TGuideListSort; page?: string; page_size?: string };
app.get<{ Querystring: PageQuery }>('/guides/page', async (request) => {
  const { id_workspace, q = '', sort = '-created', page = '1', page_size = '25' } = request.query;
  const size = Number(page_size);
  const workspace_name = await workspaceName(Number(id_workspace));
  const { rows } = await pool.query({
    name: `guides_page_${sort}`,
    text: guidesPageSql(sort),
    values: guidesPageParams(Number(id_workspace), {
      sort,
      q,
      tag: '',
      scope: null,
      limit: size,
      offset: (Number(page) - 1) * size,
    }),
    types: HOT_TYPES,
  });
  return rows.map((row: Record<string, unknown>) => ({ ...row, workspace_name }));
});
await serveBaseline(app, pool, port);

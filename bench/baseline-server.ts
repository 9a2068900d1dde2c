/**
 * The API benchmark's baselines, run as a child process like the real server:
 *   GET /bare                       fixed JSON, nothing else (the framework floor)
 *   GET /guides?id_workspace=            the guides list query with plain pg (and the workspace's name)
 *   GET /topics?id_workspace=&id_guide_content=   the topics list query with plain pg
 *   POST /guides/create?id_workspace=    the guide INSERT with plain pg (JSON body: the create fields)
 * No auth, no validation, no envelope: the difference to the real call is what those cost. Like the
 * server's, every query is a named prepared statement (planned once per connection).
 */
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { RESULT } from '@guidebook/contract';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { HOT_TYPES } from '../apps/server/src/db/prepared.ts';
import * as schema from '../apps/server/src/db/schema.ts';
// The server's own queries, not copies: the baseline runs exactly what the API runs.
import {
  GUIDES_LIST_SQL,
  guideInsertParams,
  guideInsertQuery,
  type GuideFields,
} from '../apps/server/src/modules/guides/guides.repository.ts';
import { TOPICS_LIST_SQL } from '../apps/server/src/modules/topics/topics.repository.ts';
import { serveBaseline } from './lib/serve-baseline.ts';

const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!databaseUrl || !port) throw new Error('baseline-server needs DATABASE_URL and PORT');

// Same pool size as the real server (DATABASE_POOL_SIZE or its default), read the same way.
const pool = new pg.Pool({ connectionString: databaseUrl, max: loadConfig().databasePoolSize });
pool.on('error', () => undefined);

// The guide INSERT's SQL text and parameter order as Drizzle builds it for the server; run here with pg alone.
const guideInsert = guideInsertQuery(drizzle(pool, { schema }) as Db).toSQL();

const app = Fastify({ logger: false });
const fixed = { RES_CODE: RESULT.OK, RES_MESSAGE: 'OK', RES_RESULT: { status: 'ok' } };

/**
 * Each workspace's name, read once: the API names the workspace on every item of its guides list
 * from the signed-in session (no query per request), so the baseline reads it once and sets it too.
 */
const workspaceNames = new Map<number, Promise<string>>();
function workspaceName(idWorkspace: number): Promise<string> {
  let name = workspaceNames.get(idWorkspace);
  if (!name) {
    name = pool
      .query<{ name: string }>('select name from workspaces where id_workspace = $1', [idWorkspace])
      .then((r) => r.rows[0]!.name);
    workspaceNames.set(idWorkspace, name);
  }
  return name;
}

app.get('/bare', async () => fixed);
app.get<{ Querystring: { id_workspace: string } }>('/guides', async (request) => {
  const idWorkspace = Number(request.query.id_workspace);
  const { rows } = await pool.query({
    name: 'guides',
    text: GUIDES_LIST_SQL,
    values: [idWorkspace],
    types: HOT_TYPES,
  });
  const workspace_name = await workspaceName(idWorkspace);
  return rows.map((row: Record<string, unknown>) => ({ ...row, workspace_name }));
});
app.get<{ Querystring: { id_workspace: string; id_guide_content: string } }>('/topics', async (request) => {
  const { rows } = await pool.query({
    name: 'topics',
    text: TOPICS_LIST_SQL,
    types: HOT_TYPES,
    values: [Number(request.query.id_workspace), Number(request.query.id_guide_content)],
  });
  return rows;
});
app.post<{ Querystring: { id_workspace: string }; Body: GuideFields }>('/guides/create', async (request) => {
  const { rows } = await pool.query({
    name: 'guides_create',
    text: guideInsert.sql,
    values: fillPlaceholders(guideInsert.params, guideInsertParams(Number(request.query.id_workspace), request.body)),
  });
  return rows[0];
});
await serveBaseline(app, pool, port);

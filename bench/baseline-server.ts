/**
 * The API benchmark's baselines, run as a child process like the real server:
 *   GET /bare                       fixed JSON, nothing else (the framework floor)
 *   GET /guides?id_user=            the guides list query with plain pg
 *   GET /topics?id_user=&id_guide_content=   the topics list query with plain pg
 * No auth, no validation, no envelope: the difference to the real call is what those cost.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';

const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!databaseUrl || !port) throw new Error('baseline-server needs DATABASE_URL and PORT');

// Same pool size as the real server (DATABASE_POOL_SIZE or its default), read the same way.
const pool = new pg.Pool({ connectionString: databaseUrl, max: loadConfig().databasePoolSize });
pool.on('error', () => undefined);

/** Dates as the API prints them (Date.prototype.toISOString), made by PostgreSQL as the server's lists do. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The guides list query: the listed fields and the logo's path, newest first. */
const GUIDES_LIST_SQL = `select g.id_guide, g.title, g.subtitle, g.address, g.city, g.timezone, f.path_file as image,
    ${iso('g.date_created')} as date_created, ${iso('g.date_modified')} as date_modified
  from guides g left join files_public f on f.id_file_public = g.id_file_logo
  where g.id_user = $1 order by g.id_guide desc`;
/**
 * The topics list query: the host's category left-joined to its topics in order (so one query
 * also tells an empty category from a missing one), no content, with the featured image's path.
 */
const TOPICS_LIST_SQL = `select t.id_guide_topic, t.id_guide_content, t.name, t.description, t.image,
    t.comment, t.id_status, t.id_file_public, t.position, f.path_file,
    ${iso('t.date_created')} as date_created, ${iso('t.date_modified')} as date_modified
  from guide_contents c
  left join guide_topics t on t.id_guide_content = c.id_guide_content and t.id_user = c.id_user
  left join files_public f on f.id_file_public = t.id_file_public
  where c.id_user = $1 and c.id_guide_content = $2
  order by t.position, t.id_guide_topic`;

const app = Fastify({ logger: false });
const fixed = { RES_CODE: '00', RES_MESSAGE: 'OK', RES_RESULT: { status: 'ok' } };

app.get('/bare', async () => fixed);
app.get<{ Querystring: { id_user: string } }>('/guides', async (request) => {
  const { rows } = await pool.query(GUIDES_LIST_SQL, [Number(request.query.id_user)]);
  return rows;
});
app.get<{ Querystring: { id_user: string; id_guide_content: string } }>('/topics', async (request) => {
  const { rows } = await pool.query(TOPICS_LIST_SQL, [
    Number(request.query.id_user),
    Number(request.query.id_guide_content),
  ]);
  return rows;
});
app.get('/health', async () => ({ ok: true }));

const shutdown = () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port, host: '127.0.0.1' });

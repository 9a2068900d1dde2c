/**
 * The API benchmark's baselines, run as a child process like the real server:
 *   GET /bare                       fixed JSON, nothing else (the framework floor)
 *   GET /guides?id_user=            the guides list query with plain pg
 *   GET /topics?id_user=&id_guide_content=   the topics list query with plain pg
 * No auth, no validation, no envelope: the difference to the real call is what those cost.
 */
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!databaseUrl || !port) throw new Error('baseline-server needs DATABASE_URL and PORT');

// Same pool size as the real server (apps/server/src/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on('error', () => undefined);

const GUIDES_LIST_SQL = 'select * from guides where id_user = $1 order by id_guide desc';
/** Mirrors the topics repository: the category's topics in order, with the featured image's path. */
const TOPICS_LIST_SQL = `select t.*, f.path_file from guide_topics t
  left join files_public f on f.id_file_public = t.id_file_public
  where t.id_user = $1 and t.id_guide_content = $2
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

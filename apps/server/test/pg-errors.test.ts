/**
 * db/pg-errors.ts reads real PostgreSQL errors, raw from node-postgres and wrapped by Drizzle, and
 * the constraint names the services pass it are the ones the migrations created.
 */
import { describe, expect, it } from 'vitest';
import { guideTopics, users } from '../src/db/schema.ts';
import { isForeignKeyViolation, isUniqueViolation, pgErrorOf } from '../src/db/pg-errors.ts';
import { USERS_EMAIL_UNIQUE } from '../src/modules/auth/auth.repository.ts';
import { TOPIC_FILE_FK } from '../src/modules/topics/topics.repository.ts';
import { getTestServer } from './helpers/test-app.ts';
import { buildAccount, buildCategory } from './helpers/factories.ts';

const t = await getTestServer();
const host = await buildAccount(t.app);

/** The error a write raises (the test fails if it succeeds). */
async function errorOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (err) {
    return err;
  }
  throw new Error('the write succeeded');
}

describe('PostgreSQL error checks', () => {
  it('recognise a unique violation, wrapped by Drizzle or raw, by its index name', async () => {
    const { db, pool } = t.app.deps.database;
    const values = { email: host.email.toUpperCase(), name: 'A', lastname: 'B', password_hash: 'x' };
    const wrapped = await errorOf(() => db.insert(users).values(values));
    const raw = await errorOf(() =>
      pool.query('INSERT INTO users (email, name, lastname, password_hash) VALUES ($1, $2, $3, $4)', [
        host.email,
        'A',
        'B',
        'x',
      ]),
    );
    for (const err of [wrapped, raw]) {
      expect(pgErrorOf(err)).toEqual({ code: '23505', constraint: USERS_EMAIL_UNIQUE });
      expect(isUniqueViolation(err)).toBe(true);
      expect(isUniqueViolation(err, USERS_EMAIL_UNIQUE)).toBe(true);
      expect(isUniqueViolation(err, 'sessions_token_hash_unique')).toBe(false);
      expect(isForeignKeyViolation(err)).toBe(false);
    }
  });

  it('recognise a foreign key violation by its constraint name', async () => {
    const { db } = t.app.deps.database;
    const category = await buildCategory(t.app, host);
    const err = await errorOf(() =>
      db.insert(guideTopics).values({
        id_guide_content: category.id_guide_content,
        id_workspace: host.id_workspace,
        name: 'Orphan',
        content: '<p>x</p>',
        id_file_public: 2_000_000_000,
      }),
    );
    expect(isForeignKeyViolation(err)).toBe(true);
    expect(isForeignKeyViolation(err, TOPIC_FILE_FK)).toBe(true);
    expect(isForeignKeyViolation(err, 'guide_topics_id_guide_content_guide_contents_id_guide_content_fk')).toBe(false);
    expect(isUniqueViolation(err)).toBe(false);
  });

  it('answer no for errors that are not PostgreSQL’s', () => {
    for (const err of [new Error('boom'), null, undefined, 'text', { code: 'ECONNRESET' }, { cause: { code: 42 } }]) {
      expect(pgErrorOf(err)).toBeNull();
      expect(isUniqueViolation(err)).toBe(false);
      expect(isForeignKeyViolation(err)).toBe(false);
    }
  });
});

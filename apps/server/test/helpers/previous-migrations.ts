/**
 * For the tests of a migration on a database the previous release filled: a fresh test database
 * migrated only up to the migration before the one under test, as that release left it. The test
 * writes its rows by plain SQL, then starts the app on it, which applies the rest as a deployment would.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { expect } from 'vitest';
import { createTestDatabase } from './test-app.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/**
 * A copy of the migrations folder without migration `number` and later, in files and journal;
 * `lastTag` is the tag the journal must then end with (it fails loudly if the folder changed).
 */
async function migrationsBefore(number: number, lastTag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `guidebook-pre${number}-`));
  await fs.cp(MIGRATIONS, dir, { recursive: true });
  const later = (name: string) => /^(\d{4})_/.test(name) && Number(name.slice(0, 4)) >= number;
  for (const name of await fs.readdir(dir)) if (later(name)) await fs.rm(path.join(dir, name));
  for (const name of await fs.readdir(path.join(dir, 'meta')))
    if (later(name)) await fs.rm(path.join(dir, 'meta', name));
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => !later(e.tag));
  expect(journal.entries.map((e) => e.tag).at(-1)).toBe(lastTag);
  await fs.writeFile(journalPath, JSON.stringify(journal, null, 2));
  return dir;
}

/** A new test database with migrations 0000 up to `lastTag` (the one before `number`); its URL. */
export async function databaseBeforeMigration(number: number, lastTag: string): Promise<string> {
  const databaseUrl = await createTestDatabase({ empty: true });
  const folder = await migrationsBefore(number, lastTag);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  await migrate(drizzle(pool), { migrationsFolder: folder });
  await pool.end();
  await fs.rm(folder, { recursive: true, force: true });
  return databaseUrl;
}

/**
 * Services take their dependencies one way (docs/ARCHITECTURE.md): every exported function of
 * every `*.service.ts` that takes any of the app's dependencies takes `deps: Deps` as its first
 * parameter, and none takes a database handle, a logger, a request or a context object instead.
 * The files are read from disk, so a new service is checked the day it appears. The import rules
 * (no module reading another's repository, the SQL layer only in db/ and repositories, no cycles)
 * are ESLint's: eslint.config.js, checked in every spelling of an import by import-boundaries.test.ts.
 * Every job defined in a `*.job.ts` file is one app.ts starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { JOBS } from '../src/app.ts';
import type { JobDefinition } from '../src/lib/jobs.ts';

const modulesDir = path.join(import.meta.dirname, '../src/modules');
const serviceFiles = fs
  .readdirSync(modulesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.service.ts'))
  .map((entry) => path.relative(modulesDir, path.join(entry.parentPath, entry.name)))
  .sort();

/** Types a service must not take: the one way in is `deps`. */
const NOT_A_DEPENDENCY = /\b(Db|Database|Conn|FastifyBaseLogger|FastifyRequest|FastifyInstance|\w*Context)\b/;

type Exported = { name: string; params: { name: string; type: string }[] };

function exportedFunctions(file: string): Exported[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(modulesDir, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const found: Exported[] = [];
  for (const statement of source.statements) {
    const exported = ts.getModifiers(statement as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    const functions: [string, ts.SignatureDeclaration][] = [];
    if (ts.isFunctionDeclaration(statement) && statement.name) functions.push([statement.name.text, statement]);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && ts.isArrowFunction(d.initializer))
          functions.push([d.name.text, d.initializer]);
    for (const [name, fn] of functions)
      found.push({
        name,
        params: fn.parameters.map((p) => ({ name: p.name.getText(source), type: p.type?.getText(source) ?? '' })),
      });
  }
  return found;
}

describe('services take their dependencies one way', () => {
  it('finds the services on disk', () => {
    // A wrong folder would make every case below vacuous.
    expect(serviceFiles.length).toBeGreaterThanOrEqual(12);
    expect(serviceFiles).toContain(path.join('guest', 'guest.service.ts'));
  });

  it.each(serviceFiles)('%s', (file) => {
    const functions = exportedFunctions(file);
    expect(functions.length).toBeGreaterThan(0);
    const wrong = functions.flatMap(({ name, params }) => {
      const problems: string[] = [];
      const depsAt = params.findIndex((p) => p.type === 'Deps');
      if (depsAt > 0) problems.push(`${name}: deps is parameter ${depsAt + 1}, not the first`);
      for (const p of params)
        if (NOT_A_DEPENDENCY.test(p.type)) problems.push(`${name}: takes ${p.name}: ${p.type} instead of deps`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('would catch a service taking a database handle or a context', () => {
    // The check itself, on the shapes it exists to refuse.
    for (const type of ['Db', 'Database', 'AuthContext', 'FastifyBaseLogger', 'FastifyRequest'])
      expect(NOT_A_DEPENDENCY.test(type)).toBe(true);
    for (const type of ['Deps', 'number', 'TTopicCreateRequest', 'GuestCache', "'png' | 'svg'"])
      expect(NOT_A_DEPENDENCY.test(type)).toBe(false);
  });
});

describe('every job defined is one the app runs', () => {
  // Jobs are defined with their work, in `jobs/<name>.job.ts` files; app.ts hands the list to the queue.
  const srcDir = path.join(import.meta.dirname, '../src');
  const jobFiles = fs
    .readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.job.ts'))
    .map((entry) => path.relative(srcDir, path.join(entry.parentPath, entry.name)))
    .sort();
  const isJobDefinition = (value: unknown): value is JobDefinition<unknown> =>
    typeof value === 'object' && value !== null && 'id' in value && 'schema' in value && 'handler' in value;

  it('finds the job files on disk', () => {
    expect(jobFiles).toContain(path.join('mail', 'jobs', 'mail.job.ts'));
    expect(jobFiles).toContain(path.join('modules', 'files', 'jobs', 'thumbnail.job.ts'));
  });

  it.each(jobFiles)('%s: its definitions are in app.ts JOBS, under names no other job has', async (file) => {
    const definitions = Object.values(await import(path.join(srcDir, file))).filter(isJobDefinition);
    expect(definitions.length).toBeGreaterThan(0);
    for (const definition of definitions) {
      expect(JOBS).toContain(definition);
      expect(JOBS.filter((job) => job.id === definition.id)).toHaveLength(1);
    }
  });
});

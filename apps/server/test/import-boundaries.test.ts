/**
 * The import boundaries of eslint.config.js (import-x/no-restricted-paths) hold whatever way an
 * import is spelled. TypeScript's bundler resolution accepts a file as `x.ts`, as `x.js`, without
 * an extension, and a folder by its index; each crossing in the table below is linted in every one
 * of those spellings, with ESLint's own Node API and the repository's config, and must be refused.
 * The same imports inside their boundary must pass, so the rules are not simply refusing everything.
 * Every boundary the config declares (by its message) needs a row: a new one without a row fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../../..');
const BOUNDARY_RULE = 'import-x/no-restricted-paths';
const UNRESOLVED_RULE = 'import-x/no-unresolved';
// Only the rules this test is about: no-cycle would walk the whole app for each probe.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  ruleFilter: ({ ruleId }) => ruleId === BOUNDARY_RULE || ruleId === UNRESOLVED_RULE,
});
const MODULE_REPOSITORY = 'A module calls another module’s service, never its repository.';
const OUTSIDE_MODULES = 'Only a module’s own service reads its repository: call the service.';
const SQL_LAYER = 'Only db/ and repositories use the SQL layer (Drizzle, pg, the schema).';
const LIBRARIES = 'lib/, db/, storage/, pdf/ and mail/ import no module: the module hands them what they need.';
const FEATURE_TO_FEATURE = 'A feature never imports another feature: compose them in app/routes.';
const FEATURE_UPWARDS = 'Features import only shared code (components/, lib/) and the contract.';
const SHARED_UPWARDS = 'Shared code (components/, lib/) imports no feature, app or guest code.';
const GUEST_IMPORTS = 'The guest guide imports only lib/ and its own code (its own build, no admin UI).';
const APP_TO_GUEST = 'The admin app never imports the guest guide (a separate build).';

/** An import from `file` of `target` (both repository paths of files on disk), refused with `message`. */
type Crossing = { message: string; file: string; target: string };

const server = (p: string) => `apps/server/src/${p}`;
const web = (p: string) => `apps/web/src/${p}`;

const CROSSINGS: Crossing[] = [
  {
    message: MODULE_REPOSITORY,
    file: server('modules/share/share.service.ts'),
    target: server('modules/guides/guides.repository.ts'),
  },
  { message: OUTSIDE_MODULES, file: server('lib/owned.ts'), target: server('modules/guides/guides.repository.ts') },
  { message: OUTSIDE_MODULES, file: server('app.ts'), target: server('modules/share/share.repository.ts') },
  { message: LIBRARIES, file: server('lib/owned.ts'), target: server('modules/guides/guides.service.ts') },
  { message: LIBRARIES, file: server('db/client.ts'), target: server('modules/guides/guides.presenter.ts') },
  { message: LIBRARIES, file: server('storage/create-storage.ts'), target: server('modules/share/share.service.ts') },
  { message: LIBRARIES, file: server('pdf/flyer-pdf.ts'), target: server('modules/guides/guides.service.ts') },
  { message: LIBRARIES, file: server('mail/outbox.ts'), target: server('modules/guides/guides.service.ts') },
  { message: SQL_LAYER, file: server('modules/guides/guides.service.ts'), target: server('db/schema.ts') },
  { message: SQL_LAYER, file: server('modules/guides/guides.routes.ts'), target: server('db/prepared.ts') },
  { message: SQL_LAYER, file: server('lib/owned.ts'), target: server('db/iso-text.ts') },
  { message: SQL_LAYER, file: server('plugins/auth.ts'), target: server('db/ordering.ts') },
  {
    message: FEATURE_TO_FEATURE,
    file: web('features/guides/components/guides-table.tsx'),
    target: web('features/files/components/media-library.tsx'),
  },
  {
    message: FEATURE_TO_FEATURE,
    file: web('features/guides/languages.ts'),
    target: web('features/files/upload-plan.ts'),
  },
  {
    message: FEATURE_UPWARDS,
    file: web('features/guides/languages.ts'),
    target: web('app/routes/guest-view/index.tsx'),
  },
  { message: FEATURE_UPWARDS, file: web('features/guides/languages.ts'), target: web('guest/lib/address.ts') },
  { message: SHARED_UPWARDS, file: web('lib/formatting.ts'), target: web('features/guides/languages.ts') },
  { message: SHARED_UPWARDS, file: web('lib/formatting.ts'), target: web('app/theme.ts') },
  { message: SHARED_UPWARDS, file: web('components/ui/loaded.tsx'), target: web('guest/lib/address.ts') },
  { message: GUEST_IMPORTS, file: web('guest/lib/address.ts'), target: web('app/theme.ts') },
  { message: GUEST_IMPORTS, file: web('guest/lib/address.ts'), target: web('features/files/upload-plan.ts') },
  { message: GUEST_IMPORTS, file: web('guest/components/home-tab.tsx'), target: web('components/ui/loaded.tsx') },
  { message: APP_TO_GUEST, file: web('app/theme.ts'), target: web('guest/lib/address.ts') },
  { message: APP_TO_GUEST, file: web('app/router.tsx'), target: web('guest/components/home-tab.tsx') },
];

/** The same kind of import inside its boundary: accepted in every spelling. */
const ALLOWED: Omit<Crossing, 'message'>[] = [
  { file: server('modules/guides/guides.service.ts'), target: server('modules/guides/guides.repository.ts') },
  { file: server('modules/share/share.service.ts'), target: server('modules/guides/guides.service.ts') },
  { file: server('modules/guides/guides.repository.ts'), target: server('db/schema.ts') },
  { file: web('features/guides/languages.ts'), target: web('lib/formatting.ts') },
  { file: web('guest/components/home-tab.tsx'), target: web('lib/formatting.ts') },
  { file: web('app/router.tsx'), target: web('app/routes/guest-view/index.tsx') },
];

/** Every way TypeScript's bundler resolution (tsconfig.base.json) lets `file` name `target`. */
function spellings(file: string, target: string): string[] {
  let relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  const bare = relative.replace(/\.tsx?$/, '');
  const asJs = relative.replace(/\.ts$/, '.js').replace(/\.tsx$/, '.js');
  const found = [relative, asJs, bare];
  if (relative.endsWith('.tsx')) found.push(relative.replace(/\.tsx$/, '.jsx'));
  if (/\/index\.tsx?$/.test(relative)) found.push(relative.replace(/\/index\.tsx?$/, ''));
  return found;
}

async function lint(file: string, specifier: string): Promise<Linter.LintMessage[]> {
  const code = `import * as probe from '${specifier}';\nexport { probe };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result?.messages ?? [];
}

const cases = <Row extends { file: string; target: string }>(rows: Row[]) =>
  rows.flatMap((row) => spellings(row.file, row.target).map((specifier) => ({ ...row, specifier })));

describe('import boundaries, in every spelling of an import', () => {
  it('names files that exist, and covers every boundary the config declares', async () => {
    for (const { file, target } of [...CROSSINGS, ...ALLOWED]) {
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
      expect(fs.existsSync(path.join(root, target)), target).toBe(true);
    }
    const declared = new Set<string>();
    for (const file of [server('app.ts'), web('app/router.tsx')]) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as Linter.Config;
      const [, options] = config.rules?.[BOUNDARY_RULE] as [unknown, { zones: { message: string }[] }];
      for (const zone of options.zones) declared.add(zone.message);
    }
    expect([...new Set(CROSSINGS.map((row) => row.message))].sort()).toEqual([...declared].sort());
  });

  it.each(cases(CROSSINGS))('refuses $specifier in $file', async ({ file, specifier, message }) => {
    const messages = await lint(file, specifier);
    expect(messages.map((m) => [m.ruleId, m.message])).toContainEqual([
      BOUNDARY_RULE,
      expect.stringContaining(message),
    ]);
  });

  it.each(cases(ALLOWED))('accepts $specifier in $file', async ({ file, specifier }) => {
    expect(await lint(file, specifier)).toEqual([]);
  });

  it('refuses an import no resolver can follow, which no boundary could see', async () => {
    for (const file of [server('modules/share/share.service.ts'), web('features/guides/languages.ts')]) {
      const messages = await lint(file, './no-such-file.js');
      expect(messages.map((m) => m.ruleId)).toContain(UNRESOLVED_RULE);
    }
  });
});

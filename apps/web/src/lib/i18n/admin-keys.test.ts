/**
 * Every key the admin app reads (`t('…')`, `tParts('…')`, `i18nKey={'…'}`) is in the English
 * account.ts or admin.ts, as a plain key or as a counted one (`_one`/`_other`), and every key of
 * theirs is read somewhere: a text can be neither missing on a screen nor left behind after its
 * screen changed. (The keys are typed too, so tsc refuses a missing one; this also covers the JSX
 * that tsc cannot see through, and the unused keys.)
 *
 * The split between the two files follows the code: a key read by a module the screens before
 * sign-in load (the entry and the signed-out and shared routes, through their static imports) is
 * in account.ts, the first download; every other key is in admin.ts, downloaded at sign-in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import account from '../../../../../packages/i18n/locales/en/account.ts';
import admin from '../../../../../packages/i18n/locales/en/admin.ts';
import { PLURAL_SUFFIX } from '../../../../../packages/i18n/src/catalog.ts';
import { SHARED_PAGES, SIGNED_OUT_PAGES } from '../route-table.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = ['app', 'features', 'components', 'lib'].flatMap((dir) =>
  fs
    .readdirSync(path.join(src, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name)),
);

const KEY_READ = /\bt(?:Parts)?\(\s*'([^']+)'|i18nKey=\{?\s*['"]([^'"]+)['"]/g;
const keysReadIn = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(KEY_READ)].map((m) => m[1] ?? m[2]!);

const used = new Map<string, string>();
for (const file of files) for (const key of keysReadIn(file)) used.set(key, path.relative(src, file));

const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');
const accountBases = new Set(Object.keys(account).map(baseOf));
const adminBases = new Set(Object.keys(admin).map(baseOf));

/** The modules a file loads at once: its relative static imports (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm)) {
    if (m[2]) continue;
    const target = path.resolve(path.dirname(file), m[3]!);
    if (target.startsWith(src) && fs.existsSync(target)) found.push(target);
  }
  return found;
}

/** The entry and the screens before sign-in, with every module they load at once. */
function signedOutModules(): Set<string> {
  const starts = [
    path.join(src, 'main.tsx'),
    ...[...SIGNED_OUT_PAGES, ...SHARED_PAGES].map((p) => path.join(src, 'app/routes', p.id, 'index.tsx')),
  ];
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

describe('account.ts, admin.ts and the admin code', () => {
  it('finds the calls and the screens before sign-in', () => {
    expect(used.size).toBeGreaterThan(300);
    const modules = [...signedOutModules()].map((f) => path.relative(src, f));
    expect(modules).toEqual(
      expect.arrayContaining(['main.tsx', 'app/routes/login/index.tsx', 'features/auth/components/login-form.tsx']),
    );
  });

  it('has every key the code reads', () => {
    const missing = [...used]
      .filter(([key]) => !accountBases.has(key) && !adminBases.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has no key the code does not read, and none in both files', () => {
    expect([...accountBases, ...adminBases].filter((key) => !used.has(key))).toEqual([]);
    expect([...accountBases].filter((key) => adminBases.has(key))).toEqual([]);
  });

  it('keeps in account.ts exactly the keys the screens before sign-in read', () => {
    const before = new Set([...signedOutModules()].flatMap(keysReadIn));
    expect([...before].filter((key) => !accountBases.has(key)).sort()).toEqual([]);
    expect([...accountBases].filter((key) => !before.has(key)).sort()).toEqual([]);
  });

  it('gives each counted key its _one and _other forms', () => {
    for (const english of [account, admin]) {
      const counted = Object.keys(english)
        .filter((k) => PLURAL_SUFFIX.test(k))
        .map(baseOf);
      for (const base of counted) {
        expect(english, base).toHaveProperty([`${base}_one`]);
        expect(english, base).toHaveProperty([`${base}_other`]);
      }
    }
  });
});

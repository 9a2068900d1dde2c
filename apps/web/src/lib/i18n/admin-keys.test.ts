/**
 * Every key the admin app reads (`t('…')`, `i18nKey={'…'}`) is in the English admin.ts, as a
 * plain key or as a counted one (`_one`/`_other`), and every key of admin.ts is read somewhere:
 * a text can be neither missing on a screen nor left behind after its screen changed. (The keys
 * are typed too, so tsc refuses a missing one; this also covers the JSX that tsc cannot see
 * through, such as Trans, and the unused keys.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import english from '../../../../../packages/i18n/locales/en/admin.ts';
import { PLURAL_SUFFIX } from '../../../../../packages/i18n/src/catalog.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = ['app', 'features', 'components', 'lib'].flatMap((dir) =>
  fs
    .readdirSync(path.join(src, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name)),
);

const used = new Map<string, string>();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\bt\(\s*'([^']+)'|i18nKey=\{?\s*'([^']+)'/g))
    used.set(m[1] ?? m[2]!, path.relative(src, file));
}
const keys = Object.keys(english);
const bases = new Set(keys.map((k) => k.replace(PLURAL_SUFFIX, '')));

describe('admin.ts and the admin code', () => {
  it('finds the calls', () => {
    expect(used.size).toBeGreaterThan(300);
  });

  it('has every key the code reads', () => {
    const missing = [...used].filter(([key]) => !bases.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has no key the code does not read', () => {
    expect([...bases].filter((key) => !used.has(key))).toEqual([]);
  });

  it('gives each counted key its _one and _other forms', () => {
    const counted = keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, ''));
    for (const base of counted) {
      expect(english, base).toHaveProperty([`${base}_one`]);
      expect(english, base).toHaveProperty([`${base}_other`]);
    }
  });
});

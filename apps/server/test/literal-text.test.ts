/**
 * The admin app's literal-text rules (eslint.config.js): a literal English text in an attribute a
 * host reads (label, legend, placeholder, description, title, aria-label, prefix, suffix…) or in a
 * text property of an object (a select's `{ value, label }`, `closeButtonProps={{ 'aria-label' }}`)
 * is refused; the same places fed from the catalogs pass. Linted with ESLint's Node API and the
 * repository's config, as a file of the admin app.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../../..');
const RULES = new Set(['i18next/no-literal-string', 'no-restricted-syntax']);
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
});

const HEAD = "import { t } from '../../../lib/i18n/admin-i18n.ts';\ndeclare const X: (p: object) => null;\n";

async function refusals(code: string, file = 'apps/web/src/features/guides/components/probe.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(HEAD + code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  // A probe that does not parse would be refused for that: it fails the test instead.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => m.ruleId ?? '').filter((rule) => RULES.has(rule));
}

const REFUSED: [string, string][] = [
  ['legend', 'export const a = <X legend="Stay and WiFi" />;'],
  ['placeholder', 'export const a = <X placeholder="Search guides" />;'],
  ['description', 'export const a = <X description="Shown to guests" />;'],
  ['title', 'export const a = <X title="Delete guide" />;'],
  ['aria-label', 'export const a = <X aria-label="Close dialog" />;'],
  ['prefix', 'export const a = <X prefix="Shown on the Home tab: " />;'],
  ['suffix', 'export const a = <X suffix=" days" />;'],
  ['an option label', "export const o = [{ value: 'a', label: 'Visible Always' }];"],
  [
    'an option label as a template',
    "declare const n: string;\nexport const o = [{ value: 'a', label: `Original (${n})` }];",
  ],
  ['an aria-label property', "export const a = <X closeButtonProps={{ 'aria-label': 'Close' }} />;"],
  ['a title property', "export const c = { title: 'Guests' };"],
];

const ALLOWED: [string, string][] = [
  ['legend from the catalog', "export const a = <X legend={t('guides.legendGuide')} />;"],
  ['an option label from the catalog', "export const o = [{ value: 'a', label: t('guides.legendGuide') }];"],
  [
    'an aria-label property from the catalog',
    "export const a = <X closeButtonProps={{ 'aria-label': t('dialogs.close') }} />;",
  ],
  ['a symbol', 'export const a = <X suffix="%" />;'],
  ['a property no host reads', "export const o = { value: 'Visible Always', key: 'guest_name' };"],
];

describe('literal texts in the admin app', () => {
  it.each(REFUSED)('refuses %s', async (_what, code) => {
    expect(await refusals(code)).not.toEqual([]);
  });

  it('refuses a literal option label in a .ts file of a feature too', async () => {
    expect(
      await refusals("export const o = [{ value: 'a', label: 'Hidden' }];", 'apps/web/src/features/guides/probe.ts'),
    ).not.toEqual([]);
  });

  it.each(ALLOWED)('allows %s', async (_what, code) => {
    expect(await refusals(code)).toEqual([]);
  });
});

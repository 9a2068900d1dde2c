/**
 * Directional icons mirror in a right-to-left page through one rule of text-direction.css. The table
 * below is every Tabler icon that points along the reading direction; each renders with its name as a
 * class, the rule names that class under [dir='rtl'], and every such icon the admin app imports is in
 * the table (a new back or next arrow is mirrored the day it is used, or this test fails).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as icons from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');
const css = fs.readFileSync(path.join(here, 'text-direction.css'), 'utf8');

/** The icons that face the reading direction, by their export name. */
const DIRECTIONAL = [
  'IconArrowLeft',
  'IconArrowRight',
  'IconChevronLeft',
  'IconChevronRight',
  'IconLayoutSidebarLeftCollapse',
  'IconLayoutSidebarLeftExpand',
  'IconLogin',
  'IconLogout',
  'IconMailForward',
  'IconSend',
] as const;

/** An icon whose name says it points left or right, back or forward, in or out. */
const POINTS_ALONG_TEXT = /^Icon\w*(Left|Right|Back|Forward|Next|Prev|Login|Logout|Send)\w*$/;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}guest${path.sep}`));
}

/** The rule's selectors: the classes inside [dir='rtl'] :is(…) { transform: scaleX(-1) }. */
const mirrored = (() => {
  const rule = /\[dir='rtl'\]\s*:is\(([^)]*)\)\s*\{\s*transform:\s*scaleX\(-1\);?\s*\}/.exec(css);
  return new Set((rule?.[1] ?? '').split(',').map((s) => s.trim().replace(/^\./, '')));
})();

describe('directional icons in a right-to-left page', () => {
  it.each(DIRECTIONAL)('%s renders its class, which the rule mirrors', (name) => {
    const markup = renderToStaticMarkup(createElement(icons[name]));
    const kebab = name
      .slice('Icon'.length)
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase();
    expect(markup).toContain(`tabler-icon-${kebab}`);
    expect(mirrored.has(`tabler-icon-${kebab}`)).toBe(true);
  });

  it('every directional icon the admin imports is in the table', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(Icon[A-Z]\w*)\b/g)) if (POINTS_ALONG_TEXT.test(m[1]!)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !(DIRECTIONAL as readonly string[]).includes(name))).toEqual([]);
  });
});

/**
 * The catalogs on a server (Node): every language folder under locales/, found from the disk, with
 * the namespaces asked for. A language without one of them is loaded without it (English is used
 * for its texts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Catalog, LanguageMeta, Namespace } from './catalog.ts';

export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

export type LoadedLanguage = LanguageMeta & { catalogs: Partial<Record<Namespace, Catalog>> };

export async function loadLanguages(namespaces: readonly Namespace[]): Promise<Map<string, LoadedLanguage>> {
  const out = new Map<string, LoadedLanguage>();
  const folders = fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(LOCALES_DIR, d.name, 'meta.ts')))
    .map((d) => d.name)
    .sort();
  for (const code of folders) {
    const load = async (file: string) =>
      (await import(pathToFileURL(path.join(LOCALES_DIR, code, file)).href)).default as unknown;
    const meta = (await load('meta.ts')) as LanguageMeta;
    const catalogs: LoadedLanguage['catalogs'] = {};
    for (const ns of namespaces) {
      if (fs.existsSync(path.join(LOCALES_DIR, code, `${ns}.ts`))) catalogs[ns] = (await load(`${ns}.ts`)) as Catalog;
    }
    out.set(code, { ...meta, catalogs });
  }
  return out;
}

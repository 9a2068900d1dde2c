/**
 * Names of uploaded files. The display name is what the host typed, minus anything that
 * could act as a path or hide text; the storage name is a plain ASCII slug of it. Storage
 * keys are built from a server-made uuid plus the storage name, never from raw input.
 */

/** The thumbnail's file name inside each file's folder; an upload may not take it. */
export const THUMBNAIL_NAME = 'thumb.webp';
/** The cover rendition's file name inside the file's folder (image-processing.ts COVER_WIDTH); reserved likewise. */
export const COVER_NAME = 'cover.webp';

const RESERVED_NAMES: readonly string[] = [THUMBNAIL_NAME, COVER_NAME];

const MAX_DISPLAY_LENGTH = 200;
const MAX_STORAGE_BASE = 100;
// C0/C1 controls, plus zero-width and bidi-override characters that disguise a name.
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

function splitExtension(name: string): [base: string, ext: string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** The name shown in the library: last path segment, no control characters, no leading dots. */
export function displayNameOf(raw: string): string {
  const lastSegment = raw.replace(/\\/g, '/').split('/').pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(HIDDEN_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  if (name.length > MAX_DISPLAY_LENGTH) {
    const [base, ext] = splitExtension(name);
    const keptExt = ext.length <= 16 ? ext : '';
    name = base.slice(0, MAX_DISPLAY_LENGTH - keptExt.length).trimEnd() + keptExt;
  }
  return name || 'image';
}

/** The on-disk (and URL) name: ASCII letters, digits, dot, dash and underscore only. */
export function storageNameOf(displayName: string): string {
  const ascii = displayName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-');
  const [rawBase, rawExt] = splitExtension(ascii);
  const base = rawBase
    .replace(/\.+/g, '.')
    .replace(/-+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, MAX_STORAGE_BASE);
  const ext = /^\.[A-Za-z0-9]{1,10}$/.test(rawExt) ? rawExt.toLowerCase() : '';
  const name = `${base || 'image'}${ext}`;
  return RESERVED_NAMES.includes(name.toLowerCase()) ? `image-${name}` : name;
}

/** The storage key of a library file: its own folder (the random file_ID) and its storage name. */
export function fileKeyOf(fileId: string, displayName: string): string {
  return `${fileId}/${storageNameOf(displayName)}`;
}

/** The file_ID a library file's storage key starts with. */
export function fileIdOfKey(key: string): string {
  return key.slice(0, key.indexOf('/'));
}

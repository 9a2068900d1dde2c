/**
 * Pure rules of the library upload: which files may be
 * chosen, how a file is cut into chunks, and the name used when the name is taken.
 */
import { LIMITS } from '@guidebook/contract';

/** Extensions the upload view accepts, compared case-insensitively. */
export const ALLOWED_IMAGE_EXTENSIONS = ['img', 'jpg', 'jpeg', 'png'] as const;

/** The `accept` attribute for the file input, so the browser's picker offers the same files. */
export const IMAGE_ACCEPT = ALLOWED_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

export function hasAllowedImageExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0 || dot === name.length - 1) return false;
  const ext = name.slice(dot + 1).toLowerCase();
  return (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

export type ChunkRange = { index: number; start: number; end: number };

/** Number of chunks: size / chunk size rounded up, and at least one (an empty file is one empty chunk). */
export function chunkCount(size: number, chunkSize: number = LIMITS.CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}

/** Byte ranges [start, end) of each chunk, in sending order. */
export function planChunks(size: number, chunkSize: number = LIMITS.CHUNK_SIZE): ChunkRange[] {
  const total = chunkCount(size, chunkSize);
  return Array.from({ length: total }, (_, index) => ({
    index,
    start: index * chunkSize,
    end: Math.min(size, (index + 1) * chunkSize),
  }));
}

/**
 * The name used when the original is already in the library: the digits of the ISO time
 * appended before the extension: `photo.jpg` at 2026-11-22T14:30:05.123Z -> `photo20261122143005123.jpg`.
 */
export function timestampedName(name: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '');
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return `${name}${stamp}`;
  return `${name.slice(0, dot)}${stamp}${name.slice(dot)}`;
}

/** Download saves the file under its name with every whitespace character removed. */
export function downloadName(name: string): string {
  return name.replace(/\s+/g, '');
}

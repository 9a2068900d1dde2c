/**
 * In-memory cache of guest guide answers (serialised JSON envelope and House Manual
 * PDF) per share token and language (the key is the token, with "\n" and the language for
 * any but the guide's default). Guests far outnumber hosts, so a guide is built once and served
 * from memory until its host changes anything: the services announce such a change
 * (lib/events.ts `guestContentChanged`, heard from other instances too: lib/cluster-events.ts)
 * and app.ts drops the host's entries (dropWorkspace).
 */
import crypto from 'node:crypto';
import type { TGuestWifi } from '@guidebook/contract';
import { GenerationCache } from '../../lib/generation-cache.ts';

export type GuestEntry = {
  idWorkspace: number;
  /** The whole envelope, serialised once. */
  body: string;
  etag: string;
  /** The language of the answer, and every language of the guide (the default first). */
  language: string;
  languages: string[];
  /** The answer's WiFi (null: none, or Hidden), for the Join WiFi QR code without parsing the body. */
  wifi: TGuestWifi | null;
  pdf?: { bytes: Buffer; etag: string; filename: string };
};

declare module 'fastify' {
  interface FastifyInstance {
    guestCache: GuestCache;
  }
}

export function etagOf(bytes: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** True when an If-None-Match header names this ETag (weak or strong, or *). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

const sizeOf = (entry: GuestEntry) => entry.body.length * 2 + (entry.pdf?.bytes.length ?? 0);

/**
 * Answers by key, grouped by the host's workspace (lib/generation-cache.ts): a host's change drops
 * its answers, and an answer built from rows read before that change is not stored after it.
 */
export class GuestCache extends GenerationCache<GuestEntry> {
  /** Builds under way, so a crowd of guests arriving at a cold entry causes one build, not one each. */
  readonly building = new Map<string, Promise<GuestEntry>>();

  /** Bounded by count and by (approximate) memory; the oldest entries go first. */
  constructor(maxEntries = 2000, maxBytes = 128 * 1024 * 1024) {
    super({ groupOf: (entry) => entry.idWorkspace, maxEntries, maxWeight: maxBytes, weigh: sizeOf });
  }

  dropWorkspace(idWorkspace: number): void {
    this.dropGroup(idWorkspace);
    // A build under way may have read the old rows; later guests must not wait for it.
    this.building.clear();
  }

  override clear(): void {
    super.clear();
    this.building.clear();
  }
}

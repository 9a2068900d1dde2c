/**
 * In-memory cache of guest guide answers (serialised JSON envelope and House Manual
 * PDF) per share token. Guests far outnumber hosts, so a guide is built once and served
 * from memory until its host changes anything: app.ts drops a host's entries after
 * every authenticated write (dropUser).
 */
import crypto from 'node:crypto';

export type GuestEntry = {
  idUser: number;
  /** The whole envelope, serialised once. */
  body: string;
  etag: string;
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

export class GuestCache {
  private readonly entries = new Map<string, GuestEntry>();
  private readonly tokensOfUser = new Map<number, Set<string>>();
  /** Bumped on every drop, so a build that read the database before a host's change is not stored after it. */
  private readonly generations = new Map<number, number>();

  constructor(private readonly maxEntries = 2000) {}

  get size(): number {
    return this.entries.size;
  }

  generation(idUser: number): number {
    return this.generations.get(idUser) ?? 0;
  }

  get(token: string): GuestEntry | undefined {
    return this.entries.get(token);
  }

  /** Stores the entry unless the host changed something since `generation` was read. */
  set(token: string, entry: GuestEntry, generation: number): void {
    if (this.generation(entry.idUser) !== generation) return;
    if (!this.entries.has(token) && this.entries.size >= this.maxEntries) this.evictOldest();
    this.entries.set(token, entry);
    let tokens = this.tokensOfUser.get(entry.idUser);
    if (!tokens) this.tokensOfUser.set(entry.idUser, (tokens = new Set()));
    tokens.add(token);
  }

  dropUser(idUser: number): void {
    this.generations.set(idUser, this.generation(idUser) + 1);
    const tokens = this.tokensOfUser.get(idUser);
    if (!tokens) return;
    for (const token of tokens) this.entries.delete(token);
    this.tokensOfUser.delete(idUser);
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (oldest.done) return;
    const entry = this.entries.get(oldest.value);
    this.entries.delete(oldest.value);
    if (entry) this.tokensOfUser.get(entry.idUser)?.delete(oldest.value);
  }
}

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

export class GuestCache {
  private readonly entries = new Map<string, GuestEntry>();
  private readonly tokensOfWorkspace = new Map<number, Set<string>>();
  /** Bumped on every drop, so a build that read the database before a host's change is not stored after it. */
  private readonly generations = new Map<number, number>();
  /** Bumped by suspend and resume: added to every account's generation. */
  private epoch = 0;
  private suspended = false;
  /** Builds under way, so a crowd of guests arriving at a cold entry causes one build, not one each. */
  readonly building = new Map<string, Promise<GuestEntry>>();
  private bytes = 0;

  /** Bounded by count and by (approximate) memory; the oldest entries go first. */
  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 128 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  generation(idWorkspace: number): number {
    // Both only grow, so a change of either changes the sum.
    return (this.generations.get(idWorkspace) ?? 0) + this.epoch;
  }

  get(token: string): GuestEntry | undefined {
    return this.entries.get(token);
  }

  /** Stores the entry unless the host changed something since `generation` was read. */
  set(token: string, entry: GuestEntry, generation: number): void {
    if (this.generation(entry.idWorkspace) !== generation || this.suspended) return;
    const size = sizeOf(entry);
    if (size > this.maxBytes) return;
    this.remove(token);
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + size > this.maxBytes))
      this.evictOldest();
    this.entries.set(token, entry);
    this.bytes += size;
    let tokens = this.tokensOfWorkspace.get(entry.idWorkspace);
    if (!tokens) this.tokensOfWorkspace.set(entry.idWorkspace, (tokens = new Set()));
    tokens.add(token);
  }

  dropWorkspace(idWorkspace: number): void {
    this.generations.set(idWorkspace, (this.generations.get(idWorkspace) ?? 0) + 1);
    // A build under way may have read the old rows; later guests must not wait for it.
    this.building.clear();
    const tokens = this.tokensOfWorkspace.get(idWorkspace);
    if (!tokens) return;
    for (const token of tokens) this.remove(token);
    this.tokensOfWorkspace.delete(idWorkspace);
  }

  /** A host's change on another instance may go unheard (lib/cluster-events.ts): keep nothing until `resume`. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Every change is heard again; a build that read the database before now is not stored. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  private clear(): void {
    this.epoch += 1;
    this.building.clear();
    this.entries.clear();
    this.tokensOfWorkspace.clear();
    this.bytes = 0;
  }

  private remove(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    this.bytes -= sizeOf(entry);
    this.tokensOfWorkspace.get(entry.idWorkspace)?.delete(token);
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.remove(oldest.value);
  }
}

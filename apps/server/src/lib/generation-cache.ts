/**
 * A bounded in-memory map that a read racing a change cannot fill with stale data: the core of the
 * credential cache (modules/auth/credentials.ts) and the guest cache (modules/guest/guest-cache.ts).
 *
 * Every entry belongs to a group (an account, a workspace) that one change drops at once. A reader
 * takes `generation` before it reads the database and hands it to `set`: if the entry's group was
 * dropped, or the whole cache cleared, since then, what it read may predate that change and is not
 * stored. While suspended (lib/cluster-events.ts: other instances' changes may go unheard) the cache
 * is empty and stores nothing. Beyond `maxEntries` entries, or `maxWeight` of their weight, the
 * oldest go first; an entry heavier than `maxWeight` on its own is not stored.
 */
export type GenerationCacheOptions<Value> = {
  /** The group whose drop removes the entry. */
  groupOf: (value: Value) => number;
  maxEntries: number;
  /** The budget of `weigh` over all entries (none when left out). */
  maxWeight?: number;
  weigh?: (value: Value) => number;
};

export class GenerationCache<Value> {
  private readonly entries = new Map<string, Value>();
  private readonly keysOfGroup = new Map<number, Set<string>>();
  /** The generation each group was last dropped at, for the groups dropped since `clearedAt`. */
  private readonly droppedAt = new Map<number, number>();
  private clearedAt = 0;
  private current = 0;
  private weight = 0;
  private suspended = false;

  constructor(private readonly options: GenerationCacheOptions<Value>) {}

  /** Read before reading the database; `set` takes it back. */
  get generation(): number {
    return this.current;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Value | undefined {
    return this.entries.get(key);
  }

  /** Stores the value unless its group was dropped (or the cache cleared) after `generation` was read. */
  set(key: string, value: Value, generation: number): void {
    const group = this.options.groupOf(value);
    if (this.suspended || generation < this.clearedAt || generation < (this.droppedAt.get(group) ?? 0)) return;
    const { maxEntries, maxWeight = Infinity, weigh } = this.options;
    const weight = weigh?.(value) ?? 0;
    if (weight > maxWeight) return;
    this.delete(key);
    // Maps iterate in insertion order: the first key is the oldest entry.
    while (this.entries.size > 0 && (this.entries.size >= maxEntries || this.weight + weight > maxWeight))
      this.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
    this.weight += weight;
    let keys = this.keysOfGroup.get(group);
    if (!keys) this.keysOfGroup.set(group, (keys = new Set()));
    keys.add(key);
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.options.weigh?.(value) ?? 0;
    this.keysOfGroup.get(this.options.groupOf(value))?.delete(key);
  }

  /** Forgets the group's entries, and refuses what a read that started before now would store for it. */
  dropGroup(group: number): void {
    this.current += 1;
    // The drops remembered stay as many as the entries at most: past that, every earlier read is refused.
    if (this.droppedAt.size >= this.options.maxEntries) this.forgetDrops();
    else this.droppedAt.set(group, this.current);
    for (const key of this.keysOfGroup.get(group) ?? []) this.delete(key);
    this.keysOfGroup.delete(group);
  }

  /** Forgets everything, and refuses what any read that started before now would store. */
  clear(): void {
    this.current += 1;
    this.forgetDrops();
    this.entries.clear();
    this.keysOfGroup.clear();
    this.weight = 0;
  }

  /** Changes may go unheard (lib/cluster-events.ts): keep nothing until `resume`. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Every change is heard again; what was read before now is not stored. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  private forgetDrops(): void {
    this.clearedAt = this.current;
    this.droppedAt.clear();
  }
}

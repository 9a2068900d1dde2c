/**
 * Things a benchmark must undo whatever happens (child servers, databases, temp folders),
 * undone last-in first-out. run.ts also drains every open stack on Ctrl-C.
 */
type Undo = { label: string; fn: () => Promise<void> | void };

const open = new Set<CleanupStack>();

export class CleanupStack {
  private undos: Undo[] = [];

  constructor() {
    open.add(this);
  }

  add(label: string, fn: () => Promise<void> | void): void {
    this.undos.push({ label, fn });
  }

  /** Runs every undo even when one fails; failures are printed, not thrown. */
  async run(): Promise<void> {
    open.delete(this);
    while (this.undos.length > 0) {
      const undo = this.undos.pop() as Undo;
      try {
        await undo.fn();
      } catch (err) {
        console.error(`  cleanup "${undo.label}" failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
}

export async function runAllOpenCleanups(): Promise<void> {
  for (const stack of [...open].reverse()) await stack.run();
}

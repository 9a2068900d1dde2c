/**
 * Timed states (a toast that closes itself after 1.5–2 s, a popup with a duration of 1–3 s, the image
 * manager's "Upload Successful" that moves on by itself) are checked with the page's long timers
 * held: `holdingTimers(page, async () => { click; expect the toast })`. While held, every
 * setTimeout of HOLD_FROM_MS or more that the page starts waits, untouched, until the block ends;
 * then each starts with its full delay, as if the page had been paused while the checks looked.
 * Shorter timers (transitions, debounces) and animation frames run as usual, so the state appears
 * as a user sees it; only its end waits. A test that checks the state ending (the toast gone, the
 * upload moving on) does so after the block.
 *
 * Playwright's page.clock cannot do this: paused, it stops every timer and animation frame, and
 * Mantine's enter transitions (and so the toast itself) with them.
 *
 * The fixture (support/fixtures.ts) installs this in every page and frame before the app's scripts;
 * outside a block, setTimeout is the browser's own.
 */
import type { Page } from '@playwright/test';

/** The shortest self-ending state is the media library's "Success" popup, 1 s; transitions last at most 0.4 s. */
export const HOLD_FROM_MS = 1000;

type Held = { fn: (...args: unknown[]) => void; delay: number; args: unknown[] };
type TimerControl = { hold: () => void; release: () => number };

/** In the page: wraps setTimeout/clearTimeout so that long timers can be held (see above). */
export function installTimerHold(holdFromMs: number): void {
  const w = window as unknown as { __e2eTimers?: TimerControl };
  if (w.__e2eTimers) return;
  const realSet = window.setTimeout.bind(window);
  const realClear = window.clearTimeout.bind(window);
  let holding = false;
  // A held timer's id, and once released the id of the browser timer that runs it.
  const held = new Map<number, Held>();
  const released = new Map<number, number>();
  let nextId = 2_000_000_000;
  const set = (handler: TimerHandler, delay?: number, ...args: unknown[]): number => {
    if (!holding || typeof handler !== 'function' || !(Number(delay) >= holdFromMs)) {
      return realSet(handler, delay, ...args);
    }
    const id = nextId++;
    held.set(id, { fn: handler as Held['fn'], delay: Number(delay), args });
    return id;
  };
  const clear = (id?: number): void => {
    if (id === undefined) return;
    if (held.delete(id)) return;
    const real = released.get(id);
    if (real !== undefined) {
      released.delete(id);
      realClear(real);
      return;
    }
    realClear(id);
  };
  window.setTimeout = set as typeof window.setTimeout;
  window.clearTimeout = clear as typeof window.clearTimeout;
  w.__e2eTimers = {
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const count = held.size;
      for (const [id, t] of held) {
        released.set(
          id,
          realSet(() => {
            released.delete(id);
            t.fn(...t.args);
          }, t.delay),
        );
      }
      held.clear();
      return count;
    },
  };
}

async function control(page: Page, action: 'hold' | 'release'): Promise<void> {
  await page.evaluate((a) => {
    const timers = (window as unknown as { __e2eTimers?: TimerControl }).__e2eTimers;
    if (!timers) throw new Error('The timer hold is not installed in this page (support/fixtures.ts installs it).');
    timers[a]();
  }, action);
}

/**
 * Runs `checks` (the action that shows a timed state, and the assertions on it) with the page's
 * long timers held, then lets them run. The hold lives in the current document: `checks` must not
 * navigate to another page before the timed state is checked.
 */
export async function holdingTimers<T>(page: Page, checks: () => Promise<T>): Promise<T> {
  await control(page, 'hold');
  let result: T;
  try {
    result = await checks();
  } finally {
    // The page may have moved on (or closed) in the block: nothing left to release then.
    await control(page, 'release').catch(() => undefined);
  }
  return result;
}

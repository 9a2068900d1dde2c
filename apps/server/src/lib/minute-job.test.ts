import { describe, expect, it } from 'vitest';
import { restBetweenRounds } from './minute-job.ts';

describe('restBetweenRounds', () => {
  it('waits its time, or ends when woken, when the instance stops, or at once when it already has', async () => {
    const cases: {
      name: string;
      /** How long the rest is asked to last. */
      ms: number;
      signal: () => AbortSignal | undefined;
      act: (wake: () => void, stop: AbortController) => void;
      atMost: number;
      atLeast: number;
    }[] = [
      { name: 'no wake', ms: 200, signal: () => undefined, act: () => undefined, atLeast: 180, atMost: 5_000 },
      {
        name: 'woken',
        ms: 60_000,
        signal: () => undefined,
        act: (wake) => setTimeout(wake, 20),
        atLeast: 0,
        atMost: 5_000,
      },
      {
        name: 'stopped while resting',
        ms: 60_000,
        signal: () => undefined,
        act: (_w, stop) => setTimeout(() => stop.abort(), 20),
        atLeast: 0,
        atMost: 5_000,
      },
      {
        name: 'stopped before',
        ms: 60_000,
        signal: () => AbortSignal.abort(),
        act: () => undefined,
        atLeast: 0,
        atMost: 5_000,
      },
    ];
    for (const c of cases) {
      const stop = new AbortController();
      const signal = c.signal() ?? stop.signal;
      let wake: (() => void) | undefined;
      const started = Date.now();
      const resting = restBetweenRounds(c.ms, signal, (w) => (wake = w));
      expect(wake, c.name).toBeTypeOf('function');
      c.act(wake!, stop);
      await resting;
      const took = Date.now() - started;
      expect(took, c.name).toBeGreaterThanOrEqual(c.atLeast);
      expect(took, c.name).toBeLessThan(c.atMost);
    }
  });
});

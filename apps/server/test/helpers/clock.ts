/**
 * A clock for the app under test (`getTestServer(config, { now: clock.now })`): the real time plus
 * `offsetMs`, which a test moves to jump past an expiry and sets back afterwards.
 */
export type TestClock = { offsetMs: number; now: () => Date };

export function testClock(): TestClock {
  const clock: TestClock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

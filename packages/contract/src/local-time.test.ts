import { describe, expect, it } from 'vitest';
import { formatInTimeZone, instantToLocal, isTimeZone, localToInstant, parseLocalDateTime } from './local-time.ts';

const iso = (local: string, tz: string) => localToInstant(local, tz).toISOString();

describe('local date-times in a guide timezone', () => {
  it('reads winter and summer times in London', () => {
    expect(iso('2026-12-01T15:00', 'Europe/London')).toBe('2026-12-01T15:00:00.000Z');
    expect(iso('2026-07-01T15:00', 'Europe/London')).toBe('2026-07-01T14:00:00.000Z');
  });

  it('reads New York, Kolkata (half hour) and Auckland (date line) times', () => {
    expect(iso('2026-07-04T09:30', 'America/New_York')).toBe('2026-07-04T13:30:00.000Z');
    expect(iso('2026-01-04T09:30', 'America/New_York')).toBe('2026-01-04T14:30:00.000Z');
    expect(iso('2026-03-01T00:00', 'Asia/Kolkata')).toBe('2026-02-28T18:30:00.000Z');
    expect(iso('2026-01-01T00:00', 'Pacific/Auckland')).toBe('2025-12-31T11:00:00.000Z');
  });

  it('takes the earlier occurrence of a time that happens twice (clocks go back)', () => {
    // London 2026-10-25: 01:59 BST is followed by 01:00 GMT.
    expect(iso('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25T02:00', 'Europe/London')).toBe('2026-10-25T02:00:00.000Z');
    // New York 2026-11-01: 01:30 EDT comes first.
    expect(iso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('moves a skipped time forward by the gap (clocks go forward)', () => {
    // London 2026-03-29: 01:00 GMT jumps to 02:00 BST; 01:30 reads as 02:30 BST.
    expect(iso('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToLocal(localToInstant('2026-03-29T01:30', 'Europe/London'), 'Europe/London')).toBe(
      '2026-03-29T02:30',
    );
    // New York 2026-03-08: 02:30 does not exist; it becomes 03:30 EDT.
    expect(iso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(iso('2026-03-08T03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
  });

  it('round-trips times all through a year in several zones', () => {
    for (const tz of ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'UTC']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 11 * 3_600_000) {
        const instant = new Date(t);
        const local = instantToLocal(instant, tz);
        const back = localToInstant(local, tz);
        // Ambiguous wall times map to their first occurrence, so back is never later.
        expect(back.getTime()).toBeLessThanOrEqual(t);
        expect(instantToLocal(back, tz)).toBe(local);
      }
    }
  });

  it('refuses malformed or impossible local times', () => {
    expect(parseLocalDateTime('2026-02-30T10:00')).toBeNull();
    expect(parseLocalDateTime('2026-02-10 10:00')).toBeNull();
    expect(parseLocalDateTime('2026-02-10T24:00')).toBeNull();
    expect(parseLocalDateTime('2026-02-10T10:00:30')).toMatchObject({ second: 30 });
    expect(() => localToInstant('tomorrow', 'Europe/London')).toThrow(RangeError);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('formats for people in en-GB with a short month and 24 h clock', () => {
    const instant = new Date('2026-07-01T14:00:00Z');
    expect(formatInTimeZone(instant, 'Europe/London')).toBe('1 Jul 2026, 15:00');
    expect(formatInTimeZone(instant, 'America/New_York')).toBe('1 Jul 2026, 10:00');
  });
});

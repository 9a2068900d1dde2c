import { describe, expect, it } from 'vitest';
import { formatStayMoment } from './stay-moment.ts';

describe('formatStayMoment', () => {
  it('writes English as "Fri 12 Dec 15:00" in the guide’s timezone', () => {
    // 14:00 UTC is 15:00 in Paris in December.
    expect(formatStayMoment('2025-12-12T14:00:00.000Z', 'en', 'Europe/Paris')).toBe('Fri 12 Dec 15:00');
    expect(formatStayMoment('2025-12-12T14:00:00.000Z', 'en', 'America/New_York')).toBe('Fri 12 Dec 09:00');
  });

  it('writes other languages their own way, in the guide’s timezone', () => {
    const fr = formatStayMoment('2025-12-12T14:00:00.000Z', 'fr', 'Europe/Paris');
    expect(fr).toContain('15:00');
    expect(fr).toMatch(/ven/);
    expect(formatStayMoment('2025-12-12T14:00:00.000Z', 'de', 'Europe/Berlin')).toMatch(/Fr.*12.*Dez.*15:00/);
  });

  it('keeps going with an unknown timezone, and gives back what is not a date', () => {
    expect(formatStayMoment('2025-12-12T14:00:00.000Z', 'en', 'Mars/Olympus')).toMatch(/^Fri 12 Dec \d\d:\d\d$/);
    expect(formatStayMoment('soon', 'en', 'Europe/Paris')).toBe('soon');
  });
});

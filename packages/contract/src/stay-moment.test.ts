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

  it('writes 24-hour times in every language, where Intl would write 12-hour ones', () => {
    for (const language of ['ar', 'en-US', 'ja', 'zh', 'es', 'pt', 'it', 'nl', 'pl']) {
      const text = formatStayMoment('2025-12-12T14:00:00.000Z', language, 'UTC');
      expect(text, language).toMatch(/14[:.]00/);
      expect(text, language).not.toMatch(/PM|\sم$|午後|下午/);
    }
  });

  it('takes a Date as the server has it, and is the same moment either way', () => {
    const instant = new Date('2025-12-12T14:00:00.000Z');
    expect(formatStayMoment(instant, 'fr', 'Europe/Paris')).toBe(
      formatStayMoment(instant.toISOString(), 'fr', 'Europe/Paris'),
    );
  });

  it('writes UTC for a guide without a timezone or with one unknown here; gives back what is not a date', () => {
    expect(formatStayMoment('2025-12-12T14:00:00.000Z', 'en', null)).toBe('Fri 12 Dec 14:00');
    expect(formatStayMoment('2025-12-12T14:00:00.000Z', 'en', 'Mars/Olympus')).toBe('Fri 12 Dec 14:00');
    expect(formatStayMoment('2025-12-12T14:00:00.000Z', 'not a tag!', 'UTC')).toBe('Fri 12 Dec 14:00');
    expect(formatStayMoment('soon', 'en', 'Europe/Paris')).toBe('soon');
  });
});

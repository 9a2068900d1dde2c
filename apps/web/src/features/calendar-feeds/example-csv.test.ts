import { describe, expect, it } from 'vitest';
import { STAY_IMPORT_COLUMNS } from '@guidebook/contract';
import { exampleCsv } from './example-csv.ts';
import { feedName, shortFeedUrl } from './feed-form.ts';

describe('the CSV example', () => {
  it('has the contract’s columns, then two stays two and three weeks on, in the guide’s language', () => {
    const lines = exampleCsv('de', new Date(2026, 11, 25)).split('\r\n');
    expect(lines[0]).toBe(STAY_IMPORT_COLUMNS.join(','));
    expect(lines.slice(1)).toEqual([
      'Ana Silva,ana@example.com,+44 7700 900123,2027-01-08,2027-01-11,2,HMX42,de,4711',
      'Tom Berg,,,2027-01-15 18:00,2027-01-17,1,,,',
      '',
    ]);
    for (const line of lines.slice(0, 3)) expect(line.split(',')).toHaveLength(STAY_IMPORT_COLUMNS.length);
  });

  it('leaves the language empty for a guide without one', () => {
    expect(exampleCsv(undefined).split('\r\n')[1]).toMatch(/,HMX42,,4711$/);
  });
});

describe('a feed’s name and address in the list', () => {
  it('is its label, else its address’s host', () => {
    expect(feedName({ label: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' })).toBe('Airbnb');
    expect(feedName({ label: null, url: 'https://www.airbnb.com/calendar/ical/1.ics' })).toBe('www.airbnb.com');
  });

  it('shortens the address: no query (the export’s secret), long paths cut in the middle', () => {
    expect(shortFeedUrl('https://www.airbnb.com/calendar/ical/1.ics?s=secret')).toBe(
      'www.airbnb.com/calendar/ical/1.ics',
    );
    const long = shortFeedUrl(`https://ical.booking.com/v1/export?t=${'a'.repeat(80)}`);
    expect(long).toBe('ical.booking.com/v1/export');
    const path = shortFeedUrl(`https://example.com/${'x'.repeat(100)}.ics`);
    expect(path).toHaveLength(48);
    expect(path.startsWith('example.com/')).toBe(true);
    expect(path.endsWith('x.ics')).toBe(true);
    expect(path).toContain('…');
  });
});

/**
 * The CSV import's example file, made in the browser from the contract's columns: a header row and
 * two stays, the first with every column, the second with a check-in time and the optional columns
 * left empty. Its dates are two and three weeks from `today`, and its language is the guide's own
 * (a stay's language must be one of the guide's), so importing it as it is works.
 */
import { STAY_IMPORT_COLUMNS, type TStayImportColumn } from '@guidebook/contract';

export const EXAMPLE_CSV_NAME = 'stays-example.csv';

/** YYYY-MM-DD of the day `days` after `today` (the browser's calendar day). */
function dayAfter(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function exampleCsv(language: string | undefined, today: Date = new Date()): string {
  const rows: Record<TStayImportColumn, string>[] = [
    {
      guest_name: 'Ana Silva',
      guest_email: 'ana@example.com',
      guest_phone: '+44 7700 900123',
      check_in: dayAfter(today, 14),
      check_out: dayAfter(today, 17),
      guests: '2',
      reference: 'HMX42',
      language: language ?? '',
      door_code: '4711',
    },
    {
      guest_name: 'Tom Berg',
      guest_email: '',
      guest_phone: '',
      check_in: `${dayAfter(today, 21)} 18:00`,
      check_out: dayAfter(today, 23),
      guests: '1',
      reference: '',
      language: '',
      door_code: '',
    },
  ];
  const lines = [
    STAY_IMPORT_COLUMNS.join(','),
    ...rows.map((row) => STAY_IMPORT_COLUMNS.map((c) => field(row[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

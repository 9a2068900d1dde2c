/**
 * Reads a CSV file of stays (POST /invitations/import) into checked rows, or refuses the whole file
 * with one 12 that names what is wrong: the file ("not UTF-8", "no header row", "too many rows") or
 * the first bad row's line and column ("Line 7, check_out: Check-out must be after check-in."). The
 * file is parsed by csv-parse (quotes, quoted line breaks, a BOM); the delimiter is the header row's,
 * comma or semicolon. Nothing is written here: the service stores all rows or none.
 */
import { parse, CsvError } from 'csv-parse/sync';
import {
  IMPORT_DATE_PATTERN,
  INVITATION,
  MESSAGES,
  parseLocalDateTime,
  STAY_IMPORT,
  STAY_IMPORT_COLUMNS,
  STAY_IMPORT_REQUIRED_COLUMNS,
  ZDoorCode,
  ZGuestCount,
  ZGuestEmail,
  ZGuestName,
  ZGuestPhone,
  ZLanguageTag,
  ZStayReference,
  englishLanguageName,
  type TStayImportColumn,
} from '@guidebook/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/** One row as read: local date-times in the guide's timezone, optional fields null. */
export type ImportedStay = {
  line: number;
  guest_name: string;
  guest_email: string | null;
  guest_phone: string | null;
  check_in: string;
  check_out: string;
  guests: number | null;
  reference: string | null;
  language: string | null;
  door_code: string | null;
};

export type ImportContext = {
  /** The guide's check-in and check-out times of day (HH:MM), null when it has none. */
  checkInTime: string | null;
  checkOutTime: string | null;
  /** The guide's languages, default first. */
  languages: readonly string[];
};

/** The whole file refused: 12 on `file`. */
const refuse = (message: string) => AppError.invalid('file', message);

function decode(bytes: Buffer): string {
  try {
    // A BOM is dropped by the decoder (ignoreBOM false).
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(MESSAGES.stayImport.notUtf8);
  }
}

/** The header row's delimiter: a semicolon when it has one and no comma (header names contain neither). */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

type CsvRow = { record: string[]; info: { lines: number } };

function records(text: string): CsvRow[] {
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      info: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      // Counted against the header below, to name the line and both counts.
      relax_column_count: true,
    }) as unknown as CsvRow[];
  } catch (err) {
    if (err instanceof CsvError) throw refuse(MESSAGES.stayImport.notCsv(Number(err.lines) || 1));
    throw err;
  }
}

/** Header names as written, case and spaces aside: "Guest name" is guest_name. */
const columnName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function columnsOf(header: string[]): (TStayImportColumn | null)[] {
  const known = new Set<string>(STAY_IMPORT_COLUMNS);
  const seen = new Set<string>();
  const columns = header.map((raw) => {
    const name = columnName(raw);
    if (name === '') return null;
    if (!known.has(name)) throw refuse(MESSAGES.stayImport.unknownColumn(raw, STAY_IMPORT_COLUMNS.join(', ')));
    if (seen.has(name)) throw refuse(MESSAGES.stayImport.duplicateColumn(name));
    seen.add(name);
    return name as TStayImportColumn;
  });
  if (STAY_IMPORT_REQUIRED_COLUMNS.some((c) => !seen.has(c)))
    throw refuse(MESSAGES.stayImport.missingColumns(STAY_IMPORT_REQUIRED_COLUMNS.join(', ')));
  return columns;
}

/** A date (with the guide's time of day) or a date and time, as a local date-time; null when neither. */
function localDateTime(value: string, timeOfDay: string): string | null {
  const m = IMPORT_DATE_PATTERN.exec(value);
  if (!m) return null;
  const [, year, month, day, hour, minute] = m;
  const local =
    hour === undefined ? `${year}-${month}-${day}T${timeOfDay}` : `${year}-${month}-${day}T${hour}:${minute}`;
  return parseLocalDateTime(local) ? local : null;
}

/** The file's rows, and the columns its header names (a re-imported row changes only those of its stay). */
export type ImportedFile = { columns: ReadonlySet<TStayImportColumn>; stays: ImportedStay[] };

export function readStayFile(bytes: Buffer, context: ImportContext): ImportedFile {
  const text = decode(bytes);
  if (text.includes('\u0000')) throw refuse(MESSAGES.generic.unstorableText);
  const all = records(text);
  const [header, ...rows] = all;
  if (!header) throw refuse(MESSAGES.stayImport.missingColumns(STAY_IMPORT_REQUIRED_COLUMNS.join(', ')));
  const columns = columnsOf(header.record);
  if (rows.length === 0) throw refuse(MESSAGES.stayImport.noRows);
  if (rows.length > STAY_IMPORT.MAX_ROWS)
    throw refuse(MESSAGES.stayImport.tooManyRows(STAY_IMPORT.MAX_ROWS, rows.length));
  const checkInTime = context.checkInTime ?? INVITATION.DEFAULT_CHECK_IN_TIME;
  const checkOutTime = context.checkOutTime ?? INVITATION.DEFAULT_CHECK_OUT_TIME;
  const stays = rows.map(({ record, info }): ImportedStay => {
    // info.lines is the record's last line; a quoted line break inside it started it earlier.
    const line = info.lines - record.reduce((n, v) => n + (v.match(/\n/g)?.length ?? 0), 0);
    if (record.length !== columns.length)
      throw refuse(MESSAGES.stayImport.wrongValueCount(line, record.length, columns.length));
    const cells: Partial<Record<TStayImportColumn, string>> = {};
    columns.forEach((column, i) => {
      if (column) cells[column] = record[i] ?? '';
    });
    const bad = (column: TStayImportColumn, problem: string) =>
      refuse(MESSAGES.stayImport.badRow(line, column, problem));
    const check = <S extends z.ZodType>(column: TStayImportColumn, schema: S): z.output<S> => {
      const parsed = schema.safeParse(cells[column] ?? '');
      if (!parsed.success) throw bad(column, parsed.error.issues[0]?.message ?? MESSAGES.generic.badRequest);
      return parsed.data;
    };
    const date = (column: 'check_in' | 'check_out', timeOfDay: string): string => {
      const value = cells[column] ?? '';
      if (value === '') throw bad(column, MESSAGES.stayImport.required);
      const local = localDateTime(value, timeOfDay);
      if (!local) throw bad(column, MESSAGES.stayImport.dateInvalid);
      return local;
    };
    const guestName = check('guest_name', ZGuestName);
    const guestEmail = check('guest_email', ZGuestEmail) ?? null;
    const guestPhone = check('guest_phone', ZGuestPhone) ?? null;
    const checkIn = date('check_in', checkInTime);
    const checkOut = date('check_out', checkOutTime);
    // Same-zone local date-times compare in order as text (fixed width).
    if (checkOut <= checkIn) throw bad('check_out', MESSAGES.invitation.checkOutBeforeIn);
    const guests = cells.guests ? check('guests', ZGuestCount) : null;
    const reference = check('reference', ZStayReference) ?? null;
    const language = cells.language ? check('language', ZLanguageTag) : null;
    if (language !== null && !context.languages.includes(language))
      throw bad('language', MESSAGES.language.notOfGuide(englishLanguageName(language)));
    const doorCode = check('door_code', ZDoorCode) ?? null;
    return {
      line,
      guest_name: guestName,
      guest_email: guestEmail,
      guest_phone: guestPhone,
      check_in: checkIn,
      check_out: checkOut,
      guests: guests ?? null,
      reference,
      language,
      door_code: doorCode,
    };
  });
  return { columns: new Set(columns.filter((c) => c !== null)), stays };
}

/**
 * List dates as the text `Date.prototype.toISOString` gives (UTC, milliseconds), without a Date
 * per value. PostgreSQL prints the UTC timestamp (`at time zone 'UTC'`, a plain timestamp whose
 * text does not depend on the session's time zone) and `utcTextToIso` rewrites that text: on a
 * 50-row list, parsing each value into a Date and printing it again was a third of the Node time,
 * and formatting in SQL (`to_char`) made the query four times as expensive for PostgreSQL.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** "2026-11-22 05:43:12.123456" (DateStyle ISO, PostgreSQL's default) → "2026-11-22T05:43:12.123Z". */
export function utcTextToIso(text: string): string {
  const plain = text.length >= 19 && text[4] === '-' && text[10] === ' ' && (text.length === 19 || text[19] === '.');
  // Anything else (another DateStyle, a year past 9999) goes the long way.
  if (!plain) return new Date(`${text}Z`).toISOString();
  const ms = text.length > 20 ? `${text.slice(20, 23)}00`.slice(0, 3) : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
}

export function isoText(column: AnyPgColumn): SQL<string> {
  return sql`(${column} at time zone 'UTC')`.mapWith(utcTextToIso);
}

type DatedColumns = { id_workspace: AnyPgColumn; date_created: AnyPgColumn; date_modified: AnyPgColumn };

/** A workspace's table as its host reads a row: every column but the owner, the two dates as ISO text. */
export function hostColumns<T extends PgTable & { _: { columns: DatedColumns } }>(
  table: T,
): Omit<T['_']['columns'], keyof DatedColumns> & { date_created: SQL<string>; date_modified: SQL<string> } {
  const { id_workspace: _owner, date_created, date_modified, ...columns } = getTableColumns(table);
  return { ...columns, date_created: isoText(date_created), date_modified: isoText(date_modified) };
}

/**
 * The one place that reads PostgreSQL error codes (SQLSTATE). Services ask "was this a unique or
 * foreign key violation (of this constraint)?" here instead of comparing codes themselves.
 * node-postgres raises a DatabaseError with `code` and `constraint`; Drizzle wraps it, so the
 * driver's error is looked for along the `cause` chain.
 */

/** SQLSTATE codes, PostgreSQL manual appendix A. */
export const PG_ERROR = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
} as const;

type PgErrorFields = { code: string; constraint: string | null };

/** The driver's error behind `error` (itself or a cause a few levels down), if it carries a SQLSTATE. */
export function pgErrorOf(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    // SQLSTATE is five characters; Node's own codes (ECONNRESET, …) are not.
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : null };
    }
    current = e.cause;
  }
  return null;
}

function isViolation(error: unknown, code: string, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg !== null && pg.code === code && (constraint === undefined || pg.constraint === constraint);
}

/** unique_violation, of `constraint` (the unique index's name) when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, PG_ERROR.UNIQUE_VIOLATION, constraint);
}

/** foreign_key_violation, of `constraint` (the foreign key's name) when one is given. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, PG_ERROR.FOREIGN_KEY_VIOLATION, constraint);
}

/**
 * The result codes every JSON answer carries in RES_CODE, by name, with the HTTP status each is
 * answered with. Free of zod, so the admin's login screen and the guest guide import it without
 * bringing schemas into their bundles (envelope.ts builds the zod enum ZResCode from it).
 */

/** One row per code: its RES_CODE on the wire (never changes) and its HTTP status. */
export const RESULT_TABLE = {
  OK: { code: '00', status: 200 },
  NOT_FOUND: { code: '01', status: 404 },
  /** Malformed input the app itself writes (query strings, path parameters, wrong JSON types). */
  BAD_REQUEST: { code: '10', status: 400 },
  /** A rule a person broke in a form field; FIELDS names the fields. */
  VALIDATION: { code: '12', status: 422 },
  CONFLICT: { code: '13', status: 409 },
  UNAUTHENTICATED: { code: '40', status: 401 },
  FORBIDDEN: { code: '43', status: 403 },
  RATE_LIMITED: { code: '44', status: 429 },
  PAYLOAD_TOO_LARGE: { code: '45', status: 413 },
  INTERNAL: { code: '99', status: 500 },
} as const;

export type TResultName = keyof typeof RESULT_TABLE;

/** A RES_CODE value as it is on the wire: '00', '01', … */
export type TResCode = (typeof RESULT_TABLE)[TResultName]['code'];

declare const named: unique symbol;

/**
 * A RES_CODE value taken from RESULT by name. The brand makes a bare '01' a type error where a
 * code is expected (AppError), so every code in the source says what it means.
 */
export type TResultCode<C extends TResCode = TResCode> = C & { readonly [named]: true };

/** The codes by name: `RESULT.NOT_FOUND` is '01' on the wire. */
export const RESULT = Object.fromEntries(Object.entries(RESULT_TABLE).map(([name, row]) => [name, row.code])) as {
  readonly [N in TResultName]: TResultCode<(typeof RESULT_TABLE)[N]['code']>;
};

/** Every RES_CODE value, in the table's order. */
export const RES_CODE_VALUES = Object.values(RESULT_TABLE).map((row) => row.code);

/** The HTTP status each code is answered with. */
export const HTTP_STATUS_OF_CODE = Object.fromEntries(
  Object.values(RESULT_TABLE).map((row) => [row.code, row.status]),
) as Readonly<Record<TResCode, number>>;

/** The HTTP status a code is answered with. */
export function httpStatusOf(code: TResCode): number {
  return HTTP_STATUS_OF_CODE[code];
}

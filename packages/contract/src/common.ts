/** Building blocks shared by the feature schemas. */
import { z } from 'zod';
import { MESSAGES } from './constants.ts';
import './zod-messages.ts';

/** PostgreSQL `integer`: every id, status, flag, index and count the API takes fits in it. */
export const INT_MAX = 2_147_483_647;

/**
 * Marks a validation issue as a malformed request (RES_CODE 10) rather than a rule a person broke
 * (12): the server's envelope reads `params.malformed`. Integers of the wrong type or out of range
 * carry it; a form field's own rules (a range a person typed past) do not.
 */
export const MALFORMED = { malformed: true } as const;

type IntegerOptions = {
  /** Message for a value that is not a whole number in range (default MESSAGES.input.wholeNumber). */
  message?: string;
  /** Smallest and largest accepted values; outside them is malformed too (defaults: 0 .. INT_MAX). */
  min?: number;
  max?: number;
  /**
   * Message for a missing value when a person is expected to give it (a form field): 12 with this
   * message. Without it a missing value is malformed (10), like an id the app always sends.
   */
  required?: string;
};

const DIGITS = /^\d{1,10}$/;

/**
 * An integer field: a JSON integer, or a string of digits (query strings, form posts and older
 * clients send ids as text). Booleans, arrays, objects, null, empty or non-digit strings ("1e3",
 * " 5", "0x10"), fractions and numbers outside [min, max] fail with MALFORMED: z.coerce would have
 * turned `true` into 1 and `""` or `null` into 0, i.e. into some other row's id.
 */
export function zInteger(options: IntegerOptions = {}) {
  const { message = MESSAGES.input.wholeNumber, min = 0, max = INT_MAX, required } = options;
  return z
    .unknown()
    .transform((value, ctx): number => {
      if (value === undefined && required !== undefined) {
        ctx.addIssue({ code: 'custom', message: required, input: value });
        return z.NEVER;
      }
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && DIGITS.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message, input: value, params: MALFORMED });
        return z.NEVER;
      }
      return n;
    })
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** A positive integer id; query strings and form posts may send it as a string of digits. */
export const ZId = zInteger({ message: MESSAGES.input.positiveWholeNumber, min: 1 });

/** One of a few integer codes (status, visibility, flags): anything else is malformed. */
export function zIntegerOf(allowed: readonly number[], message: string) {
  return zInteger({ message, min: Math.min(...allowed), max: Math.max(...allowed) }).refine(
    (v) => allowed.includes(v),
    {
      message,
      params: MALFORMED,
    },
  );
}

/** Optional free text: null and undefined both mean "not given". */
export const ZOptionalText = (max: number) =>
  z
    .string()
    .max(max, MESSAGES.guide.maxLength(max))
    .nullish()
    .transform((v) => (v == null ? null : v));

/** Status of categories and topics. */
export const STATUS = { PUBLISHED: 1, DRAFT: 0 } as const;
export const ZStatus = zIntegerOf([STATUS.PUBLISHED, STATUS.DRAFT], MESSAGES.input.statusInvalid);

export const ZDeleteComment = z.string().max(500).nullish();

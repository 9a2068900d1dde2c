/**
 * What a schema says of a value when its rule gives no message of its own: a MESSAGES text for each
 * kind of zod issue, instead of zod's English. Every sentence a refusal carries is then a text of the
 * `messages` catalog, so the server's answer leaves in the caller's language like every other one
 * (apps/server/src/plugins/language.ts). Set once for the zod of every contract schema, on import
 * (common.ts, which every schema builds on, imports this module).
 */
import { z } from 'zod';
import { MESSAGES } from './constants.ts';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/** The JSON type of a value, as zod names it in "expected string, received number". */
function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** The message of a refused value in words the catalog has. */
export function issueMessage(issue: Issue): string {
  const m = MESSAGES.input;
  switch (issue.code) {
    case 'invalid_type':
      return m.wrongType(String(issue.expected), typeOf(issue.input));
    case 'invalid_value':
      return issue.values.length === 1
        ? m.notValue(show(issue.values[0]))
        : m.notOption(issue.values.map(show).join('|'));
    case 'too_big':
      if (issue.origin === 'string') return MESSAGES.guide.maxLength(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooManyItems(Number(issue.maximum));
      return m.tooLarge(issue.maximum.toString());
    case 'too_small':
      if (issue.origin === 'string') return m.tooShort(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooFewItems(Number(issue.minimum));
      return m.tooSmall(issue.minimum.toString());
    case 'invalid_format':
      if (issue.format === 'email') return MESSAGES.validator.invalidEmail;
      if (issue.format === 'url') return MESSAGES.validator.invalidUrl;
      return m.badFormat;
    case 'unrecognized_keys':
      return m.unknownKeys(issue.keys);
    default:
      return m.invalid;
  }
}

z.config({ customError: issueMessage });

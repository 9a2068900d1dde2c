/**
 * The one gate every request's input passes before its route schema sees it:
 *
 * - JSON bodies are parsed here (Fastify's own safe parser: no `__proto__` or `constructor`
 *   poisoning), with two additions: bytes that are not UTF-8 are remembered, and an integral
 *   number written as a fraction or exponent (`1.0`, `1e3`) reaches the schemas as its source
 *   text, so an integer field rejects it (RES_CODE 10) instead of reading guide 1000.
 * - Every string of the body, the query and the path parameters is checked for what PostgreSQL
 *   cannot store (U+0000) and for broken Unicode (lone surrogates, invalid UTF-8): 12 naming the
 *   field, before any service runs. Multipart fields are checked with `assertStorableText` by the
 *   code that reads them.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { AppError } from '../lib/app-error.ts';

const invalidUtf8 = new WeakSet<FastifyRequest>();

/** JSON strings and numbers, outside of which no number can hide (strings are matched first). */
const TOKENS = /"[^"\\]*(?:\\[\s\S][^"\\]*)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const MAYBE_NON_CANONICAL = /\d[.eE]/;

/** `{"id": 1e3}` -> `{"id": "1e3"}`; 1.5 and 1e-7 stay numbers (only integral values are rewritten). */
export function quoteIntegralFloats(text: string): string {
  if (!MAYBE_NON_CANONICAL.test(text)) return text;
  return text.replace(TOKENS, (token) => {
    if (token.charCodeAt(0) === 34 /* " */ || !/[.eE]/.test(token)) return token;
    return Number.isInteger(Number(token)) ? `"${token}"` : token;
  });
}

/** One field that cannot be stored, or null. Keys count as part of their value's field. */
function findUnstorable(value: unknown, path: string, lenient: boolean, depth = 0): string | null {
  if (typeof value === 'string') {
    const bad = value.includes('\u0000') || !value.isWellFormed() || (lenient && value.includes('\uFFFD'));
    return bad ? path || '_' : null;
  }
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], path ? `${path}.${i}` : String(i), lenient, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (findUnstorable(key, field, lenient) !== null) return field;
    const found = findUnstorable(item, field, lenient, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A query parameter whose percent-encoding is not UTF-8 (the parser keeps such values as typed). */
function findUndecodableQuery(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    try {
      decodeURIComponent(value.replace(/\+/g, ' '));
      decodeURIComponent(key.replace(/\+/g, ' '));
    } catch {
      return key.replace(/%[0-9a-f]{2}/gi, '') || '_';
    }
  }
  return null;
}

function unstorable(field: string): AppError {
  const message = MESSAGES.generic.unstorableText;
  return new AppError(RESULT.VALIDATION, message, { [field]: message });
}

/** True when every string in `fields` can be stored. */
export function isStorableText(fields: Record<string, unknown>): boolean {
  return findUnstorable(fields, '', false) === null;
}

/** For input read outside the JSON parser (multipart fields): throws 12 naming the field. */
export function assertStorableText(fields: Record<string, unknown>): void {
  const field = findUnstorable(fields, '', false);
  if (field) throw unstorable(field);
}

/**
 * Decodes and parses a JSON body as the app's parser does. `onError` turns a parse failure into the
 * answer this scope gives (the guide import answers 12, everything else 10).
 */
export function jsonBodyParser(app: FastifyInstance, onError: (err: Error) => Error) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: Buffer, done: (err: Error | null, body?: unknown) => void) => {
    if (!isUtf8(body)) invalidUtf8.add(request);
    const text = quoteIntegralFloats(body.toString('utf8'));
    parse(request, text, (err, parsed) => {
      if (err) done(onError(err), undefined);
      else done(null, parsed);
    });
  };
}

export function registerRequestInput(app: FastifyInstance): void {
  // JSON only (multipart where a route registers it): a text/plain body is a wrong content type (10).
  app.removeAllContentTypeParsers();
  // Fastify's errors (empty body, bad JSON) are classified by the envelope.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    jsonBodyParser(app, (err) => err),
  );
  app.addHook('preValidation', (request, _reply, done) => {
    const lenient = invalidUtf8.has(request);
    const field =
      findUnstorable(request.params, '', false) ??
      findUnstorable(request.query, '', false) ??
      findUndecodableQuery(request.url) ??
      findUnstorable(request.body, '', lenient);
    done(field ? unstorable(field) : undefined);
  });
}

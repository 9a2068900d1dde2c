/**
 * The envelope: every JSON answer, success or error, has the same four keys (RES_CODE,
 * RES_MESSAGE, RES_RESULT, RES_OTHERS). This is the only place that builds error envelopes.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MESSAGES, RESULT, type TEnvelope, type TResultCode } from '@guidebook/contract';
import { AppError } from '../lib/app-error.ts';

type Others = TEnvelope<unknown>['RES_OTHERS'];

export function envelope<T>(result: T, extra?: Partial<Others>): TEnvelope<T> {
  return {
    RES_CODE: RESULT.OK,
    RES_MESSAGE: MESSAGES.generic.ok,
    RES_RESULT: result,
    RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '', ...extra },
  };
}

export function errorEnvelope(code: TResultCode, message: string, others: Partial<Others> = {}): TEnvelope<null> {
  const isValidation = code === RESULT.VALIDATION;
  return {
    RES_CODE: code,
    RES_MESSAGE: message,
    RES_RESULT: null,
    RES_OTHERS: { ERROR_FLAG: isValidation ? 1 : 0, RES_MESSAGE: isValidation ? message : '', ...others },
  };
}

type Issue = {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: { expected?: string; params?: { malformed?: boolean } };
};

function valueAt(source: unknown, path: string[]): unknown {
  let cur: unknown = source;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/**
 * BAD_REQUEST (malformed) or VALIDATION (a rule a person broke)? Query strings and path parameters
 * are written by the app, so anything wrong there is malformed. In a body, an issue marked MALFORMED
 * by the contract (integers of the wrong type or out of range: zInteger) is malformed, and so is a
 * value of the wrong JSON type (a string where an object or a boolean belongs; null only for a flag:
 * a person's cleared text or number field is "required", VALIDATION). Everything else is a form
 * field a person filled in, and gets its rule's message.
 */
function classifyValidation(error: FastifyError, request: FastifyRequest): AppError {
  const part = (error as FastifyError & { validationContext?: string }).validationContext;
  const source = part === 'body' ? request.body : part === 'querystring' ? request.query : request.params;
  return classifyIssues((error.validation ?? []) as Issue[], source, part !== 'body', false);
}

function classifyIssues(
  issues: Issue[],
  source: unknown,
  alwaysMalformed: boolean,
  missingIsMalformed: boolean,
): AppError {
  const fields: Record<string, string> = {};
  let malformed = alwaysMalformed;
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || '_';
    const message = issue.message ?? MESSAGES.generic.badRequest;
    fields[field] ??= message;
    const value = valueAt(source, path);
    const marked = issue.params?.params?.malformed === true;
    const expected = issue.params?.expected;
    const wrongType =
      issue.keyword === 'invalid_type' &&
      (value !== undefined || missingIsMalformed) &&
      (value !== null || expected === 'boolean');
    if (marked || wrongType || path.length === 0) malformed = true;
  }
  const first = Object.entries(fields)[0];
  if (malformed) {
    // "field: message": the field is the request's own name for it; the message is a catalog text.
    const text = !first
      ? MESSAGES.generic.badRequest
      : first[0] === '_'
        ? MESSAGES.generic.requestProblem(first[1])
        : `${first[0]}: ${first[1]}`;
    return new AppError(RESULT.BAD_REQUEST, text, fields);
  }
  return new AppError(RESULT.VALIDATION, first?.[1] ?? MESSAGES.generic.badRequest, fields);
}

/**
 * The same BAD_REQUEST-or-VALIDATION rule for input a route parses itself with a contract schema (the upload's
 * multipart fields): one classification for every call. `missingIsMalformed` for fields the app
 * always sends (a missing one is a broken client, not a person's blank).
 */
export function invalidInput(error: z.ZodError, source: unknown, missingIsMalformed = false): AppError {
  const issues: Issue[] = error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: issue as Issue['params'],
  }));
  return classifyIssues(issues, source, false, missingIsMalformed);
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) return classifyValidation(error, request);
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_PARTS_LIMIT')
    return new AppError(RESULT.PAYLOAD_TOO_LARGE, MESSAGES.generic.payloadTooLarge);
  if (status === 429) return new AppError(RESULT.RATE_LIMITED, MESSAGES.generic.rateLimited);
  if (status === 404) return new AppError(RESULT.NOT_FOUND, MESSAGES.generic.notFound);
  if (status === 401) return new AppError(RESULT.UNAUTHENTICATED, MESSAGES.generic.unauthenticated);
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type, empty body): malformed.
    const text =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? MESSAGES.generic.notJson
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? MESSAGES.generic.mediaTypeRefused
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? MESSAGES.generic.emptyBody
            : MESSAGES.generic.badRequest;
    return new AppError(RESULT.BAD_REQUEST, text);
  }
  return null;
}

export function sendError(reply: FastifyReply, err: AppError): FastifyReply {
  if (err.headers) reply.headers(err.headers);
  return reply
    .status(err.statusCode)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(err.code, err.message, err.fields ? { FIELDS: err.fields } : {}));
}

export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error, request);
    if (known) {
      if (known.code === RESULT.INTERNAL) request.log.error({ err: error }, 'request failed');
      return sendError(reply, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .type('application/json; charset=utf-8')
      .send(errorEnvelope(RESULT.INTERNAL, MESSAGES.generic.internal, { REQUEST_ID: String(request.id) }));
  });
}

/**
 * The raw HTTP answer for an error found before any route ran (Node's clientError: a request
 * cut off by its sender, headers too large or too slow); plugins/connection-limits.ts writes it.
 */
export function rawErrorAnswer(err: AppError): string {
  const body = JSON.stringify(errorEnvelope(err.code, err.message));
  return (
    `HTTP/1.1 ${err.statusCode} ${STATUS_CODES[err.statusCode] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`
  );
}

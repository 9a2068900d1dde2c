/**
 * The one place where a broken multipart body becomes RES_CODE 10: busboy's parse errors (no
 * boundary in the content type, a boundary the body never uses, part headers that never end, a
 * body that stops before its closing boundary), and a connection that closed or was dropped
 * for idleness in the middle. The upload code reads the body only through bodyParts and
 * readPart, and the chunk does not count when they throw (uploads.service.ts).
 *
 * Two things need care. The parser's errors are plain Errors, which the envelope would answer 99:
 * malformedBody turns them into 10. And a part can fail or finish while the upload's row is being
 * made, before anyone listens, and then emits no further event: readPart watches it with
 * stream.finished (storage's eachChunk), which reports such a part too, so the request never waits
 * for ever.
 */
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import { eachChunk } from '../../storage/stream-chunks.ts';

/** @fastify/multipart's own limit errors: the envelope answers them 45. */
const LIMIT_ERRORS = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** What a failure while reading the body is answered with. */
export function malformedBody(err: unknown): Error {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && LIMIT_ERRORS.has(code)) return err as Error;
  return new AppError(RESULT.BAD_REQUEST, MESSAGES.file.malformedUpload);
}

/** The request's parts (request.parts()), with every parser or connection failure as malformedBody. */
export async function* bodyParts(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await iterator.next();
      } catch (err) {
        throw malformedBody(err);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}

/**
 * Hands each buffer of a file part to `take` as it arrives; resolves at the part's end (storage's
 * eachChunk: paused while `take`'s promise is pending, `take`'s failure destroys the part). The part
 * failing (the body cut off, the connection gone) rejects with malformedBody, also when it failed or
 * closed before this was called.
 */
export function readPart(stream: Readable, take: (data: Buffer) => Promise<void> | undefined): Promise<void> {
  return eachChunk(stream, take, malformedBody);
}

/** Reads a part to its end and drops it (an unused file part, so the rest of the form is parsed). */
export function drainPart(stream: Readable): Promise<void> {
  return readPart(stream, () => undefined);
}

/**
 * Answers a GET or HEAD for a stored object from the storage driver: its stat for the validators
 * (ETag, Last-Modified), conditional requests (304), and a single byte range (206) read as a range
 * from the driver. The rules are those @fastify/send applied when these files were sent from disk,
 * so browsers and caches see the same answers: several ranges get the whole file, a precondition
 * that fails or a range that cannot be met answers the 10 envelope as it did.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import type { ByteRange, StorageDriver, StoredObject } from '../../storage/storage-driver.ts';

const BYTES_RANGE = /^ *bytes=/;

/** Sends the object's bytes (or a 304 or 206); the caller has set Content-Type and Cache-Control. */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  store: StorageDriver,
  key: string,
): Promise<FastifyReply> {
  const object = await store.stat(key);
  if (!object) throw AppError.notFound(MESSAGES.file.notFound);
  const { headers } = request;
  // HEAD gets the headers only: Fastify's HEAD route drops a body, but would read a whole file to do so,
  // and would add Content-Length: 0 to a 304 for no body at all.
  const head = request.method === 'HEAD';
  const validators = () =>
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Last-Modified', object.modified.toUTCString())
      .header('ETag', object.etag);

  if (
    headers['if-match'] ||
    headers['if-unmodified-since'] ||
    headers['if-none-match'] ||
    headers['if-modified-since']
  ) {
    if (preconditionFailed(headers, object)) throw new AppError(RESULT.BAD_REQUEST, MESSAGES.generic.badRequest);
    if (notModified(headers, object))
      return validators()
        .code(304)
        .send(head ? Readable.from([]) : undefined);
  }

  let range: ByteRange | null = null;
  const rangeHeader = headers.range;
  if (rangeHeader !== undefined && BYTES_RANGE.test(rangeHeader) && rangeStillValid(headers, object)) {
    const ranges = parseRanges(object.size, rangeHeader);
    if (ranges.length === 0) throw new AppError(RESULT.BAD_REQUEST, MESSAGES.generic.badRequest);
    if (ranges.length === 1) range = ranges[0]!;
  }
  validators();
  if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
  reply.header('Content-Length', range ? range.end - range.start + 1 : object.size);
  if (head) return reply.send(Readable.from([]));
  return reply.send(await store.read(key, range ?? undefined));
}

/** Tokens of an If-Match / If-None-Match list. */
function tokens(list: string): string[] {
  return list
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

const sameTag = (token: string, etag: string) => token === etag || `W/${token}` === etag;

function preconditionFailed(headers: IncomingHttpHeaders, object: StoredObject): boolean {
  const ifMatch = headers['if-match'];
  if (ifMatch && ifMatch !== '*' && !tokens(ifMatch).some((t) => sameTag(t, object.etag))) return true;
  const ifUnmodifiedSince = headers['if-unmodified-since'];
  if (ifUnmodifiedSince !== undefined) {
    const since = Date.parse(ifUnmodifiedSince);
    if (!Number.isNaN(since) && secondsOf(object) > since) return true;
  }
  return false;
}

function notModified(headers: IncomingHttpHeaders, object: StoredObject): boolean {
  // An end-to-end reload.
  if (headers['cache-control']?.includes('no-cache')) return false;
  const ifNoneMatch = headers['if-none-match'];
  // If-None-Match, when sent, decides alone (RFC 9110 section 13.1.3).
  if (ifNoneMatch !== undefined) return ifNoneMatch === '*' || tokens(ifNoneMatch).some((t) => sameTag(t, object.etag));
  const ifModifiedSince = headers['if-modified-since'];
  return ifModifiedSince !== undefined && secondsOf(object) <= Date.parse(ifModifiedSince);
}

/** If-Range: the range counts only while the object is the one the client has part of. */
function rangeStillValid(headers: IncomingHttpHeaders, object: StoredObject): boolean {
  if (headers['if-range'] === undefined) return true;
  const ifRange = String(headers['if-range']);
  if (ifRange.includes('"')) return ifRange.includes(object.etag);
  const at = Date.parse(ifRange);
  return !Number.isNaN(at) && secondsOf(object) <= at;
}

/** Last-Modified as sent (whole seconds), as a time to compare with. */
function secondsOf(object: StoredObject): number {
  return Date.parse(object.modified.toUTCString());
}

/**
 * The satisfiable ranges of a `bytes=` header for an object of `size` bytes, overlapping or adjacent
 * ones joined (first-byte-pos clipped, `-n` the last n bytes, `n-` to the end).
 */
export function parseRanges(size: number, header: string): ByteRange[] {
  const ranges: ByteRange[] = [];
  for (const spec of header.slice(header.indexOf('=') + 1).split(',')) {
    const dash = spec.indexOf('-');
    let start = parseInt(spec.slice(0, dash), 10);
    let end = parseInt(spec.slice(dash + 1), 10);
    if (Number.isNaN(start)) {
      start = size - end;
      end = size - 1;
    } else if (Number.isNaN(end) || end > size - 1) end = size - 1;
    if (!Number.isNaN(start) && !Number.isNaN(end) && start >= 0 && start <= end) ranges.push({ start, end });
  }
  if (ranges.length < 2) return ranges;
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const joined: ByteRange[] = [{ ...sorted[0]! }];
  for (const range of sorted.slice(1)) {
    const last = joined[joined.length - 1]!;
    if (range.start > last.end + 1) joined.push({ ...range });
    else last.end = Math.max(last.end, range.end);
  }
  return joined;
}

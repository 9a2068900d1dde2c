/**
 * Malformed and stalled upload bodies over a real socket: each answers 10
 * (or closes a silent connection) within seconds, never 5xx, never hangs, and leaves no file,
 * no temp part and no upload row behind. A slow but steady client still gets its chunk through.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { buildAccount } from './helpers/factories.ts';
import { noisePng } from './helpers/images.ts';
import { chunkPartHead, closingBoundary, fieldParts, postHead, rawRequest, type RawStep } from './helpers/raw-http.ts';
import { filesPublic, pendingUploads } from '../src/db/schema.ts';

/** Short, so a stalled client is dropped within the test; long enough for a loaded machine's pauses. */
const IDLE_MS = 1500;
/** Every malformed body answers well within this. */
const ANSWER_LIMIT_MS = 5000;

let port: number;
let png: Buffer;

const t = await getTestServer({ requestIdleTimeoutMs: IDLE_MS });
const host = await buildAccount(t.app);

beforeAll(async () => {
  png = await noisePng(300, 200);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** What an upload can leave behind: store entries, temp entries, library rows, pending rows. */
async function leftovers() {
  const { db } = t.app.deps.database;
  return {
    files: await filesBelow(path.join(t.dataDir, 'files')),
    tmp: await filesBelow(path.join(t.dataDir, 'uploads-tmp')),
    rows: (await db.select().from(filesPublic)).length,
    pending: (await db.select().from(pendingUploads)).length,
  };
}

const NOTHING = { files: [], tmp: [], rows: 0, pending: 0 };

/** Clean-up after a dropped connection runs after the close: wait for it a little. */
async function expectNothingLeft(label: string) {
  const deadline = Date.now() + 3000;
  let left = await leftovers();
  while (JSON.stringify(left) !== JSON.stringify(NOTHING) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    left = await leftovers();
  }
  expect(left, label).toEqual(NOTHING);
}

function fieldsOf(uploadId: string) {
  return { chunkIndex: 0, totalChunks: 1, name: 'shape.png', private: 4, uploadId };
}

type Shape = {
  name: string;
  contentType: (boundary: string) => string;
  /** The request body; Content-Length is its length unless `declared` says more. */
  body: (boundary: string, uploadId: string) => Buffer;
  declared?: (body: Buffer) => number;
  /** After the body: 'end' half-closes, a pause keeps the socket open and silent. */
  then?: RawStep[];
  /** An answer with this status and RES_CODE, or (null) the server drops the connection. */
  answer: { status: number; code: string; message?: string } | null;
  /** The answer (or the drop) comes within this many ms. */
  within: number;
};

const multipart = (b: string) => `multipart/form-data; boundary=${b}`;
const whole = (b: string, id: string) =>
  Buffer.concat([fieldParts(b, fieldsOf(id)), chunkPartHead(b), png, closingBoundary(b)]);
const malformed = { status: 400, code: RESULT.BAD_REQUEST, message: MESSAGES.file.malformedUpload };
const noChunk = { status: 400, code: RESULT.BAD_REQUEST, message: MESSAGES.file.chunkMissing };

const SHAPES: Shape[] = [
  {
    name: 'no boundary in the content type',
    contentType: () => 'multipart/form-data',
    body: whole,
    answer: malformed,
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'a boundary other than the one the body uses',
    contentType: (b) => multipart(`${b}x`),
    body: whole,
    answer: malformed,
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'no closing boundary',
    contentType: multipart,
    body: (b, id) => Buffer.concat([fieldParts(b, fieldsOf(id)), chunkPartHead(b), png]),
    answer: malformed,
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'the body ends inside the chunk part',
    contentType: multipart,
    body: (b, id) => Buffer.concat([fieldParts(b, fieldsOf(id)), chunkPartHead(b), png.subarray(0, png.length / 2)]),
    answer: malformed,
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'the body ends inside the chunk part, sent before the fields',
    contentType: multipart,
    body: (b) => Buffer.concat([chunkPartHead(b), png.subarray(0, png.length / 2)]),
    answer: malformed,
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'part headers that never end',
    contentType: multipart,
    body: (b, id) => Buffer.concat([fieldParts(b, fieldsOf(id)), Buffer.from(`--${b}\r\nContent-Disposition: form`)]),
    answer: malformed,
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'no chunk part',
    contentType: multipart,
    body: (b, id) => Buffer.concat([fieldParts(b, fieldsOf(id)), Buffer.from(`--${b}--\r\n`)]),
    answer: noChunk,
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'an empty multipart body',
    contentType: multipart,
    body: () => Buffer.alloc(0),
    answer: noChunk,
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'not multipart at all',
    contentType: () => 'application/octet-stream',
    body: (_b, id) => Buffer.concat([Buffer.from(id), png]),
    answer: { status: 400, code: RESULT.BAD_REQUEST },
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'the client stops inside the chunk and closes its side',
    contentType: multipart,
    body: (b, id) => Buffer.concat([fieldParts(b, fieldsOf(id)), chunkPartHead(b), png.subarray(0, png.length / 2)]),
    declared: (body) => body.length + png.length,
    then: ['end'],
    answer: { status: 400, code: RESULT.BAD_REQUEST, message: MESSAGES.generic.unreadableRequest },
    within: ANSWER_LIMIT_MS,
  },
  {
    name: 'the client stalls inside the chunk (idle timeout)',
    contentType: multipart,
    body: (b, id) => Buffer.concat([fieldParts(b, fieldsOf(id)), chunkPartHead(b), png.subarray(0, png.length / 2)]),
    declared: (body) => body.length + png.length,
    then: [{ pauseMs: 20_000 }],
    answer: null,
    within: IDLE_MS + 2000,
  },
];

describe('malformed upload bodies', () => {
  it('answer within seconds, never 5xx, and leave nothing behind', async () => {
    const measured: string[] = [];
    for (const shape of SHAPES) {
      const boundary = `----shape${crypto.randomBytes(8).toString('hex')}`;
      const body = shape.body(boundary, crypto.randomUUID());
      const head = postHead('/api/files/public/create', {
        ...host.auth,
        'Content-Type': shape.contentType(boundary),
        'Content-Length': shape.declared ? shape.declared(body) : body.length,
      });
      const res = await rawRequest(port, head, [body, ...(shape.then ?? [])], 10_000);
      measured.push(`${shape.name}: ${res.status ?? 'closed'} in ${res.elapsedMs} ms`);
      expect(res.timedOut, shape.name).toBe(false);
      expect(res.elapsedMs, shape.name).toBeLessThan(shape.within);
      if (shape.answer) {
        expect(res.status, `${shape.name}: ${res.body}`).toBe(shape.answer.status);
        const answer = JSON.parse(res.body) as { RES_CODE: string; RES_MESSAGE: string };
        expect(answer.RES_CODE, shape.name).toBe(shape.answer.code);
        if (shape.answer.message) expect(answer.RES_MESSAGE, shape.name).toBe(shape.answer.message);
      } else {
        expect(res.status, shape.name).toBeNull();
        expect(res.closed, shape.name).toBe(true);
        expect(res.elapsedMs, shape.name).toBeGreaterThanOrEqual(IDLE_MS - 100);
      }
      await expectNothingLeft(shape.name);
    }
    console.info(measured.join('\n'));
  }, 60_000);
});

describe('slow clients', () => {
  it('lets a slow but steady client through: bytes more often than the idle timeout, longer than it in all', async () => {
    const boundary = `----steady${crypto.randomBytes(8).toString('hex')}`;
    const body = whole(boundary, crypto.randomUUID());
    const pieces: RawStep[] = [];
    const count = 10;
    const size = Math.ceil(body.length / count);
    for (let i = 0; i < count; i += 1) pieces.push(body.subarray(i * size, (i + 1) * size), { pauseMs: IDLE_MS / 3 });
    const head = postHead('/api/files/public/create', {
      ...host.auth,
      'Content-Type': multipart(boundary),
      'Content-Length': body.length,
    });
    const res = await rawRequest(port, head, pieces, 20_000);
    console.info(`steady client: ${res.status} in ${res.elapsedMs} ms`);
    expect(res.elapsedMs).toBeGreaterThan(IDLE_MS * 2);
    expect(res.status, res.body).toBe(201);
    const file = JSON.parse(res.body).RES_RESULT[0];
    expect(file).toMatchObject({ name: 'shape.png', size: png.length, mime_type: 'image/png' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/files/public/delete',
      headers: host.auth,
      payload: { id_file_public: file.id_file_public },
    });
    expect(removed.json().RES_CODE).toBe(RESULT.OK);
    await expectNothingLeft('after the steady upload was deleted');
  });

  it('drops a client that trickles its headers for longer than the timeout', async () => {
    const head = postHead('/api/files/public/create', { ...host.auth, 'Content-Type': 'multipart/form-data' });
    // One header line at a time, each well within the idle timeout, never the blank line.
    const lines = Array.from({ length: 40 }, (_, i) => Buffer.from(`X-Slow-${i}: 1\r\n`));
    const steps = lines.flatMap((line): RawStep[] => [line, { pauseMs: IDLE_MS / 3 }]);
    const res = await rawRequest(port, '', [Buffer.from(`${head}\r\n`), ...steps], 20_000);
    console.info(`trickled headers: ${res.status ?? 'closed'} in ${res.elapsedMs} ms`);
    expect(res.timedOut).toBe(false);
    // headersTimeout = the idle timeout, checked every half of it.
    expect(res.elapsedMs).toBeLessThan(IDLE_MS * 2 + 1000);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      RES_CODE: RESULT.BAD_REQUEST,
      RES_MESSAGE: MESSAGES.generic.unreadableRequest,
    });
  });

  it('keeps the chunks that arrived when a later chunk is cut off, and the upload still completes', async () => {
    const uploadId = crypto.randomUUID();
    const half = Math.ceil(png.length / 2);
    const send = async (index: number, chunk: Buffer, cut: boolean) => {
      const boundary = `----second${crypto.randomBytes(8).toString('hex')}`;
      const fields = fieldParts(boundary, { chunkIndex: index, totalChunks: 2, name: 'two.png', private: 4, uploadId });
      const body = Buffer.concat([fields, chunkPartHead(boundary), cut ? chunk.subarray(0, 100) : chunk]);
      const tail = cut ? [] : [closingBoundary(boundary)];
      const full = Buffer.concat([body, ...tail]);
      const head = postHead('/api/files/public/create', {
        ...host.auth,
        'Content-Type': multipart(boundary),
        'Content-Length': full.length,
      });
      return rawRequest(port, head, [full]);
    };
    expect((await send(0, png.subarray(0, half), false)).status).toBe(200);
    const cut = await send(1, png.subarray(half), true);
    expect(cut.status).toBe(400);
    expect(JSON.parse(cut.body).RES_CODE).toBe(RESULT.BAD_REQUEST);
    const { db } = t.app.deps.database;
    expect(await db.select().from(pendingUploads)).toHaveLength(1);
    const done = await send(1, png.subarray(half), false);
    expect(done.status, done.body).toBe(201);
    const file = JSON.parse(done.body).RES_RESULT[0];
    expect(file).toMatchObject({ name: 'two.png', size: png.length });
    expect(await db.select().from(pendingUploads)).toHaveLength(0);
  });
});

/**
 * Raw HTTP/1.1 over node:net, for what fetch and inject cannot send: bodies cut off
 * mid-part, a client that stops sending, bytes trickled over seconds.
 */
import net from 'node:net';

export type RawAnswer = {
  /** HTTP status of the answer, or null when the server closed the socket without one. */
  status: number | null;
  /** The answer's body as text ('' without an answer). */
  body: string;
  /** Milliseconds from the first byte sent until the answer was complete or the socket closed. */
  elapsedMs: number;
  /** The server closed (or reset) the connection. */
  closed: boolean;
};

export type RawStep = Buffer | { pauseMs: number } | 'end';

/**
 * Sends `head` (request line and headers, without the blank line; '' sends none) and then each step: bytes,
 * a pause, or 'end' (half-close: the client sends nothing more). Resolves once a whole answer
 * arrived, the server closed the socket, or `waitMs` passed (then the client gives up).
 */
export function rawRequest(
  port: number,
  head: string,
  steps: RawStep[],
  waitMs = 15_000,
): Promise<RawAnswer & { timedOut: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const started = Date.now();
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (closed: boolean, timedOut = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseAnswer(received), elapsedMs: Date.now() - started, closed, timedOut });
    };
    const timer = setTimeout(() => finish(false, true), waitMs);
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (answerComplete(received)) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      void (async () => {
        if (head) socket.write(`${head}\r\n\r\n`);
        for (const step of steps) {
          if (settled || socket.destroyed) return;
          if (step === 'end') socket.end();
          else if (Buffer.isBuffer(step)) socket.write(step);
          else await new Promise((r) => setTimeout(r, step.pauseMs));
        }
      })();
    });
  });
}

function answerComplete(bytes: Buffer): boolean {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(bytes.subarray(0, end).toString('latin1'));
  return length !== null && bytes.length - end - 4 >= Number(length[1]);
}

function parseAnswer(bytes: Buffer): { status: number | null; body: string } {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return { status: null, body: '' };
  const status = /^HTTP\/1\.1 (\d{3})/.exec(bytes.subarray(0, end).toString('latin1'));
  return { status: status ? Number(status[1]) : null, body: bytes.subarray(end + 4).toString('utf8') };
}

/** The header block of a POST with these headers (Host and Connection: close added). */
export function postHead(path: string, headers: Record<string, string | number>): string {
  const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return lines.join('\r\n');
}

/** multipart/form-data text fields, each as a part under `boundary`. */
export function fieldParts(boundary: string, fields: Record<string, string | number>): Buffer {
  return Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join(''),
  );
}

/** The headers of a `chunk` file part under `boundary` (its bytes follow). */
export function chunkPartHead(boundary: string): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
}

export function closingBoundary(boundary: string): Buffer {
  return Buffer.from(`\r\n--${boundary}--\r\n`);
}

/**
 * The upload benchmark's baseline, run as a child process like the real server: a bare Node HTTP
 * server that pipes every POST body (the same multipart chunk requests, framing included) to a new
 * file in DIR, then answers a small JSON. No framework, no multipart parsing, no checks, no
 * assembly: what receiving the bytes and writing them to disk costs on this machine.
 *   POST /upload    body -> DIR/body-<n>, answers {"RES_CODE":"00","RES_RESULT":[{"size":bytes}]}
 *   GET /health     200
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.DIR;
const port = Number(process.env.PORT);
if (!dir || !port) throw new Error('bare-receiver needs DIR and PORT');

let n = 0;
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  if (req.method !== 'POST' || req.url !== '/upload') {
    res.writeHead(404).end();
    return;
  }
  const file = path.join(dir, `body-${++n}`);
  const out = fs.createWriteStream(file);
  pipeline(req, out).then(
    () => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ RES_CODE: '00', RES_RESULT: [{ size: out.bytesWritten }] }));
    },
    (err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(err) }));
    },
  );
});
// The server's own upload timeouts are long; the bare receiver never times out a request.
server.requestTimeout = 0;
server.listen(port, '127.0.0.1');

const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

/**
 * A webhook receiver on 127.0.0.1 for the tests: each path answers the statuses a test queues (then
 * `fallback`), and every request is kept with its body and whether the Standard Webhooks library's
 * own `Webhook.verify` accepted it with the secret registered for its path.
 */
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { stopWhenDone } from './test-app.ts';

export type Received = {
  path: string;
  id: string;
  timestamp: number;
  type: string;
  body: string;
  data: Record<string, unknown>;
  verified: boolean;
  at: number;
};

export type Receiver = {
  base: string;
  received: Received[];
  /** Registers the secret requests to `path` are verified with. */
  secret: (path: string, secret: string) => void;
  /** The statuses `path` answers next, in order; then `fallback` (200 by default). */
  answer: (path: string, statuses: number[], fallback?: number) => void;
  waitFor: (check: (received: Received[]) => boolean, what: string, timeoutMs?: number) => Promise<void>;
  on: (path: string) => Received[];
  stop: () => Promise<void>;
};

export async function startWebhookReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const secrets = new Map<string, string>();
  const queued = new Map<string, { statuses: number[]; fallback: number }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(req.headers[h] ?? '')]),
      );
      let verified = false;
      let parsed: { type?: string; data?: Record<string, unknown> } = {};
      try {
        const secret = secrets.get(path);
        if (secret) {
          parsed = new Webhook(secret).verify(body, headers) as typeof parsed;
          verified = true;
        }
      } catch {
        verified = false;
      }
      if (!verified) {
        try {
          parsed = JSON.parse(body) as typeof parsed;
        } catch {
          parsed = {};
        }
      }
      received.push({
        path,
        id: headers['webhook-id']!,
        timestamp: Number(headers['webhook-timestamp']),
        type: parsed.type ?? '',
        body,
        data: parsed.data ?? {},
        verified,
        at: Date.now(),
      });
      const plan = queued.get(path);
      const status = plan?.statuses.shift() ?? plan?.fallback ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status} ${'x'.repeat(2000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    base,
    received,
    secret: (path, secret) => secrets.set(path, secret),
    answer: (path, statuses, fallback = 200) => queued.set(path, { statuses: [...statuses], fallback }),
    on: (path) => received.filter((r) => r.path === path),
    waitFor: async (check, what, timeoutMs = 30_000) => {
      const until = Date.now() + timeoutMs;
      while (!check(received)) {
        if (Date.now() > until) throw new Error(`webhook receiver: ${what} did not happen in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop,
  };
}

/** startWebhookReceiver() that stops by itself when the caller's scope ends. */
export async function getWebhookReceiver(): Promise<Receiver> {
  const receiver = await startWebhookReceiver();
  stopWhenDone(receiver.stop);
  return receiver;
}

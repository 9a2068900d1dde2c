/**
 * Two product instances (real processes, STORAGE=s3) on one PostgreSQL and one
 * S3-compatible store, behind nginx running deploy/nginx-guidebook.conf round-robin. Through real
 * HTTP: sessions, uploads, the guest cache and rate limits are shared; a killed instance loses no
 * committed write; a rolling restart loses no request; a sign-up e-mail goes out once, and still
 * goes out (from the other instance's job worker) when the instance that queued it is killed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from '@guidebook/contract';
import { createTestDatabase, getTestSmtp } from './helpers/test-app.ts';
import { NGINX_CONF, startCluster, type Cluster, type Instance } from './helpers/cluster.ts';
import { multipartBody, noisePng } from './helpers/images.ts';
import { repoRoot, waitFor } from './helpers/processes.ts';

const RATE_LIMIT = 6;
const PASSWORD = 'a long enough password';

let cluster: Cluster;
let a: Instance;
let b: Instance;

/** The address the calls come from, unless a test takes its own; a new one per host (see newHost). */
let CLIENT = '198.51.100.1';
let clients = 1;

type Envelope = { RES_CODE: string; RES_MESSAGE: string; RES_RESULT: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  client = CLIENT,
): Promise<{ status: number; body: Envelope }> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // The client's address as nginx forwards it (TRUST_PROXY=true): rate limits count per client.
      'x-forwarded-for': client,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

const at = (instance: Instance) => `http://127.0.0.1:${instance.port}`;
const viaNginx = () => cluster.url;

/** Registers through nginx, verifies with the link the e-mail carries, signs in; the session token. */
async function newHost(email: string): Promise<string> {
  // Each host signs up from an address of its own, so one test's sign-ins never count against another's.
  clients += 1;
  CLIENT = `198.51.100.${clients}`;
  const reg = await call(viaNginx(), 'POST', '/public/register', {
    email,
    name: 'Multi',
    lastname: 'Instance',
    password: PASSWORD,
    password_confirm: PASSWORD,
  });
  expect(reg.body.RES_CODE, JSON.stringify(reg.body)).toBe(RESULT.OK);
  const mail = await smtp.waitFor((m) => m.to.includes(email), 15_000);
  const link = mail.links.find((l) => l.includes('register_confirm'));
  const query = new URL(link!).search;
  const verified = await call(viaNginx(), 'GET', `/public/register_verification${query}`);
  expect(verified.body.RES_CODE).toBe(RESULT.OK);
  const login = await call(viaNginx(), 'POST', '/public/login', { email, password: PASSWORD });
  expect(login.body.RES_CODE).toBe(RESULT.OK);
  return login.body.RES_RESULT.token as string;
}

const smtp = await getTestSmtp();

beforeAll(async () => {
  cluster = await startCluster({
    databaseUrl: await createTestDatabase({ empty: true }),
    instances: 2,
    env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), SHUTDOWN_GRACE_SECONDS: '1' },
  });
  [a, b] = cluster.instances as [Instance, Instance];
}, 180_000);

afterAll(async () => {
  await cluster?.close();
});

describe('several instances behind nginx', () => {
  it('runs the nginx configuration docs/DEPLOYMENT.md shows, word for word', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs/DEPLOYMENT.md'), 'utf8');
    const shown = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(shown).toBe(fs.readFileSync(NGINX_CONF, 'utf8'));
  });

  it('both instances started at the same moment on an empty database came up', async () => {
    for (const instance of [a, b]) {
      const health = await fetch(`${at(instance)}/api/health`);
      expect(health.status).toBe(200);
    }
  });

  it('a session works on both instances, and a logout on one is refused on the other within 1 s', async () => {
    const token = await newHost('sessions@example.com');
    for (const instance of [a, b]) {
      const list = await call(at(instance), 'GET', '/guides/list', undefined, token);
      expect(list.body.RES_CODE, instance.name).toBe(RESULT.OK);
    }
    // B has the session cached now; the logout goes to A.
    expect((await call(at(a), 'POST', '/users/logout', {}, token)).body.RES_CODE).toBe(RESULT.OK);
    const started = Date.now();
    await waitFor(
      'B to refuse the token',
      async () => (await call(at(b), 'GET', '/guides/list', undefined, token)).status === 401 || undefined,
      1_000,
    );
    expect(Date.now() - started).toBeLessThanOrEqual(1_000);
  });

  it('a three-chunk upload over alternating instances is one file, served whole and in ranges by both', async () => {
    const token = await newHost('uploads@example.com');
    const image = await noisePng(300, 300);
    const size = Math.ceil(image.length / 3);
    const chunks = [0, 1, 2].map((i) => image.subarray(i * size, (i + 1) * size));
    let last: Envelope | undefined;
    for (const [index, chunk] of chunks.entries()) {
      const { body, contentType } = await multipartBody({
        chunk,
        chunkIndex: index,
        totalChunks: 3,
        name: 'harbour-noise.png',
        comment: '',
      });
      const res = await fetch(`${at(index % 2 === 0 ? a : b)}/api/files/public/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body,
      });
      last = (await res.json()) as Envelope;
      expect(last.RES_CODE, JSON.stringify(last)).toBe(RESULT.OK);
    }
    const file = last!.RES_RESULT[0] as { path_file: string; size: number };
    expect(file.size).toBe(image.length);
    for (const instance of [a, b]) {
      const whole = await fetch(`${at(instance)}/api${file.path_file}`);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(image), instance.name).toBe(true);
      const part = await fetch(`${at(instance)}/api${file.path_file}`, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${image.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(image.subarray(100, 200))).toBe(true);
    }
  });

  it('a topic edited through one instance is what guests get from the other within 1 s', async () => {
    const token = await newHost('guest-cache@example.com');
    const guide = await call(at(a), 'POST', '/guides/create', { title: 'Two Instances Inn' }, token);
    const idGuide = guide.body.RES_RESULT.id_guide as number;
    const category = await call(
      at(a),
      'POST',
      '/content_categories/create',
      { id_guide: idGuide, name: 'Arrival', image: '<i class="fa-solid fa-key"></i>' },
      token,
    );
    expect(category.body.RES_CODE, JSON.stringify(category.body)).toBe(RESULT.OK);
    const png = await noisePng(40, 40);
    const { body, contentType } = await multipartBody({
      chunk: png,
      chunkIndex: 0,
      totalChunks: 1,
      name: 'door.png',
      comment: '',
    });
    const uploaded = (await (
      await fetch(`${at(a)}/api/files/public/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body,
      })
    ).json()) as Envelope;
    const topicFields = {
      id_guide_content: category.body.RES_RESULT.id_guide_content,
      name: 'Door code',
      description: '',
      content: '<p>The code is 1234.</p>',
      id_status: 1,
      id_file_public: uploaded.RES_RESULT[0].id_file_public,
    };
    const topic = await call(at(a), 'POST', '/content_topics/create', topicFields, token);
    expect(topic.body.RES_CODE, JSON.stringify(topic.body)).toBe(RESULT.OK);
    const share = await call(at(a), 'GET', `/guides/share?id_guide=${idGuide}`, undefined, token);
    const guestUrl = `/guest/guides/${share.body.RES_RESULT.token as string}`;
    // B caches the guide as it is now.
    expect(JSON.stringify((await call(at(b), 'GET', guestUrl)).body)).toContain('1234');

    const modified = await call(
      at(a),
      'PUT',
      '/content_topics/modify',
      { ...topicFields, id_guide_topic: topic.body.RES_RESULT.id_guide_topic, content: '<p>The code is 9876.</p>' },
      token,
    );
    expect(modified.body.RES_CODE, JSON.stringify(modified.body)).toBe(RESULT.OK);
    await waitFor(
      'B to serve the edited topic',
      async () => JSON.stringify((await call(at(b), 'GET', guestUrl)).body).includes('9876') || undefined,
      1_000,
    );
  });

  it('sign-in attempts spread over both instances hit the limit at the configured count', async () => {
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      const res = await call(
        at(i % 2 === 0 ? a : b),
        'POST',
        '/public/login',
        { email: 'nobody-here@example.com', password: 'wrong password' },
        undefined,
        '203.0.113.50',
      );
      answers.push(res.status);
    }
    // The first RATE_LIMIT attempts are answered (refused sign-ins), every one after is limited.
    expect(answers.slice(0, RATE_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(answers.slice(RATE_LIMIT)).toEqual([429, 429]);
  });

  it('one instance killed during a stream of requests: nginx moves to the other, no committed write is lost', async () => {
    const token = await newHost('kill@example.com');
    const committed: string[] = [];
    let failed = 0;
    let running = true;
    const writer = (async () => {
      for (let i = 0; running; i++) {
        const title = `Guide ${i}`;
        const res = await call(viaNginx(), 'POST', '/guides/create', { title }, token).catch(() => null);
        if (res?.body.RES_CODE === RESULT.OK) committed.push(title);
        else failed += 1;
        await call(viaNginx(), 'GET', '/health').catch(() => null);
      }
    })();
    await new Promise((r) => setTimeout(r, 500));
    await cluster.kill(b);
    await new Promise((r) => setTimeout(r, 1_000));
    running = false;
    await writer;
    // A request in flight on the killed instance may fail; nginx sends every later one to A.
    expect(failed).toBeLessThanOrEqual(1);
    expect(committed.length).toBeGreaterThan(5);
    await cluster.start(b);
    await cluster.inRotation(b);
    const seen: string[][] = [];
    for (const instance of [a, b]) {
      const list = await call(at(instance), 'GET', '/guides/list', undefined, token);
      const titles = (list.body.RES_RESULT as { title: string }[]).map((g) => g.title).sort();
      expect(titles, instance.name).toEqual(expect.arrayContaining(committed));
      seen.push(titles);
    }
    expect(seen[1]).toEqual(seen[0]);
  });

  it('a rolling restart during steady requests fails none of them', async () => {
    const token = await newHost('rolling@example.com');
    const failures: string[] = [];
    let done = 0;
    let running = true;
    const steady = (async () => {
      for (let i = 0; running; i++) {
        const res =
          i % 2 === 0
            ? await call(viaNginx(), 'POST', '/guides/create', { title: `Rolling ${i}` }, token).catch((e: Error) => e)
            : await call(viaNginx(), 'GET', '/guides/list', undefined, token).catch((e: Error) => e);
        if (res instanceof Error) failures.push(res.message);
        else if (res.body.RES_CODE !== RESULT.OK) failures.push(`${res.status} ${JSON.stringify(res.body)}`);
        done += 1;
      }
    })();
    // One at a time, as docs/DEPLOYMENT.md says: stop, start, and wait until nginx sends it requests again.
    for (const instance of [a, b]) {
      expect(await cluster.stop(instance)).toBe(0);
      await cluster.start(instance);
      await cluster.inRotation(instance);
    }
    running = false;
    await steady;
    expect(done).toBeGreaterThan(20);
    expect(failures, cluster.nginxLog()).toEqual([]);
    // Two restarts of ~8 s each (tsx start-up) and nginx's fail_timeout: near the default 30 s on a busy machine.
  }, 60_000);

  it('a sign-up e-mail is sent exactly once', async () => {
    await newHost('once@example.com');
    // Both instances poll the mail queue every 0.5 s: a second delivery would have come by now.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(smtp.messages.filter((m) => m.to.includes('once@example.com'))).toHaveLength(1);
  });

  it('a job queued by an instance killed with SIGKILL right after is still done by the other within a minute', async () => {
    const email = 'queued-then-killed@example.com';
    const reg = await call(at(a), 'POST', '/public/register', {
      email,
      name: 'Killed',
      lastname: 'Queue',
      password: PASSWORD,
      password_confirm: PASSWORD,
    });
    expect(reg.body.RES_CODE, JSON.stringify(reg.body)).toBe(RESULT.OK);
    // At once: A's worker has had no time to take the job (or is killed while sending it).
    const killed = Date.now();
    await cluster.kill(a);
    const mail = await smtp.waitFor((m) => m.to.includes(email), 60_000);
    expect(Date.now() - killed).toBeLessThan(60_000);
    expect(mail.links.some((l) => l.includes('register_confirm'))).toBe(true);
    await cluster.start(a);
    await cluster.inRotation(a);
  }, 120_000);
});

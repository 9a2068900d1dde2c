/**
 * Background work as jobs in PostgreSQL (lib/jobs.ts, pg-boss), two apps on one database and one
 * real SMTP receiver: an e-mail the relay refuses for a while goes out once it accepts again, once;
 * every job is done once across both apps; the upload sweep is scheduled once. The crash of an
 * instance (SIGKILL) is multi-instance.test.ts's.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { mailJob } from '../src/mail/jobs/mail.job.ts';
import { queueMail, queueMailBurst } from '../src/mail/outbox.ts';
import { uploadSweepJob } from '../src/modules/files/jobs/upload-sweep.job.ts';
import { api } from './helpers/factories.ts';
import { waitFor } from './helpers/processes.ts';
import { createTestApp, getTestServer, getTestSmtp } from './helpers/test-app.ts';

const PASSWORD = 'a long enough password';

const smtp = await getTestSmtp();
const a = await getTestServer({ smtpUrl: smtp.url, rateLimitPerMinute: 10_000 });
const b = await getTestServer({ smtpUrl: smtp.url, rateLimitPerMinute: 10_000 }, { databaseUrl: a.databaseUrl });

async function sql<T>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: a.databaseUrl });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('the job queue', () => {
  it('sends a sign-up e-mail the SMTP server refused once it accepts again, exactly once', async () => {
    const email = 'refused-then-sent@example.com';
    smtp.refuse(true);
    try {
      const reg = await api(a.app).post('/public/register', {
        email,
        name: 'Rita',
        lastname: 'Retry',
        password: PASSWORD,
        password_confirm: PASSWORD,
      });
      expect(reg.status).toBe(201);
      await waitFor('the relay to refuse the e-mail', () => smtp.refused > 0 || undefined, 10_000);
    } finally {
      smtp.refuse(false);
    }
    // The first retry comes 5 to 10 s after the refusal, from either app.
    const mail = await smtp.waitFor((m) => m.to.includes(email), 30_000);
    expect(mail.links.some((l) => l.startsWith('http://guide.test/public/register_confirm?'))).toBe(true);
    await a.app.deps.jobs.settled('mail');
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    // The sent e-mail's job is gone, with the link it carried.
    const left = await sql<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = '${email}'`,
    );
    expect(left[0]?.n).toBe(0);
  }, 60_000);

  it('runs each of 40 jobs queued by two apps once', async () => {
    smtp.clear();
    const subjects = Array.from({ length: 40 }, (_, i) => `Job ${i}`);
    await Promise.all(
      subjects.map((subject, i) =>
        queueMail((i % 2 === 0 ? a : b).app.deps, { to: `job-${i}@example.com`, subject, text: subject }),
      ),
    );
    await waitFor('40 e-mails', () => smtp.messages.length >= 40 || undefined, 30_000);
    await a.app.deps.jobs.settled('mail');
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([...subjects].sort());
  }, 60_000);

  it('sends an e-mail a person waits for before a burst of timed messages queued earlier', async () => {
    smtp.clear();
    const burst = Array.from({ length: 300 }, (_, i) => ({
      message: { to: `burst-${i}@example.com`, subject: `Burst ${i}`, text: `Burst ${i}` },
    }));
    await a.app.deps.database.db.transaction((tx) => queueMailBurst(a.app.deps, tx, burst));
    // The workers of both apps take their first batches of the burst; then a sign-up's e-mail is queued.
    await waitFor('the burst to start', () => smtp.messages.length > 0 || undefined, 10_000);
    const before = smtp.messages.length;
    await queueMail(b.app.deps, { to: 'waiting@example.com', subject: 'Confirm', text: 'Confirm' });
    await waitFor('every e-mail', () => smtp.messages.length >= 301 || undefined, 60_000);
    await a.app.deps.jobs.settled('mail');
    const order = smtp.messages.map((m) => m.to.join(','));
    expect(new Set(order).size).toBe(301);
    // Behind what the two apps' workers had already taken (8 batches of 4 each), not behind the 300.
    const taken = 2 * mailJob.options.concurrency! * mailJob.options.batchSize!;
    expect(order.indexOf('waiting@example.com')).toBeLessThan(before + taken + 8);
    expect(before + taken + 8).toBeLessThan(250);
  }, 90_000);

  it('sends a retried e-mail as the same message (one Message-ID, fixed when queued)', async () => {
    smtp.clear();
    await queueMail(a.app.deps, { to: 'same@example.com', subject: 'Same', text: 'Same' });
    const mail = await smtp.waitFor((m) => m.to.includes('same@example.com'), 10_000);
    expect(mail.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@guide\.test>$/);
  });

  it('schedules the upload sweep once for both apps, and ran the sweep queued at start', async () => {
    const schedules = await sql<{ cron: string }>(`select cron from pgboss.schedule where name = 'upload-sweep'`);
    expect(schedules).toEqual([{ cron: uploadSweepJob.options.cron }]);
    await a.app.deps.jobs.settled('upload-sweep');
    const done = await sql<{ state: string }>(
      `select state from pgboss.job where name = 'upload-sweep' union all
       select state from pgboss.archive where name = 'upload-sweep'`,
    );
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.every((j) => j.state === 'completed')).toBe(true);
  });

  // The timed-message and webhook runs queued at start are in their first round when the app is
  // ready: a stop that arrives then ends their wait too, not a poll of a minute later.
  it('closes at once when it stops during the first round of its every-minute runs', async () => {
    for (let i = 0; i < 3; i++) {
      const t = await createTestApp({
        messagesPollSeconds: 60,
        webhooks: { ...a.config.webhooks, pollSeconds: 60 },
      });
      const started = Date.now();
      await t.close();
      expect(Date.now() - started, `close ${i + 1}`).toBeLessThan(30_000);
    }
  }, 240_000);
});

/**
 * SIGKILL of the instance sending a timed message, then a restart: the real server runs as a child
 * process with GUIDEBOOK_CRASH_AT=<step> (lib/crash-points.ts, test-only) and kills itself there,
 * before the commit that marks the message sent and queues its e-mail, or just after it. Restarted
 * without the flag, it sends the message: the guest receives it exactly once either way.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, getTestSmtp, stopWhenDone } from './helpers/test-app.ts';
import { buildAccount, buildGuide, buildInvitation, buildMessageRule } from './helpers/factories.ts';
import { freePort, startServer, waitFor, waitForHealth, type Child } from './helpers/processes.ts';
import { MESSAGE_CRASH_STEPS, type CrashStep } from '../src/lib/crash-points.ts';

const smtp = await getTestSmtp();

async function run(databaseUrl: string, dataDir: string, crashAt?: CrashStep): Promise<{ child: Child; port: number }> {
  const port = await freePort();
  const child = startServer(dataDir, port, {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '3',
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    MESSAGES_POLL_SECONDS: '0.5',
    ...(crashAt ? { GUIDEBOOK_CRASH_AT: crashAt } : {}),
  });
  stopWhenDone(() => child.process.kill('SIGKILL'));
  if (!crashAt) await waitForHealth(child, port, 90_000);
  return { child, port };
}

/** A stay whose message of a rule is due now, on a database of its own; no instance running. */
async function dueMessage(step: CrashStep) {
  const databaseUrl = await createTestDatabase();
  const t = await createTestApp({}, { databaseUrl });
  const host = await buildAccount(t.app);
  const guide = await buildGuide(t.app, host, { title: 'Crash', timezone: 'Europe/London' });
  const rule = await buildMessageRule(t.app, host, { id_guide: guide.id_guide });
  const to = `crash-${step}@example.com`;
  const stay = await buildInvitation(t.app, host, { id_guide: guide.id_guide, guest_email: to, send_email: false });
  await t.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  stopWhenDone(() => client.end());
  const due = await client.query(`update stay_messages set due_at = now() where id_message_rule = $1`, [
    rule.id_message_rule,
  ]);
  expect(due.rowCount).toBe(1);
  const status = async () =>
    (await client.query(`select status from stay_messages where id_invitation = $1`, [stay.id_invitation])).rows[0]
      ?.status as string;
  return { databaseUrl, to, status };
}

// Both steps at once, each on its own database: most of each is waiting for the restarted sender's minute.
describe('a timed message whose sender is killed', () => {
  it.concurrent.for(MESSAGE_CRASH_STEPS)(
    'at %s is sent once after a restart',
    { timeout: 540_000 },
    async (step, { expect }) => {
      const { databaseUrl, to, status } = await dueMessage(step);
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `guidebook-msg-${step}-`));
      stopWhenDone(() => fs.rm(dataDir, { recursive: true, force: true }));

      const crashing = await run(databaseUrl, dataDir, step);
      const exited = await Promise.race([
        crashing.child.exited,
        new Promise<null>((r) => setTimeout(() => r(null), 120_000)),
      ]);
      expect(exited?.signal, crashing.child.output()).toBe('SIGKILL');
      expect(await status()).toBe(step === 'message-queued' ? 'scheduled' : 'sent');
      expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(0);

      const restarted = await run(databaseUrl, dataDir);
      // The restarted sender takes the message at its first run, the one every instance queues at its start.
      await smtp.waitFor((m) => m.to.includes(to), 360_000);
      await waitFor('the message marked sent', async () => (await status()) === 'sent' || undefined, 10_000);
      // Time for a second copy, were one on its way.
      await new Promise((r) => setTimeout(r, 3000));
      expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
      restarted.child.process.kill('SIGTERM');
      await restarted.child.exited;
    },
  );
});

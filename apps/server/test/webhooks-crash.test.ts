/**
 * SIGKILL of the instance sending a webhook, then a restart: the real server runs as a child process
 * with GUIDEBOOK_CRASH_AT=webhook-leased (lib/crash-points.ts, test-only) and kills itself after
 * leasing a committed event's delivery, before sending it. Restarted without the flag, it sends the
 * delivery once its lease has run out: the receiver (verifying with the library's own verify) gets
 * it exactly once.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, stopWhenDone } from './helpers/test-app.ts';
import { api, buildAccount } from './helpers/factories.ts';
import { freePort, startServer, waitForHealth, type Child } from './helpers/processes.ts';
import { getWebhookReceiver } from './helpers/webhook-receiver.ts';
import { eventBody } from '../src/modules/webhooks/webhook-events.ts';
import { WEBHOOK_EVENT_EXAMPLES } from '../src/plugins/openapi-examples.ts';

const receiver = await getWebhookReceiver();

async function run(databaseUrl: string, dataDir: string, crash: boolean): Promise<Child> {
  const port = await freePort();
  const child = startServer(dataDir, port, {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '3',
    LOG_LEVEL: 'warn',
    CALENDAR_FEEDS_ALLOW_PRIVATE: 'true',
    WEBHOOKS_POLL_SECONDS: '0.2',
    WEBHOOKS_LEASE_SECONDS: '3',
    ...(crash ? { GUIDEBOOK_CRASH_AT: 'webhook-leased' } : {}),
  });
  stopWhenDone(() => child.process.kill('SIGKILL'));
  if (!crash) await waitForHealth(child, port, 90_000);
  return child;
}

describe('a webhook whose sender is killed', () => {
  it('is delivered once after a restart', { timeout: 420_000 }, async () => {
    const databaseUrl = await createTestDatabase();
    const t = await createTestApp({}, { databaseUrl });
    const host = await buildAccount(t.app);
    const created = await api(t.app, host).post('/webhooks/create', {
      url: `${receiver.base}/crash`,
      events: ['invitation.created'],
    });
    receiver.secret('/crash', created.body.RES_RESULT.secret as string);
    const idWebhook = created.body.RES_RESULT.id_webhook as number;
    await t.close();

    // An event committed by a writer whose instance then stopped: its delivery is due, nobody sent it.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    stopWhenDone(() => client.end());
    const body = eventBody(
      'invitation.created',
      host.id_workspace,
      { invitation: { ...WEBHOOK_EVENT_EXAMPLES['invitation.created'].invitation, id_invitation: 1 } },
      new Date(),
    );
    await client.query(
      `WITH ev AS (INSERT INTO webhook_events (id_workspace, type, message_id, body)
         VALUES ($1, 'invitation.created', 'msg_crash', $2) RETURNING id_webhook_event)
       INSERT INTO webhook_deliveries (id_workspace, id_webhook, id_webhook_event, next_attempt_at)
       SELECT $1, $3, id_webhook_event, now() FROM ev`,
      [host.id_workspace, body, idWebhook],
    );
    const state = async () =>
      (await client.query(`select status, lease_until from webhook_deliveries`)).rows[0] as {
        status: string;
        lease_until: Date | null;
      };

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-webhook-crash-'));
    stopWhenDone(() => fs.rm(dataDir, { recursive: true, force: true }));
    const crashing = await run(databaseUrl, dataDir, true);
    const exited = await Promise.race([crashing.exited, new Promise<null>((r) => setTimeout(() => r(null), 120_000))]);
    expect(exited?.signal, crashing.output()).toBe('SIGKILL');
    const leased = await state();
    expect(leased.status).toBe('pending');
    expect(leased.lease_until).not.toBeNull();
    expect(receiver.on('/crash')).toHaveLength(0);

    const restarted = await run(databaseUrl, dataDir, false);
    // The restarted sender's first run: at its start, or the next minute's (the killed one queued this minute's start run).
    await receiver.waitFor(() => receiver.on('/crash').length > 0, 'the delivery', 240_000);
    // Time for a second copy, were one on its way.
    await new Promise((r) => setTimeout(r, 3000));
    const got = receiver.on('/crash');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ id: 'msg_crash', verified: true, type: 'invitation.created' });
    expect((await state()).status).toBe('succeeded');
    restarted.process.kill('SIGTERM');
    await restarted.exited;
  });
});

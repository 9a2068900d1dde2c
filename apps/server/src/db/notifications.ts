/**
 * PostgreSQL LISTEN/NOTIFY: `publish` sends on a channel through the pool; `NotificationListener`
 * holds one connection of its own (a pooled one would be handed to queries and lose the LISTEN)
 * that listens, and comes back when it is lost.
 *
 * A lost connection is noticed when PostgreSQL or the network says so (an error or end event, a
 * terminated backend) or, for a connection that silently stopped answering, by a heartbeat query
 * every HEARTBEAT_MS that must answer within HEARTBEAT_TIMEOUT_MS. Reconnecting backs off from
 * 100 ms to 5 s. Notifications sent while no connection listened are lost: the owner hears
 * `onDown` at once and `onUp` once listening again, and must treat what it knew as unreliable
 * in between (lib/cluster-events.ts).
 */
import pg from 'pg';

export const HEARTBEAT_MS = 5_000;
export const HEARTBEAT_TIMEOUT_MS = 3_000;
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

/** Sends `payload` (at most 8000 bytes) to every session listening on `channel`, this one included. */
export async function publish(pool: pg.Pool, channel: string, payload: string): Promise<void> {
  await pool.query({ name: 'notify', text: 'select pg_notify($1, $2)', values: [channel, payload] });
}

export type NotificationHandlers = {
  onMessage: (payload: string) => void;
  /** The connection was lost (or never made): notifications may be missed from now on. */
  onDown: (err: unknown) => void;
  /** Listening (again): every notification from now on arrives. */
  onUp: () => void;
};

export class NotificationListener {
  private client: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** The listening backend's process id (pg_backend_pid), null while not listening. */
  backendPid: number | null = null;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
  ) {}

  get isListening(): boolean {
    return this.listening;
  }

  /** Resolves after the first attempt: listening, or down and retrying in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    this.listening = false;
    this.backendPid = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.connection, keepAlive: true });
    this.client = client;
    // Once per connection: whichever of error, end or a failed heartbeat comes first.
    let lost = false;
    const onLost = (err: unknown) => {
      if (lost) return;
      lost = true;
      void client.end().catch(() => undefined);
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      this.backendPid = null;
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      if (this.stopped) return;
      this.handlers.onDown(err);
      this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.handlers.onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(this.channel)}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (lost || this.stopped) return;
      this.backendPid = rows[0]?.pid ?? null;
      this.listening = true;
      this.retryMs = RETRY_FIRST_MS;
      this.heartbeat = setInterval(() => this.beat(client, onLost), HEARTBEAT_MS);
      this.heartbeat.unref();
      this.handlers.onUp();
    } catch (err) {
      onLost(err);
    }
  }

  private beat(client: pg.Client, onLost: (err: unknown) => void): void {
    const timeout = setTimeout(
      () => onLost(new Error(`the listening connection did not answer within ${HEARTBEAT_TIMEOUT_MS} ms`)),
      HEARTBEAT_TIMEOUT_MS,
    );
    client.query('select 1').then(
      () => clearTimeout(timeout),
      (err: unknown) => {
        clearTimeout(timeout);
        onLost(err);
      },
    );
  }
}

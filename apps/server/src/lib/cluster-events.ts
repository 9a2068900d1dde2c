/**
 * The event bus across instances: every instance on one database hears what any of them emits,
 * through PostgreSQL LISTEN/NOTIFY on the channel `guidebook_events`.
 *
 * On emit, this process's listeners run at once (lib/events.ts), then the event is published with
 * this instance's id; each instance's listening connection (db/notifications.ts) receives it and
 * delivers events from other instances to its own listeners, so a logout or a host's change made
 * through one instance drops the cached sessions and guest guides of every instance (in
 * milliseconds; the promise is one second). Why NOTIFY and not a version check per request: one
 * message per host change, where a check against the database would cost a query per guest request,
 * the very query the caches exist to save.
 *
 * While the listening connection is lost, events from other instances may be missed, so the caches
 * it protects are suspended: emptied, and storing nothing, so every request reads the database.
 * Once listening again they are emptied once more (dropping what a lookup read while events could be
 * missed) and resume. Missing an event therefore never serves stale data; it costs queries until the
 * connection is back.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { NotificationListener, publish } from '../db/notifications.ts';
import type { AppEventMap, AppEvents } from './events.ts';

export const EVENTS_CHANNEL = 'guidebook_events';
/** Delays before a failed publish is tried again; after the last, the failure is logged as an error. */
const PUBLISH_RETRIES_MS = [100, 500, 2_000];

/** A cache whose entries stay right only while every change is heard. */
export type SuspendableCache = {
  /** Empty it and store nothing until `resume`. */
  suspend(): void;
  /** Empty it (again) and store from now on. */
  resume(): void;
};

type Message = { instance: string; event: keyof AppEventMap; payload: AppEventMap[keyof AppEventMap] };

/** Each event and the one id its payload carries. */
const PAYLOAD_KEY: { [K in keyof AppEventMap]: keyof AppEventMap[K] } = {
  guestContentChanged: 'idWorkspace',
  sessionsChanged: 'idUser',
  webhookEventsRecorded: 'idWorkspace',
  workspaceDomainChanged: 'idWorkspace',
};

function isEvent(name: string): name is keyof AppEventMap {
  return Object.hasOwn(PAYLOAD_KEY, name);
}

function parseMessage(text: string): Message | null {
  try {
    const value = JSON.parse(text) as Partial<Message> | null;
    if (typeof value?.instance !== 'string' || typeof value.event !== 'string' || !isEvent(value.event)) return null;
    const key = PAYLOAD_KEY[value.event];
    const id = (value.payload as Record<string, unknown> | undefined)?.[key];
    return Number.isInteger(id)
      ? { instance: value.instance, event: value.event, payload: { [key]: id } as Message['payload'] }
      : null;
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    clusterEvents: ClusterEvents;
  }
}

export class ClusterEvents {
  /** Tells this instance's own messages (which it also receives) from the others'. */
  readonly instanceId = crypto.randomUUID();
  private readonly listener: NotificationListener;
  private readonly publishing = new Set<Promise<void>>();
  private stopping = false;
  private up = true;
  private caches: SuspendableCache[] = [];

  constructor(
    private readonly events: AppEvents,
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listener = new NotificationListener(database.pool.options, EVENTS_CHANNEL, {
      onMessage: (text) => this.receive(text),
      onDown: (err) => {
        for (const cache of this.caches) cache.suspend();
        // Once per outage, not at every attempt to reconnect.
        if (this.up)
          this.log.warn({ err }, 'events from other instances: connection lost; caches off until it is back');
        this.up = false;
      },
      onUp: () => {
        for (const cache of this.caches) cache.resume();
        this.up = true;
        this.log.debug('events from other instances: listening');
      },
    });
  }

  /** The listening backend's pid (null while not listening). */
  get listenerPid(): number | null {
    return this.listener.backendPid;
  }

  get isListening(): boolean {
    return this.listener.isListening;
  }

  /**
   * Publishes and listens; `caches` are suspended until the first LISTEN is in place. Resolves after
   * the first attempt to listen (on failure, attempts go on in the background).
   */
  async start(caches: SuspendableCache[]): Promise<void> {
    this.caches = caches;
    for (const cache of this.caches) cache.suspend();
    this.events.forwardTo((event, payload) => this.send(event, payload));
    await this.listener.start();
  }

  /** Stops publishing (after what is on its way) and listening. */
  async stop(): Promise<void> {
    this.events.forwardTo(null);
    this.stopping = true;
    await Promise.allSettled([...this.publishing]);
    await this.listener.stop();
  }

  private send<K extends keyof AppEventMap>(event: K, payload: AppEventMap[K]): void {
    const message = JSON.stringify({ instance: this.instanceId, event, payload } satisfies Message);
    const task = (async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await publish(this.database.pool, EVENTS_CHANNEL, message);
          return;
        } catch (err) {
          const delay = PUBLISH_RETRIES_MS[attempt];
          if (delay === undefined || this.stopping) {
            this.log.error({ err, event }, 'an event could not be sent to the other instances');
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    })();
    this.publishing.add(task);
    void task.finally(() => this.publishing.delete(task));
  }

  private receive(text: string): void {
    const message = parseMessage(text);
    if (!message) {
      this.log.warn({ text: text.slice(0, 200) }, `an unreadable message on ${EVENTS_CHANNEL}`);
      return;
    }
    if (message.instance === this.instanceId) return;
    this.events.deliver(message.event, message.payload);
  }
}

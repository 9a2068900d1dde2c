/**
 * Changes the services announce, and whoever listens (the guest cache today). A service emits
 * after its write is committed; a write that fails announces nothing; a background job (a
 * thumbnail made after the answer) announces like any other writer. Listeners run synchronously
 * before emit returns, so a host's (or signed-out user's) client never learns a change is saved before the caches know;
 * a listener that throws is logged and never fails the writer. Models: immich's
 * eventRepository.emit after an album changes, outline's commands.
 *
 * Other instances on the same database hear every event too: lib/cluster-events.ts publishes what is
 * emitted here (`forwardTo`) and delivers what other instances emitted (`deliver`).
 */
export type AppEventMap = {
  /** Something a workspace's guests may see changed (a guide, its content, branding, a library file, a map, a link). */
  guestContentChanged: { idWorkspace: number };
  /** An account's sessions were revoked or what a session shows changed (logout, reset, password, profile). */
  sessionsChanged: { idUser: number };
  /** Webhook deliveries became due in this workspace: the sender (on whichever instance runs it) looks at once. */
  webhookEventsRecorded: { idWorkspace: number };
  /** A workspace's domain was set, removed, or verified: every host-to-workspace cache drops what it knows. */
  workspaceDomainChanged: { idWorkspace: number };
};

type Listener<K extends keyof AppEventMap> = (payload: AppEventMap[K]) => void;

export class AppEvents {
  private readonly listeners = new Map<keyof AppEventMap, Set<Listener<never>>>();
  private forward: (<K extends keyof AppEventMap>(event: K, payload: AppEventMap[K]) => void) | null = null;

  constructor(private readonly onListenerError: (err: unknown, event: keyof AppEventMap) => void) {}

  /** Subscribes; returns the unsubscribe. */
  on<K extends keyof AppEventMap>(event: K, listener: Listener<K>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener<never>);
  }

  /** Runs this process's listeners, then hands the event on to other instances (when a bridge is set). */
  emit<K extends keyof AppEventMap>(event: K, payload: AppEventMap[K]): void {
    this.deliver(event, payload);
    this.forward?.(event, payload);
  }

  /** Runs this process's listeners only: for an event another instance emitted. */
  deliver<K extends keyof AppEventMap>(event: K, payload: AppEventMap[K]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        (listener as Listener<K>)(payload);
      } catch (err) {
        this.onListenerError(err, event);
      }
    }
  }

  /** Every emit is also handed to `forward` (after the local listeners ran); null stops it. */
  forwardTo(forward: (<K extends keyof AppEventMap>(event: K, payload: AppEventMap[K]) => void) | null): void {
    this.forward = forward;
  }
}

/** The one announcement most writes make: this workspace's guests may see something new. */
export function guestContentChanged(deps: { events: AppEvents }, idWorkspace: number): void {
  deps.events.emit('guestContentChanged', { idWorkspace });
}

/** The account's sessions changed: caches of sessions drop the account's entries. */
export function sessionsChanged(deps: { events: AppEvents }, idUser: number): void {
  deps.events.emit('sessionsChanged', { idUser });
}

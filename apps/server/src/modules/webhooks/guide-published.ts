/**
 * `guide.published`: a guide's guest content changed. Writers announce `guestContentChanged` for a
 * workspace after they commit (lib/events.ts, heard on every instance); this coalesces the
 * announcements of a workspace for GUIDE_PUBLISHED_DEBOUNCE_MS, then, only when an enabled hook
 * subscribes to the event, builds each guide's guest payload as guests get it (default language)
 * and compares its digest with the one stored last time: a guide whose payload changed (or that is
 * new) gets one event, recorded in the transaction that stores its digest. Two instances hearing
 * the same change store the same digest; the second finds it unchanged, so the event is recorded
 * once. A burst of edits (a topic saved every few seconds) is one event per pause.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { findGuide, listGuides } from '../guides/guides.service.ts';
import { previewGuide } from '../guest/guest.service.ts';
import { guideLinkBase, publicGuideUrl, type GuideLinkBase } from '../share/public-link.ts';
import { recordWebhookEvent, webhookEventsRecorded } from './webhook-events.ts';
import * as repo from './webhooks.repository.ts';

/** How long a workspace's announcements are gathered before its guides are compared. */
export const GUIDE_PUBLISHED_DEBOUNCE_MS = 2000;

const pending = new WeakMap<Deps, Map<number, NodeJS.Timeout>>();
/** The comparisons running, so closing the app can wait for them. */
const running = new WeakMap<Deps, Set<Promise<void>>>();

async function digestOf(deps: Deps, idWorkspace: number, idGuide: number): Promise<string | null> {
  try {
    const payload = await previewGuide(deps, idWorkspace, idGuide);
    return createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
  } catch {
    // Deleted meanwhile.
    return null;
  }
}

/**
 * Compares every guide of the workspace with its stored digest; records `guide.published` for each
 * that changed, unless `baseline` (a hook just subscribed: digests stored, nothing sent).
 */
export async function compareGuides(deps: Deps, idWorkspace: number, { baseline = false } = {}): Promise<number> {
  const { db } = deps.database;
  if (!baseline && !(await repo.hasSubscriber(db, idWorkspace, 'guide.published'))) return 0;
  let recorded = 0;
  // `share_url` is the guide's public link (publicGuideUrl): one read of the workspace's link base.
  let base: GuideLinkBase | undefined;
  for (const item of await listGuides(deps, idWorkspace)) {
    const digest = await digestOf(deps, idWorkspace, item.id_guide);
    if (digest === null) continue;
    await db.transaction(async (tx) => {
      const now = deps.now();
      const stored = await repo.storeGuideDigest(tx as unknown as Db, idWorkspace, item.id_guide, digest, now);
      if (baseline || stored === 'same') return;
      const guide = await findGuide(deps, idWorkspace, item.id_guide);
      if (!guide) return;
      base ??= await guideLinkBase(deps, idWorkspace);
      await recordWebhookEvent(deps, tx, idWorkspace, 'guide.published', {
        guide: {
          id_guide: guide.id_guide,
          title: guide.title,
          default_language: guide.default_language,
          share_url: guide.share_token
            ? publicGuideUrl(base, { share_token: guide.share_token, slug: guide.slug })
            : null,
          date_modified: guide.date_modified.toISOString(),
        },
      });
      recorded += 1;
    });
  }
  if (recorded > 0) webhookEventsRecorded(deps);
  return recorded;
}

/** Called for every `guestContentChanged` (app.ts): compares the workspace's guides after a pause. */
export function guestContentChangedForWebhooks(deps: Deps, idWorkspace: number): void {
  const timers = pending.get(deps) ?? new Map<number, NodeJS.Timeout>();
  pending.set(deps, timers);
  clearTimeout(timers.get(idWorkspace));
  const timer = setTimeout(() => {
    timers.delete(idWorkspace);
    const runs = running.get(deps) ?? new Set<Promise<void>>();
    running.set(deps, runs);
    const run = compareGuides(deps, idWorkspace).then(
      () => undefined,
      (err: unknown) => deps.log.warn({ err, idWorkspace }, 'guide.published: guides could not be compared'),
    );
    runs.add(run);
    void run.finally(() => runs.delete(run));
  }, GUIDE_PUBLISHED_DEBOUNCE_MS);
  timer.unref();
  timers.set(idWorkspace, timer);
}

/** Closing: pending comparisons are dropped (nothing was promised), running ones are waited for. */
export async function stopGuideWatch(deps: Deps): Promise<void> {
  for (const timer of pending.get(deps)?.values() ?? []) clearTimeout(timer);
  pending.delete(deps);
  await Promise.allSettled([...(running.get(deps) ?? [])]);
}

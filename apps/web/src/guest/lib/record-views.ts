/**
 * Counts views for the host's Analytics tab: the guide once per page load, a topic each
 * time it is opened. Fire-and-forget (fetch keepalive survives leaving the page), never
 * awaited by rendering, skipped offline and for the sample and host previews. Nothing
 * identifying is sent: no cookies, only the token in the URL and the topic id.
 */
import { useEffect, useRef } from 'react';
import type { TGuestGuide } from '@guidebook/contract';
import type { GuideSource } from './route.ts';

export function viewsUrl(token: string): string {
  return `/api/guest/guides/${encodeURIComponent(token)}/views`;
}

export function sendView(token: string, idTopic: number | null): void {
  if (!navigator.onLine) return;
  try {
    void fetch(viewsUrl(token), {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(idTopic === null ? {} : { id_guide_topic: idTopic }),
    }).catch(() => undefined);
  } catch {
    // A browser refusing the request (e.g. keepalive quota) must not disturb the guest.
  }
}

/** Guides already counted in this page load, so re-renders and StrictMode's second effect run do not count twice. */
const countedGuides = new Set<string>();

export function useRecordViews(guide: TGuestGuide, source: GuideSource, topicId: number | null): void {
  const token = source.kind === 'token' ? source.token : null;
  const lastTopic = useRef<number | null>(null);

  useEffect(() => {
    if (!token || countedGuides.has(token)) return;
    countedGuides.add(token);
    sendView(token, null);
  }, [token]);

  useEffect(() => {
    if (topicId === lastTopic.current) return;
    lastTopic.current = topicId;
    if (!token || topicId === null) return;
    // A stale link to a topic that is gone or unpublished shows nothing, so counts nothing.
    if (!guide.categories.some((c) => c.topics.some((t) => t.id === topicId))) return;
    sendView(token, topicId);
  }, [guide, token, topicId]);
}

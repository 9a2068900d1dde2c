/**
 * The one message between the admin app and the guest app inside its phone preview (an iframe of
 * the same origin): after the host saved something, the admin app posts PREVIEW_REFRESH and the
 * guest app (in a host's preview only) loads the guide again in place.
 */

export const PREVIEW_REFRESH = 'guidebook:preview-refresh';

export type PreviewRefreshMessage = { type: typeof PREVIEW_REFRESH };

/** True for a PREVIEW_REFRESH message sent from `origin` (the page's own). */
export function isPreviewRefresh(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): boolean {
  const data: unknown = event.data;
  return (
    event.origin === origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PREVIEW_REFRESH
  );
}

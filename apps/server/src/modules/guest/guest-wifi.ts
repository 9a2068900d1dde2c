/**
 * The guest's "Join WiFi" QR code: a PNG of the standard `WIFI:` string of the
 * network the guest payload shows. It is read from the very answer the guide call gives for the
 * same link (the shared cached one, or with ?invite= the invitation's), so it honours the WiFi's
 * visibility exactly as the payload does: where the payload's `wifi` is null (no WiFi, or Hidden
 * outside an invitation's access window) it answers 01.
 */
import { MESSAGES } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { wifiQrPng } from '../../pdf/flyer-wifi.ts';
import type { GuestCache } from './guest-cache.ts';
import { guestGuide } from './guest.service.ts';
import { guestGuideWithInvite } from './invitation-access.ts';

/** On a phone's screen, to be scanned by another phone. */
const QR_PX = 512;

/**
 * The Join WiFi QR code of a share link (with `inviteToken`: as that invitation's link shows it),
 * and its ETag. Unknown tokens and answers without WiFi answer 01.
 */
export async function guestWifiQr(
  deps: Deps,
  cache: GuestCache,
  shareToken: string,
  inviteToken?: string,
): Promise<{ png: () => Promise<Buffer>; etag: string }> {
  // The language does not matter: the WiFi is the same in every language of the guide.
  const answer =
    inviteToken === undefined
      ? await guestGuide(deps, cache, shareToken)
      : await guestGuideWithInvite(deps, cache, shareToken, inviteToken, {}, { countOpen: false });
  const { wifi } = answer;
  if (!wifi) throw AppError.notFound(MESSAGES.stay.wifiQrUnavailable);
  return { etag: `"wifi-${answer.etag.replace(/"/g, '')}"`, png: () => wifiQrPng(wifi, QR_PX) };
}

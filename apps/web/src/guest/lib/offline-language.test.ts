import { describe, expect, it } from 'vitest';
import type { TGuestGuide } from '@guidebook/contract';
import { languageCandidates, rememberedLanguage, rememberLanguage } from './language-choice.ts';
import { guestGuideUrl, houseManualUrl, wifiQrUrl } from './load-guide.ts';
import { offlineCopyUrls } from './offline-cache.ts';

const TOKEN = 'Ab3_-xYz0123456789abcd';
/** public/sw.js keys a guide payload by path and query. */
const swKey = (url: string) => {
  const u = new URL(url, 'https://guide.test');
  return u.pathname + u.search;
};

const guide = (over: Partial<TGuestGuide>) =>
  ({ categories: [], branding: {}, language: 'fr', languages: ['en', 'fr', 'ja'], ...over }) as TGuestGuide;

describe('offline copies per guide and language', () => {
  it('asks for each language under its own URL, so the worker keeps one copy per token and language', () => {
    const keys = ['fr', 'ja', null].map((lang) => swKey(guestGuideUrl(TOKEN, undefined, lang)));
    expect(keys).toEqual([
      `/api/guest/guides/${TOKEN}?lang=fr`,
      `/api/guest/guides/${TOKEN}?lang=ja`,
      `/api/guest/guides/${TOKEN}`,
    ]);
    expect(swKey(guestGuideUrl(TOKEN, 'inv_1', 'ar'))).toBe(`/api/guest/guides/${TOKEN}?invite=inv_1&lang=ar`);
    expect(houseManualUrl(TOKEN, 'ja')).toBe(`/api/guest/guides/${TOKEN}/pdf?lang=ja`);
    expect(houseManualUrl(TOKEN)).toBe(`/api/guest/guides/${TOKEN}/pdf`);
  });

  it('an offline reload asks for the copy of the language the guest chose', () => {
    const storage = new Map<string, string>();
    const local = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    };
    // Online: the guest chose Japanese; that answer was handed to the worker.
    rememberLanguage(local, TOKEN, 'ja');
    const kept = offlineCopyUrls(TOKEN, undefined, guide({ language: 'ja' }), ['ja']);
    // Offline reload of the plain link, on a French browser: it still asks for the Japanese copy.
    const candidates = languageCandidates({
      link: null,
      remembered: rememberedLanguage(local, TOKEN),
      browser: ['fr-FR', 'fr'],
    });
    expect(swKey(guestGuideUrl(TOKEN, undefined, candidates[0]))).toBe(swKey(kept.payloadUrl));
  });

  it('keeps the House Manual in the language shown and the WiFi QR code with the payload', () => {
    const wifi = { name: 'Home', password: 'secret', security: 'WPA' as const };
    const { payloadUrl, extra } = offlineCopyUrls(TOKEN, 'inv_1', guide({ wifi }), ['fr', 'de']);
    expect(payloadUrl).toBe(guestGuideUrl(TOKEN, 'inv_1', 'fr'));
    expect(extra).toEqual([
      guestGuideUrl(TOKEN, 'inv_1', 'de'),
      houseManualUrl(TOKEN, 'fr'),
      wifiQrUrl(TOKEN, 'inv_1'),
    ]);
    // A guide in one language keeps its House Manual under the plain URL, without ?lang=.
    const single = offlineCopyUrls(TOKEN, undefined, guide({ language: 'en', languages: ['en'] }), ['en-US']);
    expect(single.extra).toEqual([houseManualUrl(TOKEN)]);
  });
});

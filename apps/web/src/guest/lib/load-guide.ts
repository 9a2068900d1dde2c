/**
 * Fetches the guide a guest page shows. Plain fetch, no admin api-client: the guest
 * bundle stays small and never sends a session. Only the host preview sends the
 * host's own token (read from localStorage userData, as the admin app stores it), and the
 * workspace the host acts in (yourWorkspace), so a member previews the guides of that workspace.
 */
import type { TEnvelope, TGuestGuide } from '@guidebook/contract';
import { GUEST_VISIT_HEADER, RESULT } from '@guidebook/contract';
import { readWorkspaceId } from '../../lib/session.ts';
import type { GuideSource } from './route.ts';
import { noteGuideAnswer } from './use-online.ts';

export type LoadResult =
  | { status: 'ok'; guide: TGuestGuide; note: 'sample' | 'preview' | 'preview-drafts' | 'sample-signed-out' | null }
  | { status: 'not-found' }
  | { status: 'failed' };

const TIMEOUT_MS = 10_000;

/** The signed-in host's token, or null (any malformed value counts as signed out). */
export function hostToken(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    const data = JSON.parse(storage.getItem('userData') ?? 'null') as { token?: unknown } | null;
    return typeof data?.token === 'string' && data.token ? data.token : null;
  } catch {
    return null;
  }
}

/**
 * The contract's WORKSPACE_HEADER, spelled here: importing it would bring the contract's team
 * schemas (zod) into the guest bundle. A unit test keeps the two equal.
 */
export const WORKSPACE_HEADER_NAME = 'X-Workspace';

/** The preview call's headers: the host's token, and the workspace acted in unless it is their own. */
export function previewHeaders(token: string, workspace: number | null): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    ...(workspace === null ? {} : { [WORKSPACE_HEADER_NAME]: String(workspace) }),
  };
}

/** `?a=1&b=2` of the parameters that have a value, or ''. */
function queryOf(params: Record<string, string | null | undefined>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * The host's preview of one of their guides; `drafts`: Drafts and invited-only topics too, marked;
 * `lang`: one of the guide's languages (absent: its default).
 */
export function previewUrl(idGuide: number, drafts: boolean, lang?: string | null): string {
  return `/api/guides/preview?id_guide=${idGuide}${drafts ? '&drafts=1' : ''}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`;
}

function guestBase(token: string): string {
  return `/api/guest/guides/${encodeURIComponent(token)}`;
}

/**
 * With an invitation token the server adds the guest's access and, inside the window, the Hidden
 * details. `lang`: the language wanted (the server falls back to Accept-Language, then the default).
 * The URL is also the offline cache's key (public/sw.js keys payloads by path and query), so each
 * language of a guide is kept apart.
 */
export function guestGuideUrl(token: string, invite?: string, lang?: string | null): string {
  return guestBase(token) + queryOf({ invite, lang });
}

export function houseManualUrl(token: string, lang?: string | null): string {
  return `${guestBase(token)}/pdf${queryOf({ lang })}`;
}

/** The "Join WiFi" QR code (a PNG), for the same invitation as the page (Hidden WiFi needs it). */
export function wifiQrUrl(token: string, invite?: string): string {
  return `${guestBase(token)}/wifi.png${queryOf({ invite })}`;
}

async function getEnvelope(url: string, headers: Record<string, string>, cache?: RequestCache): Promise<LoadResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...(cache ? { cache } : {}),
    });
  } catch {
    return { status: 'failed' };
  }
  noteGuideAnswer(response);
  if (response.status === 404) return { status: 'not-found' };
  const envelope = (await response.json().catch(() => null)) as TEnvelope<TGuestGuide> | null;
  if (!response.ok || envelope?.RES_CODE !== RESULT.OK || !envelope.RES_RESULT) return { status: 'failed' };
  return { status: 'ok', guide: envelope.RES_RESULT, note: null };
}

export async function loadSampleGuide(): Promise<TGuestGuide> {
  return (await import('../sample/sample-guide.json')).default as TGuestGuide;
}

/**
 * The guide `source` names, in `lang` when the guide has it (see language-choice.ts). `visit` false:
 * a read of a page already open (another language, a reload at a stay's moment), which a personal
 * link's opens do not count.
 */
export async function loadGuide(source: GuideSource, lang: string | null = null, visit = true): Promise<LoadResult> {
  switch (source.kind) {
    case 'token':
      return getEnvelope(guestGuideUrl(source.token, source.invite, lang), visit ? {} : { [GUEST_VISIT_HEADER]: '0' });
    case 'preview': {
      const token = hostToken(localStorage);
      if (!token) return { status: 'ok', guide: await loadSampleGuide(), note: 'sample-signed-out' };
      // The host's own, changing answer: never kept by the browser (nor by the offline cache,
      // which keeps share links only: its worker's scope is /g/ and GuestApp caches token sources).
      const result = await getEnvelope(
        previewUrl(source.id_guide, source.drafts, lang),
        previewHeaders(token, readWorkspaceId()),
        'no-store',
      );
      return result.status === 'ok' ? { ...result, note: source.drafts ? 'preview-drafts' : 'preview' } : result;
    }
    case 'sample':
      return { status: 'ok', guide: await loadSampleGuide(), note: 'sample' };
    default:
      return { status: 'not-found' };
  }
}

/**
 * The authenticated downloads of the Quick Share tab (QR code, flyer, guide PDF): fetched
 * with the session's token, then saved from a blob, because a plain link cannot send the
 * Authorization header.
 */
import { useQuery } from '@tanstack/react-query';
import { LIMITS, type TEnvelope } from '@guidebook/contract';
import { ApiError, apiUrl, sessionHeaders } from '../../../lib/api-client.ts';
import { shareKey } from './query-keys.ts';

/** `lang`: a print-out in one of the guide's languages (absent: its default); `wifi`: the flyer's Join WiFi QR code. */
export type ShareDownload =
  | { kind: 'qr'; format: 'png' | 'svg' }
  | { kind: 'flyer'; paper: 'a4' | 'letter'; lang?: string; wifi?: boolean }
  | { kind: 'pdf'; lang?: string };

const PATHS = { qr: '/guides/share/qr', flyer: '/guides/share/flyer', pdf: '/guides/share/pdf' } as const;

/** The name a download is saved under: the server's Content-Disposition name, else a sensible default. */
export function downloadName(contentDisposition: string | null, fallback: string): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() || fallback;
}

function fallbackName(download: ShareDownload, id: number): string {
  if (download.kind === 'qr') return `guide-${id}-qr.${download.format}`;
  const lang = download.lang ? `-${download.lang}` : '';
  if (download.kind === 'flyer') return `guide-${id}-flyer-${download.paper}${lang}.pdf`;
  return `guide-${id}${lang}.pdf`;
}

/** The query of a download: the guide, then what the kind takes (format, paper, lang, wifi=1). */
export function shareQuery(id: number, download: ShareDownload): Record<string, string | number> {
  const query: Record<string, string | number> = { id_guide: id };
  if (download.kind === 'qr') query.format = download.format;
  if (download.kind === 'flyer') {
    query.paper = download.paper;
    if (download.wifi) query.wifi = 1;
  }
  if (download.kind !== 'qr' && download.lang) query.lang = download.lang;
  return query;
}

export async function fetchShareFile(id: number, download: ShareDownload): Promise<{ blob: Blob; name: string }> {
  // The token, and the workspace acted in.
  const headers = sessionHeaders();
  let response: Response;
  try {
    response = await fetch(apiUrl(PATHS[download.kind], shareQuery(id, download)), {
      headers,
      signal: AbortSignal.timeout(LIMITS.REQUEST_TIMEOUT_MS * 3),
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as TEnvelope<unknown> | null;
    throw new ApiError(response.status, envelope);
  }
  return {
    blob: await response.blob(),
    name: downloadName(response.headers.get('Content-Disposition'), fallbackName(download, id)),
  };
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The QR code (SVG) as a data URL for the preview <img>; keyed by the token so a new link gets a new code. */
export function useQrPreview(id: number, token: string | undefined) {
  return useQuery({
    queryKey: [...shareKey(id), 'qr', token],
    enabled: Boolean(token),
    queryFn: async () => {
      const svg = await (await fetchShareFile(id, { kind: 'qr', format: 'svg' })).blob.text();
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    },
    staleTime: Infinity,
  });
}

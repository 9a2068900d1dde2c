/** The Quick Share tab's downloads (QR code, flyer, guide PDF), fetched by lib/download-file.ts. */
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@guidebook/contract';
import { fetchFile } from '../../../lib/download-file.ts';
import { shareKey } from './query-keys.ts';

/** `lang`: a print-out in one of the guide's languages (absent: its default); `wifi`: the flyer's Join WiFi QR code. */
export type ShareDownload =
  | { kind: 'qr'; format: 'png' | 'svg' }
  | { kind: 'flyer'; paper: 'a4' | 'letter'; lang?: string; wifi?: boolean }
  | { kind: 'pdf'; lang?: string };

const PATHS = { qr: '/guides/share/qr', flyer: '/guides/share/flyer', pdf: '/guides/share/pdf' } as const;

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

export function fetchShareFile(id: number, download: ShareDownload): Promise<{ blob: Blob; name: string }> {
  return fetchFile(PATHS[download.kind], shareQuery(id, download), {
    timeoutMs: LIMITS.REQUEST_TIMEOUT_MS * 3,
    fallbackName: fallbackName(download, id),
  });
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

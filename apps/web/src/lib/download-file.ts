/**
 * The authenticated downloads (a guide's export, the Quick Share QR code, flyer and PDF): fetched
 * with the session's token and workspace, because a plain link cannot send them, then saved from
 * a blob under the server's file name.
 */
import type { TEnvelope } from '@guidebook/contract';
import { ApiError, apiUrl, sessionHeaders } from './api-client.ts';

/** The name a download is saved under: the server's Content-Disposition name, else `fallback`. */
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

/** GET `path` as a file; a refusal or a network failure throws ApiError like any call. */
export async function fetchFile(
  path: string,
  query: Record<string, string | number>,
  { timeoutMs, fallbackName }: { timeoutMs: number; fallbackName: string },
): Promise<{ blob: Blob; name: string }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: sessionHeaders(), signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as TEnvelope<unknown> | null;
    throw new ApiError(response.status, envelope);
  }
  return { blob: await response.blob(), name: downloadName(response.headers.get('Content-Disposition'), fallbackName) };
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

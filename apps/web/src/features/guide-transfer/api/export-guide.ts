/**
 * GET /guides/export?id_guide=: the guide as one JSON file. Fetched with the session's
 * token (a plain link cannot send it) and saved from a blob under the server's name.
 */
import { useMutation } from '@tanstack/react-query';
import { LIMITS, type TEnvelope } from '@guidebook/contract';
import { ApiError, apiUrl, sessionHeaders } from '../../../lib/api-client.ts';

/** The file name from Content-Disposition, else the fallback. */
export function attachmentName(contentDisposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1]?.trim() || fallback;
}

export async function fetchGuideExport(id: number): Promise<{ blob: Blob; name: string }> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/guides/export', { id_guide: id }), {
      headers: sessionHeaders(),
      // Images travel inside the file, so it may take longer than a JSON call.
      signal: AbortSignal.timeout(LIMITS.REQUEST_TIMEOUT_MS * 6),
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
    name: attachmentName(response.headers.get('Content-Disposition'), `guide-${id}.guide.json`),
  };
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportGuide() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await fetchGuideExport(id);
      saveBlob(file.blob, file.name);
      return file.name;
    },
  });
}

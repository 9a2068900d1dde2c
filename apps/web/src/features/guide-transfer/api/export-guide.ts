/** GET /guides/export?id_guide=: the guide as one JSON file, downloaded by lib/download-file.ts. */
import { useMutation } from '@tanstack/react-query';
import { LIMITS } from '@guidebook/contract';
import { fetchFile, saveBlob } from '../../../lib/download-file.ts';

export function fetchGuideExport(id: number): Promise<{ blob: Blob; name: string }> {
  return fetchFile(
    '/guides/export',
    { id_guide: id },
    // Images travel inside the file, so it may take longer than a JSON call.
    { timeoutMs: LIMITS.REQUEST_TIMEOUT_MS * 6, fallbackName: `guide-${id}.guide.json` },
  );
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

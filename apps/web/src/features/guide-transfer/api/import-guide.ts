/**
 * POST /guides/import: a new guide from an exported file. The file's text is sent as
 * it is; the server validates it and answers 12 with a readable reason when it is not a
 * guide export.
 */
import { useMutation } from '@tanstack/react-query';
import { GUIDE_IMPORT_MAX_BYTES, LIMITS, MESSAGES, RESULT, type TEnvelope, type TGuide } from '@guidebook/contract';
import { ApiError, apiUrl, sessionHeaders } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

/** An error shaped like the server's 12, for a file refused before sending. */
function refused(message: string): ApiError {
  return new ApiError(422, {
    RES_CODE: RESULT.VALIDATION,
    RES_MESSAGE: message,
    RES_RESULT: null,
    RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message },
  });
}

export async function importGuide(file: File): Promise<TGuide> {
  if (file.size > GUIDE_IMPORT_MAX_BYTES) throw refused(MESSAGES.transfer.tooLarge(GUIDE_IMPORT_MAX_BYTES));
  let response: Response;
  try {
    response = await fetch(apiUrl('/guides/import'), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json; charset=utf-8',
        ...sessionHeaders(),
      },
      // The raw text, not re-encoded: what the server checks is exactly the file.
      body: await file.text(),
      signal: AbortSignal.timeout(LIMITS.REQUEST_TIMEOUT_MS * 12),
    });
  } catch {
    throw new ApiError(0, null);
  }
  const envelope = (await response.json().catch(() => null)) as TEnvelope<TGuide> | null;
  if (response.status === 401) clearSession();
  if (!response.ok || !envelope || envelope.RES_CODE !== RESULT.OK) throw new ApiError(response.status, envelope);
  return envelope.RES_RESULT;
}

export function useImportGuide() {
  return useMutation({ mutationFn: importGuide });
}

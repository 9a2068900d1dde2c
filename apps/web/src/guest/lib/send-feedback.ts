/**
 * Sends a guest's stars and comment through the stay's personal link (POST /api/guest/feedback).
 * Plain fetch, like load-guide.ts: the guest bundle never sends a session. The server's refusal
 * (its message, in the language asked for) is handed back to be shown as it is.
 */
import type { TEnvelope, TGuestFeedback } from '@guidebook/contract';
import { RESULT } from '@guidebook/contract';

const TIMEOUT_MS = 10_000;

export type SendResult = { ok: true; feedback: TGuestFeedback } | { ok: false; message: string | null };

export async function sendFeedback(
  link: { token: string; invite: string },
  answer: { rating: number; comment: string },
  language: string | null,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch('/api/guest/feedback', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(language ? { 'Accept-Language': language } : {}),
      },
      body: JSON.stringify({ ...link, rating: answer.rating, comment: answer.comment }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, message: null };
  }
  const envelope = (await response.json().catch(() => null)) as TEnvelope<TGuestFeedback | null> | null;
  if (response.ok && envelope?.RES_CODE === RESULT.OK && envelope.RES_RESULT)
    return { ok: true, feedback: envelope.RES_RESULT };
  // A field's own message (a rating out of range) says more than the envelope's summary.
  const field = Object.values(envelope?.RES_OTHERS.FIELDS ?? {})[0];
  return { ok: false, message: field ?? envelope?.RES_MESSAGE ?? null };
}

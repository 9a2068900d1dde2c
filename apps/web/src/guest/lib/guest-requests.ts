/**
 * Sends a stay's request to its host (POST /api/guest/requests) through the personal link's share
 * token and invitation token. Plain fetch like load-guide.ts. The answer's texts come in the guide's
 * language (sent as Accept-Language); a refusal comes back as the server's sentence, the field's own
 * when it names one (a time before check-in, …).
 */
import type { TEnvelope, TGuestRequests } from '@guidebook/contract';

const TIMEOUT_MS = 10_000;

export type RequestInput = { id_request_type: number; message: string; requested_time: string | null };

export type SendResult = { ok: true; requests: TGuestRequests } | { ok: false; message: string | null };

export async function sendGuestRequest(
  source: { token: string; invite: string },
  input: RequestInput,
  language: string | undefined,
): Promise<SendResult> {
  try {
    const res = await fetch('/api/guest/requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
      body: JSON.stringify({
        token: source.token,
        invite: source.invite,
        id_request_type: input.id_request_type,
        message: input.message.trim() || null,
        requested_time: input.requested_time,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json()) as TEnvelope<TGuestRequests> & {
      RES_OTHERS?: { FIELDS?: Record<string, string> } | null;
    };
    if (res.ok && body.RES_RESULT) return { ok: true, requests: body.RES_RESULT };
    const fields = body.RES_OTHERS?.FIELDS;
    const fieldMessage = fields ? Object.values(fields)[0] : undefined;
    return { ok: false, message: fieldMessage ?? (typeof body.RES_MESSAGE === 'string' ? body.RES_MESSAGE : null) };
  } catch {
    return { ok: false, message: null };
  }
}

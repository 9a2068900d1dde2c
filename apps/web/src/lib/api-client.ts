/**
 * The one way the web app talks to the server: JSON envelope in and out, the token in
 * the Authorization header, the chosen workspace in X-Workspace, a 10 s timeout, 401 -> signed
 * out, a workspace the user left -> back in their own, and the error-text mapping (errorText) in
 * one place.
 */
import { LIMITS, MESSAGES, RESULT, WORKSPACE_HEADER, type TEnvelope } from '@guidebook/contract';
import { clearSession, dropWorkspace, readSession, readToken, readWorkspaceId } from './session.ts';

export const API_BASE = '/api';

/** A call that did not answer RES_CODE 00. `text` is what to show a person. */
export class ApiError extends Error {
  readonly code: string | null;
  readonly status: number;
  readonly envelope: TEnvelope<unknown> | null;
  readonly fields: Record<string, string>;

  constructor(status: number, envelope: TEnvelope<unknown> | null) {
    super(errorText(envelope));
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
    this.code = envelope?.RES_CODE ?? null;
    this.fields = envelope?.RES_OTHERS?.FIELDS ?? {};
  }
}

/**
 * The text a failed call shows: no response or no RES_CODE -> the generic sentence; RES_CODE other
 * than 12 -> RES_MESSAGE; 12 with ERROR_FLAG 1 -> RES_OTHERS.RES_MESSAGE.
 */
export function errorText(envelope: Partial<TEnvelope<unknown>> | null | undefined): string {
  if (!envelope || !envelope.RES_CODE) return MESSAGES.generic.unexpected;
  if (envelope.RES_CODE !== RESULT.VALIDATION) return envelope.RES_MESSAGE || MESSAGES.generic.unexpected;
  if (envelope.RES_OTHERS?.ERROR_FLAG === 1 && envelope.RES_OTHERS.RES_MESSAGE) return envelope.RES_OTHERS.RES_MESSAGE;
  return envelope.RES_MESSAGE || MESSAGES.generic.unexpected;
}

/** Text for anything thrown by a call (ApiError, timeout, network failure). */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.generic.unexpected;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export function apiUrl(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return `${API_BASE}${path}${s ? `?${s}` : ''}`;
}

/** Where an image from the library is served: the API base + path_file. */
export function fileUrl(pathFile: string): string {
  return `${API_BASE}${pathFile}`;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** multipart uploads: sent as is, no JSON. */
  form?: FormData;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * The workspace to act in for this call only (switching: the new workspace's user is asked for
   * before it is stored); null: the own one. Absent: the stored choice.
   */
  workspace?: number | null;
};

/** The headers every call sends: the token, and X-Workspace when not acting in the own workspace. */
export function authHeaders(token: string | null, workspace: number | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (workspace !== null) headers[WORKSPACE_HEADER] = String(workspace);
  return headers;
}

/**
 * The headers of the stored session (token, workspace chosen), for the few calls that cannot go
 * through request(): file downloads and the raw-text import.
 */
export function sessionHeaders(): Record<string, string> {
  return authHeaders(readToken(), readWorkspaceId());
}

/** A 43 that says the user is not (any more) a member of the workspace the call named. */
export function isNotMember(envelope: Partial<TEnvelope<unknown>> | null | undefined): boolean {
  return envelope?.RES_CODE === RESULT.FORBIDDEN && envelope.RES_MESSAGE === MESSAGES.team.notMember;
}

/** Sends a call and returns the whole envelope on 00; throws ApiError otherwise. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<TEnvelope<T>> {
  const { method = 'GET', query, body, form, timeoutMs = LIMITS.REQUEST_TIMEOUT_MS } = options;
  const stored = options.workspace === undefined;
  const workspace = stored ? readWorkspaceId() : (options.workspace ?? null);
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(readToken(), workspace) };
  if (body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
  // The account's language, which the server answers in (the browser's own Accept-Language would win).
  const language = readSession()?.user.language;
  if (language) headers['Accept-Language'] = language;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
      signal,
    });
  } catch {
    throw new ApiError(0, null);
  }
  let envelope: TEnvelope<T> | null = null;
  try {
    envelope = (await response.json()) as TEnvelope<T>;
  } catch {
    envelope = null;
  }
  if (response.status === 401) {
    // Any 401 signs the user out: whatever the call, the token is revoked, expired or unknown.
    console.info('Session ended: redirecting to login');
    clearSession();
  }
  if (stored && workspace !== null && workspace === readWorkspaceId() && isNotMember(envelope)) {
    // Removed from the chosen workspace: back in the own one (the layout says so and reloads).
    dropWorkspace();
  }
  if (!response.ok || !envelope || envelope.RES_CODE !== RESULT.OK) throw new ApiError(response.status, envelope);
  return envelope;
}

/** The RES_RESULT of a call. */
export async function call<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await request<T>(path, options)).RES_RESULT;
}

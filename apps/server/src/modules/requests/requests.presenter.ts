/** The shapes of request types and requests: the host's (names and statuses in the caller's language) and the guest's. */
import {
  MESSAGES,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  type TGuestRequest,
  type TGuestRequestType,
  type TRequest,
  type TRequestKind,
  type TRequestStatus,
  type TRequestType,
} from '@guidebook/contract';
import { catalogLanguage, localize } from '../../lib/languages.ts';
import type { RequestRow, TypeRow } from './requests.repository.ts';

export const asKind = (v: string): TRequestKind =>
  (REQUEST_KINDS as readonly string[]).includes(v) ? (v as TRequestKind) : 'other';
export const asStatus = (v: string): TRequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(v) ? (v as TRequestStatus) : 'pending';

type Texts = Readonly<Record<string, { name: string; description: string }>>;

/**
 * A type's text in `language`: its own text there (or in the language without its region), else
 * English, else its first; a type without texts (the two every workspace starts with) takes the
 * catalog's name of its kind in the language.
 */
export function typeText(texts: Texts, kind: string, language: string): { name: string; description: string } {
  const base = language.split('-')[0]!;
  for (const tag of [language, base, 'en']) if (Object.hasOwn(texts, tag)) return texts[tag]!;
  const first = Object.values(texts)[0];
  if (first) return first;
  return { name: localize(MESSAGES.requests.kind[asKind(kind)], catalogLanguage(language) ?? 'en'), description: '' };
}

export function presentType(row: TypeRow, language: string): TRequestType {
  return {
    id_request_type: row.id_request_type,
    kind: asKind(row.kind),
    name: typeText(row.texts, row.kind, language).name,
    texts: row.texts,
    price_text: row.price_text,
    needs_approval: row.needs_approval,
    auto_approve: row.auto_approve,
    enabled: row.enabled,
    guides: row.guides ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentRequest(row: RequestRow, language: string): TRequest {
  const status = asStatus(row.status);
  return {
    id_request: row.id_request,
    id_request_type: row.id_request_type,
    type_name: typeText(row.texts, row.kind, language).name,
    kind: asKind(row.kind),
    price_text: row.price_text,
    id_guide: row.id_guide,
    guide_title: row.guide_title,
    id_invitation: row.id_invitation,
    guest_name: row.guest_name,
    guest_email: row.guest_email,
    check_in: row.check_in.toISOString(),
    check_out: row.check_out.toISOString(),
    timezone: row.timezone ?? 'UTC',
    message: row.message,
    requested_time: row.requested_time,
    status,
    status_text: localize(MESSAGES.requests.status[status], catalogLanguage(language) ?? 'en'),
    reply: row.reply,
    auto_approved: row.auto_approved,
    answered_at: row.answered_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export function presentGuestType(row: TypeRow, language: string): TGuestRequestType {
  const text = typeText(row.texts, row.kind, language);
  return {
    id_request_type: row.id_request_type,
    kind: asKind(row.kind),
    name: text.name,
    description: text.description,
    price_text: row.price_text,
    needs_approval: row.needs_approval,
  };
}

export function presentGuestRequest(row: RequestRow, language: string): TGuestRequest {
  return {
    id_request: row.id_request,
    id_request_type: row.id_request_type,
    name: typeText(row.texts, row.kind, language).name,
    kind: asKind(row.kind),
    message: row.message,
    requested_time: row.requested_time,
    status: asStatus(row.status),
    reply: row.reply,
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
  };
}

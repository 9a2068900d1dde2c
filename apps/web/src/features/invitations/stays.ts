/**
 * The stays list's rules, kept apart from React (the server orders, filters and pages the list:
 * GET /invitations/list with page), the page size, the status filter's values, where a stay came
 * from (its badge), and the stay details form (what PUT /invitations/modify is sent: only the
 * fields the host changed, checked with the contract's schema).
 */
import {
  instantToLocal,
  ZInvitationModifyRequest,
  type TInvitation,
  type TInvitationModifyRequest,
  type TInvitationStatus,
} from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

/** The stays list draws this many rows a page. */
export const STAYS_PAGE_SIZE = 25;

/** The status filter: every status, or one. */
export type StatusFilter = TInvitationStatus | 'all';

/** Where a stay came from, as its badge says: a platform's calendar, any calendar, a CSV file or the host. */
export type StayOrigin = 'airbnb' | 'vrbo' | 'booking' | 'ical' | 'import' | 'manual';

export function stayOrigin(stay: Pick<TInvitation, 'source' | 'platform'>): StayOrigin {
  if (stay.source === 'calendar') return stay.platform ?? 'ical';
  return stay.source;
}

/** The stay details form: text inputs hold '' for none; guests is a number input ('' while empty). */
export type StayFormValues = {
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  guests: number | string;
  reference: string;
  language: string;
  door_code: string;
  /** Local date-time in the guide's timezone; '' for "from the access window's start". */
  door_code_from: string;
};

export type StayFormErrors = FieldErrors<keyof StayFormValues>;

/** The form's values of a stay as answered (instants shown in the guide's timezone). */
export function stayFormValues(stay: TInvitation): StayFormValues {
  return {
    guest_name: stay.guest_name,
    guest_email: stay.guest_email ?? '',
    guest_phone: stay.guest_phone ?? '',
    guests: stay.guests ?? '',
    reference: stay.reference ?? '',
    language: stay.language,
    door_code: stay.door_code ?? '',
    door_code_from: stay.door_code_from ? instantToLocal(new Date(stay.door_code_from), stay.timezone) : '',
  };
}

/** A number input's value as the request's: '' is none (null); what is not a number is sent as typed. */
function guestsOf(value: number | string): number | string | null {
  if (value === '') return null;
  return typeof value === 'number' ? value : String(value).trim();
}

/** Every field of the form as the modify request carries it (blank text: null). */
function fullPayload(id: number, values: StayFormValues): TInvitationModifyRequest {
  const text = (v: string) => v.trim() || null;
  return {
    id_invitation: id,
    guest_name: values.guest_name,
    guest_email: text(values.guest_email),
    guest_phone: text(values.guest_phone),
    guests: guestsOf(values.guests) as number | null,
    reference: text(values.reference),
    language: values.language,
    door_code: text(values.door_code),
    door_code_from: values.door_code_from ? values.door_code_from.slice(0, 16) : null,
  };
}

/** The same rules as the server (the contract schema), one message per field. */
export function validateStay(values: StayFormValues): StayFormErrors {
  const { id_invitation: _id, ...errors } = fieldErrors(ZInvitationModifyRequest, fullPayload(1, values));
  return errors;
}

/**
 * The body for PUT /invitations/modify: only the fields that differ from the saved stay, so a
 * calendar sync's later changes of the others are not overwritten with what the form showed.
 */
export function toStayPayload(stay: TInvitation, values: StayFormValues): TInvitationModifyRequest {
  const saved = fullPayload(stay.id_invitation, stayFormValues(stay));
  const next = fullPayload(stay.id_invitation, values);
  const body: Record<string, unknown> = { id_invitation: stay.id_invitation };
  for (const [field, value] of Object.entries(next)) {
    if (field !== 'id_invitation' && value !== saved[field as keyof TInvitationModifyRequest]) body[field] = value;
  }
  return body as TInvitationModifyRequest;
}

/**
 * The Create Invitation form's rules, kept apart from React: the access window prefilled
 * from Settings around the stay (in the guide's timezone), checks with the contract
 * schema, and how a table row writes its access dates.
 */
import {
  addHours,
  instantToLocal,
  localToInstant,
  parseLocalDateTime,
  ZInvitationCreateRequest,
  ZInvitationSettings,
  ZInvitationTemplate,
  type TInvitation,
  type TInvitationCreateRequest,
  type TInvitationSettings,
  type TInvitationTemplate,
} from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';
import { formatDateTime } from '../../lib/formatting.ts';

export type InvitationFormValues = {
  id_guide: string;
  guest_name: string;
  guest_email: string;
  check_in: string;
  check_out: string;
  access_from: string;
  access_to: string;
  send_email: boolean;
  /** The stay's language (one of the guide's); '' for the guide's default language. */
  language: string;
};

export type InvitationFormErrors = FieldErrors<keyof InvitationFormValues>;

export const EMPTY_INVITATION: InvitationFormValues = {
  id_guide: '',
  guest_name: '',
  guest_email: '',
  check_in: '',
  check_out: '',
  access_from: '',
  access_to: '',
  send_email: true,
  language: '',
};

/** datetime-local inputs may carry seconds; the server takes minutes. */
const minutes = (local: string) => local.slice(0, 16);

/**
 * The access window Settings give for a stay, as local times in `timeZone`: so many hours
 * (real hours, across a clock change too) before check-in and after check-out. An end
 * whose stay time is not filled in yet stays ''.
 */
export function defaultAccessWindow(
  checkIn: string,
  checkOut: string,
  timeZone: string,
  settings: TInvitationSettings,
): { access_from: string; access_to: string } {
  const shift = (local: string, hours: number) =>
    parseLocalDateTime(minutes(local))
      ? instantToLocal(addHours(localToInstant(minutes(local), timeZone), hours), timeZone)
      : '';
  return {
    access_from: shift(checkIn, -settings.hours_before_checkin),
    access_to: shift(checkOut, settings.hours_after_checkout),
  };
}

/** The body for POST /invitations/create; empty access ends are left to the server's Settings defaults. */
export function toInvitationPayload(values: InvitationFormValues): TInvitationCreateRequest {
  return {
    id_guide: Number(values.id_guide),
    guest_name: values.guest_name.trim(),
    guest_email: values.guest_email.trim(),
    check_in: minutes(values.check_in),
    check_out: minutes(values.check_out),
    access_from: values.access_from ? minutes(values.access_from) : null,
    access_to: values.access_to ? minutes(values.access_to) : null,
    send_email: values.send_email,
    ...(values.language ? { language: values.language } : {}),
  };
}

/** The same rules as the server (the contract schema), one message per field. */
export function validateInvitation(values: InvitationFormValues): InvitationFormErrors {
  // The guide is chosen from a list: only "none chosen" is a person's mistake, said in the form's words.
  const { id_guide: _idGuide, ...errors } = fieldErrors(ZInvitationCreateRequest, toInvitationPayload(values));
  return values.id_guide ? errors : { id_guide: t('invitations.chooseAGuide2'), ...errors };
}

/** "10 Jul 2026, 15:00 – 14 Jul 2026, 22:00" in the guide's timezone. */
export function accessDatesText(inv: Pick<TInvitation, 'access_from' | 'access_to' | 'timezone'>): string {
  return `${formatDateTime(inv.access_from, inv.timezone)} – ${formatDateTime(inv.access_to, inv.timezone)}`;
}

/** The Settings form's values: a number input holds '' while emptied. */
export type SettingsFormValues = Record<keyof TInvitationSettings, number | string>;

/** An emptied field is not 0 hours: it is a missing value. */
function toSettings(values: SettingsFormValues): Record<keyof TInvitationSettings, number> {
  const hours = (v: number | string) => (v === '' ? Number.NaN : Number(v));
  return {
    hours_before_checkin: hours(values.hours_before_checkin),
    hours_after_checkout: hours(values.hours_after_checkout),
  };
}

export function validateSettings(values: SettingsFormValues): FieldErrors<keyof TInvitationSettings> {
  return fieldErrors(ZInvitationSettings, toSettings(values));
}

/** The body of the Settings save (the values passed validateSettings). */
export function toSettingsPayload(values: SettingsFormValues): TInvitationSettings {
  return ZInvitationSettings.parse(toSettings(values));
}

export function validateTemplate(values: TInvitationTemplate): FieldErrors<keyof TInvitationTemplate> {
  return fieldErrors(ZInvitationTemplate, values);
}

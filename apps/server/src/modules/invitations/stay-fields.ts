/**
 * Field codes: `{{guest_first_name}}`, `{{door_code}}`, `{{wifi_name}}`, … typed by a host into a
 * topic or a timed message, filled where a guest reads them. Through a stay's personal link (and in
 * that stay's messages) they become the stay's own values; everywhere else (the public guide, its
 * search, the House Manual, the flyer) neutral words in the reader's language ("your check-in
 * date"), so a guest never sees braces. The door code is a secret of the stay: it is filled only from
 * its release (`door_code_from`, else the access window's start) until the window ends, and reads
 * "available from …" before.
 */
import { formatStayMoment, MESSAGES, VISIBILITY, type GuideDetailCode, type StayFieldCode } from '@guidebook/contract';
import { localize, t, UI_LANGUAGES } from '../../lib/languages.ts';

export type FieldValues = Readonly<Record<StayFieldCode, string>>;

/** What a stay contributes: its invitation row's fields. */
export type StayFieldStay = {
  guest_name: string;
  check_in: Date;
  check_out: Date;
  access_from: Date;
  access_to: Date;
  guests: number | null;
  reference: string | null;
  door_code: string | null;
  door_code_from: Date | null;
};

/** What the guide contributes. */
export type StayFieldGuide = {
  timezone: string | null;
  wifi_name: string | null;
  wifi_password: string | null;
  check_in_time: string | null;
  check_out_time: string | null;
};

/**
 * The names a calendar sync gives a stay whose event names no guest ("Airbnb guest", "Voyageur
 * Airbnb", …), in every language: no guest's name, so the name codes read their neutral words.
 */
const PLACEHOLDER_NAMES: ReadonlySet<string> = new Set(
  UI_LANGUAGES.flatMap((language) =>
    Object.values(MESSAGES.calendarSync.guestName).map((name) => localize(name, language)),
  ),
);

/** A code's neutral words, in `print.ts` under `fields.<code>`. */
const neutral = (language: string, code: StayFieldCode) => t('print', language, `fields.${code}`);

/** The stay's guest name, or '' for the sync's placeholder ("Airbnb guest"): no name of anybody. */
const ownName = (guestName: string) => (PLACEHOLDER_NAMES.has(guestName.trim()) ? '' : guestName.trim());

/**
 * How a greeting in `language` ("Hello …", "Welcome, …") names the stay's guest: their name, or for a
 * stay the calendar sync named with its placeholder the word a greeting uses for a guest (the first
 * name's neutral word, which is the form of address: Polish "gościu"), so nobody is "Airbnb guest".
 */
export function addressedGuestName(guestName: string, language: string): string {
  return ownName(guestName) || neutral(language, 'guest_first_name');
}

/** When the stay's door code is shown: from its release until the access window ends. */
export function doorCodeWindow(stay: Pick<StayFieldStay, 'door_code_from' | 'access_from' | 'access_to'>): {
  from: Date;
  to: Date;
} {
  return { from: stay.door_code_from ?? stay.access_from, to: stay.access_to };
}

/** The guide's own codes: its values where it has them, neutral words where not. */
function guideValues(guide: StayFieldGuide, language: string, { password }: { password: boolean }) {
  const own = (value: string | null, code: StayFieldCode) => value?.trim() || neutral(language, code);
  return {
    wifi_name: own(guide.wifi_name, 'wifi_name'),
    wifi_password: password ? own(guide.wifi_password, 'wifi_password') : neutral(language, 'wifi_password'),
    check_in_time: own(guide.check_in_time, 'check_in_time'),
    check_out_time: own(guide.check_out_time, 'check_out_time'),
  };
}

/**
 * The values a stay's personal link shows at `at`, in `language`. The WiFi password is the stay's
 * to read (a Hidden WiFi is shown to invited guests); the door code only inside its window.
 */
export function stayFieldValues(stay: StayFieldStay, guide: StayFieldGuide, language: string, at: Date): FieldValues {
  const moment = (instant: Date) => formatStayMoment(instant, language, guide.timezone);
  const name = ownName(stay.guest_name);
  const code = doorCodeWindow(stay);
  let doorCode: string;
  if (!stay.door_code) doorCode = neutral(language, 'door_code');
  else if (at < code.from) doorCode = t('print', language, 'fields.doorCodeFrom', { date: moment(code.from) });
  else if (at >= code.to) doorCode = neutral(language, 'door_code');
  else doorCode = stay.door_code;
  return {
    guest_first_name: name.split(/\s+/u)[0] || neutral(language, 'guest_first_name'),
    guest_name: name || neutral(language, 'guest_name'),
    check_in: moment(stay.check_in),
    check_out: moment(stay.check_out),
    door_code: doorCode,
    guests: stay.guests === null ? neutral(language, 'guests') : String(stay.guests),
    reference: stay.reference?.trim() || neutral(language, 'reference'),
    ...guideValues(guide, language, { password: true }),
  };
}

/**
 * The values anyone with the public link reads: neutral words for the stay's codes and the WiFi
 * password, the guide's WiFi name and times of day.
 */
export function publicFieldValues(guide: StayFieldGuide, language: string): FieldValues {
  const words = (code: StayFieldCode) => neutral(language, code);
  return {
    guest_first_name: words('guest_first_name'),
    guest_name: words('guest_name'),
    check_in: words('check_in'),
    check_out: words('check_out'),
    door_code: words('door_code'),
    guests: words('guests'),
    reference: words('reference'),
    ...guideValues(guide, language, { password: false }),
  };
}

/** What a `{{name}}` reads where a guest's guide has no value for it: never the braces. */
export const MISSING_VALUE = '—';

/** The guide's details a topic may name (GUIDE_DETAIL_CODES). */
export type GuideDetails = {
  address: string | null;
  city: string | null;
  host: string | null;
  id_address_view: number;
};

/**
 * The guide's details as `{{address}}`, `{{city}}`, `{{host}}`: a Hidden address is shown only to
 * an invited guest (`showHidden`), as the guest payload's address is; a missing detail reads "—".
 */
export function guideDetailValues(
  guide: GuideDetails,
  { showHidden }: { showHidden: boolean },
): Record<GuideDetailCode, string> {
  const own = (value: string | null) => value?.trim() || MISSING_VALUE;
  const addressShown = showHidden || guide.id_address_view !== VISIBILITY.HIDDEN;
  return {
    address: addressShown ? own(guide.address) : MISSING_VALUE,
    city: own(guide.city),
    host: own(guide.host),
  };
}

const CODE = /\{\{\s*([a-z0-9_]{1,40})\s*\}\}/g;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * `{{ code }}` → its value (escaped for HTML when `html`: a guest's name is text, never markup);
 * a code `values` does not hold reads `missing` (guest texts: MISSING_VALUE), else stays as typed.
 */
export function fillFieldCodes(
  text: string,
  values: Readonly<Record<string, string>>,
  { html, missing }: { html: boolean; missing?: string },
): string {
  if (!text.includes('{{')) return text;
  return text.replace(CODE, (whole, code: string) => {
    if (!Object.hasOwn(values, code)) return missing ?? whole;
    const value = values[code]!;
    return html ? escapeHtml(value) : value;
  });
}

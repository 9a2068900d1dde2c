/**
 * The guide form's values and their checks: only the title is checked
 * ('Required.'); title and subtitle hold at most 60 characters, the welcome text 2000. The
 * * fields are not checked. The rules are the contract's, applied to the body the form sends.
 */
import {
  canonicalLanguage,
  VISIBILITY,
  ZGuideCreateRequest,
  type TGuide,
  type TGuideCreateRequest,
  type TGuideListItem,
  type TWifiSecurity,
} from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

export type Visibility = (typeof VISIBILITY)[keyof typeof VISIBILITY];

/** A stored visibility id as the form's type; anything unknown reads as visible. */
export function asVisibility(value: number): Visibility {
  return value === VISIBILITY.HIDDEN ? VISIBILITY.HIDDEN : VISIBILITY.VISIBLE;
}

export type GuideFormValues = {
  title: string;
  subtitle: string;
  host: string;
  phone: string;
  phone_id_contact_type: Visibility;
  phone2: string;
  phone2_id_contact_type: Visibility;
  email: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  timezone: string;
  id_address_view: Visibility;
  comment: string;
  /** Home tab welcome text of the guest guide. */
  welcome: string;
  /** Stay times of day, "HH:MM" or ''. */
  check_in_time: string;
  check_out_time: string;
  wifi_name: string;
  wifi_password: string;
  wifi_security: TWifiSecurity;
  wifi_view: Visibility;
};

export type GuideFormErrors = FieldErrors<keyof GuideFormValues>;

export const EMPTY_GUIDE: GuideFormValues = {
  title: '',
  subtitle: '',
  host: '',
  phone: '',
  phone_id_contact_type: VISIBILITY.VISIBLE,
  phone2: '',
  phone2_id_contact_type: VISIBILITY.VISIBLE,
  email: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  timezone: '',
  id_address_view: VISIBILITY.VISIBLE,
  comment: '',
  welcome: '',
  check_in_time: '',
  check_out_time: '',
  wifi_name: '',
  wifi_password: '',
  wifi_security: 'WPA',
  wifi_view: VISIBILITY.VISIBLE,
};

const ZGuideForm = ZGuideCreateRequest.pick({
  title: true,
  subtitle: true,
  welcome: true,
  check_in_time: true,
  check_out_time: true,
  wifi_name: true,
  wifi_password: true,
});

export function validateGuide(v: GuideFormValues): GuideFormErrors {
  const { title, subtitle, welcome, check_in_time, check_out_time, wifi_name, wifi_password } = toGuidePayload(v);
  return fieldErrors(ZGuideForm, { title, subtitle, welcome, check_in_time, check_out_time, wifi_name, wifi_password });
}

/** Form values -> request body: texts trimmed, empty texts sent as null; id_map is not on the form. */
export function toGuidePayload(v: GuideFormValues, idMap: number | null = null): TGuideCreateRequest {
  const text = (s: string) => (s.trim() ? s.trim() : null);
  return {
    title: v.title.trim(),
    subtitle: text(v.subtitle),
    host: text(v.host),
    phone: text(v.phone),
    phone_id_contact_type: v.phone_id_contact_type,
    phone2: text(v.phone2),
    phone2_id_contact_type: v.phone2_id_contact_type,
    email: text(v.email),
    address: text(v.address),
    address2: text(v.address2),
    city: text(v.city),
    state: text(v.state),
    zipcode: text(v.zipcode),
    country: text(v.country),
    timezone: text(v.timezone),
    id_address_view: v.id_address_view,
    id_map: idMap,
    comment: text(v.comment),
    welcome: text(v.welcome),
    check_in_time: text(v.check_in_time),
    check_out_time: text(v.check_out_time),
    wifi_name: text(v.wifi_name),
    // A password keeps its spaces; only an empty one is "none".
    wifi_password: v.wifi_password === '' ? null : v.wifi_password,
    wifi_security: v.wifi_security,
    wifi_view: v.wifi_view,
  };
}

/** A stored guide -> form values (null -> ''). */
export function toGuideFormValues(g: TGuide): GuideFormValues {
  return {
    title: g.title,
    subtitle: g.subtitle ?? '',
    host: g.host ?? '',
    phone: g.phone ?? '',
    phone_id_contact_type: asVisibility(g.phone_id_contact_type),
    phone2: g.phone2 ?? '',
    phone2_id_contact_type: asVisibility(g.phone2_id_contact_type),
    email: g.email ?? '',
    address: g.address ?? '',
    address2: g.address2 ?? '',
    city: g.city ?? '',
    state: g.state ?? '',
    zipcode: g.zipcode ?? '',
    country: g.country ?? '',
    timezone: g.timezone ?? '',
    id_address_view: asVisibility(g.id_address_view),
    comment: g.comment ?? '',
    welcome: g.welcome ?? '',
    check_in_time: g.check_in_time ?? '',
    check_out_time: g.check_out_time ?? '',
    wifi_name: g.wifi_name ?? '',
    wifi_password: g.wifi_password ?? '',
    wifi_security: g.wifi_security ?? 'WPA',
    wifi_view: asVisibility(g.wifi_view ?? VISIBILITY.VISIBLE),
  };
}

/**
 * The language a new guide is written in: the browser's (navigator.language), canonicalised, when
 * it is a valid tag; undefined lets the server choose its default.
 */
export function browserLanguage(tag: string | undefined = globalThis.navigator?.language): string | undefined {
  return tag ? canonicalLanguage(tag) : undefined;
}

/** "City, address" as the list's Location column shows it. */
export function locationOf(g: Pick<TGuideListItem, 'city' | 'address'>): string {
  return [g.city, g.address].filter((s) => s && s.trim()).join(', ');
}

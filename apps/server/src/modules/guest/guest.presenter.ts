/**
 * What a guest may see of a guide, field by field from an allowlist: published
 * categories with at least one published topic, and published topics only (the
 * repository already filters by status, and this checks again), contacts and address
 * only when the host marked them visible, and no owner data (ids of the account or
 * files, comments, e-mail of the account, dates other than updated_at). Nothing is
 * copied with a spread, so a new column never leaks. Only the host's drafts preview (`drafts`)
 * also holds Drafts and invited-only topics, marked.
 */
import {
  VISIBILITY,
  type TGuestCategory,
  type TNamedCategoryKind,
  type TGuestGuide,
  type TGuestStay,
  type TGuestTopic,
} from '@guidebook/contract';
import { doorCodeWindow, fillFieldCodes, MISSING_VALUE, type StayFieldStay } from '../invitations/stay-fields.ts';
import type { GuideRow } from '../guides/guides.service.ts';
import type { MapRow } from '../maps/maps.service.ts';
import { presentGuestMap } from '../maps/guest-map.presenter.ts';
import { coverRenditionSize } from '../files/image-processing.ts';
import type { GuestCategoryRow, GuestTopicRow } from './guest.repository.ts';

/**
 * A category as the presenter reads it: `name_kind` is the kind its name in the guide's default
 * language says (categoryKindOfName), kept when the name is translated.
 */
export type GuestSourceCategory = GuestCategoryRow & { name_kind: TNamedCategoryKind | null };

/** Everything the guest presenter may pick from; it decides what leaves the server. */
export type GuestSource = {
  guide: GuideRow;
  categories: GuestSourceCategory[];
  topics: GuestTopicRow[];
  /** The guide's active map with its pins, or null. */
  map: MapRow | null;
  /** The guide's property values in the served language (its main language's where it has none). */
  values: Readonly<Record<string, string>>;
};

type Contact = TGuestGuide['contacts'][number];

const PUBLISHED = 1;

const filled = (value: string | null): value is string => value != null && value.trim() !== '';

function presentTopic(t: GuestTopicRow, drafts: boolean): TGuestTopic {
  const topic: TGuestTopic = {
    id: t.id_guide_topic,
    name: t.name,
    description: t.description,
    content: t.content,
    image_path: t.path_file,
    thumb_path: t.path_thumbnail,
  };
  // The marks exist only in the host's drafts preview: guests' payloads have no such keys.
  if (drafts) {
    topic.draft = t.id_status !== PUBLISHED;
    topic.invited_only = t.id_topic_view !== VISIBILITY.VISIBLE;
  }
  return topic;
}

/** The cover photo's rendition (the original until its rendition exists) with its thumbnail and size. */
export function presentCover(g: GuestSource['guide']): TGuestGuide['cover'] {
  const cover = g.cover;
  if (!cover) return null;
  const size = cover.path_cover ? coverRenditionSize(cover) : cover;
  return {
    path: cover.path_cover ?? cover.path_file,
    thumb_path: cover.path_thumbnail,
    width: size.width,
    height: size.height,
  };
}

/** `showHidden`: also the contacts marked Hidden (only for a guest inside an invitation's window). */
export function presentContacts(g: GuestSource['guide'], showHidden = false): Contact[] {
  const contacts: Contact[] = [];
  if (filled(g.host)) contacts.push({ kind: 'host', value: g.host });
  if (filled(g.phone) && (showHidden || g.phone_id_contact_type === VISIBILITY.VISIBLE))
    contacts.push({ kind: 'phone', value: g.phone });
  if (filled(g.phone2) && (showHidden || g.phone2_id_contact_type === VISIBILITY.VISIBLE))
    contacts.push({ kind: 'phone2', value: g.phone2 });
  if (filled(g.email)) contacts.push({ kind: 'email', value: g.email });
  return contacts;
}

/** `showHidden`: also a Hidden address (only for a guest inside an invitation's window). */
export function presentAddress(g: GuestSource['guide'], showHidden = false): TGuestGuide['address'] {
  if (!showHidden && g.id_address_view !== VISIBILITY.VISIBLE) return null;
  const parts = [g.address, g.address2, g.city, g.state, g.zipcode, g.country];
  if (!parts.some(filled)) return null;
  return {
    address: g.address,
    address2: g.address2,
    city: g.city,
    state: g.state,
    zipcode: g.zipcode,
    country: g.country,
  };
}

/**
 * `showHidden`: the answer of an invitation link inside its access window, which also holds what
 * the host kept for invited guests: Hidden contacts and address, and topics "Only for invited
 * guests during their stay". Never stored in the shared guest cache.
 *
 * `drafts`: the host's phone preview only (never a guest, never the cache). Draft categories and
 * topics and topics only for invited guests are included too, each marked (`draft`,
 * `invited_only`), so the host sees everything they will publish; contacts and address stay as
 * `showHidden` says.
 */
/** `showHidden`: also WiFi kept Hidden (only for a guest inside an invitation's window). */
export function presentWifi(g: GuestSource['guide'], showHidden = false): TGuestGuide['wifi'] {
  if (!filled(g.wifi_name)) return null;
  if (!showHidden && g.wifi_view !== VISIBILITY.VISIBLE) return null;
  return {
    name: g.wifi_name,
    password: g.wifi_security === 'nopass' || !filled(g.wifi_password) ? null : g.wifi_password,
    security: g.wifi_security as 'WPA' | 'WEP' | 'nopass',
  };
}

/**
 * Gives a host-made category (kind null) the kind its default-language name says, unless a template
 * category of that kind is among the guest's categories: the guest screens point at the first
 * category of a kind, the template's first.
 */
function giveNamedKinds(categories: TGuestCategory[], rows: readonly GuestSourceCategory[]): void {
  const nameKinds = new Map(rows.map((c) => [c.id_guide_content, c.name_kind]));
  const templateKinds = new Set(categories.map((c) => c.kind));
  for (const category of categories) {
    const named = category.kind === null ? nameKinds.get(category.id) : null;
    if (named && !templateKinds.has(named)) category.kind = named;
  }
}

/**
 * `language`: what the source's texts are in (the translations service put them there); the
 * answer names it and every language of the guide, the default first.
 */
export function presentGuestGuide(
  source: GuestSource,
  showHidden = false,
  { drafts = false, language }: { drafts?: boolean; language?: string } = {},
): TGuestGuide {
  const { guide } = source;
  let updated = guide.date_modified.getTime();
  const categories: TGuestCategory[] = source.categories
    .filter((c) => drafts || c.id_status === PUBLISHED)
    .map((c) => {
      updated = Math.max(updated, c.date_modified.getTime());
      const topics = source.topics
        .filter(
          (t) =>
            t.id_guide_content === c.id_guide_content &&
            (drafts || (t.id_status === PUBLISHED && (showHidden || t.id_topic_view === VISIBILITY.VISIBLE))),
        )
        .map((t) => {
          updated = Math.max(updated, t.date_modified.getTime());
          return presentTopic(t, drafts);
        });
      const category: TGuestCategory = {
        id: c.id_guide_content,
        name: c.name,
        description: c.description,
        icon: c.image,
        kind: c.kind,
        topics,
      };
      if (drafts) category.draft = c.id_status !== PUBLISHED;
      return category;
    })
    // A category with no published topic has nothing to show a guest: absent from the guide, its
    // search and its House Manual (all read this payload).
    .filter((c) => c.topics.length > 0);
  giveNamedKinds(categories, source.categories);
  return {
    title: guide.title,
    subtitle: guide.subtitle,
    welcome: guide.welcome,
    timezone: guide.timezone,
    branding: { logo_path: guide.logo_path, font: guide.font, color: guide.color },
    cover: presentCover(guide),
    address: presentAddress(guide, showHidden),
    contacts: presentContacts(guide, showHidden),
    categories,
    updated_at: new Date(Math.max(updated, source.map?.date_modified.getTime() ?? 0)).toISOString(),
    map: presentGuestMap(source.map),
    language: language ?? guide.default_language,
    languages: [guide.default_language, ...guide.languages],
    wifi: presentWifi(guide, showHidden),
    check_in_time: guide.check_in_time,
    check_out_time: guide.check_out_time,
  };
}

/**
 * The stay of a personal link whose access window is open at `now` (only that answer has one): the
 * door code only inside its window (stay-fields doorCodeWindow: from door_code_from, else the access
 * window's start, until the window ends), else null.
 */
export function presentGuestStay(stay: StayFieldStay, now: Date): TGuestStay {
  const { from, to } = doorCodeWindow(stay);
  const released = now.getTime() >= from.getTime() && now.getTime() < to.getTime();
  return {
    guest_name: stay.guest_name,
    check_in: stay.check_in.toISOString(),
    check_out: stay.check_out.toISOString(),
    guests: stay.guests,
    reference: stay.reference,
    door_code: released && stay.door_code ? stay.door_code : null,
    door_code_from: from.toISOString(),
  };
}

/**
 * The guide with its field codes (`{{door_code}}`, `{{check_in}}`, `{{bin_day}}`, …) filled from
 * `values` (a code it does not hold reads MISSING_VALUE, never braces): in the
 * welcome, category and topic names and descriptions (text) and topic contents (HTML, values
 * escaped). A new guide: the answer `guide` came in is not changed.
 */
export function fillGuestFields(guide: TGuestGuide, values: Readonly<Record<string, string>>): TGuestGuide {
  const text = (value: string) => fillFieldCodes(value, values, { html: false, missing: MISSING_VALUE });
  const maybe = (value: string | null) => (value === null ? null : text(value));
  return {
    ...guide,
    welcome: maybe(guide.welcome),
    categories: guide.categories.map((c) => ({
      ...c,
      name: text(c.name),
      description: maybe(c.description),
      topics: c.topics.map((topic) => ({
        ...topic,
        name: text(topic.name),
        description: maybe(topic.description),
        content: fillFieldCodes(topic.content, values, { html: true, missing: MISSING_VALUE }),
      })),
    })),
  };
}

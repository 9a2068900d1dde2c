/**
 * Examples for /api/docs, one per contract schema a route takes or answers with: plugins/openapi.ts
 * finds a route's body and result schemas here (an array's from its element's) and wraps results in
 * the envelope. They tell one story: Anna Berg's workspace "Seaside Stays" and its guide "Seaside
 * Cottage". Each is typed by its schema (requests by what they accept, answers by what they give),
 * and test/openapi.test.ts parses each with it and checks the document's examples against the
 * document's schemas. Error answers are built per status (errorExampleOf): a field rule from the
 * body's schema, a refusal from the call's permission, else the call's own message in ERRORS.
 */
import { z } from 'zod';
import type {
  TWebhookEventBody,
  TWebhookEventType,
  TGuideExportFile,
  TPermission,
  TResultName,
} from '@guidebook/contract';
import * as contract from '@guidebook/contract';
import type { GuestManifest } from '../modules/guest/guest-app-manifest.ts';
import { envelope, errorEnvelope } from './envelope.ts';

const EXAMPLES = new Map<z.ZodType, unknown>();
/** Every schema's example, for the test that parses each with its schema. */
export const SCHEMA_EXAMPLES: ReadonlyMap<z.ZodType, unknown> = EXAMPLES;

/** An answer's example, typed by what the schema gives. */
function answer<S extends z.ZodType>(schema: S, value: z.output<S>): z.output<S> {
  EXAMPLES.set(schema, value);
  return value;
}

/** A request body's example, typed by what the schema accepts. */
function request<S extends z.ZodType>(schema: S, value: z.input<S>): z.input<S> {
  EXAMPLES.set(schema, value);
  return value;
}

/** The example of a schema: its own, its element's in a one-item array, null for z.null(); else undefined. */
export function exampleOf(schema: z.ZodType): unknown {
  if (EXAMPLES.has(schema)) return EXAMPLES.get(schema);
  if (schema instanceof z.ZodArray) {
    const item = exampleOf(schema.element as z.ZodType);
    return item === undefined ? undefined : [item];
  }
  if (schema instanceof z.ZodNull) return null;
  return undefined;
}

const CREATED = '2026-03-14T09:30:00.000Z';
const MODIFIED = '2026-11-20T16:05:12.000Z';
const TOKEN = 'q7Rk2VbN4xTz9LmW3sPa8dYc';
const PUBLIC_URL = 'https://guides.example.com';
const FILE_ID = '5b0e7c3a-2f4d-4b8e-9a61-7d3c2e1f0a94';
const FRENCH_PROGRESS = answer(contract.ZTranslationProgress, {
  language: 'fr',
  topics_total: 24,
  topics_translated: 18,
  topics_outdated: 2,
  categories_total: 10,
  categories_translated: 10,
  categories_outdated: 0,
  guide_translated: true,
  guide_outdated: false,
});

answer(contract.ZHealth, { status: 'ok', database: 'ok', storage: 'ok' });

// Accounts

request(contract.ZRegisterRequest, {
  email: 'anna.berg@example.com',
  name: 'Anna',
  lastname: 'Berg',
  password: 'correct-horse-battery',
  password_confirm: 'correct-horse-battery',
});
request(contract.ZEmailOnlyRequest, { email: 'anna.berg@example.com' });
request(contract.ZLoginRequest, { email: 'anna.berg@example.com', password: 'correct-horse-battery' });
request(contract.ZPasswordResetRequest, {
  vc: 'Xr4tLq9ZpC2mVb7NwK1sHd6yFe3gJa8u',
  vi: '17',
  password: 'new-horse-battery-staple',
  password_confirm: 'new-horse-battery-staple',
});
request(contract.ZProfileUpdateRequest, { name: 'Anna', lastname: 'Berg-Lindqvist', language: 'fr' });
request(contract.ZPasswordChangeRequest, {
  current_password: 'correct-horse-battery',
  password: 'new-horse-battery-staple',
  password_confirm: 'new-horse-battery-staple',
});
const USER = answer(contract.ZUser, {
  id_user: 17,
  email: 'anna.berg@example.com',
  name: 'Anna',
  lastname: 'Berg',
  role: 'owner',
  permissions: [...contract.ROLE_PERMISSIONS.owner],
  workspace: { id_workspace: 1017, name: 'Seaside Stays' },
  language: 'en',
});
answer(contract.ZLoginResult, {
  token: 'kP3vX9qL2mZ8rT5wB7nC4yH6jD1fG0sAeU2iO9pQ4tM',
  expires_at: '2026-12-31T09:30:00.000Z',
  user: USER,
  permissions: USER.permissions,
});

// Guides

const GUIDE_FIELDS = {
  title: 'Seaside Cottage',
  subtitle: 'Two bedrooms, five minutes from the beach',
  host: 'Anna Berg',
  phone: '+44 7700 900123',
  phone_id_contact_type: 1,
  phone2: null,
  phone2_id_contact_type: 1,
  email: 'stay@seaside.example.com',
  address: '14 Harbour Lane',
  address2: null,
  city: 'Brighton',
  state: 'East Sussex',
  zipcode: 'BN2 1TW',
  country: 'United Kingdom',
  timezone: 'Europe/London',
  id_address_view: 1,
  comment: null,
  welcome: 'Welcome! Make yourself at home; everything you need for your stay is in this guide.',
  wifi_name: 'SeasideGuest',
  wifi_password: 'sandcastle42',
  wifi_security: 'WPA' as const,
  wifi_view: 2,
  check_in_time: '15:00',
  check_out_time: '10:00',
};
request(contract.ZGuideCreateRequest, { ...GUIDE_FIELDS, id_map: null, with_template: true, default_language: 'en' });
request(contract.ZGuideModifyRequest, { ...GUIDE_FIELDS, id_guide: 12, id_map: 3 });
request(contract.ZGuideDeleteRequest, { id_guide: 12, comment: 'Sold the cottage' });
request(contract.ZGuideDuplicateRequest, { id_guide: 12 });
const GUIDE_TRANSLATION = answer(contract.ZGuideTranslation, {
  language: 'fr',
  original_changed: false,
  date_modified: MODIFIED,
  title: 'Cottage en bord de mer',
  subtitle: 'Deux chambres, à cinq minutes de la plage',
  welcome: 'Bienvenue ! Tout ce qu’il vous faut pour votre séjour se trouve dans ce guide.',
});
answer(contract.ZGuide, {
  ...GUIDE_FIELDS,
  id_guide: 12,
  slug: 'beach-house',
  readable_url: `${PUBLIC_URL}/villa-rosa/beach-house`,
  id_map: 3,
  date_created: CREATED,
  date_modified: MODIFIED,
  image: `/files/public/raw/${FILE_ID}/logo.png`,
  id_file_logo: 41,
  font: 'PT Sans',
  color: '#ed8438',
  default_language: 'en',
  languages: ['fr'],
  translations: [GUIDE_TRANSLATION],
  translation_progress: [FRENCH_PROGRESS],
});
/** A guide as the list gives it. */
const GUIDE_LIST_ITEM = {
  id_guide: 12,
  title: GUIDE_FIELDS.title,
  subtitle: GUIDE_FIELDS.subtitle,
  address: GUIDE_FIELDS.address,
  city: GUIDE_FIELDS.city,
  timezone: GUIDE_FIELDS.timezone,
  date_created: CREATED,
  date_modified: MODIFIED,
  image: `/files/public/raw/${FILE_ID}/logo.png`,
};
answer(contract.ZGuideListItem, GUIDE_LIST_ITEM);
request(contract.ZGuideListQuery, { page: '1', page_size: '25', q: 'brighton', sort: '-updated', tag: 'Sea view' });
/** A guide as a page of the list gives it: its languages, published topics count and tags too. */
const GUIDE_PAGE_ITEM = {
  ...GUIDE_LIST_ITEM,
  default_language: 'en',
  languages: ['fr'],
  topics_published: 18,
  tags: ['Brighton', 'Sea view'],
};
request(contract.ZGuideTagsRequest, { id_guide: 12, tags: ['Brighton', 'Sea view'] });
answer(contract.ZGuideTags, { id_guide: 12, tags: ['Brighton', 'Sea view'] });
request(contract.ZGuidesBulkRequest, { action: 'add_tag', id_guides: [12, 14], tag: 'Brighton' });
answer(contract.ZGuidesBulkResult, { action: 'add_tag', changed: 2, id_guides: [12, 14] });
answer(contract.ZGuideTagCount, { tag: 'Sea view', guides: 7 });

// Categories and topics

const CATEGORY_TRANSLATION = answer(contract.ZCategoryTranslation, {
  language: 'fr',
  original_changed: false,
  date_modified: MODIFIED,
  name: 'Arrivée',
});
/** The category's own fields: as created, as answered after, as exported. */
const CATEGORY_FIELDS = {
  name: 'Arrival',
  description: 'Getting here, parking and the key box',
  image: '<i class="ti ti-key"></i>',
  id_status: 1,
  comment: null,
};
request(contract.ZCategoryCreateRequest, { id_guide: 12, ...CATEGORY_FIELDS });
request(contract.ZCategoryModifyRequest, {
  id_guide_content: 58,
  name: 'Arrival and keys',
  description: 'Getting here, parking and the key box',
});
request(contract.ZCategoryOrderRequest, { id_guide: 12, ids: [58, 59, 61, 60] });
request(contract.ZCategoryDeleteRequest, { id_guide_content: 58, comment: null });
answer(contract.ZCategory, {
  id_guide_content: 58,
  id_guide: 12,
  ...CATEGORY_FIELDS,
  position: 0,
  topics_count: 3,
  date_created: CREATED,
  date_modified: MODIFIED,
  translations: [CATEGORY_TRANSLATION],
});

const TOPIC_CONTENT =
  '<p>The key box is to the left of the front door. Its code is in your booking e-mail.</p>' +
  '<p>Check-in is from <strong>15:00</strong>.</p>';
const TOPIC_TRANSLATION = answer(contract.ZTopicTranslation, {
  language: 'fr',
  original_changed: true,
  date_modified: MODIFIED,
  name: 'Boîte à clés',
  content: '<p>La boîte à clés se trouve à gauche de la porte d’entrée.</p>',
});
/** The topic's own fields: as created, as answered after, as exported. */
const TOPIC_FIELDS = {
  name: 'Key box',
  description: 'Where the keys are',
  image: null,
  content: TOPIC_CONTENT,
  comment: null,
  id_status: 1,
  id_topic_view: 2,
};
request(contract.ZTopicCreateRequest, { id_guide_content: 58, ...TOPIC_FIELDS, id_file_public: 42 });
request(contract.ZTopicModifyRequest, { id_guide_topic: 203, name: 'Key box and door code', id_topic_view: 2 });
request(contract.ZTopicOrderRequest, { id_guide_content: 58, ids: [204, 203, 205] });
request(contract.ZTopicDeleteRequest, { id_guide_topic: 203, comment: null });
answer(contract.ZTopic, {
  id_guide_topic: 203,
  id_guide_content: 58,
  ...TOPIC_FIELDS,
  id_file_public: 42,
  id_shared_topic: null,
  path_file: `/files/public/raw/${FILE_ID}/front-door.jpg`,
  position: 0,
  date_created: CREATED,
  date_modified: MODIFIED,
  translations: [TOPIC_TRANSLATION],
});

// Shared topics and property values

const SHARED_FIELDS = {
  name: 'House rules',
  description: 'Bins, parking and quiet hours',
  image: null,
  content: '<p>Bins go out on {{bin_day}} evening. Your parking bay is {{parking}}. WiFi: {{wifi_name}}.</p>',
  comment: null,
  id_status: 1,
  id_topic_view: 1,
};
request(contract.ZSharedTopicCreateRequest, { ...SHARED_FIELDS, id_file_public: 42 });
request(contract.ZSharedTopicModifyRequest, {
  id_shared_topic: 12,
  content: '<p>Bins go out on {{bin_day}} morning. Your parking bay is {{parking}}.</p>',
});
request(contract.ZSharedTopicDeleteRequest, { id_shared_topic: 12, comment: null, confirm: true });
request(contract.ZSharedTopicTranslateRequest, {
  id_shared_topic: 12,
  language: 'fr',
  name: 'Règlement intérieur',
  content: '<p>Les poubelles sortent le {{bin_day}} soir. Votre place : {{parking}}.</p>',
});
request(contract.ZSharedTopicPlaceRequest, { id_shared_topic: 12, id_guide_content: 58 });
request(contract.ZSharedTopicUnplaceRequest, { id_guide_topic: 311, comment: null });
request(contract.ZSharedTopicDetachRequest, { id_guide_topic: 311 });
const SHARED_TOPIC = {
  id_shared_topic: 12,
  ...SHARED_FIELDS,
  id_file_public: 42,
  path_file: `/files/public/raw/${FILE_ID}/front-door.jpg`,
  date_created: CREATED,
  date_modified: MODIFIED,
  codes: ['bin_day', 'parking', 'wifi_name'],
};
answer(contract.ZSharedTopic, {
  ...SHARED_TOPIC,
  translations: [{ ...TOPIC_TRANSLATION, name: 'Règlement intérieur' }],
});
answer(contract.ZSharedTopicListItem, {
  ...SHARED_TOPIC,
  placements: [
    {
      id_guide_topic: 311,
      id_guide: 7,
      guide_title: 'Seaside Cottage',
      id_guide_content: 58,
      category_name: 'Arrival',
    },
    { id_guide_topic: 348, id_guide: 9, guide_title: 'Harbour Loft', id_guide_content: 73, category_name: 'House' },
  ],
  missing_values: [{ id_guide: 9, guide_title: 'Harbour Loft', names: ['parking'] }],
});
request(contract.ZGuideValuesRequest, { id_guide: 7, values: { bin_day: 'Tuesday', parking: 'Bay 12' } });
answer(contract.ZGuideValuesAnswer, {
  id_guide: 7,
  default_language: 'en',
  values: { bin_day: 'Tuesday', parking: 'Bay 12' },
  translations: { fr: { bin_day: 'mardi' } },
});

// Files

const FILE = answer(contract.ZFilePublic, {
  id_file_public: 42,
  file_ID: FILE_ID,
  name: 'front-door.jpg',
  size: 284_112,
  path_file: `/files/public/raw/${FILE_ID}/front-door.jpg`,
  path_thumbnail: `/files/public/raw/${FILE_ID}/thumb.webp`,
  mime_type: 'image/jpeg',
  width: 1600,
  height: 1067,
  comment: null,
  private: 4,
  date_created: CREATED,
});
answer(contract.ZUploadProgress, { received: 2, totalChunks: 5 });
request(contract.ZFileDeleteRequest, { id_file_public: 42, private: 4, comment: null });

// Share, branding and the guest guide

request(contract.ZBrandingRequest, {
  id_guide: 12,
  id_file_public: 41,
  id_file_cover: 43,
  font: 'PT Sans',
  color: '#ed8438',
});
answer(contract.ZBranding, {
  id_file_public: 41,
  logo_path: `/files/public/raw/${FILE_ID}/logo.png`,
  id_file_cover: 43,
  cover_path: `/files/public/raw/${FILE_ID}/cover.webp`,
  font: 'PT Sans',
  color: '#ed8438',
  uses_workspace: false,
});
request(contract.ZWorkspaceBrandingRequest, { id_file_public: 41, id_file_cover: 43, font: 'Lato', color: '#1f6feb' });
answer(contract.ZWorkspaceBranding, {
  id_file_public: 41,
  logo_path: `/files/public/raw/${FILE_ID}/logo.png`,
  id_file_cover: 43,
  cover_path: `/files/public/raw/${FILE_ID}/cover.webp`,
  font: 'Lato',
  color: '#1f6feb',
  is_set: true,
  guides_following: 18,
  guides_total: 20,
});
answer(contract.ZWorkspaceBrandingApplied, { changed: 2 });
request(contract.ZWhiteLabelRequest, {
  sender_name: 'Villa Rosa',
  mail_footer: 'Villa Rosa · Rua das Flores 1, Lisboa\n+351 210 000 000',
  hide_product_name: true,
});
answer(contract.ZWhiteLabel, {
  sender_name: 'Villa Rosa',
  mail_footer: 'Villa Rosa · Rua das Flores 1, Lisboa\n+351 210 000 000',
  hide_product_name: true,
  effective_sender_name: 'Villa Rosa',
  date_modified: '2026-05-04T09:30:00.000Z',
});
request(contract.ZShareRequest, { id_guide: 12 });
answer(contract.ZShareLink, {
  id_guide: 12,
  token: TOKEN,
  url: `${PUBLIC_URL}/g/${TOKEN}`,
  slug: 'beach-house',
  readable_url: `${PUBLIC_URL}/villa-rosa/beach-house`,
});
request(contract.ZGuideSlugRequest, { id_guide: 12, slug: 'beach-house' });
answer(contract.ZGuideSlug, {
  id_guide: 12,
  slug: 'beach-house',
  readable_url: `${PUBLIC_URL}/villa-rosa/beach-house`,
});
request(contract.ZWorkspaceSlugRequest, { slug: 'villa-rosa' });
answer(contract.ZWorkspaceSlug, { slug: 'villa-rosa' });
answer(contract.ZWorkspaceSlugInfo, { slug: 'villa-rosa', link_prefix: `${PUBLIC_URL}/villa-rosa/` });
answer(contract.ZGuestGuide, {
  title: GUIDE_FIELDS.title,
  subtitle: GUIDE_FIELDS.subtitle,
  welcome: GUIDE_FIELDS.welcome,
  timezone: GUIDE_FIELDS.timezone,
  branding: { logo_path: `/files/public/raw/${FILE_ID}/logo.png`, font: 'PT Sans', color: '#ed8438' },
  cover: {
    path: `/files/public/raw/${FILE_ID}/cover.webp`,
    thumb_path: `/files/public/raw/${FILE_ID}/thumb.webp`,
    width: 1600,
    height: 900,
  },
  address: {
    address: GUIDE_FIELDS.address,
    address2: null,
    city: GUIDE_FIELDS.city,
    state: GUIDE_FIELDS.state,
    zipcode: GUIDE_FIELDS.zipcode,
    country: GUIDE_FIELDS.country,
  },
  contacts: [
    { kind: 'host', value: 'Anna Berg' },
    { kind: 'phone', value: '+44 7700 900123' },
    { kind: 'email', value: 'stay@seaside.example.com' },
  ],
  categories: [
    {
      id: 58,
      name: 'Arrival',
      description: 'Getting here, parking and the key box',
      icon: '<i class="ti ti-key"></i>',
      kind: 'arrival',
      topics: [
        {
          id: 203,
          name: 'Key box',
          description: 'Where the keys are',
          content: TOPIC_CONTENT,
          image_path: `/files/public/raw/${FILE_ID}/front-door.jpg`,
          thumb_path: `/files/public/raw/${FILE_ID}/thumb.webp`,
        },
      ],
    },
  ],
  updated_at: MODIFIED,
  map: {
    title: 'Around the cottage',
    pins: [
      {
        name: 'The Fish Shack',
        category: 'Restaurants',
        description: 'Fish and chips on the seafront',
        latitude: 50.8194,
        longitude: -0.1363,
      },
    ],
  },
  access: { state: 'active', invitee: 'Tom Novak', access_to: '2026-12-08T22:00:00.000Z' },
  stay: {
    guest_name: 'Tom Novak',
    check_in: '2026-12-05T15:00:00.000Z',
    check_out: '2026-12-08T10:00:00.000Z',
    guests: 2,
    reference: 'HMXK4Q2P9R',
    door_code: '4711',
    door_code_from: '2026-12-05T14:00:00.000Z',
  },
  language: 'en',
  languages: ['en', 'fr'],
  wifi: { name: 'SeasideGuest', password: 'sandcastle42', security: 'WPA' },
  check_in_time: '15:00',
  check_out_time: '10:00',
});
request(contract.ZGuestViewRequest, { id_guide_topic: 203 });

// Analytics

answer(contract.ZGuideAnalytics, {
  id_guide: 12,
  timezone: 'Europe/London',
  all_time_views: 1284,
  views_today: 9,
  views_yesterday: 14,
  invitations_created: 37,
  daily: [
    { day: '2026-11-30', views: 14 },
    { day: '2026-12-01', views: 9 },
  ],
  categories: [
    {
      id_guide_content: 58,
      name: 'Arrival',
      topics: [{ id_guide_topic: 203, name: 'Key box', total_views: 311, views_today: 3 }],
    },
  ],
});
answer(contract.ZAnalyticsSummary, {
  guides: 2,
  all_time_views: 1702,
  views_today: 11,
  per_guide: [
    { id_guide: 12, title: 'Seaside Cottage', all_time_views: 1284, views_today: 9 },
    { id_guide: 15, title: 'Harbour Loft', all_time_views: 418, views_today: 2 },
  ],
});

// Invitations

request(contract.ZInvitationCreateRequest, {
  id_guide: 12,
  guest_name: 'Tom Novak',
  guest_email: 'tom.novak@example.org',
  check_in: '2026-12-05T15:00',
  check_out: '2026-12-08T10:00',
  access_from: null,
  access_to: null,
  send_email: true,
  language: 'fr',
  guest_phone: '+420 601 234 567',
  guests: 2,
  reference: 'HMXK4Q2P9R',
  door_code: '4711',
  door_code_from: null,
});
request(contract.ZInvitationModifyRequest, {
  id_invitation: 88,
  guests: 3,
  door_code: '4711',
  door_code_from: '2026-12-05T14:00',
});
request(contract.ZInvitationListQuery, { id_guide: 12, page: '1', page_size: '25', status: 'Scheduled' });
request(contract.ZInvitationIdRequest, { id_invitation: 88 });
request(contract.ZInvitationDeleteRequest, { id_invitation: 88, comment: null });
answer(contract.ZInvitation, {
  id_invitation: 88,
  id_guide: 12,
  guide_title: 'Seaside Cottage',
  timezone: 'Europe/London',
  guest_name: 'Tom Novak',
  guest_email: 'tom.novak@example.org',
  check_in: '2026-12-05T15:00:00.000Z',
  check_out: '2026-12-08T10:00:00.000Z',
  access_from: '2026-12-04T15:00:00.000Z',
  access_to: '2026-12-08T22:00:00.000Z',
  status: 'Scheduled',
  link: `${PUBLIC_URL}/villa-rosa/beach-house?invite=Hq8ZtW3nLc5RvY0bKx7sPe2m`,
  opened: false,
  opened_at: null,
  open_count: 0,
  revoked_at: null,
  date_created: MODIFIED,
  language: 'fr',
  source: 'manual',
  id_calendar_feed: null,
  external_uid: null,
  reference: 'HMXK4Q2P9R',
  guest_phone: '+420 601 234 567',
  guests: 2,
  door_code: '4711',
  door_code_from: null,
  cancelled_at: null,
  email_sent: true,
});
answer(contract.ZStayImportAnswer, { imported: 3, created: 2, updated: 1, id_invitations: [89, 90, 41] });

// Calendar feeds

const FEED_URL = 'https://www.airbnb.com/calendar/ical/41234567.ics?s=7f3a9c2e5b8d1f4a6c0e9b2d7a5f3c1e';
request(contract.ZCalendarFeedCreateRequest, { id_guide: 12, url: FEED_URL, label: 'Airbnb', events_are: 'auto' });
request(contract.ZCalendarFeedModifyRequest, { id_calendar_feed: 4, url: FEED_URL, label: 'Airbnb (main listing)' });
request(contract.ZCalendarFeedDeleteRequest, { id_calendar_feed: 4, comment: null });
request(contract.ZCalendarFeedSyncRequest, { id_calendar_feed: 4 });
answer(contract.ZCalendarFeed, {
  id_calendar_feed: 4,
  id_guide: 12,
  guide_title: 'Seaside Cottage',
  url: FEED_URL,
  label: 'Airbnb',
  events_are: 'auto',
  last_synced_at: MODIFIED,
  last_status: 'ok',
  stays_created: 2,
  stays_updated: 1,
  stays_cancelled: 0,
  date_created: CREATED,
  date_updated: CREATED,
});
request(contract.ZCalendarExportRequest, { id_guide: 12 });
answer(contract.ZCalendarExport, {
  id_guide: 12,
  url: 'https://guides.example.com/ical/3q2-7wVhZ0m1kPcYx9TfLbGn4sRuJeAiDoQvWz8HyK5.ics',
});
// Timed messages

const RULE_TEXTS = {
  en: {
    subject: 'Your stay at Seaside Cottage tomorrow',
    body: 'Hello {{guest_first_name}},\n\nCheck-in is from {{check_in_time}}. Your door code: {{door_code}}.',
  },
  fr: {
    subject: 'Votre séjour à Seaside Cottage demain',
    body: 'Bonjour {{guest_first_name}},\n\nArrivée à partir de {{check_in_time}}. Votre code : {{door_code}}.',
  },
};
request(contract.ZMessageRuleCreateRequest, {
  name: 'Day before arrival',
  id_guide: 12,
  trigger: 'before_check_in',
  offset_days: 1,
  send_time: '10:00',
  texts: RULE_TEXTS,
  enabled: true,
});
request(contract.ZMessageRuleModifyRequest, { id_message_rule: 7, send_time: '09:30', enabled: true });
request(contract.ZMessageRuleDeleteRequest, { id_message_rule: 7, comment: null });
answer(contract.ZMessageRule, {
  id_message_rule: 7,
  name: 'Day before arrival',
  id_guide: 12,
  guide_title: 'Seaside Cottage',
  trigger: 'before_check_in',
  offset_days: 1,
  send_time: '10:00',
  texts: RULE_TEXTS,
  enabled: true,
  created_at: CREATED,
  updated_at: MODIFIED,
});
request(contract.ZMessagePreviewRequest, {
  id_guide: 12,
  language: 'en',
  subject: RULE_TEXTS.en.subject,
  body: RULE_TEXTS.en.body,
});
answer(contract.ZMessagePreview, {
  subject: 'Your stay at Seaside Cottage tomorrow',
  body:
    'Hello Tom,\n\nCheck-in is from 15:00. Your door code: available from Sat 5 Dec 14:00.\n\n' +
    `${PUBLIC_URL}/villa-rosa/beach-house?invite=Hq8ZtW3nLc5RvY0bKx7sPe2m`,
  id_invitation: 88,
  guest_name: 'Tom Novak',
});
request(contract.ZStayMessageSendNowRequest, { id_invitation: 88, id_message_rule: 7 });
answer(contract.ZStayMessage, {
  id_message_rule: 7,
  rule_name: 'Day before arrival',
  trigger: 'before_check_in',
  due_at: '2026-12-04T10:00:00.000Z',
  status: 'scheduled',
  status_text: contract.MESSAGES.stayMessages.status.scheduled,
  sent_at: null,
  reason: null,
});
// Guest requests

const REQUEST_TYPE_TEXTS = {
  en: { name: 'Late check-out', description: 'Stay until 14:00 on your last day.' },
  fr: { name: 'Départ tardif', description: 'Restez jusqu’à 14 h le dernier jour.' },
};
request(contract.ZRequestTypeCreateRequest, {
  texts: REQUEST_TYPE_TEXTS,
  kind: 'late_check_out',
  price_text: '€20',
  needs_approval: true,
  auto_approve: true,
  enabled: true,
  guides: null,
});
request(contract.ZRequestTypeModifyRequest, { id_request_type: 5, enabled: true, auto_approve: true });
request(contract.ZRequestTypeDeleteRequest, { id_request_type: 5, comment: null });
answer(contract.ZRequestType, {
  id_request_type: 5,
  kind: 'late_check_out',
  name: 'Late check-out',
  texts: REQUEST_TYPE_TEXTS,
  price_text: '€20',
  needs_approval: true,
  auto_approve: true,
  enabled: true,
  guides: null,
  created_at: CREATED,
  updated_at: MODIFIED,
});
request(contract.ZRequestAnswerRequest, { id_request: 31, decision: 'approve', reply: 'Enjoy the extra hours!' });
answer(contract.ZRequest, {
  id_request: 31,
  id_request_type: 5,
  type_name: 'Late check-out',
  kind: 'late_check_out',
  price_text: '€20',
  id_guide: 12,
  guide_title: 'Seaside Cottage',
  id_invitation: 88,
  guest_name: 'Tom Novak',
  guest_email: 'tom@example.com',
  check_in: '2026-12-05T15:00:00.000Z',
  check_out: '2026-12-08T14:00:00.000Z',
  timezone: 'Europe/London',
  message: 'Our train leaves at 15:00.',
  requested_time: '14:00',
  status: 'approved',
  status_text: contract.MESSAGES.requests.status.approved,
  reply: 'Enjoy the extra hours!',
  auto_approved: false,
  answered_at: MODIFIED,
  created_at: CREATED,
});
request(contract.ZGuestRequestCreate, {
  token: TOKEN,
  invite: 'Hq8ZtW3nLc5RvY0bKx7sPe2m',
  id_request_type: 5,
  message: 'Our train leaves at 15:00.',
  requested_time: '14:00',
});
answer(contract.ZGuestRequests, {
  types: [
    {
      id_request_type: 5,
      kind: 'late_check_out',
      name: 'Late check-out',
      description: 'Stay until 14:00 on your last day.',
      price_text: '€20',
      needs_approval: true,
    },
  ],
  items: [
    {
      id_request: 31,
      id_request_type: 5,
      name: 'Late check-out',
      kind: 'late_check_out',
      message: 'Our train leaves at 15:00.',
      requested_time: '14:00',
      status: 'pending',
      reply: null,
      created_at: CREATED,
      answered_at: null,
    },
  ],
});

// Guest feedback and review links

const REVIEW_LINKS = {
  airbnb: 'https://www.airbnb.com/rooms/41234567',
  google: 'https://g.page/r/CdXk2Seaside/review',
  booking: null,
};
request(contract.ZGuestFeedbackRequest, {
  token: TOKEN,
  invite: 'Hq8ZtW3nLc5RvY0bKx7sPe2m',
  rating: 5,
  comment: 'Lovely cottage, and the beach is two minutes away.',
});
answer(contract.ZGuestFeedback, {
  open: true,
  opens_at: '2026-12-09T10:00:00.000Z',
  closes_at: '2026-12-23T10:00:00.000Z',
  can_answer: true,
  given: {
    rating: 5,
    comment: 'Lovely cottage, and the beach is two minutes away.',
    created_at: '2026-12-09T18:12:40.000Z',
    updated_at: '2026-12-09T18:12:40.000Z',
    changeable_until: '2026-12-10T18:12:40.000Z',
  },
  review_links: REVIEW_LINKS,
});
answer(contract.ZFeedbackList, {
  id_guide: 12,
  count: 2,
  average: 4.5,
  entries: [
    {
      id_feedback: 31,
      id_invitation: 88,
      guest_name: 'Tom Novak',
      check_in: '2026-12-05T14:00:00.000Z',
      check_out: '2026-12-09T10:00:00.000Z',
      rating: 5,
      comment: 'Lovely cottage, and the beach is two minutes away.',
      created_at: '2026-12-09T18:12:40.000Z',
      updated_at: '2026-12-09T18:12:40.000Z',
    },
    {
      id_feedback: 27,
      id_invitation: 81,
      guest_name: 'Lena Vogel',
      check_in: '2026-11-20T14:00:00.000Z',
      check_out: '2026-11-24T10:00:00.000Z',
      rating: 4,
      comment: null,
      created_at: '2026-11-25T08:03:11.000Z',
      updated_at: '2026-11-25T08:03:11.000Z',
    },
  ],
  review_links: REVIEW_LINKS,
});
request(contract.ZReviewLinksRequest, {
  id_guide: 12,
  airbnb: REVIEW_LINKS.airbnb,
  google: REVIEW_LINKS.google,
  booking: null,
});
answer(contract.ZReviewLinksAnswer, { id_guide: 12, ...REVIEW_LINKS });
answer(contract.ZInvitationTemplate, { ...contract.DEFAULT_INVITATION_TEMPLATE });
request(contract.ZInvitationTemplateSaveRequest, { ...contract.DEFAULT_INVITATION_TEMPLATE, language: 'en' });
answer(contract.ZInvitationTemplateLanguages, { languages: ['en', 'de', 'fr'], saved: ['fr'] });
answer(contract.ZInvitationTemplateAnswer, { ...contract.DEFAULT_INVITATION_TEMPLATE, language: 'en', saved: true });
answer(contract.ZInvitationSettings, { hours_before_checkin: 24, hours_after_checkout: 12 });

// Maps

const PINS = [
  {
    name: 'The Fish Shack',
    category: 'Restaurants',
    description: 'Fish and chips on the seafront',
    latitude: 50.8194,
    longitude: -0.1363,
  },
  { name: 'Harbour Bakery', category: 'Shops', description: null, latitude: 50.8207, longitude: -0.1371 },
];
request(contract.ZMapCreateRequest, { title: 'Around the cottage', pins: PINS });
request(contract.ZMapModifyRequest, { id_map: 3, title: 'Around the cottage', pins: PINS });
request(contract.ZMapDeleteRequest, { id_map: 3, comment: null });
request(contract.ZActiveMapRequest, { id_guide: 12, id_map: 3 });
answer(contract.ZActiveMap, { id_guide: 12, id_map: 3 });
const MAP_SUMMARY = answer(contract.ZMapSummary, {
  id_map: 3,
  title: 'Around the cottage',
  pins_count: 2,
  date_created: CREATED,
  date_modified: MODIFIED,
});
const MAP_TRANSLATION = answer(contract.ZMapTranslation, {
  language: 'fr',
  original_changed: false,
  date_modified: MODIFIED,
  title: 'Autour du cottage',
  pins: [
    { original: 'The Fish Shack', name: 'La cabane à poissons', description: 'Fish and chips sur le front de mer' },
  ],
});
answer(contract.ZMap, {
  ...MAP_SUMMARY,
  pins: PINS.map((pin, position) => ({ ...pin, id_pin: 31 + position, position })),
  translations: [MAP_TRANSLATION],
});

// API tokens

request(contract.ZApiTokenCreateRequest, { name: 'Channel manager', scope: 'read', expires_in_days: 365 });
request(contract.ZApiTokenDeleteRequest, { id_api_token: 6 });
const TOKEN_RECORD = answer(contract.ZApiToken, {
  id_api_token: 6,
  name: 'Channel manager',
  scope: 'read',
  prefix: 'gbk_Vt3q8LxN',
  date_created: CREATED,
  expires_at: '2027-03-14T09:30:00.000Z',
  last_used_at: MODIFIED,
});
answer(contract.ZApiTokenCreated, {
  ...TOKEN_RECORD,
  last_used_at: null,
  token: 'gbk_Vt3q8LxN5cWp2RzK7bYh4mJd9sFa1uGe6oTn0iQw3vXl',
});

// Webhooks

request(contract.ZWebhookCreateRequest, {
  url: 'https://pms.example.com/hooks/guidebook',
  events: ['invitation.created', 'invitation.updated', 'invitation.cancelled'],
  description: 'Channel manager',
});
request(contract.ZWebhookModifyRequest, {
  id_webhook: 4,
  events: ['invitation.created', 'message.sent'],
  enabled: true,
});
request(contract.ZWebhookIdRequest, { id_webhook: 4 });
request(contract.ZWebhookRedeliverRequest, { id_delivery: 5120 });
request(contract.ZDomainRequest, { domain: 'guide.seaside-stays.com' });
request(contract.ZDomainAllowedQuery, { domain: 'guide.seaside-stays.com' });
answer(contract.ZDomainAllowed, { domain: 'guide.seaside-stays.com' });
answer(contract.ZWorkspaceDomain, {
  domain: 'guide.seaside-stays.com',
  domain_display: 'guide.seaside-stays.com',
  state: 'verified',
  state_text: contract.MESSAGES.domain.state.verified,
  verified_at: '2026-05-02T09:14:00.000Z',
  url: 'https://guide.seaside-stays.com',
  records: [
    { type: 'TXT', name: '_guidebook-verify.guide.seaside-stays.com', value: 'gb-5f1c9a0e7b2d4c6a8e3f1b0d9c7a5e21' },
    { type: 'CNAME', name: 'guide.seaside-stays.com', value: 'guides.example.com' },
  ],
  last_check_at: '2026-05-02T09:14:00.000Z',
  last_check_result: 'verified',
  last_check_text: contract.MESSAGES.domain.check.verified,
});

const WEBHOOK_RECORD = answer(contract.ZWebhook, {
  id_webhook: 4,
  url: 'https://pms.example.com/hooks/guidebook',
  description: 'Channel manager',
  events: ['invitation.created', 'invitation.updated', 'invitation.cancelled'],
  enabled: true,
  failures_in_row: 0,
  disabled_at: null,
  date_created: CREATED,
  date_updated: MODIFIED,
});
answer(contract.ZWebhookCreated, { ...WEBHOOK_RECORD, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
answer(contract.ZWebhookTestAnswer, { id_delivery: 5121, message_id: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W' });
answer(contract.ZWebhookAttempt, {
  id_attempt: 9083,
  id_delivery: 5120,
  message_id: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  event: 'invitation.created',
  attempted_at: MODIFIED,
  status_code: 503,
  duration_ms: 184,
  response: 'Service Unavailable',
  delivery_status: 'pending',
  next_retry_at: '2026-11-20T16:10:12.000Z',
});

const STAY_DATA = {
  id_invitation: 88,
  id_guide: 12,
  guest_name: 'Ann Guest',
  guest_email: 'ann.guest@example.com',
  guest_phone: '+44 7700 900123',
  status: 'Scheduled',
  check_in: '2026-07-01T14:00:00.000Z',
  check_out: '2026-07-08T09:00:00.000Z',
  access_from: '2026-06-30T14:00:00.000Z',
  access_to: '2026-07-08T21:00:00.000Z',
  guests: 2,
  reference: 'HM4KZ2Q',
  language: 'en',
  source: 'manual',
  date_created: MODIFIED,
};
const MESSAGE_DATA = {
  id_stay_message: 310,
  id_invitation: 88,
  id_message_rule: 7,
  id_guide: 12,
  status: 'sent',
  sent_at: MODIFIED,
  reason: null,
};
const REQUEST_DATA = {
  id_request: 21,
  id_request_type: 6,
  type_name: 'Late check-out',
  kind: 'late_check_out',
  id_guide: 12,
  id_invitation: 88,
  guest_name: 'Ann Guest',
  guest_email: 'ann.guest@example.com',
  check_in: '2026-07-01T14:00:00.000Z',
  check_out: '2026-07-08T09:00:00.000Z',
  message: 'Our flight leaves in the evening.',
  requested_time: '13:00',
  status: 'pending',
  reply: null,
  auto_approved: false,
  created_at: '2026-07-06T18:20:00.000Z',
  answered_at: null,
} as const;
/** The `data` of each event a webhook delivers (the body is `{ type, timestamp, data }`), typed by its schema. */
export const WEBHOOK_EVENT_EXAMPLES: { [T in TWebhookEventType]: TWebhookEventBody<T> } = {
  ping: { id_workspace: 1017, id_webhook: 4 },
  'invitation.created': { id_workspace: 1017, invitation: STAY_DATA },
  'invitation.updated': { id_workspace: 1017, invitation: { ...STAY_DATA, guests: 3 } },
  'invitation.cancelled': {
    id_workspace: 1017,
    invitation: { ...STAY_DATA, status: 'Cancelled', deleted_at: '2026-06-20T10:15:00.000Z' },
  },
  'request.created': { id_workspace: 1017, request: REQUEST_DATA },
  'request.answered': {
    id_workspace: 1017,
    request: {
      ...REQUEST_DATA,
      status: 'approved',
      reply: 'See you at 1 pm!',
      answered_at: '2026-07-06T19:02:00.000Z',
    },
  },
  'feedback.created': {
    id_workspace: 1017,
    feedback: {
      id_feedback: 5,
      id_invitation: 88,
      id_guide: 12,
      guest_name: 'Ann Guest',
      check_in: '2026-07-01T14:00:00.000Z',
      check_out: '2026-07-08T09:00:00.000Z',
      rating: 5,
      comment: 'Lovely stay',
      replaced: false,
      created_at: '2026-07-09T08:12:00.000Z',
      updated_at: '2026-07-09T08:12:00.000Z',
    },
  },
  'message.sent': { id_workspace: 1017, message: MESSAGE_DATA },
  'message.failed': {
    id_workspace: 1017,
    message: { ...MESSAGE_DATA, status: 'failed', sent_at: null, reason: 'sendFailed' },
  },
  'guide.published': {
    id_workspace: 1017,
    guide: {
      id_guide: 12,
      title: 'Seaside Cottage',
      default_language: 'en',
      share_url: `${PUBLIC_URL}/villa-rosa/beach-house`,
      date_modified: MODIFIED,
    },
  },
  'calendar_feed.failed': {
    id_workspace: 1017,
    calendar_feed: {
      id_calendar_feed: 3,
      id_guide: 12,
      label: 'Airbnb',
      last_status: 'The calendar’s server answered 503 Service Unavailable.',
      last_synced_at: MODIFIED,
    },
  },
};

// Team

answer(contract.ZWorkspace, { id_workspace: 1017, name: 'Seaside Stays', role: 'owner' });
request(contract.ZMemberInviteRequest, {
  email: 'jo.silva@example.com',
  role: 'editor',
  guides: [12],
  tags: ['Brighton'],
});
request(contract.ZMemberModifyRequest, { id_member: 9, role: 'viewer', guides: null });
request(contract.ZMemberIdRequest, { id_member: 9 });
request(contract.ZTeamInvitationQuery, { vc: 'Xr4tLq9ZpC2mVb7NwK1sHd6yFe3gJa8u', vi: '9' });
request(contract.ZWorkspaceCreateRequest, { name: 'Villa Rosa' });
request(contract.ZWorkspaceTransferRequest, { id_member: 9 });
answer(contract.ZWorkspaceTransfer, {
  id_member: 9,
  email: 'jo.silva@example.com',
  expires_at: '2026-06-02T09:30:00.000Z',
});
request(contract.ZWorkspaceTransferConfirmRequest, { vc: 'Pq7sKe2WzA9mVt4NxL1cHd6yRb3gJu8f', vi: '4' });
request(contract.ZWorkspaceDeleteRequest, { id_workspace: 1018 });
answer(contract.ZMember, {
  id_member: 9,
  email: 'jo.silva@example.com',
  name: 'Jo',
  lastname: 'Silva',
  role: 'editor',
  guides: [12],
  tags: ['Brighton'],
  status: 'active',
  date_created: CREATED,
  expires_at: null,
});
answer(contract.ZTeamInvitation, {
  workspace: 'Seaside Stays',
  invited_by: 'Anna Berg',
  email: 'jo.silva@example.com',
  role: 'editor',
});

// Languages and translations

request(contract.ZGuideLanguagesRequest, { id_guide: 12, default_language: 'en', languages: ['fr', 'de'] });
answer(contract.ZGuideLanguages, {
  id_guide: 12,
  default_language: 'en',
  languages: ['fr', 'de'],
  translation_progress: [
    FRENCH_PROGRESS,
    {
      ...FRENCH_PROGRESS,
      language: 'de',
      topics_translated: 0,
      topics_outdated: 0,
      categories_translated: 0,
      guide_translated: false,
    },
  ],
});
request(contract.ZGuideTranslateRequest, {
  id_guide: 12,
  language: 'fr',
  title: GUIDE_TRANSLATION.title,
  subtitle: GUIDE_TRANSLATION.subtitle,
  welcome: GUIDE_TRANSLATION.welcome,
});
request(contract.ZCategoryTranslateRequest, { id_guide_content: 58, language: 'fr', name: 'Arrivée' });
request(contract.ZTopicTranslateRequest, {
  id_guide_topic: 203,
  language: 'fr',
  name: TOPIC_TRANSLATION.name,
  content: TOPIC_TRANSLATION.content,
});
request(contract.ZMapTranslateRequest, {
  id_map: 3,
  language: 'fr',
  title: MAP_TRANSLATION.title,
  pins: MAP_TRANSLATION.pins,
});
answer(contract.ZGuideTranslations, {
  language: 'fr',
  guide: GUIDE_TRANSLATION,
  categories: [{ ...CATEGORY_TRANSLATION, id_guide_content: 58 }],
  topics: [{ ...TOPIC_TRANSLATION, id_guide_topic: 203, id_guide_content: 58 }],
  progress: FRENCH_PROGRESS,
});

// Files, paged lists and the health check while draining

export const EXPORT_FILE: TGuideExportFile = {
  format: 'guidebook-guide',
  version: 1,
  exported_at: MODIFIED,
  guide: {
    ...GUIDE_FIELDS,
    font: 'PT Sans',
    color: '#ed8438',
    logo: 'img1',
    cover: null,
    default_language: 'en',
    languages: ['fr'],
    tags: ['Brighton', 'Sea view'],
    translations: [
      {
        language: 'fr',
        title: GUIDE_TRANSLATION.title,
        subtitle: GUIDE_TRANSLATION.subtitle,
        welcome: GUIDE_TRANSLATION.welcome,
      },
    ],
  },
  categories: [
    {
      ...CATEGORY_FIELDS,
      kind: 'arrival',
      topics: [{ ...TOPIC_FIELDS, featured_image: 'img2' }],
    },
  ],
  images: [
    {
      ref: 'img1',
      name: 'logo.png',
      mime: 'image/png',
      data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    },
    {
      ref: 'img2',
      name: 'front-door.jpg',
      mime: 'image/jpeg',
      data: '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
    },
  ],
};
const MANIFEST: GuestManifest = {
  id: `/g/${TOKEN}`,
  name: 'Seaside Cottage',
  short_name: 'Seaside Cottage',
  description: GUIDE_FIELDS.subtitle,
  start_url: `/g/${TOKEN}`,
  scope: `/g/${TOKEN}`,
  display: 'standalone',
  theme_color: '#ed8438',
  background_color: '#ffffff',
  icons: [192, 512].map((size) => ({
    src: `/api/guest/guides/${TOKEN}/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png' as const,
    purpose: 'any' as const,
  })),
};

/** Answers whose schema is the route's own rather than the contract's, by `operationId status`. */
export const OPERATION_EXAMPLES: Record<string, unknown> = {
  'guides.export 200': EXPORT_FILE,
  'guest.guides.manifestWebmanifest 200': MANIFEST,
  // While the instance drains after a SIGTERM.
  'health 503': envelope({ status: 'draining', database: 'ok', storage: 'ok' }),
  // The library's lists carry the count and the page answered.
  'files.public.list 200': envelope([FILE], { TOTAL: 1, PAGE: 1, PAGE_SIZE: contract.LIMITS.MEDIA_PAGE_SIZE }),
  'files.public.search 200': envelope([FILE], { TOTAL: 1, PAGE: 1, PAGE_SIZE: contract.LIMITS.MEDIA_PAGE_SIZE }),
  // A page of the guides list (asked with page, page_size, q, sort or tag); without them, every guide.
  'guides.list 200': envelope([GUIDE_PAGE_ITEM], {
    TOTAL: 1,
    PAGE: 1,
    PAGE_SIZE: contract.GUIDE_LIST.PAGE_SIZE_DEFAULT,
  }),
};

// Error answers

/**
 * The error a call answers with a status, where it depends on the call: conflicts, refusals, and
 * rules only the service checks. Field rules of a body schema come from the schema (errorExampleOf).
 */
const ERRORS: Record<string, { message: string; field?: string }> = {
  'public.register 409': { message: contract.MESSAGES.register.emailTaken },
  'public.login 403': { message: contract.MESSAGES.login.unverified },
  'apiTokens.create 409': { message: contract.MESSAGES.apiToken.tooManyTokens(contract.API_TOKEN.MAX_PER_ACCOUNT) },
  'webhooks.create 409': { message: contract.MESSAGES.webhooks.tooMany(contract.WEBHOOK.MAX_PER_WORKSPACE) },
  'webhooks.create 422': { field: 'url', message: contract.MESSAGES.webhooks.urlNotPublic },
  'workspace.whiteLabel.put 422': { field: 'sender_name', message: contract.MESSAGES.whiteLabel.senderNameCharacters },
  'webhooks.modify 422': { field: 'url', message: contract.MESSAGES.webhooks.urlNotPublic },
  'webhooks.redeliver 404': { message: contract.MESSAGES.webhooks.deliveryNotFound },
  'files.public.create 400': { message: contract.MESSAGES.file.malformedUpload },
  'files.public.create 422': { field: 'chunkIndex', message: contract.MESSAGES.file.chunkOutOfRange },
  'files.public.delete 409': {
    message: contract.MESSAGES.file.inUse([{ topic: 'Key box', guide: 'Seaside Cottage' }]),
  },
  'guides.import 413': { message: contract.MESSAGES.transfer.tooLarge(contract.GUIDE_IMPORT_MAX_BYTES) },
  'guides.import 422': { field: 'file', message: contract.MESSAGES.transfer.imageMissing('img2') },
  'guides.languages 409': { message: contract.MESSAGES.language.removeNeedsConfirm('German', 12) },
  'guides.list 422': {
    field: 'page_size',
    message: contract.MESSAGES.guidesList.pageSizeTooLarge(contract.GUIDE_LIST.PAGE_SIZE_MAX),
  },
  'guides.tags 422': { field: 'tags', message: contract.MESSAGES.guidesList.tagsTooMany(contract.GUIDE_LIST.TAGS_MAX) },
  'guides.bulk 404': { message: contract.MESSAGES.bulk.guideNotFound(14) },
  'guides.bulk 409': { message: contract.MESSAGES.bulk.confirmDelete(2) },
  'guides.translations 422': { field: 'language', message: contract.MESSAGES.language.invalidTag },
  'contentCategories.order 422': { field: 'ids', message: contract.MESSAGES.category.orderMismatch },
  'contentTopics.order 422': { field: 'ids', message: contract.MESSAGES.topic.orderMismatch },
  'sharedTopics.delete 409': { message: contract.MESSAGES.shared.topicPlacedNeedsConfirm(14) },
  'sharedTopics.place 422': { field: 'id_shared_topic', message: contract.MESSAGES.shared.alreadyPlaced },
  'sharedTopics.unplace 422': { field: 'id_guide_topic', message: contract.MESSAGES.shared.notPlaced },
  'sharedTopics.detach 422': { field: 'id_guide_topic', message: contract.MESSAGES.shared.notPlaced },
  'sharedTopics.translate 422': { field: 'language', message: contract.MESSAGES.language.invalidTag },
  'guides.values.put 422': { field: 'values', message: contract.MESSAGES.shared.valuesTooMany(100) },
  'invitations.resend 409': { message: contract.MESSAGES.invitation.revoked },
  'guides.branding.useWorkspace 409': { message: contract.MESSAGES.sharing.workspaceBrandingUnset },
  'workspace.branding.applyAll 409': { message: contract.MESSAGES.sharing.workspaceBrandingUnset },
  'calendarFeeds.sync 409': { message: contract.MESSAGES.calendarFeed.busy },
  'calendarFeeds.create 422': { field: 'url', message: contract.MESSAGES.calendarSync.notPublic },
  'invitations.messages.sendNow 409': { message: contract.MESSAGES.stayMessages.stayCancelled },
  'guest.feedback 409': { message: contract.MESSAGES.feedback.closed },
  'guest.feedback 422': { field: 'rating', message: contract.MESSAGES.feedback.ratingInvalid },
  'guides.reviewLinks 422': { field: 'airbnb', message: contract.MESSAGES.feedback.reviewUrlInvalid },
  'invitations.messages.sendNow 422': { field: 'id_invitation', message: contract.MESSAGES.stayMessages.noEmail },
  'invitations.import 400': { field: 'file', message: contract.MESSAGES.stayImport.fileMissing },
  'invitations.import 422': {
    field: 'file',
    message: contract.MESSAGES.stayImport.badRow(7, 'check_out', contract.MESSAGES.invitation.checkOutBeforeIn),
  },
  'team.members.invite 409': { message: contract.MESSAGES.team.alreadyInvited },
  'requestTypes.create 409': { message: contract.MESSAGES.requests.typesTooMany(contract.REQUEST.TYPES_MAX) },
  'requests.answer 409': { message: contract.MESSAGES.requests.overlap },
  'requests.answer 422': { field: 'decision', message: contract.MESSAGES.requests.decisionInvalid },
  'requestTypes.modify 422': { field: 'texts', message: contract.MESSAGES.requests.textsRequired },
  'requestTypes.create 422': { field: 'kind', message: contract.MESSAGES.requests.kindInvalid },
  'guest.requests 403': { message: contract.MESSAGES.requests.linkClosed },
  'guest.requests 409': { message: contract.MESSAGES.requests.tooManyOpen(contract.REQUEST.OPEN_PER_STAY) },
  'guest.requests 422': { field: 'requested_time', message: contract.MESSAGES.requests.lateTimeInvalid('11:00') },
  'team.members.resend 409': { message: contract.MESSAGES.team.notInvited },
  'workspace.domain.put 409': { message: contract.MESSAGES.domain.taken },
  'workspace.domain.put 422': { field: 'domain', message: contract.MESSAGES.domain.notIp },
  'workspace.domain.verify 409': { message: contract.MESSAGES.domain.notSet },
  'workspace.domain.verify 422': { field: 'domain', message: contract.MESSAGES.domain.check.wrong_token },
  // X-Workspace names a workspace the caller is no member of.
  'team.members.list 403': { message: contract.MESSAGES.team.notMember },
  'team.invitations.accept 403': { message: contract.MESSAGES.team.wrongAccount('jo.silva@example.com') },
  'workspaces.create 403': { message: contract.MESSAGES.apiToken.notForTokens },
  'workspaces.create 409': { message: contract.MESSAGES.agency.tooMany(50) },
  'workspaces.transfer 403': { message: contract.MESSAGES.agency.ownerOnly },
  'workspaces.transfer 404': { message: contract.MESSAGES.team.memberNotFound },
  'workspaces.transfer 409': { message: contract.MESSAGES.agency.targetNotActive },
  'workspaces.transfer.confirm 403': { message: contract.MESSAGES.agency.transferWrongAccount('jo.silva@example.com') },
  'workspaces.transfer.confirm 404': { message: contract.MESSAGES.agency.transferInvalid },
  'workspaces.transfer.confirm 409': { message: contract.MESSAGES.agency.targetTooMany(50) },
  'workspaces.delete 403': { message: contract.MESSAGES.agency.ownerOnly },
  'workspaces.delete 404': { message: contract.MESSAGES.agency.notFound },
  'workspaces.delete 409': { message: contract.MESSAGES.agency.notEmpty },
  'invitations.settings.put 422': { field: 'hours_before_checkin', message: contract.MESSAGES.invitation.hoursInvalid },
  'invitations.template.get 422': { field: 'language', message: contract.MESSAGES.language.invalidTag },
};

/** Messages that are the same for every call answering the code. */
const GENERIC_ERRORS: Partial<Record<TResultName, string>> = {
  BAD_REQUEST: contract.MESSAGES.generic.badRequest,
  NOT_FOUND: contract.MESSAGES.generic.notFound,
  UNAUTHENTICATED: contract.MESSAGES.generic.unauthenticated,
  RATE_LIMITED: contract.MESSAGES.login.tooManyAttempts(60),
  PAYLOAD_TOO_LARGE: contract.MESSAGES.generic.payloadTooLarge,
  INTERNAL: contract.MESSAGES.generic.internal,
};

/** The result code each HTTP status is answered with (one each: result-codes.test.ts). */
const NAME_OF_STATUS = new Map<number, TResultName>(
  Object.entries(contract.RESULT_TABLE).map(([name, row]) => [row.status, name as TResultName] as const),
);

/** The first field rule of the body a person can break: a text field of the example left blank. */
function fieldRuleOf(body: unknown, schema: z.ZodType | undefined): { field: string; message: string } | undefined {
  if (!schema || !body || typeof body !== 'object') return undefined;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const issue = schema.safeParse({ ...body, [field]: '' }).error?.issues[0];
    if (issue && issue.path.join('.') === field) return { field, message: issue.message };
  }
  return undefined;
}

export type ErrorCall = {
  operationId: string;
  /** GET, POST, …: a write's 403 is a read-only token's. */
  method?: string;
  body?: unknown;
  bodySchema?: z.ZodType;
  permission?: string;
  /** The call's own per-address limit answers its 429, else the API token's limit does. */
  ownRateLimit?: boolean;
  /** API tokens' limit counts the call. */
  tokenCounted?: boolean;
};

/**
 * The message of an error no rule of the call names: a read-only token's write or another workspace's
 * X-Workspace (43), a text that cannot be stored (12), a limit's (44), else the code's generic one.
 */
function fallbackMessage(name: TResultName, call: ErrorCall): string | undefined {
  if (name === 'FORBIDDEN')
    return call.method && call.method !== 'GET'
      ? contract.MESSAGES.apiToken.readOnly(call.method)
      : contract.MESSAGES.team.notMember;
  if (name === 'VALIDATION') return contract.MESSAGES.generic.unstorableText;
  if (name === 'RATE_LIMITED' && call.tokenCounted && !call.ownRateLimit) return contract.MESSAGES.apiToken.tooMany(60);
  return GENERIC_ERRORS[name];
}

/** An error answer, built by plugins/envelope.ts like the real ones; undefined when this file does not know the call's message. */
export function errorExampleOf(status: number, call: ErrorCall): unknown {
  const name = NAME_OF_STATUS.get(status);
  if (!name) return undefined;
  const code = contract.RESULT[name];
  const own = ERRORS[`${call.operationId} ${status}`];
  // The refusal of the call's permission to the least role without it.
  const needed = call.permission as TPermission | undefined;
  const lacking =
    needed && Object.hasOwn(contract.PERMISSION_ACTIONS, needed)
      ? contract.MEMBER_ROLES.toReversed().find((r) => !contract.ROLE_PERMISSIONS[r].includes(needed))
      : undefined;
  const role =
    code === contract.RESULT.FORBIDDEN && lacking && needed
      ? contract.MESSAGES.team.roleCannot(lacking, needed)
      : undefined;
  const rule = code === contract.RESULT.VALIDATION ? (own ?? fieldRuleOf(call.body, call.bodySchema)) : undefined;
  const message = rule?.message ?? own?.message ?? role ?? fallbackMessage(name, call);
  if (message === undefined) return undefined;
  if (code === contract.RESULT.VALIDATION)
    return errorEnvelope(code, message, rule?.field ? { FIELDS: { [rule.field]: message } } : {});
  return errorEnvelope(
    code,
    message,
    code === contract.RESULT.INTERNAL ? { REQUEST_ID: '3f0c8a52-7d4e-4a19-9a63-2b1f5e0d7c44' } : {},
  );
}

/**
 * The database schema. Column names are the API's field names (id_guide, id_guide_content,
 * id_guide_topic, id_file_public, ...). Every owned row carries id_workspace: data belongs to a
 * workspace, not to a user.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id_user: serial('id_user').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    password_hash: text('password_hash').notNull(),
    /** The language the account reads the app, the server's messages and its e-mails in (a catalog language); null: English. */
    language: text('language'),
    role: text('role').notNull().default('admin'),
    email_verified_at: ts('email_verified_at'),
    date_created: ts('date_created').notNull().defaultNow(),
    date_modified: ts('date_modified').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id_session: serial('id_session').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id_user, { onDelete: 'cascade' }),
    token_hash: bytea('token_hash').notNull(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.token_hash), index('sessions_user_idx').on(t.id_user)],
);

/**
 * Workspaces: every account gets its personal one at sign-up (a trigger on users, migration 0013)
 * and is its owner; it may create further `client` workspaces (an agency's, one per client) and
 * own those too. Guides, files, maps, invitations and tokens belong to a workspace.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id_workspace: serial('id_workspace').primaryKey(),
    name: text('name').notNull(),
    id_user_owner: integer('id_user_owner')
      .notNull()
      .references(() => users.id_user, { onDelete: 'cascade' }),
    /** 'personal': the one made at sign-up (one per account, never handed over or deleted); 'client': created later. */
    kind: text('kind').notNull().default('personal'),
    date_created: ts('date_created').notNull().defaultNow(),
    /**
     * The first part of the workspace's readable guide links, `/{slug}/{guide slug}`, unique across
     * workspaces. A trigger (migration 0028, `guidebook_workspace_slug`) gives a new workspace one made
     * from its name when none is given.
     */
    slug: text('slug'),
  },
  (t) => [
    uniqueIndex('workspaces_personal_unique')
      .on(t.id_user_owner)
      .where(sql`${t.kind} = 'personal'`),
    index('workspaces_owner_idx').on(t.id_user_owner),
    uniqueIndex('workspaces_slug_unique').on(t.slug),
    check('workspaces_kind_check', sql`${t.kind} in ('personal', 'client')`),
  ],
);

/**
 * A workspace's pending hand-over to one of its active members: the e-mailed code's hash and its
 * expiry. One per workspace (a new one replaces it); gone with the member or once confirmed.
 */
export const workspaceTransfers = pgTable(
  'workspace_transfers',
  {
    id_transfer: serial('id_transfer').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_member: integer('id_member')
      .notNull()
      .references(() => workspaceMembers.id_member, { onDelete: 'cascade' }),
    id_user_from: integer('id_user_from')
      .notNull()
      .references(() => users.id_user, { onDelete: 'cascade' }),
    code_hash: bytea('code_hash').notNull(),
    expires_at: ts('expires_at').notNull(),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workspace_transfers_workspace_unique').on(t.id_workspace)],
);

/**
 * The people of a workspace: the owner (a row too), active members, and pending invitations
 * (status `invited`, id_user null until accepted, the e-mailed code's hash and expiry).
 * `guides`: the guides the member is limited to; null = all.
 */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    id_member: serial('id_member').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_user: integer('id_user').references(() => users.id_user, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    guides: integer('guides').array(),
    /**
     * Tags that also limit the member (with `guides`): every guide carrying one of them, ignoring case,
     * also guides tagged later. Empty with `guides` null: every guide.
     */
    scope_tags: text('scope_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull(),
    id_user_invited_by: integer('id_user_invited_by').references(() => users.id_user, { onDelete: 'set null' }),
    code_hash: bytea('code_hash'),
    code_expires_at: ts('code_expires_at'),
    date_created: ts('date_created').notNull().defaultNow(),
    date_accepted: ts('date_accepted'),
  },
  (t) => [
    uniqueIndex('workspace_members_email_unique').on(t.id_workspace, sql`lower(${t.email})`),
    uniqueIndex('workspace_members_user_unique').on(t.id_workspace, t.id_user),
    index('workspace_members_user_idx').on(t.id_user),
    check('workspace_members_role_check', sql`${t.role} in ('owner', 'admin', 'editor', 'viewer')`),
    check('workspace_members_status_check', sql`${t.status} in ('active', 'invited')`),
  ],
);

/** Single-use codes e-mailed to a person: e-mail verification and password reset. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    vi: uuid('vi').primaryKey().defaultRandom(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id_user, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    code_hash: bytea('code_hash').notNull(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.id_user, t.purpose)],
);

export const filesPublic = pgTable(
  'files_public',
  {
    id_file_public: serial('id_file_public').primaryKey(),
    file_ID: uuid('file_id').notNull().defaultRandom(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    path_file: text('path_file').notNull(),
    path_thumbnail: text('path_thumbnail'),
    /** The cover rendition (WebP, at most COVER_WIDTH wide), made when a guide first takes the file as its cover. */
    path_cover: text('path_cover'),
    mime_type: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    comment: text('comment'),
    private: smallint('private').notNull().default(4),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_public_file_id_unique').on(t.file_ID),
    index('files_public_user_created_idx').on(t.id_workspace, t.date_created.desc(), t.id_file_public.desc()),
    index('files_public_user_name_idx').on(t.id_workspace, t.name),
    index('files_public_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * How many files each account's library holds, so the library's pager does not count every
 * row on every page. Kept by statement triggers on files_public (migration 0007), whatever
 * inserts or deletes the rows; files never change owner.
 */
export const filesPublicCounts = pgTable('files_public_counts', {
  id_workspace: integer('id_workspace')
    .primaryKey()
    .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
  files_count: bigint('files_count', { mode: 'number' }).notNull().default(0),
});

/**
 * Chunked uploads in progress; removed when finished or after UPLOAD_TTL_HOURS. The bytes are a
 * multipart upload of the storage driver (storage_key, storage_upload_id; null until the first
 * chunk begins it); `parts` records the chunks received whole (index -> the driver's receipt),
 * here rather than beside the bytes so every server instance sees the same upload.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id_upload: uuid('id_upload').primaryKey().defaultRandom(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    upload_key: text('upload_key').notNull(),
    name: text('name').notNull(),
    total_chunks: integer('total_chunks').notNull(),
    storage_key: text('storage_key'),
    storage_upload_id: text('storage_upload_id'),
    parts: jsonb('parts').$type<Record<string, { size: number; etag: string }>>().notNull().default({}),
    date_created: ts('date_created').notNull().defaultNow(),
    date_modified: ts('date_modified').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pending_uploads_key_unique').on(t.id_workspace, t.upload_key)],
);

/** A host's map of points of interest; a guide shows one as its active map (guides.id_map). */
export const maps = pgTable(
  'maps',
  {
    id_map: serial('id_map').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date_created: ts('date_created').notNull().defaultNow(),
    date_modified: ts('date_modified').notNull().defaultNow(),
  },
  (t) => [index('maps_user_idx').on(t.id_workspace, t.id_map)],
);

/** The pins of a map, in the host's order; saved all at once with the map. */
export const mapPins = pgTable(
  'map_pins',
  {
    id_pin: serial('id_pin').primaryKey(),
    id_map: integer('id_map')
      .notNull()
      .references(() => maps.id_map, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category'),
    description: text('description'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('map_pins_map_idx').on(t.id_map, t.position),
    check('map_pins_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('map_pins_longitude_range', sql`${t.longitude} between -180 and 180`),
  ],
);

export const guides = pgTable(
  'guides',
  {
    id_guide: serial('id_guide').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    host: text('host'),
    phone: text('phone'),
    phone_id_contact_type: smallint('phone_id_contact_type').notNull().default(1),
    phone2: text('phone2'),
    phone2_id_contact_type: smallint('phone2_id_contact_type').notNull().default(1),
    email: text('email'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    country: text('country'),
    timezone: text('timezone'),
    id_address_view: smallint('id_address_view').notNull().default(1),
    /** The active map; deleting the map leaves the guide without one. */
    id_map: integer('id_map').references(() => maps.id_map, { onDelete: 'set null' }),
    comment: text('comment'),
    date_created: ts('date_created').notNull().defaultNow(),
    date_modified: ts('date_modified').notNull().defaultNow(),
    /** Home tab welcome text of the guest guide. */
    welcome: text('welcome'),
    /** Branding logo; restrict: a logo in use cannot be deleted from the library. */
    id_file_logo: integer('id_file_logo').references(() => filesPublic.id_file_public, { onDelete: 'restrict' }),
    /** The cover photo of the guest Home, flyer and PDF; restrict like the logo. */
    id_file_cover: integer('id_file_cover').references(() => filesPublic.id_file_public, { onDelete: 'restrict' }),
    font: text('font').notNull().default('PT Sans'),
    color: text('color').notNull().default('#ed8438'),
    /**
     * The guide follows its workspace's branding (workspace_branding): saving that sets the logo,
     * cover, font and colour above on every following guide. Saving the guide's own branding ends it.
     */
    branding_follows: boolean('branding_follows').notNull().default(true),
    /**
     * The unguessable key of the guest link /g/{token}. The app makes base64url tokens;
     * the default (two random UUIDs, 244 random bits) fills rows made before this column.
     */
    share_token: text('share_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** The language the host writes the guide in (BCP 47); guests without a translation read it. */
    default_language: text('default_language').notNull().default('en'),
    /** The further languages guests may read the guide in (BCP 47, never the default), in the host's order. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    wifi_name: text('wifi_name'),
    wifi_password: text('wifi_password'),
    /** WPA, WEP or nopass: the T of the Join WiFi QR code. */
    wifi_security: text('wifi_security').notNull().default('WPA'),
    /** Like the phones: Visible Always (1) or Hidden (2) until an invited guest's access window. */
    wifi_view: smallint('wifi_view').notNull().default(1),
    /** Check-in and check-out times of day, HH:MM (the guide's time zone). */
    check_in_time: text('check_in_time'),
    check_out_time: text('check_out_time'),
    /**
     * What the guides list's search `q` matches: title, city and address, lower-cased and without
     * accents (`guidebook_search_text`, an immutable SQL function of migration 0021, folds with
     * `guidebook_fold`), kept by PostgreSQL on every write, so no write path of the app has to
     * remember it. The fields are joined by a newline, which a search never holds, so a match never
     * spans two fields.
     */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`guidebook_search_text(title, city, address)`),
    /**
     * The second part of the guide's readable link, `/{workspace slug}/{slug}`, unique in its workspace.
     * A trigger (migration 0028, `guidebook_guide_slug`) gives every new guide one made from its title,
     * deduplicated (`beach-house`, `beach-house-2`), whatever creates it (create, duplicate, import).
     */
    slug: text('slug'),
  },
  (t) => [
    check('guides_wifi_security_check', sql`${t.wifi_security} in ('WPA', 'WEP', 'nopass')`),
    index('guides_user_idx').on(t.id_workspace, t.id_guide),
    uniqueIndex('guides_share_token_unique').on(t.share_token),
    uniqueIndex('guides_workspace_slug_unique')
      .on(t.id_workspace, t.slug)
      .where(sql`${t.slug} is not null`),
    index('guides_logo_idx').on(t.id_file_logo),
    index('guides_cover_idx').on(t.id_file_cover),
    index('guides_map_idx').on(t.id_map),
  ],
);

export const categories = pgTable(
  'guide_contents',
  {
    id_guide_content: serial('id_guide_content').primaryKey(),
    id_guide: integer('id_guide')
      .notNull()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image').notNull(),
    id_status: smallint('id_status').notNull().default(1),
    position: integer('position').notNull().default(0),
    comment: text('comment'),
    date_created: ts('date_created').notNull().defaultNow(),
    date_modified: ts('date_modified').notNull().defaultNow(),
    /** Which template category this is (CATEGORY_KINDS), so the guest view finds arrival, emergency, FAQ. */
    kind: text('kind'),
  },
  (t) => [index('guide_contents_guide_idx').on(t.id_guide, t.position, t.id_guide_content)],
);

export const guideTopics = pgTable(
  'guide_topics',
  {
    id_guide_topic: serial('id_guide_topic').primaryKey(),
    id_guide_content: integer('id_guide_content')
      .notNull()
      .references(() => categories.id_guide_content, { onDelete: 'cascade' }),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    content: text('content').notNull(),
    comment: text('comment'),
    id_status: smallint('id_status').notNull().default(1),
    /** Who sees it: 1 every guest with the link, 2 only invited guests inside their access window. */
    id_topic_view: smallint('id_topic_view').notNull().default(1),
    /** Restrict: a file that is a featured image cannot disappear under a topic. */
    id_file_public: integer('id_file_public').references(() => filesPublic.id_file_public, {
      onDelete: 'restrict',
    }),
    position: integer('position').notNull().default(0),
    date_created: ts('date_created').notNull().defaultNow(),
    date_modified: ts('date_modified').notNull().defaultNow(),
    /**
     * The shared topic this row shows: its name, description, image, file and content are the shared
     * topic's, written here by every save of the shared topic (one UPDATE over its placements), and its
     * translations the shared topic's too, so every reader of topics reads a placement as a topic.
     * Deleting the shared topic deletes its placements; null is the guide's own topic.
     */
    id_shared_topic: integer('id_shared_topic').references(() => sharedTopics.id_shared_topic, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('guide_topics_content_idx').on(t.id_guide_content, t.position, t.id_guide_topic),
    index('guide_topics_file_idx').on(t.id_file_public),
    index('guide_topics_shared_idx')
      .on(t.id_shared_topic)
      .where(sql`${t.id_shared_topic} is not null`),
  ],
);

/**
 * A workspace's shared topic: written once, placed into any number of its guides' categories
 * (guide_topics.id_shared_topic). id_status and id_topic_view are those of new placements.
 */
export const sharedTopics = pgTable(
  'shared_topics',
  {
    id_shared_topic: serial('id_shared_topic').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    content: text('content').notNull(),
    comment: text('comment'),
    id_status: smallint('id_status').notNull().default(1),
    id_topic_view: smallint('id_topic_view').notNull().default(1),
    /** Restrict, as a topic's featured image. */
    id_file_public: integer('id_file_public').references(() => filesPublic.id_file_public, {
      onDelete: 'restrict',
    }),
    date_created: ts('date_created').notNull().defaultNow(),
    date_modified: ts('date_modified').notNull().defaultNow(),
  },
  (t) => [
    index('shared_topics_workspace_idx').on(t.id_workspace, t.id_shared_topic),
    index('shared_topics_file_idx').on(t.id_file_public),
  ],
);

/**
 * A shared topic's title and content in one language (any language: guides pick theirs), copied to
 * each placement's translations (translations.id_guide_topic) whenever either changes.
 */
export const sharedTopicTranslations = pgTable(
  'shared_topic_translations',
  {
    id_shared_topic: integer('id_shared_topic')
      .notNull()
      .references(() => sharedTopics.id_shared_topic, { onDelete: 'cascade' }),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name'),
    content: text('content'),
    /** The digest of the shared topic's title and content when this was saved (as translations.source_digest). */
    source_digest: text('source_digest').notNull(),
    date_modified: ts('date_modified').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_shared_topic, t.language] })],
);

/**
 * A guide's property values (`{{bin_day}}` in a topic reads the guide's `bin_day`). `language` is ''
 * for the guide's main language, else a further language whose value guests of that language read.
 */
export const guideValues = pgTable(
  'guide_values',
  {
    id_guide: integer('id_guide')
      .notNull()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    language: text('language').notNull().default(''),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_guide, t.language, t.name] }),
    check('guide_values_name_check', sql`${t.name} ~ '^[a-z0-9_]{1,40}$'`),
    check('guide_values_value_length', sql`char_length(${t.value}) <= 2000`),
    index('guide_values_workspace_idx').on(t.id_workspace),
  ],
);

/**
 * Guest views, pre-aggregated per guide, topic (0 = the guide itself) and day in the
 * guide's timezone. No row says who viewed: only counts are kept.
 */
export const guideViewDaily = pgTable(
  'guide_view_daily',
  {
    id_guide: integer('id_guide')
      .notNull()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    id_guide_topic: integer('id_guide_topic').notNull().default(0),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id_guide, t.id_guide_topic, t.day] })],
);

/** All-time views per guide and topic, kept beside the daily rows so totals cost the same at any volume. */
export const guideViewTotals = pgTable(
  'guide_view_totals',
  {
    id_guide: integer('id_guide')
      .notNull()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    id_guide_topic: integer('id_guide_topic').notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id_guide, t.id_guide_topic] })],
);

/**
 * A host's calendar export (iCal) of one guide, whose reservations become stays (invitations with
 * source `calendar`). Sync state: the validators of the last answer (etag, last_modified) for a
 * conditional request, what the last sync did (last_synced_at, last_status, the counts), when the
 * next one is due (next_sync_at), and a lease (lease_owner until lease_until) so that one instance
 * at a time reads a feed: an instance takes a due feed whose lease is absent or past.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id_calendar_feed: serial('id_calendar_feed').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_guide: integer('id_guide')
      .notNull()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    label: text('label'),
    /** 'auto': the platform's reservations are stays, its blocks are not; 'stays': every event is a stay. */
    events_are: text('events_are').notNull().default('auto'),
    etag: text('etag'),
    last_modified: text('last_modified'),
    last_synced_at: ts('last_synced_at'),
    /** 'ok', or a sentence for the host saying what went wrong; null before the first sync. */
    last_status: text('last_status'),
    last_created: integer('last_created').notNull().default(0),
    last_updated: integer('last_updated').notNull().default(0),
    last_cancelled: integer('last_cancelled').notNull().default(0),
    /** Events of the last sync that could not be used (no UID, no DTSTART, …), named in last_status. */
    last_skipped: integer('last_skipped').notNull().default(0),
    /**
     * The last status as catalog message keys and values ([{ key, values }], keys of MESSAGES.calendarSync),
     * so that each host reads it in their own language; null for 'ok' and before the first sync.
     */
    last_status_parts: jsonb('last_status_parts').$type<{ key: string; values: Record<string, string | number> }[]>(),
    /** SHA-256 of the last body read into stays: the same body again changes nothing and is not parsed. */
    body_sha256: text('body_sha256'),
    next_sync_at: ts('next_sync_at').notNull().defaultNow(),
    lease_owner: text('lease_owner'),
    lease_until: ts('lease_until'),
    date_created: ts('date_created').notNull().defaultNow(),
    date_updated: ts('date_updated').notNull().defaultNow(),
  },
  (t) => [
    index('calendar_feeds_workspace_idx').on(t.id_workspace, t.id_guide),
    index('calendar_feeds_due_idx').on(t.next_sync_at),
    check('calendar_feeds_events_are_check', sql`${t.events_are} in ('auto', 'stays')`),
  ],
);

/**
 * A host's invitation of a guest to a guide: a stay. The token is the key of the guest's
 * personal link, stored as is because the host can show and copy the link again. A stay comes
 * from the host's hand (source `manual`), a calendar feed (`calendar`: id_calendar_feed and the
 * event's UID, unique per feed) or a CSV file (`import`).
 */
export const invitations = pgTable(
  'invitations',
  {
    id_invitation: serial('id_invitation').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_guide: integer('id_guide')
      .notNull()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    guest_name: text('guest_name').notNull(),
    /** Null: not known yet (calendars do not carry it); messages that need it wait for it. */
    guest_email: text('guest_email'),
    check_in: ts('check_in').notNull(),
    check_out: ts('check_out').notNull(),
    access_from: ts('access_from').notNull(),
    access_to: ts('access_to').notNull(),
    token: text('token').notNull(),
    revoked_at: ts('revoked_at'),
    opened_at: ts('opened_at'),
    open_count: integer('open_count').notNull().default(0),
    date_created: ts('date_created').notNull().defaultNow(),
    /** The stay's language (one of the guide's, BCP 47): its e-mail's template. Null (rows made before): the guide's default language. */
    language: text('language'),
    source: text('source').notNull().default('manual'),
    /** The feed the stay came from; a deleted feed leaves its stays (null here, source still `calendar`). */
    id_calendar_feed: integer('id_calendar_feed').references(() => calendarFeeds.id_calendar_feed, {
      onDelete: 'set null',
    }),
    /** The calendar event's UID: with id_calendar_feed, the key a sync finds the stay by. */
    external_uid: text('external_uid'),
    /** The platform's reservation code. */
    reference: text('reference'),
    guest_phone: text('guest_phone'),
    /** How many guests (null: not known). */
    guests: integer('guests'),
    /** A secret of the stay, shown only through its personal link from door_code_from until access_to. */
    door_code: text('door_code'),
    /** Null: from access_from. */
    door_code_from: ts('door_code_from'),
    /**
     * Set when the stay is cancelled (its event left the feed). Cancelling also sets revoked_at, so
     * the link closes for every instance, including one of the previous release, which knows no
     * cancelled_at.
     */
    cancelled_at: ts('cancelled_at'),
    /** The host's last change through /invitations/modify: a sync keeps the host's edits except the dates. */
    host_edited_at: ts('host_edited_at'),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.token),
    index('invitations_user_idx').on(t.id_workspace, t.id_invitation),
    index('invitations_guide_idx').on(t.id_guide),
    uniqueIndex('invitations_feed_uid_unique').on(t.id_calendar_feed, t.external_uid),
    check('invitations_source_check', sql`${t.source} in ('manual', 'calendar', 'import')`),
  ],
);

/**
 * The secret address of a guide's calendar of stays (/ical/{token}.ics). No row: the guide has none yet.
 * Regenerating replaces the token, so the old address answers 404 on every instance at once.
 */
export const calendarExports = pgTable(
  'calendar_exports',
  {
    id_guide: integer('id_guide')
      .primaryKey()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_exports_token_unique').on(t.token)],
);

/**
 * Events of a feed whose stay the host deleted: the sync does not make the stay again while the event
 * is in the feed. A UID gone from the feed is forgotten at the next sync that reads it.
 */
export const calendarFeedDismissals = pgTable(
  'calendar_feed_dismissals',
  {
    id_calendar_feed: integer('id_calendar_feed')
      .notNull()
      .references(() => calendarFeeds.id_calendar_feed, { onDelete: 'cascade' }),
    external_uid: text('external_uid').notNull(),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_calendar_feed, t.external_uid] })],
);

/**
 * Timed messages: a rule e-mails each stay of its guide (id_guide null: of every guide of the
 * workspace) at a moment of the stay, at send_time local time in the guide's timezone. `texts`:
 * { [language]: { subject, body } }. A deleted rule is kept (deleted_at) so that its stays' messages
 * still name it; it schedules nothing more.
 */
export const messageRules = pgTable(
  'message_rules',
  {
    id_message_rule: serial('id_message_rule').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_guide: integer('id_guide').references(() => guides.id_guide, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    trigger: text('trigger').notNull(),
    offset_days: integer('offset_days').notNull().default(0),
    /** Local HH:MM; ignored by booking_confirmed. */
    send_time: text('send_time').notNull().default('10:00'),
    texts: jsonb('texts').notNull().$type<Record<string, { subject: string; body: string }>>(),
    enabled: boolean('enabled').notNull().default(true),
    deleted_at: ts('deleted_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_rules_workspace_idx').on(t.id_workspace, t.id_guide),
    check(
      'message_rules_trigger_check',
      sql`${t.trigger} in ('booking_confirmed', 'before_check_in', 'check_in_day', 'after_check_out')`,
    ),
  ],
);

/**
 * One message per stay and rule: when it is due and what became of it. A row is sent by marking it
 * `sent` in the transaction that queues its e-mail in the mail outbox, so each is mailed once.
 * `reason`: a key of MESSAGES.stayMessages.reason (why it failed, was skipped or cancelled), with
 * `reason_detail` (the mail server's answer) for sendFailed.
 */
export const stayMessages = pgTable(
  'stay_messages',
  {
    id_stay_message: serial('id_stay_message').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_invitation: integer('id_invitation')
      .notNull()
      .references(() => invitations.id_invitation, { onDelete: 'cascade' }),
    id_message_rule: integer('id_message_rule')
      .notNull()
      .references(() => messageRules.id_message_rule, { onDelete: 'cascade' }),
    due_at: ts('due_at'),
    status: text('status').notNull(),
    sent_at: ts('sent_at'),
    reason: text('reason'),
    reason_detail: text('reason_detail'),
    /** Sending attempts (a render that failed counts); the last one's time. */
    attempts: integer('attempts').notNull().default(0),
    last_attempt_at: ts('last_attempt_at'),
    date_created: ts('date_created').notNull().defaultNow(),
    date_updated: ts('date_updated').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stay_messages_stay_rule_unique').on(t.id_invitation, t.id_message_rule),
    index('stay_messages_rule_idx').on(t.id_message_rule),
    index('stay_messages_due_idx')
      .on(t.due_at)
      .where(sql`${t.status} = 'scheduled'`),
    check(
      'stay_messages_status_check',
      sql`${t.status} in ('scheduled', 'sent', 'failed', 'skipped', 'cancelled', 'waiting')`,
    ),
  ],
);

/** The host's invitation e-mail; without a row the default template applies. */
export const invitationTemplates = pgTable('invitation_templates', {
  id_workspace: integer('id_workspace')
    .primaryKey()
    .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
});

/**
 * The host's invitation e-mail in one more language (a guide language other than English, BCP 47):
 * an invitation in that language is sent with it. The row of invitation_templates stays the default
 * (English) template, used for every language without a row here.
 */
export const invitationTemplateLanguages = pgTable(
  'invitation_template_languages',
  {
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_workspace, t.language] })],
);

/** The host's default access window around a stay. */
export const invitationSettings = pgTable('invitation_settings', {
  id_workspace: integer('id_workspace')
    .primaryKey()
    .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
  hours_before_checkin: integer('hours_before_checkin').notNull().default(24),
  hours_after_checkout: integer('hours_after_checkout').notNull().default(12),
});

/**
 * Rate-limit counters (db/rate-limit-store.ts), shared by every instance on this database. The key
 * is the SHA-256 of the limiter's name and its key (a client address, an e-mail): no address is
 * stored. A row past expires_at counts as absent; expired rows are deleted now and then.
 */
export const rateLimits = pgTable('rate_limits', {
  key_hash: bytea('key_hash').primaryKey(),
  count: integer('count').notNull(),
  expires_at: ts('expires_at').notNull(),
});

/**
 * API tokens (modules/api-tokens): `Authorization: Bearer gbk_...` for integrations. Only
 * the SHA-256 of the token is stored, and its first characters (`prefix`) to tell tokens apart.
 * Deleting a token deletes its row: the next call with it answers 40.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id_api_token: serial('id_api_token').primaryKey(),
    /** Who created the token: it stops working when they leave the workspace. */
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id_user, { onDelete: 'cascade' }),
    /** The workspace the token acts in (the X-Workspace header is ignored for tokens). */
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    token_hash: bytea('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    date_created: ts('date_created').notNull().defaultNow(),
    expires_at: ts('expires_at'),
    last_used_at: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_unique').on(t.token_hash),
    index('api_tokens_user_idx').on(t.id_user),
    index('api_tokens_workspace_idx').on(t.id_workspace),
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'write')`),
  ],
);

/**
 * A translation of one thing a guest reads, into one of its guide's further languages: exactly one
 * of id_guide, id_guide_content, id_guide_topic or id_map names it (deleting it deletes its
 * translations). `fields` holds the translated texts by the original's field names (a map's pin names
 * under `pins`, keyed by the original name); `source_digest` is the digest of the original's texts
 * when the translation was saved, so a later change of the original shows as "original changed".
 */
export const translations = pgTable(
  'translations',
  {
    id_translation: serial('id_translation').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_guide: integer('id_guide').references(() => guides.id_guide, { onDelete: 'cascade' }),
    id_guide_content: integer('id_guide_content').references(() => categories.id_guide_content, {
      onDelete: 'cascade',
    }),
    id_guide_topic: integer('id_guide_topic').references(() => guideTopics.id_guide_topic, { onDelete: 'cascade' }),
    id_map: integer('id_map').references(() => maps.id_map, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    source_digest: text('source_digest').notNull(),
    date_modified: ts('date_modified').notNull().defaultNow(),
  },
  (t) => [
    check(
      'translations_one_target',
      sql`num_nonnulls(${t.id_guide}, ${t.id_guide_content}, ${t.id_guide_topic}, ${t.id_map}) = 1`,
    ),
    uniqueIndex('translations_guide_unique')
      .on(t.id_guide, t.language)
      .where(sql`${t.id_guide} is not null`),
    uniqueIndex('translations_category_unique')
      .on(t.id_guide_content, t.language)
      .where(sql`${t.id_guide_content} is not null`),
    uniqueIndex('translations_topic_unique')
      .on(t.id_guide_topic, t.language)
      .where(sql`${t.id_guide_topic} is not null`),
    uniqueIndex('translations_map_unique')
      .on(t.id_map, t.language)
      .where(sql`${t.id_map} is not null`),
    index('translations_workspace_idx').on(t.id_workspace),
  ],
);

export type DbTranslation = typeof translations.$inferSelect;
export type DbUser = typeof users.$inferSelect;
/**
 * A workspace's default branding, used by every guide that follows it (guides.branding_follows).
 * No row: the workspace has none, and guides keep what they have.
 */
export const workspaceBranding = pgTable('workspace_branding', {
  id_workspace: integer('id_workspace')
    .primaryKey()
    .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
  /** Restrict, as a guide's: a logo or cover in use cannot be deleted from the library. */
  id_file_logo: integer('id_file_logo').references(() => filesPublic.id_file_public, { onDelete: 'restrict' }),
  id_file_cover: integer('id_file_cover').references(() => filesPublic.id_file_public, { onDelete: 'restrict' }),
  font: text('font').notNull(),
  color: text('color').notNull(),
  date_modified: ts('date_modified').notNull().defaultNow(),
});

/**
 * A guide's former slugs: `/{workspace slug}/{old_slug}` answers 301 to the guide's current readable
 * link until `expires_at` (SLUG_REDIRECT_DAYS after the change), then 404. A slug a guide takes again
 * is no longer a redirect (the change deletes it).
 */
export const guideSlugRedirects = pgTable(
  'guide_slug_redirects',
  {
    id_guide_slug_redirect: serial('id_guide_slug_redirect').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    old_slug: text('old_slug').notNull(),
    id_guide: integer('id_guide')
      .notNull()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('guide_slug_redirects_slug_unique').on(t.id_workspace, t.old_slug),
    index('guide_slug_redirects_guide_idx').on(t.id_guide),
  ],
);

/** A workspace's former slugs, redirected like a guide's (`guideSlugRedirects`) until `expires_at`. */
export const workspaceSlugRedirects = pgTable('workspace_slug_redirects', {
  old_slug: text('old_slug').primaryKey(),
  id_workspace: integer('id_workspace')
    .notNull()
    .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
  expires_at: ts('expires_at').notNull(),
});

/**
 * A workspace's white-label settings (one row per workspace, none until first saved): the sender name and
 * footer of e-mails to its guests, and whether the product's name is hidden from what guests see.
 */
export const workspaceWhiteLabel = pgTable('workspace_white_label', {
  id_workspace: integer('id_workspace')
    .primaryKey()
    .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
  sender_name: text('sender_name'),
  mail_footer: text('mail_footer'),
  hide_product_name: boolean('hide_product_name').notNull().default(false),
  date_modified: ts('date_modified').notNull().defaultNow(),
});

export type DbGuide = typeof guides.$inferSelect;
export type DbCategory = typeof categories.$inferSelect;
export type DbTopic = typeof guideTopics.$inferSelect;
export type DbFile = typeof filesPublic.$inferSelect;
export type DbInvitation = typeof invitations.$inferSelect;
/** A stay's date-times: its dates, its access window, its door code's release, its cancellation and revocation. */
export type StayTimeColumn =
  'check_in' | 'check_out' | 'access_from' | 'access_to' | 'door_code_from' | 'cancelled_at' | 'revoked_at';
/** What every new stay is written with, whoever makes it (the host, a CSV import, a calendar sync). */
export type NewStay = Pick<
  DbInvitation,
  | 'id_guide'
  | 'guest_name'
  | 'guest_email'
  | 'check_in'
  | 'check_out'
  | 'access_from'
  | 'access_to'
  | 'token'
  | 'language'
  | 'guest_phone'
  | 'guests'
  | 'reference'
  | 'door_code'
  | 'door_code_from'
>;
export type DbCalendarFeed = typeof calendarFeeds.$inferSelect;
export type DbMap = typeof maps.$inferSelect;
export type DbMapPin = typeof mapPins.$inferSelect;
export type DbApiToken = typeof apiTokens.$inferSelect;
export type DbWorkspace = typeof workspaces.$inferSelect;
export type DbMember = typeof workspaceMembers.$inferSelect;

/**
 * A guide's tags ("Lisbon", "Sea view"): a host's own words, as typed (trimmed), in the host's
 * order; unique per guide ignoring case. The guides list filters by them, ignoring case.
 */
export const guideTags = pgTable(
  'guide_tags',
  {
    id_guide_tag: serial('id_guide_tag').primaryKey(),
    id_guide: integer('id_guide')
      .notNull()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('guide_tags_guide_name_unique').on(t.id_guide, sql`lower(${t.name})`),
    index('guide_tags_workspace_name_idx').on(t.id_workspace, sql`lower(${t.name})`),
  ],
);

/**
 * A workspace's webhooks: `url` receives the `events` it subscribes to, signed with `secret` (the
 * Standard Webhooks `whsec_` secret, kept in clear because every delivery is signed with it).
 * `failures_in_row` counts failed attempts since the last success; at 50 the sender disables the
 * hook (`enabled` false, `disabled_at` set) and e-mails `id_user` (its creator), else the owner.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id_webhook: serial('id_webhook').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_user: integer('id_user').references(() => users.id_user, { onDelete: 'set null' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').notNull().$type<string[]>(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    failures_in_row: integer('failures_in_row').notNull().default(0),
    disabled_at: ts('disabled_at'),
    date_created: ts('date_created').notNull().defaultNow(),
    date_updated: ts('date_updated').notNull().defaultNow(),
  },
  (t) => [index('webhooks_workspace_idx').on(t.id_workspace)],
);

/**
 * Something that happened, recorded in the transaction that made it happen (a transactional outbox):
 * `body` is the exact JSON every delivery sends and signs, `message_id` its `webhook-id`.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id_webhook_event: serial('id_webhook_event').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message_id: text('message_id').notNull(),
    body: text('body').notNull(),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_events_message_id_unique').on(t.message_id),
    index('webhook_events_workspace_idx').on(t.id_workspace),
  ],
);

/**
 * One event to one hook: `pending` until an attempt succeeds (`succeeded`) or the retries are over
 * or refused (`failed`). The sender leases due rows (`lease_until`, taken with FOR UPDATE SKIP
 * LOCKED) so one instance at a time sends a delivery; a lease that runs out (the instance died)
 * makes it due again, which is the only way a receiver sees a `webhook-id` twice without a retry.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id_delivery: serial('id_delivery').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_webhook: integer('id_webhook')
      .notNull()
      .references(() => webhooks.id_webhook, { onDelete: 'cascade' }),
    id_webhook_event: integer('id_webhook_event')
      .notNull()
      .references(() => webhookEvents.id_webhook_event, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: ts('next_attempt_at'),
    lease_until: ts('lease_until'),
    delivered_at: ts('delivered_at'),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.id_webhook),
    index('webhook_deliveries_event_idx').on(t.id_webhook_event),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** Each attempt of a delivery: the receiver's status (null: none came), duration, the answer's first 1 KB. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id_attempt: serial('id_attempt').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_webhook: integer('id_webhook')
      .notNull()
      .references(() => webhooks.id_webhook, { onDelete: 'cascade' }),
    id_delivery: integer('id_delivery')
      .notNull()
      .references(() => webhookDeliveries.id_delivery, { onDelete: 'cascade' }),
    attempted_at: ts('attempted_at').notNull(),
    status_code: integer('status_code'),
    duration_ms: integer('duration_ms').notNull(),
    response: text('response').notNull(),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_attempts_webhook_idx').on(t.id_webhook, t.id_attempt),
    index('webhook_attempts_delivery_idx').on(t.id_delivery),
  ],
);
export type DbWebhook = typeof webhooks.$inferSelect;

/**
 * The digest of each guide's guest payload (default language) when webhooks last looked: a change
 * of it is a `guide.published` event. Written only for workspaces with a hook subscribed to it.
 */
export const webhookGuideDigests = pgTable('webhook_guide_digests', {
  id_guide: integer('id_guide')
    .primaryKey()
    .references(() => guides.id_guide, { onDelete: 'cascade' }),
  id_workspace: integer('id_workspace')
    .notNull()
    .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
  digest: text('digest').notNull(),
  date_updated: ts('date_updated').notNull().defaultNow(),
});

/**
 * What a stay's guest can ask for (modules/requests). `texts`: { [language]: { name, description } };
 * empty for the two types every workspace starts with (Early check-in, Late check-out, disabled), whose
 * names are the catalog's words for their kind. `guides`: the guides it is offered in, null for all.
 * A deleted type is kept (deleted_at) so its requests still name it.
 */
export const requestTypes = pgTable(
  'request_types',
  {
    id_request_type: serial('id_request_type').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    texts: jsonb('texts')
      .notNull()
      .default(sql`'{}'::jsonb`)
      .$type<Record<string, { name: string; description: string }>>(),
    price_text: text('price_text'),
    needs_approval: boolean('needs_approval').notNull().default(true),
    auto_approve: boolean('auto_approve').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    guides: jsonb('guides').$type<number[] | null>(),
    deleted_at: ts('deleted_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('request_types_workspace_idx').on(t.id_workspace),
    check('request_types_kind_check', sql`${t.kind} in ('early_check_in', 'late_check_out', 'other')`),
  ],
);

/**
 * A stay's guest's request and the host's answer. `requested_time`: the local HH:MM asked for;
 * `status` pending, approved, declined or cancelled; `auto_approved` when no host answered it.
 */
export const guestRequests = pgTable(
  'guest_requests',
  {
    id_request: serial('id_request').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_invitation: integer('id_invitation')
      .notNull()
      .references(() => invitations.id_invitation, { onDelete: 'cascade' }),
    id_request_type: integer('id_request_type')
      .notNull()
      .references(() => requestTypes.id_request_type, { onDelete: 'cascade' }),
    message: text('message'),
    requested_time: text('requested_time'),
    status: text('status').notNull().default('pending'),
    reply: text('reply'),
    auto_approved: boolean('auto_approved').notNull().default(false),
    answered_at: ts('answered_at'),
    answered_by: integer('answered_by').references(() => users.id_user, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('guest_requests_workspace_status_idx').on(t.id_workspace, t.status),
    index('guest_requests_invitation_idx').on(t.id_invitation),
    check('guest_requests_status_check', sql`${t.status} in ('pending', 'approved', 'declined', 'cancelled')`),
  ],
);

/**
 * A stay's feedback: 1 to 5 stars and a comment, one row per stay (UNIQUE id_invitation), given
 * through its personal link after check-out. `created_at` is the first answer (a second one within
 * 24 h replaces rating and comment and sets `updated_at`).
 */
export const stayFeedback = pgTable(
  'stay_feedback',
  {
    id_feedback: serial('id_feedback').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    id_guide: integer('id_guide')
      .notNull()
      .references(() => guides.id_guide, { onDelete: 'cascade' }),
    id_invitation: integer('id_invitation')
      .notNull()
      .references(() => invitations.id_invitation, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stay_feedback_invitation_unique').on(t.id_invitation),
    index('stay_feedback_guide_idx').on(t.id_workspace, t.id_guide, t.created_at),
    check('stay_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A guide's review links (none until first saved): shown to a guest after a rating of 4 or 5. */
export const guideReviewLinks = pgTable('guide_review_links', {
  id_guide: integer('id_guide')
    .primaryKey()
    .references(() => guides.id_guide, { onDelete: 'cascade' }),
  id_workspace: integer('id_workspace')
    .notNull()
    .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
  airbnb: text('airbnb'),
  google: text('google'),
  booking: text('booking'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/**
 * A workspace's own domain (at most one; a domain belongs to at most one workspace): the host name
 * in lower-case ASCII (an IDN as punycode), the token its `_guidebook-verify` TXT record must carry,
 * when it was verified (null until then, and again after the domain changes), and the last check's
 * outcome (`last_check_result`: a DOMAIN_CHECK code of the contract).
 */
export const workspaceDomains = pgTable(
  'workspace_domains',
  {
    id_workspace_domain: serial('id_workspace_domain').primaryKey(),
    id_workspace: integer('id_workspace')
      .notNull()
      .references(() => workspaces.id_workspace, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    verify_token: text('verify_token').notNull(),
    verified_at: ts('verified_at'),
    last_check_at: ts('last_check_at'),
    last_check_result: text('last_check_result'),
    date_created: ts('date_created').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workspace_domains_workspace_unique').on(t.id_workspace),
    uniqueIndex('workspace_domains_domain_unique').on(t.domain),
  ],
);
export type DbWorkspaceDomain = typeof workspaceDomains.$inferSelect;

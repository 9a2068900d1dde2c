/**
 * Branding, sharing and the guest guide. The guest payload is built by the
 * server's guest presenter from this allowlist only: published content, visible
 * contacts, no owner data.
 */
import { z } from 'zod';
import { ZLanguageTag } from './languages.ts';
import { ZId, zIntegerOf } from './common.ts';
import { BRANDING, MESSAGES } from './constants.ts';
import { ZGuestAccess, ZGuestStay } from './invitations.ts';
import { ZGuestMap } from './maps.ts';
import { ZGuideAddress } from './guides.ts';
import { ZGuestRequests } from './requests.ts';
import { ZGuestFeedback } from './feedback.ts';
import type { TCategoryKind } from './category-kinds.ts';

export const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, MESSAGES.sharing.colorInvalid);

export const ZBrandingRequest = z.object({
  id_guide: ZId,
  /** A library file of the host, or null for no logo. */
  id_file_public: ZId.nullable(),
  /** The guide's cover photo: a library file of the host, null for none; absent keeps the stored one. */
  id_file_cover: ZId.nullable().optional(),
  font: z.enum(BRANDING.FONTS, { error: MESSAGES.sharing.fontInvalid(BRANDING.FONTS) }),
  color: ZHexColor,
});
export type TBrandingRequest = z.infer<typeof ZBrandingRequest>;

export const ZBranding = z.object({
  id_file_public: z.number().nullable(),
  logo_path: z.string().nullable(),
  /** The cover photo's library file and path, or null. */
  id_file_cover: z.number().nullable(),
  cover_path: z.string().nullable(),
  font: z.string(),
  color: z.string(),
  /** The guide follows the workspace's branding (saving its own ends that; PUT /guides/branding/use_workspace resumes it). */
  uses_workspace: z.boolean(),
});
export type TBranding = z.infer<typeof ZBranding>;

/** PUT /workspace/branding: the workspace's default logo, cover photo, font and colour. */
export const ZWorkspaceBrandingRequest = ZBrandingRequest.omit({ id_guide: true });
export type TWorkspaceBrandingRequest = z.infer<typeof ZWorkspaceBrandingRequest>;

export const ZWorkspaceBranding = ZBranding.omit({ uses_workspace: true }).extend({
  /** false until the workspace's branding is first saved (the answer shows the defaults meanwhile). */
  is_set: z.boolean(),
  /** The workspace's guides that follow its branding, and all its guides. */
  guides_following: z.number(),
  guides_total: z.number(),
});
export type TWorkspaceBranding = z.infer<typeof ZWorkspaceBranding>;

/** POST /workspace/branding/apply_all: how many guides changed to the workspace's branding. */
export const ZWorkspaceBrandingApplied = z.object({ changed: z.number() });
export type TWorkspaceBrandingApplied = z.infer<typeof ZWorkspaceBrandingApplied>;

/**
 * A share link: the token link `{origin}/g/{token}` (url) and, when the guide and its workspace have
 * slugs, the readable link `{origin}/{workspace slug}/{guide slug}` (readable_url; else null). The origin
 * is `https://{domain}` once the workspace's own domain is verified (the readable link is then
 * `https://{domain}/{guide slug}`), else PUBLIC_URL.
 */
export const ZShareLink = z.object({
  id_guide: z.number(),
  token: z.string(),
  url: z.string(),
  /** The guide's slug, the readable link's last part (null before it has one). */
  slug: z.string().nullable(),
  readable_url: z.string().nullable(),
});

/** Days an old slug keeps redirecting (301) to the current readable link after a change. */
export const SLUG_REDIRECT_DAYS = 90;

/**
 * Words a slug may not be: the admin app's first path segments, the server's own paths and files at the
 * root, and words kept for later. The database refuses the same list (`guidebook_slug_reserved`, migration
 * 0028) for the slugs it suggests; a test keeps the two equal.
 */
export const SLUG_RESERVED = [
  'g',
  'api',
  'assets',
  'admin',
  'login',
  'logout',
  'register',
  'signup',
  'app',
  'static',
  'public',
  'docs',
  'help',
  'health',
  'manifest',
  'sw',
  'favicon',
  'robots',
  'workspace',
  'workspaces',
  'guides',
  'www',
  'mail',
  'invite',
  'invitations',
  'settings',
  'ical',
  'digital-guides-view',
  'digital-guides',
  'dashboard',
  'main-panel',
  'password-reset',
  'password-recover-success',
  'confirmation',
  'shared-topics',
  'media-library',
  'invites-home',
  'template',
  'messages',
  'requests',
  'setting',
  'help-center',
  'profiles',
  'guide-branding',
  'api-access',
  'team',
  'white-label',
  'webhooks',
  'new',
  'edit',
] as const;

/** A slug: 3 to 60 of a-z, 0-9 and single hyphens, no hyphen at either end, not a reserved word. */
export const SLUG_PATTERN = /^(?=.{3,60}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ZSlug = z
  .string()
  .regex(SLUG_PATTERN, MESSAGES.slugs.invalid)
  .refine((value) => !(SLUG_RESERVED as readonly string[]).includes(value), {
    error: (issue) => MESSAGES.slugs.reserved(String(issue.input)),
  });

/** PUT /guides/slug: the guide's new slug (its old one redirects for SLUG_REDIRECT_DAYS). */
export const ZGuideSlugRequest = z.object({ id_guide: ZId, slug: ZSlug });
export type TGuideSlugRequest = z.infer<typeof ZGuideSlugRequest>;

/** PUT /workspace/slug: the workspace's new slug (unique across workspaces; the old one redirects too). */
export const ZWorkspaceSlugRequest = z.object({ slug: ZSlug });
export type TWorkspaceSlugRequest = z.infer<typeof ZWorkspaceSlugRequest>;

/** A slug as saved, with the readable link it makes (null while the other part has no slug). */
export const ZGuideSlug = z.object({ id_guide: z.number(), slug: z.string(), readable_url: z.string().nullable() });
export type TGuideSlug = z.infer<typeof ZGuideSlug>;
export const ZWorkspaceSlug = z.object({ slug: z.string() });
export type TWorkspaceSlug = z.infer<typeof ZWorkspaceSlug>;
/**
 * GET /workspace/slug: the workspace's slug and where its readable links start at PUBLIC_URL
 * (`{PUBLIC_URL}/{slug}/`, a guide's slug follows); both null for a workspace not yet given a slug.
 */
export const ZWorkspaceSlugInfo = z.object({ slug: z.string().nullable(), link_prefix: z.string().nullable() });
export type TWorkspaceSlugInfo = z.infer<typeof ZWorkspaceSlugInfo>;
export type TShareLink = z.infer<typeof ZShareLink>;
export const ZShareRequest = z.object({ id_guide: ZId });
export const ZShareQuery = z.object({ id_guide: ZId });
export const ZQrQuery = z.object({ id_guide: ZId, format: z.enum(['png', 'svg']).default('png') });
/** A print-out or preview in one of the guide's languages (absent: its default language). */
const ZPrintLanguage = ZLanguageTag.optional();
export const ZFlyerQuery = z.object({
  id_guide: ZId,
  paper: z.enum(['a4', 'letter']).default('a4'),
  lang: ZPrintLanguage,
  /** 1: also the guide's WiFi (name, password and a Join WiFi QR code), even when Hidden from guests. */
  wifi: zIntegerOf([0, 1], MESSAGES.sharing.flyerWifiInvalid).optional(),
});
export const ZGuidePdfQuery = z.object({ id_guide: ZId, lang: ZPrintLanguage });
/**
 * The host's preview of the guest payload. `drafts=1` (the admin app's phone preview) also holds
 * Draft categories and topics and topics only for invited guests, each marked; 0 or absent: exactly
 * what guests get.
 */
export const ZPreviewQuery = z.object({
  id_guide: ZId,
  drafts: zIntegerOf([0, 1], MESSAGES.sharing.previewDraftsInvalid).optional(),
  lang: ZPrintLanguage,
});
export type TPreviewQuery = z.infer<typeof ZPreviewQuery>;

/**
 * A starter topic of the template: a short fill-in-the-blanks text the host completes and publishes.
 * Created as a Draft, so guests see none of it until the host publishes it. Blanks are [in brackets].
 */
export type TStarterTopic = { name: string; description: string; content: string };

/** A template category with its texts in one language (the server's `guideTemplate(language)`). */
export type TTemplateCategory = {
  name: string;
  kind: TCategoryKind;
  icon: string;
  description: string;
  starterTopics: readonly TStarterTopic[];
};

/**
 * The ten tiles of the guest Info tab, as categories a new guide can start with, in order: each
 * category's kind, icon and starter topics. Their words are in the `template` catalog
 * (packages/i18n/locales/<language>/template.ts), in the guide's language: `<kind>.name`,
 * `<kind>.description`, and `<kind>.topics.<topic>.name` / `.description` / `.content`.
 */
export const GUIDE_TEMPLATE: readonly { kind: TCategoryKind; icon: string; topics: readonly string[] }[] = [
  { kind: 'preparing', icon: '<i class="fa-solid fa-suitcase"></i>', topics: ['pack', 'getting-here'] },
  { kind: 'arrival', icon: '<i class="fa-solid fa-key"></i>', topics: ['check-in', 'parking', 'entrance'] },
  { kind: 'about', icon: '<i class="fa-solid fa-house"></i>', topics: ['heating', 'kitchen', 'rubbish'] },
  { kind: 'wifi', icon: '<i class="fa-solid fa-wifi"></i>', topics: ['network', 'tv'] },
  { kind: 'rules', icon: '<i class="fa-solid fa-shield-halved"></i>', topics: ['house-rules', 'safety'] },
  { kind: 'local', icon: '<i class="fa-solid fa-utensils"></i>', topics: ['eat', 'shops', 'things-to-do'] },
  { kind: 'emergency', icon: '<i class="fa-solid fa-kit-medical"></i>', topics: ['numbers', 'repairs'] },
  { kind: 'transport', icon: '<i class="fa-solid fa-bus"></i>', topics: ['public', 'taxis'] },
  { kind: 'checkout', icon: '<i class="fa-solid fa-door-open"></i>', topics: ['time', 'before-leaving'] },
  { kind: 'thanks', icon: '<i class="fa-solid fa-heart"></i>', topics: ['thank-you', 'feedback'] },
];

export const ZGuestTopic = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  image_path: z.string().nullable(),
  thumb_path: z.string().nullable(),
  /** Only in the host's drafts preview: a Draft guests do not see yet. */
  draft: z.boolean().optional(),
  /** Only in the host's drafts preview: shown only to invited guests during their stay. */
  invited_only: z.boolean().optional(),
});
export type TGuestTopic = z.infer<typeof ZGuestTopic>;

export const ZGuestCategory = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  /**
   * A template category's kind (CATEGORY_KINDS); a host-made category's from its name in the guide's
   * default language (categoryKindOfName), whatever language the answer is in; else null.
   */
  kind: z.string().nullable(),
  topics: z.array(ZGuestTopic),
  /** Only in the host's drafts preview: a Draft category guests do not see yet. */
  draft: z.boolean().optional(),
});
export type TGuestCategory = z.infer<typeof ZGuestCategory>;

export const ZGuestContact = z.object({
  kind: z.enum(['host', 'phone', 'phone2', 'email']),
  value: z.string(),
});

export const ZGuestAddress = ZGuideAddress;

/**
 * The guide's cover photo on the guest Home: `path` is a rendition at most COVER_WIDTH pixels wide
 * (WebP), `thumb_path` the library thumbnail (a small first paint, and the srcset's narrow choice).
 */
export const ZGuestCover = z.object({
  path: z.string(),
  thumb_path: z.string().nullable(),
  width: z.number(),
  height: z.number(),
});
export type TGuestCover = z.infer<typeof ZGuestCover>;

export const ZGuestWifi = z.object({
  name: z.string(),
  password: z.string().nullable(),
  security: z.enum(['WPA', 'WEP', 'nopass']),
});
export type TGuestWifi = z.infer<typeof ZGuestWifi>;

export const ZGuestGuide = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  welcome: z.string().nullable(),
  timezone: z.string().nullable(),
  branding: z.object({ logo_path: z.string().nullable(), font: z.string(), color: z.string() }),
  /** The cover photo shown as the Home hero, or null (absent in payloads made before covers existed). */
  cover: ZGuestCover.nullable().optional(),
  /** Null when the host marked the address Hidden. */
  address: ZGuestAddress.nullable(),
  /** Only the contacts the host marked visible. */
  contacts: z.array(ZGuestContact),
  categories: z.array(ZGuestCategory),
  updated_at: z.string(),
  /** The guide's active map with its pins, or null when the host shows no map. */
  map: ZGuestMap.nullable(),
  /** Only when opened with ?invite=: the invitation's state (inside its window the Hidden details are included). */
  access: ZGuestAccess.optional(),
  /** Only with ?invite= while the stay is Active: the guest's stay and its door code (ZGuestStay). */
  stay: ZGuestStay.optional(),
  /** Only with ?invite= while the stay is Active: the request types offered and the stay's requests. */
  requests: ZGuestRequests.optional(),
  /** Only with ?invite= for a stay neither cancelled nor revoked: its Thank You & Feedback state (ZGuestFeedback). */
  feedback: ZGuestFeedback.optional(),
  /** The language this answer is in (BCP 47): ?lang=, else Accept-Language, else the guide's default. */
  language: z.string().optional(),
  /** Every language of the guide, the default first: a switcher shows only when there is more than one. */
  languages: z.array(z.string()).optional(),
  /**
   * The WiFi, or null when the guide has none or keeps it Hidden (shown inside an invitation's access
   * window). The Join WiFi QR code is GET /api/guest/guides/{token}/wifi.png (with the same ?invite=).
   */
  wifi: ZGuestWifi.nullable().optional(),
  /** Check-in and check-out times of day (HH:MM), or null. */
  check_in_time: z.string().nullable().optional(),
  check_out_time: z.string().nullable().optional(),
});
export type TGuestGuide = z.infer<typeof ZGuestGuide>;

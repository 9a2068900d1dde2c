/**
 * Branding, sharing and the guest guide (issue 4). The guest payload is built by the
 * server's guest presenter from this allowlist only: published content, visible
 * contacts, no owner data.
 */
import { z } from 'zod';
import { ZId } from './common.ts';
import { BRANDING } from './constants.ts';
import { ZGuestAccess } from './invitations.ts';
import { ZGuestMap } from './maps.ts';

export const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour like #ed8438.');

export const ZBrandingRequest = z.object({
  id_guide: ZId,
  /** A library file of the host, or null for no logo. */
  id_file_public: ZId.nullable(),
  font: z.enum(BRANDING.FONTS, { error: `Choose one of: ${BRANDING.FONTS.join(', ')}.` }),
  color: ZHexColor,
});
export type TBrandingRequest = z.infer<typeof ZBrandingRequest>;

export const ZBranding = z.object({
  id_file_public: z.number().nullable(),
  logo_path: z.string().nullable(),
  font: z.string(),
  color: z.string(),
});
export type TBranding = z.infer<typeof ZBranding>;

export const ZShareLink = z.object({ id_guide: z.number(), token: z.string(), url: z.string() });
export type TShareLink = z.infer<typeof ZShareLink>;
export const ZShareRequest = z.object({ id_guide: ZId });
export const ZShareQuery = z.object({ id_guide: ZId });
export const ZQrQuery = z.object({ id_guide: ZId, format: z.enum(['png', 'svg']).default('png') });
export const ZFlyerQuery = z.object({ id_guide: ZId, paper: z.enum(['a4', 'letter']).default('a4') });

/** What kind of category a template category is; lets the guest view find arrival, emergency, FAQ. */
export const CATEGORY_KINDS = [
  'arrival',
  'emergency',
  'faq',
  'checkout',
  'wifi',
  'rules',
  'local',
  'transport',
  'about',
  'preparing',
  'thanks',
] as const;
export type TCategoryKind = (typeof CATEGORY_KINDS)[number];

/** The ten categories of the guest Info tab (spec section 2) a new guide can start with, in order. */
export const GUIDE_TEMPLATE_CATEGORIES: readonly {
  name: string;
  kind: TCategoryKind;
  icon: string;
  description: string;
}[] = [
  {
    name: 'Preparing For Your Trip',
    kind: 'preparing',
    icon: '<i class="fa-solid fa-suitcase"></i>',
    description: 'What to pack and know before you set off.',
  },
  {
    name: 'Arrival Information',
    kind: 'arrival',
    icon: '<i class="fa-solid fa-key"></i>',
    description: 'How to find the property, check in and get the keys.',
  },
  {
    name: 'About The Accommodation',
    kind: 'about',
    icon: '<i class="fa-solid fa-house"></i>',
    description: 'The rooms, appliances and everything the place offers.',
  },
  {
    name: 'WiFi & Internet',
    kind: 'wifi',
    icon: '<i class="fa-solid fa-wifi"></i>',
    description: 'The network name, password and tips for a good connection.',
  },
  {
    name: 'Safety & House Rules',
    kind: 'rules',
    icon: '<i class="fa-solid fa-shield-halved"></i>',
    description: 'The rules of the house and how to stay safe during your stay.',
  },
  {
    name: 'Local Recommendations',
    kind: 'local',
    icon: '<i class="fa-solid fa-utensils"></i>',
    description: 'Our favourite places to eat, shop and explore nearby.',
  },
  {
    name: 'Emergency Contacts',
    kind: 'emergency',
    icon: '<i class="fa-solid fa-kit-medical"></i>',
    description: 'Who to call when something goes wrong, day or night.',
  },
  {
    name: 'Transportation Options',
    kind: 'transport',
    icon: '<i class="fa-solid fa-bus"></i>',
    description: 'Getting around by bus, train, taxi, bike or car.',
  },
  {
    name: 'Check-out Instructions',
    kind: 'checkout',
    icon: '<i class="fa-solid fa-door-open"></i>',
    description: 'What to do before you leave and where to return the keys.',
  },
  {
    name: 'Thank You & Feedback',
    kind: 'thanks',
    icon: '<i class="fa-solid fa-heart"></i>',
    description: 'A thank-you from your host and how to share your feedback.',
  },
];

export const ZGuestTopic = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  image_path: z.string().nullable(),
  thumb_path: z.string().nullable(),
});
export type TGuestTopic = z.infer<typeof ZGuestTopic>;

export const ZGuestCategory = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  kind: z.string().nullable(),
  topics: z.array(ZGuestTopic),
});
export type TGuestCategory = z.infer<typeof ZGuestCategory>;

export const ZGuestContact = z.object({
  kind: z.enum(['host', 'phone', 'phone2', 'email']),
  value: z.string(),
});

export const ZGuestAddress = z.object({
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
});

export const ZGuestGuide = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  welcome: z.string().nullable(),
  timezone: z.string().nullable(),
  branding: z.object({ logo_path: z.string().nullable(), font: z.string(), color: z.string() }),
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
});
export type TGuestGuide = z.infer<typeof ZGuestGuide>;

/**
 * Branding, sharing and the guest guide. The guest payload is built by the
 * server's guest presenter from this allowlist only: published content, visible
 * contacts, no owner data.
 */
import { z } from 'zod';
import { ZLanguageTag } from './languages.ts';
import { ZId, zIntegerOf } from './common.ts';
import { BRANDING, MESSAGES } from './constants.ts';
import { ZGuestAccess } from './invitations.ts';
import { ZGuestMap } from './maps.ts';

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
});
export type TBranding = z.infer<typeof ZBranding>;

export const ZShareLink = z.object({ id_guide: z.number(), token: z.string(), url: z.string() });
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

/**
 * A starter topic of the template: a short fill-in-the-blanks text the host completes and publishes.
 * Created as a Draft, so guests see none of it until the host publishes it. Blanks are [in brackets].
 */
export type TStarterTopic = { name: string; description: string; content: string };

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const bullets = (...items: string[]) =>
  `<ol>${items.map((item) => `<li data-list="bullet">${item}</li>`).join('')}</ol>`;

/** The ten tiles of the guest Info tab, as categories a new guide can start with, in order. */
export const GUIDE_TEMPLATE_CATEGORIES: readonly {
  name: string;
  kind: TCategoryKind;
  icon: string;
  description: string;
  starterTopics: readonly TStarterTopic[];
}[] = [
  {
    name: 'Preparing For Your Trip',
    kind: 'preparing',
    icon: '<i class="fa-solid fa-suitcase"></i>',
    description: 'What to pack and know before you set off.',
    starterTopics: [
      {
        name: 'What to pack',
        description: 'Things guests are glad they brought.',
        content:
          p('Most guests are glad they packed:') +
          bullets('[Comfortable shoes for …]', '[Adapter plug type …]', '[Beach towels: provided / not provided]') +
          p('Already here for you: [bed linen, towels, hairdryer, …].'),
      },
      {
        name: 'Getting here',
        description: 'Directions from the airport, station and motorway.',
        content:
          p('<strong>From the airport:</strong> [how long it takes, and how: taxi, train, shuttle].') +
          p('<strong>By car:</strong> [the exit to take and the last turn to look for].') +
          p('Our address for your sat-nav: [street, number, postcode, town].'),
      },
    ],
  },
  {
    name: 'Arrival Information',
    kind: 'arrival',
    icon: '<i class="fa-solid fa-key"></i>',
    description: 'How to find the property, check in and get the keys.',
    starterTopics: [
      {
        name: 'Check-in time and how to get in',
        description: 'When you can arrive and how you get the keys.',
        content:
          p('Check-in is from <strong>[15:00]</strong>. If you arrive later than [22:00], please let us know.') +
          p(
            'Getting in: [the key safe by the door / we meet you / the reception desk]. The code or the keys: [how you will receive them].',
          ),
      },
      {
        name: 'Parking',
        description: 'Where to leave the car.',
        content:
          p('[Free / paid] parking is [in the driveway / in the street / at the car park on …].') +
          p('Spaces: [number]. Please do not park [where].'),
      },
      {
        name: 'Finding the entrance',
        description: 'What to look for when you arrive.',
        content:
          p('The entrance is [the blue door on the left of the building]. Look for [a landmark].') +
          p('Our flat is on floor [number]; the lift is [where].'),
      },
    ],
  },
  {
    name: 'About The Accommodation',
    kind: 'about',
    icon: '<i class="fa-solid fa-house"></i>',
    description: 'The rooms, appliances and everything the place offers.',
    starterTopics: [
      {
        name: 'Heating and air conditioning',
        description: 'How to keep the place comfortable.',
        content:
          p('The [thermostat / remote] is [where]. Set it to [temperature] for a comfortable night.') +
          p('Please switch it off when you open the windows or go out for the day.'),
      },
      {
        name: 'Kitchen and appliances',
        description: 'What is there and how it works.',
        content:
          p('You will find [coffee machine, dishwasher, oven, …].') +
          bullets(
            'Coffee machine: [capsules / filter, where to find them]',
            'Dishwasher: [tablets under the sink, programme to use]',
            'Oven: [how to switch it on]',
          ),
      },
      {
        name: 'Rubbish and recycling',
        description: 'Where the bins are and what goes in which.',
        content:
          p('The bins are [where]. Collection days: [days].') +
          bullets(
            '[Colour] bin: [general waste]',
            '[Colour] bin: [plastic and cans]',
            '[Colour] bin: [paper and glass]',
          ),
      },
    ],
  },
  {
    name: 'WiFi & Internet',
    kind: 'wifi',
    icon: '<i class="fa-solid fa-wifi"></i>',
    description: 'The network name, password and tips for a good connection.',
    starterTopics: [
      {
        name: 'WiFi network and password',
        description: 'How to get online.',
        content:
          p('Network: <strong>[network name]</strong>') +
          p('Password: <strong>[password]</strong>') +
          p('The router is [where]. If the connection drops, switch it off and on again and wait two minutes.'),
      },
      {
        name: 'TV and streaming',
        description: 'Watching TV and your own accounts.',
        content: p(
          'The TV remote is [where]. [Netflix / other apps] are on the TV: please sign in with your own account and sign out before you leave.',
        ),
      },
    ],
  },
  {
    name: 'Safety & House Rules',
    kind: 'rules',
    icon: '<i class="fa-solid fa-shield-halved"></i>',
    description: 'The rules of the house and how to stay safe during your stay.',
    starterTopics: [
      {
        name: 'House rules',
        description: 'What we ask of every guest.',
        content: bullets(
          'No smoking [inside / anywhere on the property]',
          'Quiet hours: [22:00] to [08:00]',
          'Pets: [welcome / not allowed]',
          'Parties and events: [not allowed]',
        ),
      },
      {
        name: 'Safety equipment',
        description: 'Where to find what you hope you never need.',
        content: bullets(
          'Fire extinguisher: [where]',
          'Fire blanket: [where]',
          'First aid kit: [where]',
          'Main water tap and fuse box: [where]',
        ),
      },
    ],
  },
  {
    name: 'Local Recommendations',
    kind: 'local',
    icon: '<i class="fa-solid fa-utensils"></i>',
    description: 'Our favourite places to eat, shop and explore nearby.',
    starterTopics: [
      {
        name: 'Where to eat',
        description: 'Our favourite places nearby.',
        content: bullets(
          '[Restaurant name]: [what to order], [distance on foot]',
          '[Café name]: [best for breakfast]',
          '[Takeaway]: [delivers until …]',
        ),
      },
      {
        name: 'Shops and supermarkets',
        description: 'For groceries and everyday things.',
        content: p('The nearest supermarket is [name], [distance], open [hours]. A pharmacy: [name and where].'),
      },
      {
        name: 'Things to do',
        description: 'What we would not miss.',
        content: bullets(
          '[Sight or walk]: [why we love it]',
          '[Beach or park]: [how to get there]',
          '[Rainy-day idea]',
        ),
      },
    ],
  },
  {
    name: 'Emergency Contacts',
    kind: 'emergency',
    icon: '<i class="fa-solid fa-kit-medical"></i>',
    description: 'Who to call when something goes wrong, day or night.',
    starterTopics: [
      {
        name: 'Emergency numbers',
        description: 'Who to call, day or night.',
        content:
          p('Emergency services: <strong>[112]</strong>') +
          p('Your host: [name], [phone number].') +
          p('Nearest hospital: [name, address].'),
      },
      {
        name: 'If something breaks',
        description: 'What to do when something stops working.',
        content: p(
          'Please tell us as soon as you can: [how to reach us]. For an urgent problem (a leak, no power, no heating) call [number].',
        ),
      },
    ],
  },
  {
    name: 'Transportation Options',
    kind: 'transport',
    icon: '<i class="fa-solid fa-bus"></i>',
    description: 'Getting around by bus, train, taxi, bike or car.',
    starterTopics: [
      {
        name: 'Public transport',
        description: 'Buses, trams and trains nearby.',
        content: p('The nearest stop is [name], [distance]. Tickets: [where to buy them / contactless on board].'),
      },
      {
        name: 'Taxis and car hire',
        description: 'When you would rather be driven.',
        content: p('A local taxi: [name, phone number]. Car hire: [company, where].'),
      },
    ],
  },
  {
    name: 'Check-out Instructions',
    kind: 'checkout',
    icon: '<i class="fa-solid fa-door-open"></i>',
    description: 'What to do before you leave and where to return the keys.',
    starterTopics: [
      {
        name: 'Check-out time',
        description: 'When to leave.',
        content: p('Check-out is by <strong>[10:00]</strong>. Need a later check-out? Ask us the day before.'),
      },
      {
        name: 'Before you leave',
        description: 'A short list for the last morning.',
        content: bullets(
          '[Load and start the dishwasher]',
          '[Take the rubbish out]',
          '[Close the windows and switch off the heating]',
          '[Leave the keys in …]',
        ),
      },
    ],
  },
  {
    name: 'Thank You & Feedback',
    kind: 'thanks',
    icon: '<i class="fa-solid fa-heart"></i>',
    description: 'A thank-you from your host and how to share your feedback.',
    starterTopics: [
      {
        name: 'Thank you',
        description: 'A note from your host.',
        content: p('Thank you for staying with us, [guest]! We hope you enjoyed [the place / the town].'),
      },
      {
        name: 'Share your feedback',
        description: 'Tell us what you thought.',
        content: p(
          'We read every review. If you enjoyed your stay, a review on [platform] helps us a lot; if something was not right, please tell us directly: [how to reach us].',
        ),
      },
    ],
  },
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

export const ZGuestAddress = z.object({
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
});

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

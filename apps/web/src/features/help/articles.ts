/**
 * The Help Center's articles: short, written for hosts, and true to this product's screens
 * (every button, tab and field named here exists under that label). Text may mark a label
 * with **double asterisks**; it is shown bold and searched without the marks.
 * Pictures are real screens of the app (public/help/*.webp, made with Playwright).
 */
import { ROUTES } from '../../lib/paths.ts';

export type HelpImage = { src: string; alt: string; caption?: string; width: number; height: number };

export type HelpBlock =
  | { kind: 'text'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'tip'; text: string }
  | { kind: 'image'; image: HelpImage };

export type HelpSection = 'Build your guide' | 'Share with guests' | 'Guests and insight';

export type HelpArticle = {
  /** Part of the article's address (?article=), used by empty states' help links: never rename. */
  id: string;
  title: string;
  /** One sentence, shown on the article's card and under its title. */
  summary: string;
  section: HelpSection;
  /** Words a host might type that the text does not use; searched, never shown. */
  keywords: string[];
  blocks: HelpBlock[];
  /** Where in the app the article's work is done, when one screen is the place. */
  action?: { label: string; to: string };
  related: string[];
};

export const HELP_SECTIONS: HelpSection[] = ['Build your guide', 'Share with guests', 'Guests and insight'];

const img = (name: string, width: number, height: number, alt: string, caption?: string): HelpBlock => ({
  kind: 'image',
  image: { src: `/help/${name}.webp`, width, height, alt, caption },
});

export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: 'getting-started',
    title: 'Getting started: your first guide',
    summary: 'Create a guide for your property, then fill it in tab by tab.',
    section: 'Build your guide',
    keywords: ['new guide', 'create', 'begin', 'start', 'setup', 'property', 'welcome', 'timezone'],
    blocks: [
      {
        kind: 'text',
        text: 'A guide is everything a guest needs for one property: how to get in, the WiFi, the house rules, places nearby. Guests open it on their phone from a link or a QR code; they never need an account.',
      },
      {
        kind: 'steps',
        items: [
          'Open **Digital Guides** in the sidebar and press **Add Guide** (the Dashboard has the same button).',
          'Give the guide a **Title** (up to 60 characters) and fill in the address, **Postal code**, **Country** and **Timezone**. Times in invitations and analytics use this timezone.',
          'Keep **Start with the ten standard categories** ticked to begin with Preparing For Your Trip, Arrival Information, WiFi & Internet and the other usual sections. Each comes with starter topics saved as Drafts: fill in the [bracketed] parts, then publish them. Rename or delete anything you do not need.',
          'Press **Create Guide**. Your guide appears in **Your Guides**; press its Edit button to open it.',
        ],
      },
      {
        kind: 'text',
        text: 'The guide opens on six tabs: **Details** (contact details, address, welcome text and branding), **Content** (categories and topics), **Map**, **Quick Share** (link, QR code, flyer and PDF), **Data** (export, import, duplicate) and **Analytics**.',
      },
      img(
        'guide-edit-tabs',
        880,
        358,
        'The guide edit screen titled "Updating Guide: Seaside Cottage" with the tabs Details, Content, Map, Quick Share, Data and Analytics, and the Details form below.',
        'Every guide has the same six tabs.',
      ),
      {
        kind: 'tip',
        text: 'Write the **Welcome text** in the Details tab: it is the first thing guests read on the Home screen of the guide.',
      },
    ],
    action: { label: 'Add a guide', to: `${ROUTES.guides}?view=create` },
    related: ['writing-topics', 'branding', 'share-link'],
  },
  {
    id: 'writing-topics',
    title: 'Write categories and topics',
    summary: 'Organise the guide into categories and write a topic for each thing guests ask about.',
    section: 'Build your guide',
    keywords: ['content', 'page', 'article', 'text', 'editor', 'draft', 'publish', 'order', 'reorder', 'icon'],
    blocks: [
      {
        kind: 'text',
        text: 'In the **Content** tab, a guide is a list of categories (for example Arrival Information), each holding topics (for example Getting the keys). Guests see the categories as tiles in the Info screen of the guide.',
      },
      {
        kind: 'steps',
        items: [
          'Press **Add Category**, type a **Title**, choose an icon and press **Save Category**.',
          'Open the category and press **Add Topic**.',
          'Give the topic a **Title**, press **Choose image** to pick its **Topic Featured Image** (every topic needs one), and write the **Topic Content**: headings, lists, links, pictures and videos are all possible.',
          'Set **Topic Status** to Published when it is ready, or keep it as a Draft, then press **Create**.',
        ],
      },
      img(
        'content-tab',
        880,
        434,
        'The Content tab: the category Arrival Information is open and lists the topics Getting the keys and Parking, marked Published, and Late arrival, marked Draft, with an Add Topic button.',
        'Drafts stay visible to you and hidden from guests.',
      ),
      {
        kind: 'list',
        items: [
          'Guests only ever see **Published** topics; a Draft is never sent to their phone, nor printed in the guide PDF.',
          'Change the order with the up and down arrows, or drag a category or topic by its handle. Guests see the same order.',
          'The pencil edits, the bin deletes (after you confirm).',
        ],
      },
      img(
        'topic-modal',
        760,
        702,
        'The Edit Topic form with a Title, the featured image of a key box, the rich-text editor holding the topic content, and the Topic Status select.',
      ),
    ],
    related: ['images', 'getting-started', 'share-link'],
  },
  {
    id: 'images',
    title: 'Images and the media library',
    summary: 'Upload photos once and reuse them as featured images, logos and pictures in topics.',
    section: 'Build your guide',
    keywords: ['photo', 'picture', 'upload', 'jpg', 'jpeg', 'png', 'file', 'library', 'delete', 'logo'],
    blocks: [
      {
        kind: 'text',
        text: 'Every picture you use lives in your **Media library**, shared by all your guides. Upload it once and choose it wherever you need it.',
      },
      {
        kind: 'steps',
        items: [
          'Open **Media library** in the sidebar and press **Upload File**.',
          'Drag your photos onto the drop zone, or click it to browse. JPG, JPEG and PNG images are accepted; a panel shows each upload’s progress.',
          'Press **Go Back** to see **All Files**, ten to a page, each with its name, size and date.',
        ],
      },
      img(
        'media-library',
        880,
        440,
        'The Media library listing All Files as cards with a photo, its name, size and date, and Download and Delete buttons.',
      ),
      {
        kind: 'text',
        text: 'When a topic or the branding asks for an image, the **Manage Your Images** window opens: pick one in **Select from Library**, or add a new one in **Upload New File**, then press **Save**.',
      },
      {
        kind: 'tip',
        text: 'An image that is a topic’s featured image, a guide’s logo or a picture inside a topic cannot be deleted: the message names where it is used, so you can choose another image there first.',
      },
    ],
    action: { label: 'Open the Media library', to: ROUTES.mediaLibrary },
    related: ['writing-topics', 'branding'],
  },
  {
    id: 'branding',
    title: 'Brand your guide: logo, font and colour',
    summary: 'Give the guest guide, the flyer and the PDF your logo, font and colour.',
    section: 'Build your guide',
    keywords: ['logo', 'colour', 'color', 'font', 'style', 'look', 'design', 'theme'],
    blocks: [
      {
        kind: 'text',
        text: 'Open the guide’s **Details** tab and scroll to **Guide Branding**.',
      },
      {
        kind: 'steps',
        items: [
          'Press **Choose logo** and pick an image from your library.',
          'Choose a **Font**: PT Sans (the default), Roboto, Montserrat, Lato or Open Sans.',
          'Choose a **Colour** (the default is orange, #ed8438). The preview line shows the font and colour together.',
          'Press **Save Branding**.',
        ],
      },
      img(
        'branding',
        880,
        396,
        'The Guide Branding panel with an empty logo square, Choose logo button, the Font select set to PT Sans, the Colour field set to #ed8438, a preview line and the Save Branding button.',
      ),
      {
        kind: 'text',
        text: 'Guests see the colour in the header of the guide, and the flyer shows your logo and colour next to the QR code.',
      },
    ],
    related: ['getting-started', 'qr-code-and-flyer'],
  },
  {
    id: 'share-link',
    title: 'Share your guide by link',
    summary: 'Copy the guest link, open the guide as guests see it, and replace the link when you need to.',
    section: 'Share with guests',
    keywords: ['url', 'send', 'copy', 'link', 'whatsapp', 'airbnb', 'message', 'preview', 'regenerate', 'share'],
    blocks: [
      {
        kind: 'text',
        text: 'Each guide has one guest link. Anyone with the link can open the guide on any phone or computer, with no app and no sign-in. Only published topics and the details you marked Visible Always are shown.',
      },
      {
        kind: 'steps',
        items: [
          'Open the guide and choose the **Quick Share** tab.',
          'Press **Copy link** and paste it into your booking message, e-mail or listing.',
          'Press **Open example view** to see the guide exactly as guests will.',
        ],
      },
      img(
        'share-link',
        880,
        198,
        'The Share link panel of the Quick Share tab: the Guest link field, and the buttons Copy link, Regenerate link and Open example view.',
      ),
      {
        kind: 'tip',
        text: '**Regenerate link** makes a new link and stops the old one, and the old QR code with it, at once. Use it when a link reached people it should not; then share the new link and print a new QR code or flyer.',
      },
      {
        kind: 'text',
        text: 'Want a guest to also see your hidden phone number or address? Send them a personal invitation link instead (see Invitations and hidden information).',
      },
    ],
    related: ['qr-code-and-flyer', 'invitations', 'offline'],
  },
  {
    id: 'qr-code-and-flyer',
    title: 'QR code, printed flyer and guide PDF',
    summary: 'Download the QR code as PNG or SVG, print an A4 or US Letter flyer, or save the whole guide as a PDF.',
    section: 'Share with guests',
    keywords: ['qr', 'qrcode', 'scan', 'print', 'poster', 'flyer', 'pdf', 'a4', 'letter', 'house manual', 'svg', 'png'],
    blocks: [
      {
        kind: 'text',
        text: 'A QR code in the property lets guests open the guide by pointing their phone camera at it. You find everything for print in the guide’s **Quick Share** tab.',
      },
      img(
        'qr-and-flyer',
        880,
        233,
        'The QR code panel with the code and the buttons Download PNG and Download SVG, next to the Print and PDF panel with Flyer PDF (A4), Flyer PDF (US Letter) and Guide PDF.',
      ),
      {
        kind: 'list',
        items: [
          '**Download PNG** gives a picture to paste into your own documents or messages; **Download SVG** stays sharp at any size, for printers and designers.',
          '**Flyer PDF (A4)** and **Flyer PDF (US Letter)** make a one-page flyer ready to print and frame: the guide’s title, your branding, a large QR code, a line on how to scan it and the link written out.',
          '**Guide PDF** holds every published topic, for guests who like paper. Guests can also download it themselves as the House Manual from the Help screen of the guide.',
        ],
      },
      {
        kind: 'tip',
        text: 'The QR code opens the guest link. After **Regenerate link**, the old code stops working: download and print the new one.',
      },
    ],
    related: ['share-link', 'branding'],
  },
  {
    id: 'invitations',
    title: 'Invitations and hidden information',
    summary: 'Give one guest a personal link that also shows your hidden contacts and address during their stay.',
    section: 'Share with guests',
    keywords: [
      'invite',
      'guest',
      'email',
      'e-mail',
      'personal link',
      'private',
      'secret',
      'door code',
      'check-in',
      'access',
    ],
    blocks: [
      {
        kind: 'text',
        text: 'In the guide’s **Details** tab, each phone number and the address can be **Visible Always** or **Hidden**. Hidden details never appear through the ordinary guest link, QR code or flyer. A guest sees them only through their personal invitation link, and only while their access is open.',
      },
      {
        kind: 'steps',
        items: [
          'Open **Invites** › **Invite Home** in the sidebar and press **Create Invitation**.',
          'Choose the **Guide**, type the **Guest name** and **Guest e-mail**, then the **Check-in** and **Check-out** times.',
          '**Access from** and **Access to** fill in by themselves from your Settings; change them for this guest if you like.',
          'Leave **Send the invitation e-mail now** ticked to e-mail the personal link, and press **Create Invitation**.',
        ],
      },
      img(
        'invitation',
        620,
        508,
        'The Create Invitation form with Guide, Guest name, Guest e-mail, Check-in, Check-out, Access from and Access to, and the Send the invitation e-mail now box ticked.',
        'Times are in the guide’s timezone.',
      ),
      {
        kind: 'list',
        items: [
          'Before the access opens, the guest sees the normal guide and when their access opens; after it closes, the normal guide again.',
          'Press **View** on an invitation to copy its **Personal link**, **Resend e-mail** or **Revoke** it. A revoked link no longer shows hidden details.',
          '**Invites** › **Settings** sets the default window: **Hours before check-in** (24 to begin with) and **Hours after check-out** (12).',
          '**Invites** › **Template** sets the e-mail’s **Subject** and **Message**, with placeholders such as {{guest_name}} and {{check_in}}. The message must contain {{link}}.',
        ],
      },
    ],
    action: { label: 'Open Invite Home', to: ROUTES.invitesHome },
    related: ['share-link', 'getting-started'],
  },
  {
    id: 'offline',
    title: 'How guests use the guide offline',
    summary: 'After one visit with a connection, the guide opens on the guest’s phone with no signal.',
    section: 'Guests and insight',
    keywords: ['no internet', 'no signal', 'offline', 'airplane', 'roaming', 'data', 'phone', 'mobile', 'cache', 'app'],
    blocks: [
      {
        kind: 'text',
        text: 'Rural cottages and foreign SIM cards often mean no signal at the door. The guest guide is made for that: the first time a guest opens your link with a connection, their phone keeps the guide, its pictures and the app itself.',
      },
      {
        kind: 'list',
        items: [
          'From then on the link opens with no connection at all, showing an **Offline** badge next to the title.',
          'Searching the guide, the Info tiles, topics, contacts and the list of places on the Map screen all work offline.',
          'When the phone is back online, it fetches your latest changes; the **Last updated** line in the header shows the date of the copy they are reading.',
          'If you regenerate the link, phones drop their saved copy of the old one the next time they are online.',
        ],
      },
      img(
        'guest-phone',
        375,
        720,
        'The guest guide on a phone: the orange header with the title Seaside Cottage and its Last updated date, the Search the guide box, the Welcome text, quick actions, and the Home, Info, Map and Help buttons at the bottom.',
        'What guests see on their phone.',
      ),
      {
        kind: 'tip',
        text: 'Ask guests to open the link once before they travel, for example in your booking confirmation. The map background needs a connection; the pins’ list and their links do not.',
      },
    ],
    related: ['share-link', 'maps'],
  },
  {
    id: 'maps',
    title: 'Maps and pins',
    summary: 'Pin the beach, the bakery and the bus stop, and show the map in your guide.',
    section: 'Build your guide',
    keywords: ['map', 'pin', 'location', 'place', 'nearby', 'restaurant', 'latitude', 'longitude', 'directions'],
    blocks: [
      {
        kind: 'text',
        text: 'Maps belong to your account, so one map of your town can serve several guides. Each guide shows one map at most.',
      },
      {
        kind: 'steps',
        items: [
          'Open the guide’s **Map** tab and press **Add Map**. Type a **Map Title** and press **Create Map**: the map editor opens.',
          'Click on the map to place a pin there, or press **Add Pin** and type its **Latitude** and **Longitude**.',
          'Give each pin a **Name**, and if you like a **Category** and **Description**, then press **Save**. A map holds up to 500 pins.',
          'Back in the **Map** tab, choose the map in **Set Active Map For This Guide** and press **Save**. **Disable Map** hides the map from guests again.',
        ],
      },
      img(
        'map-editor',
        880,
        790,
        'The map editor: a map with three numbered pins, and the Pins table below listing Harbour Lights, Gyllyngvase Beach and Pendennis Castle with their category, description, latitude and longitude.',
      ),
      {
        kind: 'text',
        text: 'Guests find the pins on the **Map** screen of the guide as a list of places nearby, each with an Open in maps link for directions.',
      },
    ],
    related: ['offline', 'getting-started'],
  },
  {
    id: 'analytics',
    title: 'Analytics: what guests read',
    summary: 'See how often your guide and each topic are opened, today and over the last 30 days.',
    section: 'Guests and insight',
    keywords: ['stats', 'statistics', 'views', 'visits', 'traffic', 'chart', 'report', 'numbers', 'popular'],
    blocks: [
      {
        kind: 'text',
        text: 'Open the guide’s **Analytics** tab to see **All-Time Views**, **Views Today**, **Views Yesterday** and **Invites Created**, a chart of views over the last 30 days, and for each category a table of its topics with **Total Views** and **Views Today**.',
      },
      img(
        'analytics',
        880,
        498,
        'The Analytics tab with the figures All-Time Views, Views Today, Views Yesterday and Invites Created, and the chart of views over the last 30 days.',
      ),
      {
        kind: 'list',
        items: [
          'A guide view counts each time a guest opens the guide; a topic view each time they open that topic.',
          'Days are counted in the guide’s timezone.',
          'Your own previews (Open example view) are not counted, nor is reading while offline.',
          'Nothing about the guest is recorded: no names, no cookies, no tracking.',
          'The **Dashboard** adds up the views of all your guides.',
        ],
      },
      {
        kind: 'tip',
        text: 'A topic with many views may be a question your listing should answer before arrival; one with none may need a clearer title.',
      },
    ],
    related: ['writing-topics', 'share-link'],
  },
  {
    id: 'export-import',
    title: 'Export, import and duplicate a guide',
    summary: 'Keep a backup file of a guide, bring it back as a new guide, or copy a guide for another property.',
    section: 'Guests and insight',
    keywords: ['backup', 'copy', 'clone', 'template', 'download', 'restore', 'json', 'move', 'transfer', 'data'],
    blocks: [
      {
        kind: 'text',
        text: 'Open the guide’s **Data** tab. Nothing there changes the guide you are in.',
      },
      img(
        'data-tab',
        880,
        412,
        'The Data tab with three panels: Export with the Export Guide button, Import with the Import Guide button, and Duplicate with the Duplicate Guide button.',
      ),
      {
        kind: 'list',
        items: [
          '**Export Guide** downloads one .guide.json file holding the guide, its categories, topics and images. Keep it as a backup.',
          '**Import Guide** creates a new guide from such a file, in this account or another one, and opens it. Its images are added to your media library. Files up to 64 MB are accepted.',
          '**Duplicate Guide** makes a copy with every category and topic, titled with “(copy)”, and opens it. The copy uses the same library images, and gets its own guest link.',
        ],
      },
      {
        kind: 'tip',
        text: 'Running several similar properties? Finish one guide, duplicate it, and change only what differs.',
      },
    ],
    related: ['getting-started', 'images'],
  },
];

export function findArticle(id: string | null): HelpArticle | undefined {
  return id ? HELP_ARTICLES.find((a) => a.id === id) : undefined;
}

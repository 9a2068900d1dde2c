/**
 * The Help Center's articles in English, the source of every other language's help.ts
 * (apps/web/src/features/help/articles.ts holds their structure: blocks, pictures, links).
 *
 * Keys: `section.<id>` names a section of the front page; `<article id>.<field>` is a text of one
 * article: `title`, `summary`, `keywords` (comma-separated words a host might search for, never
 * shown), `suggestion` (a search offered when nothing matches; it must find its article), `b<n>.text`
 * (block n: a paragraph or a tip), `b<n>.i<k>` (item k of a list or of steps), `b<n>.alt` and
 * `b<n>.caption` (a screenshot), `action` (the button to the screen where the work is done).
 * **Double asterisks** mark a label of the app, shown bold. `{{link}}`, `{{guest_name}}`,
 * `{{check_in}}` and the other field codes (door-codes) are what a host types, shown as written.
 *
 * Another language may leave out whole articles (every key of an article id): such an article is
 * shown in English with the `notTranslated` note. Every other key it has.
 */
export default {
  /** Above an article shown in English because the host's language has no translation of it. */
  notTranslated: 'This article is not translated into your language yet, so it is shown in English.',

  // The three sections of the Help Center's front page.
  'section.build': 'Build your guide',
  'section.share': 'Share with guests',
  'section.insight': 'Guests and insight',

  // getting-started
  'getting-started.title': 'Getting started: your first guide',
  'getting-started.summary': 'Create a guide for your property, then fill it in tab by tab.',
  'getting-started.keywords': 'new guide, create, begin, start, setup, property, welcome, timezone',
  'getting-started.b0.text':
    'A guide is everything a guest needs for one property: how to get in, the WiFi, the house rules, places nearby. Guests open it on their phone from a link or a QR code; they never need an account.',
  'getting-started.b1.i0':
    'Open **Digital Guides** in the sidebar and press **Add Guide** (the Dashboard has the same button).',
  'getting-started.b1.i1':
    'Give the guide a **Title** (up to 60 characters) and fill in the address, **Postal code**, **Country** and **Timezone**. Times in invitations and analytics use this timezone.',
  'getting-started.b1.i2':
    'Keep **Start with the ten standard categories** ticked to begin with Preparing For Your Trip, Arrival Information, WiFi & Internet and the other usual sections. Each comes with starter topics saved as Drafts: fill in the [bracketed] parts, then publish them. Rename or delete anything you do not need.',
  'getting-started.b1.i3':
    'Press **Create Guide**. Your guide appears in **Your Guides**; press its Edit button to open it.',
  'getting-started.b2.text':
    'The guide opens on seven tabs: **Details** (contact details, address, welcome text and branding), **Content** (categories and topics), **Map**, **Calendar** (the booking platforms’ calendars, the CSV import of stays and the calendar address for other apps), **Quick Share** (link, QR code, flyer and PDF), **Data** (export, import, duplicate) and **Analytics**.',
  'getting-started.b3.alt':
    'The guide edit screen titled "Updating Guide: Seaside Cottage" with the tabs Details, Content, Map, Quick Share, Data and Analytics, and the Details form below.',
  'getting-started.b3.caption': 'Every guide has the same tabs.',
  'getting-started.b4.text':
    'Write the **Welcome text** in the Details tab: it is the first thing guests read on the Home screen of the guide.',
  'getting-started.b5.text':
    '**Bulk actions**: tick guides in the list, or **Select all matching guides** to take every guide your search and tag find, then choose from **Bulk actions**: add or remove a tag, apply the workspace branding, duplicate or delete. Each action changes all the chosen guides, or none if one of them cannot be changed; deleting asks you to type the number of guides first.',
  'getting-started.b6.text':
    'Limit a team member to guides by tag: in **Grand User Access**, switch off **All guides** and type a tag such as Lisbon. The member works on every guide tagged Lisbon, also guides you tag later, and no longer sees a guide once the tag is removed.',
  'getting-started.action': 'Add a guide',

  // writing-topics
  'writing-topics.title': 'Write categories and topics',
  'writing-topics.summary': 'Organise the guide into categories and write a topic for each thing guests ask about.',
  'writing-topics.keywords': 'content, page, article, text, editor, draft, publish, order, reorder, icon',
  'writing-topics.b0.text':
    'In the **Content** tab, a guide is a list of categories (for example Arrival Information), each holding topics (for example Getting the keys). Guests see the categories as tiles in the Info screen of the guide.',
  'writing-topics.b1.i0': 'Press **Add Category**, type a **Title**, choose an icon and press **Save Category**.',
  'writing-topics.b1.i1': 'Open the category and press **Add Topic**.',
  'writing-topics.b1.i2':
    'Give the topic a **Title**, press **Choose image** to pick its **Topic Featured Image** (every topic needs one), and write the **Topic Content**: headings, lists, links, pictures and videos are all possible.',
  'writing-topics.b1.i3':
    'Set **Topic Status** to Published when it is ready, or keep it as a Draft, then press **Create**.',
  'writing-topics.b2.alt':
    'The Content tab: the category Arrival Information is open and lists the topics Getting the keys and Parking, marked Published, and Late arrival, marked Draft, with an Add Topic button.',
  'writing-topics.b2.caption': 'Drafts stay visible to you and hidden from guests.',
  'writing-topics.b3.i0':
    'Guests only ever see **Published** topics; a Draft is never sent to their phone, nor printed in the guide PDF.',
  'writing-topics.b3.i1':
    'Change the order with the up and down arrows, or drag a category or topic by its handle. Guests see the same order.',
  'writing-topics.b3.i2': 'The pencil edits, the bin deletes (after you confirm).',
  'writing-topics.b4.alt':
    'The Edit Topic form with a Title, the featured image of a key box, the rich-text editor holding the topic content, and the Topic Status select.',

  // shared-topics
  'shared-topics.title': 'Shared topics and property values: write once, fill per property',
  'shared-topics.summary':
    'Keep house rules, check-out steps and local tips in one place, shown in many guides with each property’s own details.',
  'shared-topics.keywords':
    'shared content, library, reuse, same text, many properties, portfolio, placeholder, variable, property values, bin day, parking, detach, own copy, unplace',
  'shared-topics.action': 'Open Shared topics',
  'shared-topics.b0.text':
    'When several guides need the same text, such as house rules, check-out steps or local tips, write it once as a shared topic. Open **Shared topics** in the sidebar and press **New shared topic**: it has the fields of any topic (**Title**, **Topic Featured Image**, **Topic Content**, **Topic Status**, **Who can see it**). The list shows where each shared topic is placed and which guides lack a value it uses; its language button translates it, and every guide shows that translation.',
  'shared-topics.b1.i0': 'Open a guide’s **Content** tab and expand a category.',
  'shared-topics.b1.i1':
    'Press **Add shared topic**, choose one and press **Add**. It appears at the end of the category with a **Shared** badge.',
  'shared-topics.b1.i2':
    'Edit it on the **Shared topics** screen: the change shows at once in every guide that has it.',
  'shared-topics.b1.i3':
    '**Remove from guide** takes it out of this guide only; it stays in your shared topics and in the other guides.',
  'shared-topics.b2.text':
    'Property values fill a shared topic with each property’s details. Write a code such as {{bin_day}} in the shared topic; then, in each guide’s **Details** tab under **Property values**, press **Add value**, name it bin_day, write “Tuesday” (“Friday” in another guide) and press **Save values**. Guests, the guide’s search, the House Manual and the flyer read each guide’s own value.',
  'shared-topics.b3.i0':
    'A name uses lowercase letters, digits and _ (up to 40 characters); a guide has at most 100 values of up to 2,000 characters each.',
  'shared-topics.b3.i1':
    'When the guide has further languages, choose one under **Values in** to write its own texts; where one is left empty, guests read the main language’s value.',
  'shared-topics.b3.i2':
    'A missing value shows as “—” to guests, never as braces. **Property values** lists the codes the guide’s shared topics use that it lacks, and **Shared topics** lists the guides that lack one.',
  'shared-topics.b3.i3':
    'The guide’s own fields fill the same way and need no value: {{wifi_name}}, {{wifi_password}}, {{check_in_time}}, {{check_out_time}}, {{address}}, {{city}} and {{host}}.',
  'shared-topics.b4.text':
    'To change a shared topic for one guide only, press **Detach** on it in the Content tab: the guide gets its own copy, which you edit like any topic and which no longer follows the shared one. Deleting a shared topic that guides show asks first and says how many guides lose it.',
  'shared-topics.b5.text':
    'Export, import and duplicate keep shared topics within a workspace; a guide imported into another workspace gets its own copies.',

  // images
  'images.title': 'Images and the media library',
  'images.summary': 'Upload photos once and reuse them as featured images, logos and pictures in topics.',
  'images.keywords': 'photo, picture, upload, jpg, jpeg, png, file, library, delete, logo',
  'images.suggestion': 'images',
  'images.b0.text':
    'Every picture you use lives in your **Media library**, shared by all your guides. Upload it once and choose it wherever you need it.',
  'images.b1.i0': 'Open **Media library** in the sidebar and press **Upload File**.',
  'images.b1.i1':
    'Drag your photos onto the drop zone, or click it to browse. JPG, JPEG and PNG images are accepted; a panel shows each upload’s progress.',
  'images.b1.i2': 'Press **Go Back** to see **All Files**, ten to a page, each with its name, size and date.',
  'images.b2.alt':
    'The Media library listing All Files as cards with a photo, its name, size and date, and Download and Delete buttons.',
  'images.b3.text':
    'When a topic or the branding asks for an image, the **Manage Your Images** window opens: pick one in **Select from Library**, or add a new one in **Upload New File**, then press **Save**.',
  'images.b4.text':
    'An image that is a topic’s featured image, a guide’s logo or a picture inside a topic cannot be deleted: the message names where it is used, so you can choose another image there first.',
  'images.action': 'Open the Media library',

  // branding
  'branding.title': 'Brand your guide: logo, font and colour',
  'branding.summary': 'Give the guest guide, the flyer and the PDF your logo, font and colour.',
  'branding.keywords': 'logo, colour, color, font, style, look, design, theme',
  'branding.b0.text': 'Open the guide’s **Details** tab and scroll to **Guide Branding**.',
  'branding.b1.i0': 'Press **Choose logo** and pick an image from your library.',
  'branding.b1.i1': 'Choose a **Font**: PT Sans (the default), Roboto, Montserrat, Lato or Open Sans.',
  'branding.b1.i2':
    'Choose a **Colour** (the default is orange, #ed8438). The preview line shows the font and colour together.',
  'branding.b1.i3': 'Press **Save Branding**.',
  'branding.b2.alt':
    'The Guide Branding panel with an empty logo square, Choose logo button, the Font select set to PT Sans, the Colour field set to #ed8438, a preview line and the Save Branding button.',
  'branding.b3.text':
    'Guests see the colour in the header of the guide, and the flyer shows your logo and colour next to the QR code.',

  // share-link
  'share-link.title': 'Share your guide by link',
  'share-link.summary': 'Copy the guest link, open the guide as guests see it, and replace the link when you need to.',
  'share-link.keywords': 'url, send, copy, link, whatsapp, airbnb, message, preview, regenerate, share',
  'share-link.b0.text':
    'Each guide has one guest link. Anyone with the link can open the guide on any phone or computer, with no app and no sign-in. Only published topics and the details you marked Visible Always are shown.',
  'share-link.b1.i0': 'Open the guide and choose the **Quick Share** tab.',
  'share-link.b1.i1': 'Press **Copy link** and paste it into your booking message, e-mail or listing.',
  'share-link.b1.i2': 'Press **Open example view** to see the guide exactly as guests will.',
  'share-link.b2.alt':
    'The Share link panel of the Quick Share tab: the Guest link field, and the buttons Copy link, Regenerate link and Open example view.',
  'share-link.b3.text':
    '**Regenerate link** makes a new link and stops the old one, and the old QR code with it, at once. Use it when a link reached people it should not; then share the new link and print a new QR code or flyer.',
  'share-link.b4.text':
    'Want a guest to also see your hidden phone number or address? Send them a personal invitation link instead (see Invitations and hidden information).',

  // qr-code-and-flyer
  'qr-code-and-flyer.title': 'QR code, printed flyer and guide PDF',
  'qr-code-and-flyer.summary':
    'Download the QR code as PNG or SVG, print an A4 or US Letter flyer, or save the whole guide as a PDF.',
  'qr-code-and-flyer.keywords': 'qr, qrcode, scan, print, poster, flyer, pdf, a4, letter, house manual, svg, png',
  'qr-code-and-flyer.suggestion': 'QR',
  'qr-code-and-flyer.b0.text':
    'A QR code in the property lets guests open the guide by pointing their phone camera at it. You find everything for print in the guide’s **Quick Share** tab.',
  'qr-code-and-flyer.b1.alt':
    'The QR code panel with the code and the buttons Download PNG and Download SVG, next to the Print and PDF panel with Flyer PDF (A4), Flyer PDF (US Letter) and Guide PDF.',
  'qr-code-and-flyer.b2.i0':
    '**Download PNG** gives a picture to paste into your own documents or messages; **Download SVG** stays sharp at any size, for printers and designers.',
  'qr-code-and-flyer.b2.i1':
    '**Flyer PDF (A4)** and **Flyer PDF (US Letter)** make a one-page flyer ready to print and frame: the guide’s title, your branding, a large QR code, a line on how to scan it and the link written out.',
  'qr-code-and-flyer.b2.i2':
    '**Guide PDF** holds every published topic, for guests who like paper. Guests can also download it themselves as the House Manual from the Help screen of the guide.',
  'qr-code-and-flyer.b3.text':
    'The QR code opens the guest link. After **Regenerate link**, the old code stops working: download and print the new one.',

  // invitations
  'invitations.title': 'Invitations and hidden information',
  'invitations.summary':
    'Give one guest a personal link that also shows your hidden contacts and address during their stay.',
  'invitations.keywords': 'invite, guest, email, e-mail, personal link, private, secret, door code, check-in, access',
  'invitations.suggestion': 'invitation',
  'invitations.b0.text':
    'In the guide’s **Details** tab, each phone number and the address can be **Visible Always** or **Hidden**. Hidden details never appear through the ordinary guest link, QR code or flyer. A guest sees them only through their personal invitation link, and only while their access is open.',
  'invitations.b1.i0': 'Open **Invites** › **Invite Home** in the sidebar and press **Create Invitation**.',
  'invitations.b1.i1':
    'Choose the **Guide**, type the **Guest name** and **Guest e-mail**, then the **Check-in** and **Check-out** times.',
  'invitations.b1.i2':
    '**Access from** and **Access to** fill in by themselves from your Settings; change them for this guest if you like.',
  'invitations.b1.i3':
    'Leave **Send the invitation e-mail now** ticked to e-mail the personal link, and press **Create Invitation**.',
  'invitations.b2.alt':
    'The Create Invitation form with Guide, Guest name, Guest e-mail, Check-in, Check-out, Access from and Access to, and the Send the invitation e-mail now box ticked.',
  'invitations.b2.caption': 'Times are in the guide’s timezone.',
  'invitations.b3.i0':
    'Before the access opens, the guest sees the normal guide and when their access opens; after it closes, the normal guide again.',
  'invitations.b3.i1':
    'Press **View** on an invitation to copy its **Personal link**, **Resend e-mail** or **Revoke** it. A revoked link no longer shows hidden details.',
  'invitations.b3.i2':
    '**Invites** › **Settings** sets the default window: **Hours before check-in** (24 to begin with) and **Hours after check-out** (12).',
  'invitations.b3.i3':
    '**Invites** › **Template** sets the e-mail’s **Subject** and **Message**, with placeholders such as {{guest_name}} and {{check_in}}. The message must contain {{link}}.',
  'invitations.action': 'Open Invite Home',

  // offline
  'offline.title': 'How guests use the guide offline',
  'offline.summary': 'After one visit with a connection, the guide opens on the guest’s phone with no signal.',
  'offline.keywords': 'no internet, no signal, offline, airplane, roaming, data, phone, mobile, cache, app',
  'offline.suggestion': 'offline',
  'offline.b0.text':
    'Rural cottages and foreign SIM cards often mean no signal at the door. The guest guide is made for that: the first time a guest opens your link with a connection, their phone keeps the guide, its pictures and the app itself.',
  'offline.b1.i0':
    'From then on the link opens with no connection at all, showing an **Offline** badge next to the title.',
  'offline.b1.i1':
    'Searching the guide, the Info tiles, topics, contacts and the list of places on the Map screen all work offline.',
  'offline.b1.i2':
    'When the phone is back online, it fetches your latest changes; the **Last updated** line in the header shows the date of the copy they are reading.',
  'offline.b1.i3':
    'If you regenerate the link, phones drop their saved copy of the old one the next time they are online.',
  'offline.b2.alt':
    'The guest guide on a phone: the orange header with the title Seaside Cottage and its Last updated date, the Search the guide box, the Welcome text, quick actions, and the Home, Info, Map and Help buttons at the bottom.',
  'offline.b2.caption': 'What guests see on their phone.',
  'offline.b3.text':
    'Ask guests to open the link once before they travel, for example in your booking confirmation. The map background needs a connection; the pins’ list and their links do not.',

  // maps
  'maps.title': 'Maps and pins',
  'maps.summary': 'Pin the beach, the bakery and the bus stop, and show the map in your guide.',
  'maps.keywords': 'map, pin, location, place, nearby, restaurant, latitude, longitude, directions',
  'maps.suggestion': 'map',
  'maps.b0.text':
    'Maps belong to your account, so one map of your town can serve several guides. Each guide shows one map at most.',
  'maps.b1.i0':
    'Open the guide’s **Map** tab and press **Add Map**. Type a **Map Title** and press **Create Map**: the map editor opens.',
  'maps.b1.i1':
    'Click on the map to place a pin there, or press **Add Pin** and type its **Latitude** and **Longitude**.',
  'maps.b1.i2':
    'Give each pin a **Name**, and if you like a **Category** and **Description**, then press **Save**. A map holds up to 500 pins.',
  'maps.b1.i3':
    'Back in the **Map** tab, choose the map in **Set Active Map For This Guide** and press **Save**. **Disable Map** hides the map from guests again.',
  'maps.b2.alt':
    'The map editor: a map with three numbered pins, and the Pins table below listing Harbour Lights, Gyllyngvase Beach and Pendennis Castle with their category, description, latitude and longitude.',
  'maps.b3.text':
    'Guests find the pins on the **Map** screen of the guide as a list of places nearby, each with an Open in maps link for directions.',

  // analytics
  'analytics.title': 'Analytics: what guests read',
  'analytics.summary': 'See how often your guide and each topic are opened, today and over the last 30 days.',
  'analytics.keywords': 'stats, statistics, views, visits, traffic, chart, report, numbers, popular',
  'analytics.b0.text':
    'Open the guide’s **Analytics** tab to see **All-Time Views**, **Views Today**, **Views Yesterday** and **Invites Created**, a chart of views over the last 30 days, and for each category a table of its topics with **Total Views** and **Views Today**.',
  'analytics.b1.alt':
    'The Analytics tab with the figures All-Time Views, Views Today, Views Yesterday and Invites Created, and the chart of views over the last 30 days.',
  'analytics.b2.i0':
    'A guide view counts each time a guest opens the guide; a topic view each time they open that topic.',
  'analytics.b2.i1': 'Days are counted in the guide’s timezone.',
  'analytics.b2.i2': 'Your own previews (Open example view) are not counted, nor is reading while offline.',
  'analytics.b2.i3': 'Nothing about the guest is recorded: no names, no cookies, no tracking.',
  'analytics.b2.i4': 'The **Dashboard** adds up the views of all your guides.',
  'analytics.b3.text':
    'A topic with many views may be a question your listing should answer before arrival; one with none may need a clearer title.',

  // export-import
  'export-import.title': 'Export, import and duplicate a guide',
  'export-import.summary':
    'Keep a backup file of a guide, bring it back as a new guide, or copy a guide for another property.',
  'export-import.keywords': 'backup, copy, clone, template, download, restore, json, move, transfer, data',
  'export-import.b0.text': 'Open the guide’s **Data** tab. Nothing there changes the guide you are in.',
  'export-import.b1.alt':
    'The Data tab with three panels: Export with the Export Guide button, Import with the Import Guide button, and Duplicate with the Duplicate Guide button.',
  'export-import.b2.i0':
    '**Export Guide** downloads one .guide.json file holding the guide, its categories, topics and images. Keep it as a backup.',
  'export-import.b2.i1':
    '**Import Guide** creates a new guide from such a file, in this account or another one, and opens it. Its images are added to your media library. Files up to 64 MB are accepted.',
  'export-import.b2.i2':
    '**Duplicate Guide** makes a copy with every category and topic, titled with “(copy)”, and opens it. The copy uses the same library images, and gets its own guest link.',
  'export-import.b3.text':
    'Running several similar properties? Finish one guide, duplicate it, and change only what differs.',
  // calendar-feeds
  'calendar-feeds.title': 'Connect your Airbnb, Vrbo and Booking.com calendars',
  'calendar-feeds.summary':
    'Each booking in a platform’s calendar becomes a stay with its personal link, and follows the booking when it moves or is cancelled.',
  'calendar-feeds.keywords':
    'ical, ics, calendar sync, feed, airbnb, vrbo, booking.com, reservation, booking, stay, cancelled, import, automatic, export, subscribe, cleaner, google calendar, outlook, sync now',
  'calendar-feeds.b0.text':
    'Every booking platform publishes each listing’s calendar at a private export address (iCal, ending in .ics). Add that address to a guide and Guidebook reads it: each booking becomes a stay, an invitation with its own personal link, the guest’s dates and what the platform tells about the guest. In the guide’s **Calendar** tab, under **Add a calendar**, paste the address into **Calendar address**, give it a **Label** if you like (Airbnb, for example), tick **Every event is a stay** if every event of that calendar is a booking, and press **Add calendar**. Each calendar is listed there with its status and counts, **Sync now** and a button to delete it. An API client does the same with the calendar_feeds calls of the API reference.',
  'calendar-feeds.b1.i0':
    'Airbnb: in the listing’s calendar, open Availability › Connect calendars and copy the address under Export calendar. Each “Reserved” event becomes a stay, with the reservation code and the last 4 digits of the guest’s phone. “Airbnb (Not available)” is dates you blocked, not a stay.',
  'calendar-feeds.b1.i1':
    'Vrbo: open Calendar › Import/Export and copy the Export address. Each “Reserved - Name” event becomes a stay in that guest’s name; “Blocked” is dates you blocked.',
  'calendar-feeds.b1.i2':
    'Booking.com: open Rates & Availability › Sync calendars and copy the Export address. Every event (“CLOSED - Not available”) becomes a stay, since the export holds nothing else: the guest’s name is not in it.',
  'calendar-feeds.b1.i3':
    'Any other calendar: every event is a stay, except events titled Blocked or Not available. With **Every event is a stay** ticked, every event of the calendar, whatever its title, is a stay.',
  'calendar-feeds.b2.text':
    'A calendar is read as soon as it is added or its address changes, then every 15 minutes (the server’s CALENDAR_SYNC_MINUTES may set another interval). **Sync now**, beside each calendar in the Calendar tab, reads it at once and shows the result. A booking’s check-in is its arrival day at the guide’s **Check-in time**, its check-out the departure day at its **Check-out time**, in the guide’s **Timezone** (15:00 and 11:00 when the guide has none).',
  'calendar-feeds.b3.i0':
    'In the Calendar tab, each calendar shows when it was last read (**Not read yet** before its first reading), how many stays that reading made new, changed and cancelled, and its status: **Read without problems**, or a sentence saying what went wrong.',
  'calendar-feeds.b3.i1':
    '“The address answered 404 Not Found” (or another answer): the platform no longer knows this address, often because the export address was renewed. Copy the new one.',
  'calendar-feeds.b3.i2':
    '“This is not a calendar file”: the address opens a web page, not a calendar. Copy the export address itself, not the address of the listing or calendar page.',
  'calendar-feeds.b3.i3':
    '“The calendar could not be reached within 10 s”: the platform did not answer in time. The next reading tries again.',
  'calendar-feeds.b3.i4':
    '“This address is not reachable from the internet”: the address points into a private or local network, which Guidebook never reads.',
  'calendar-feeds.b3.i5':
    '“2 events skipped: no UID” and the like: some events cannot be used (no UID, no start date, an end before the start, a repeating event). The other events are read as usual.',
  'calendar-feeds.b4.i0':
    'A booking whose dates change moves its stay, with its access window and the time its door code is shown.',
  'calendar-feeds.b4.i1':
    'A booking that leaves the calendar (cancelled) cancels its stay when it has not begun: the stay shows Cancelled and its personal link is closed. If the booking comes back, the stay opens again.',
  'calendar-feeds.b4.i2':
    'A stay whose check-in has passed is never changed by a calendar, and changes you make to a stay are kept; only its dates follow the calendar.',
  'calendar-feeds.b5.text':
    'A calendar that fails never deletes a stay: when the address answers an error, a web page, an empty or oversized file or something that is not a calendar, every stay stays as it is and the status says why. Removing a calendar keeps its stays too.',
  'calendar-feeds.b6.text':
    'The same tab also gives the guide’s stays to other apps, for your own calendar or a cleaner’s: under **Calendar address for other apps**, press **Make an address**, then **Copy address**, and subscribe to it in Google Calendar, Apple Calendar or Outlook.',
  'calendar-feeds.b7.i0':
    'Each stay is an event from check-in to check-out with the guest’s name, the number of guests and the booking reference; never door codes or e-mail addresses. Cancelled stays are left out.',
  'calendar-feeds.b7.i1':
    'The address is secret: whoever has it can read it. **Make a new address** replaces it, and the old one stops working at once: every calendar that subscribed to it needs the new one.',

  // import-stays
  'import-stays.title': 'Import stays from a CSV file',
  'import-stays.summary': 'Create many stays for one guide at once from a spreadsheet, all of them or none.',
  'import-stays.keywords':
    'csv, spreadsheet, excel, bulk, upload, import, stays, bookings, reservations, guests, rows, columns',
  'import-stays.b0.text':
    'Bookings kept in a spreadsheet become stays in one go: save it as a CSV file, open the guide’s **Calendar** tab and, under **Import stays from a CSV file**, press **Choose a CSV file**. **Download an example file** gives a file with the header row and two stays to start from. Each row becomes a stay with its own personal link. An API client sends the file with the invitations/import call.',
  'import-stays.b1.i0':
    'The first row is the header row, naming the columns: guest_name, check_in and check_out are required; guest_email, guest_phone, guests, reference, language and door_code may be left out. Columns may come in any order.',
  'import-stays.b1.i1':
    'Values are separated by commas or by semicolons, as the header row is. Save the file as UTF-8, with or without a BOM (“CSV UTF-8” in spreadsheets).',
  'import-stays.b1.i2':
    'Dates are written 2026-12-12, in the guide’s timezone: check-in then gets the guide’s **Check-in time** and check-out its **Check-out time**. Write 2026-12-12 16:30 to give another time.',
  'import-stays.b1.i3':
    'guests is a number of guests, language the guest’s language (en, fr, pt-BR), door_code at most 100 characters, shown to the guest only through the personal link.',
  'import-stays.b1.i4': 'A file holds at most 2,000 stays and 5 MB.',
  'import-stays.b2.text': 'A small example, three lines of a file:',
  'import-stays.b3.i0': 'guest_name,guest_email,check_in,check_out,guests,reference',
  'import-stays.b3.i1': 'Ana Silva,ana@example.com,2026-12-12,2026-12-15,2,HMX42',
  'import-stays.b3.i2': 'Tom Berg,,2026-12-18 18:00,2026-12-20,1,',
  'import-stays.b4.text':
    'All rows or none: when one row is wrong, nothing is imported and the answer names its line and column, for example “Line 7, check_out: Check-out must be after check-in.” Correct that line and send the whole file again. A file sent again makes no second stay: a row whose reference is already a stay’s of the guide updates that stay (its dates move its access window by as much; the columns in the file replace the stay’s, an empty cell clears one, and columns the file does not have are kept). Rows without a reference are new stays each time.',
  // door-codes
  'door-codes.title': 'Door codes: shown to each guest at the right time',
  'door-codes.summary':
    'A stay’s door code appears only on its guest’s personal link, from the time you choose until the stay’s access ends.',
  'door-codes.keywords':
    'door code, key code, lock, keypad, smart lock, access code, key safe, arrival, secret, field codes, placeholders',
  'door-codes.b0.text':
    'Each stay can have its own door code (at most 100 characters). In **Invites** › **Invite Home**, open a stay with its **View** button, then its **Stay** tab: fill in **Door code** and, for the time it shows from, **Door code shown from**, and press **Save**. A CSV import gives it in the door_code column, an API client as door_code and door_code_from. Calendars from the platforms do not carry door codes.',
  'door-codes.b1.i0':
    'The guest sees it on the Home tab of their personal link: “Door code 4711, from Fri 12 Dec 15:00”, in the guide’s timezone and the guest’s language.',
  'door-codes.b1.i1':
    'Before that time the guest sees when the code will appear. When **Door code shown from** is empty (no door_code_from), it appears when the stay’s access window opens.',
  'door-codes.b1.i2':
    'When the access window ends, the code disappears, also from the copy the guest’s phone keeps for offline use.',
  'door-codes.b1.i3':
    'It never appears on the share link, in its search, in the House Manual PDF, on the flyer, in analytics or in the server’s logs.',
  'door-codes.b2.text':
    'Write {{door_code}} in a topic (in Arrival Information, for example) to put the code in your own words. Through a stay’s personal link it becomes that stay’s code while it is shown (“available from …” before); everywhere else it reads as neutral words, never as braces. {{guest_first_name}}, {{guest_name}}, {{check_in}}, {{check_out}}, {{guests}}, {{reference}}, {{wifi_name}}, {{wifi_password}}, {{check_in_time}} and {{check_out_time}} work the same way.',
  'door-codes.b3.text':
    'A code that changes with every booking is the safest: a former guest’s link stops showing it when their stay ends.',

  // timed-messages
  'timed-messages.title': 'Send timed messages to your guests',
  'timed-messages.summary':
    'Rules that e-mail every guest at the right moment of their stay, in their language, each message exactly once.',
  'timed-messages.keywords':
    'automatic e-mail, scheduled message, reminder, welcome, check-in instructions, door code, review request, thank you, rules',
  'timed-messages.b0.text':
    'A message rule holds one e-mail and says when it goes out; every stay of its guide (or of every guide) gets it at that moment, filled with its own details. Rules live in **Invites** › **Messages** in the sidebar: the table lists them, each with an **Enabled** switch, an **Edit** button and a delete button. Press **New rule**, give it a **Name**, choose its **Guide** (or **All guides**) and **When** it goes out, with its **Days** and **Send time**, write the e-mail and press **Save**. API clients use the message_rules calls instead.',
  'timed-messages.b1.i0':
    '**When the booking is confirmed**: as soon as the stay is added, by hand, from a CSV file or from a calendar.',
  'timed-messages.b1.i1':
    '**Days before check-in**: a number of days (0 to 60) before the check-in day, at the time of day you choose.',
  'timed-messages.b1.i2': '**On the check-in day**: at the time of day you choose.',
  'timed-messages.b1.i3':
    '**Days after check-out**: a number of days after the check-out day, at the time of day you choose, for a thank-you or a review request.',
  'timed-messages.b2.text':
    'Times are the guide’s local time in its **Timezone**, also on the days the clocks change. Write the **Subject** and **Message** in the guide’s default language, and in the tabs of its other languages if you like: each guest gets the language of their stay when the rule has it, else the default. Under **Field codes**, a click inserts a code where the cursor is; codes such as {{guest_first_name}}, {{check_in}} and {{door_code}} are filled in when the message is sent, and **Preview** shows the e-mail as the guide’s next guest would read it (with sample values when no stay is coming). The guest’s personal link is added at the end unless the text places it with {{link}}. Replies go to the workspace owner’s e-mail. In **Invites** › **Invite Home**, a stay’s **View** button opens its **Messages** tab, which lists each message and its state (the invitations/messages call of the API):',
  'timed-messages.b3.i0': 'Scheduled: it goes out at the time shown.',
  'timed-messages.b3.i1':
    'Sent: it went out, once. **Send now** sends it again on purpose (the invitations/messages/send_now call of the API).',
  'timed-messages.b3.i2':
    'Waiting for the guest’s e-mail: the stay has no e-mail yet (calendars do not carry one). Add one and the message goes out, if the guest has not checked out yet.',
  'timed-messages.b3.i3':
    'Skipped: its time had passed when the stay was added and the guest had already checked in. A stay added late but before check-in gets the message at once.',
  'timed-messages.b3.i4':
    'Cancelled: the stay was cancelled or revoked, or the rule was disabled or deleted. Enabling the rule again schedules its messages again.',
  'timed-messages.b4.text':
    'A moved stay moves its messages, and a changed rule reschedules every message it has not sent yet. However many servers run Guidebook, and even if one stops while sending, each guest receives each message once.',

  // webhooks
  'webhooks.title': 'Tell your other tools what happens: webhooks',
  'webhooks.summary':
    'Your channel manager, smart-lock service or scripts hear at once, in signed requests, when a stay is added, a message is sent or a guide changes.',
  'webhooks.keywords':
    'integration, zapier, pms, callback, notification, events, http post, signature, hmac, standard webhooks, api',
  'webhooks.b0.text':
    'A webhook is an address of another service that Guidebook calls (an HTTP POST with JSON) each time one of its events happens: invitation.created, invitation.updated, invitation.cancelled, request.created, request.answered, feedback.created, message.sent, message.failed, guide.published, calendar_feed.failed. Owners and admins set them up in **My Account** › **Webhooks** in the sidebar (or with the webhooks calls of the API, signed in): adding an endpoint shows its signing secret (whsec_…) once, **Send test event** tries it, and **Deliveries** lists each attempt with **Redeliver**. The receiver answers 2xx within 10 seconds; 5xx, 408, 429, timeouts and refused connections are tried again about 8 times over 24 hours, and 50 failures in a row switch the webhook off and e-mail you. Each request carries the headers webhook-id, webhook-timestamp and webhook-signature (Standard Webhooks). Check them before trusting the body, in Node or in Python:',
  'webhooks.b1.i0': 'npm install standardwebhooks',
  'webhooks.b1.i1': 'import { Webhook } from "standardwebhooks"; const wh = new Webhook(process.env.WEBHOOK_SECRET);',
  'webhooks.b1.i2': 'const event = wh.verify(rawBody, req.headers); // throws when the signature or timestamp is wrong',
  'webhooks.b2.i0': 'pip install standardwebhooks',
  'webhooks.b2.i1': 'from standardwebhooks.webhooks import Webhook; wh = Webhook(os.environ["WEBHOOK_SECRET"])',
  'webhooks.b2.i2': 'event = wh.verify(request.get_data(), request.headers)  # raises WebhookVerificationError',
  'webhooks.b3.text':
    'The same event can arrive twice (after a retry, or a redelivery): remember the webhook-id values you have handled and skip one you have seen.',
  // white-label
  'white-label.title': 'White label: your name on e-mails and prints',
  'white-label.summary': 'Send guests’ e-mails under your name, add your footer, and hide the product’s name.',
  'white-label.keywords': 'reseller, brand, sender, from, footer, signature, agency, unbranded, powered by',
  'white-label.b0.text':
    'Under **My Account**, **White Label (Reseller)** holds what your guests see of you instead of the product. Only the workspace’s owner and admins can change it.',
  'white-label.b1.i0':
    'Type a **Sender name**, such as your company. Invitations, timed messages and answers to requests come from this name; your guests’ replies go to the workspace owner’s e-mail.',
  'white-label.b1.i1':
    'Write an **E-mail footer**: your address, phone or website. It is added at the end of every e-mail to your guests.',
  'white-label.b1.i2':
    'Turn on **Hide the product’s name** so that no product name or link appears in the guest guide, its app icon, the flyer, the House Manual (also inside the PDF file) or the e-mails. Without a sender name, e-mails then come from your workspace’s name.',
  'white-label.b1.i3': 'Press **Save**. The change applies at once, also to guides guests already opened.',
  'white-label.b2.text':
    'E-mails are still sent from this server’s address: only the name your guests see changes, so they are not marked as spam.',
  'white-label.action': 'Open White Label',

  // own-domain
  'own-domain.title': 'Readable links and your own domain',
  'own-domain.summary':
    'Give your guides links guests can read, such as guide.your-house.com/beach-house, on a domain of your own.',
  'own-domain.keywords':
    'slug, link name, custom domain, URL, address, DNS, CNAME, TXT record, A record, verify, HTTPS, SSL, certificate, subdomain',
  'own-domain.b0.text':
    'Every guide has a readable link: the server’s address, your workspace’s link name, then the guide’s link name, such as …/villa-rosa/beach-house. Set the workspace’s under **My Account** › **White Label (Reseller)** in **Your workspace’s link name**, and a guide’s in its **Quick Share** tab under **Link name**. A link name is 3 to 60 lower-case letters, digits and hyphens, and no other workspace can have yours. After a change, the old link leads to the new one for 90 days; the guest link with its code keeps working.',
  'own-domain.b1.i0':
    'On the same screen, under **Your own domain**, type a domain you own, such as guide.your-house.com, and press **Save domain**. Only the workspace’s owner and admins can set it.',
  'own-domain.b1.i1':
    'At your DNS provider, add the records listed under **DNS records to add** (each **Copy** button copies a value): a TXT record named _guidebook-verify.guide.your-house.com holding the token shown, and a CNAME record pointing to this server. A domain without a subdomain cannot have a CNAME: use your provider’s ALIAS (ANAME) record, or an A record with the server’s IP address.',
  'own-domain.b1.i2':
    'Press **Verify**. The server looks up the TXT record: the **State** turns to verified, or **Last check** says why not (no record yet, a record without this token, no answer from DNS). New records can take from minutes to hours to appear; press **Verify** again later.',
  'own-domain.b1.i3': 'Once verified, **Guests’ address** shows where your guests open your guides.',
  'own-domain.b2.text':
    'From then on, guests open a guide at guide.your-house.com/beach-house: the share link, the QR code, the flyer, the PDF and the e-mails all carry your domain. The domain’s home page lists your published guides, or opens the guide when there is only one. Only your workspace’s guides answer there, never the admin app or another workspace’s guides. **Remove domain** sends guests back to the server’s own address.',
  'own-domain.b3.text':
    'The app does not make HTTPS certificates itself: the reverse proxy in front of the server (such as Caddy) gets one for each verified domain on its own, once whoever runs the server has set it up. If your domain shows a certificate warning, tell the person who runs your server.',
  'own-domain.action': 'Open White Label',

  // agencies
  'agencies.title': 'Agencies: a workspace per client',
  'agencies.summary': 'Run guides for several owners from one login, each client in a workspace of their own.',
  'agencies.keywords':
    'agency, client, owner, property manager, several accounts, switch, organisation, company, hand over, transfer, delete workspace',
  'agencies.b0.text':
    'A workspace has its own guides, media library, branding, domain, white-label settings, members and API tokens; nothing is shared between workspaces. Your account starts with your personal workspace and can own up to 50 workspaces (the server’s default limit).',
  'agencies.b1.i0':
    'Press **New workspace** in the top bar (on a phone, in your user menu), type the client’s **Name** and press **Create workspace**. You own the new workspace and work in it at once.',
  'agencies.b1.i1':
    'Switch between workspaces with the **Workspace** list in the top bar. What you see and change belongs to the workspace chosen there, and the **Digital Guides** list names it.',
  'agencies.b1.i2':
    'Invite your staff or the client under **Grand User Access**, as in your own workspace. A member’s role applies to that workspace only.',
  'agencies.b2.text':
    'To hand a workspace over to the client, open **Grand User Access** in it and, under **Transfer ownership**, choose an active member as **New owner** and confirm. They get an e-mail with a link to accept it; once they do, they own the workspace and you stay in it as an admin. A new hand-over replaces one still waiting.',
  'agencies.b3.text':
    '**Delete workspace**, on the same page, deletes an empty workspace (no guides, no library files) with its members, API tokens and branding; only its owner can. Your personal workspace cannot be handed over or deleted.',
  'agencies.action': 'Open Grand User Access',

  // guest-requests
  'guest-requests.title': 'Guest requests: early check-in, late check-out and more',
  'guest-requests.summary':
    'Guests ask from their personal link; you approve or decline in one place, and an approved time moves the stay.',
  'guest-requests.keywords':
    'request, early check-in, late check-out, extras, approve, decline, inbox, automatic approval, price',
  'guest-requests.b0.text':
    'Guests ask for things from the Home screen of their stay’s personal link, while its access window is open; the public link cannot ask. What they can ask for is set in **Invites** › **Requests** under **What guests can ask for**: every workspace starts with **Early check-in** and **Late check-out**, switched off. Switch on **Enabled** for the ones you offer. **Add request type** adds your own (towels, a baby cot, an airport pick-up): a name and description in each language of your guides, a price as text such as “€20” (nothing is charged), and the guides it is offered in. **Edit** and **Delete** sit beside each type; requests already sent keep their type’s name. API clients do the same with the request_types calls.',
  'guest-requests.b1.i0':
    '**Pending**: the request waits for you. The **Requests** entry in the sidebar shows how many are waiting, and you get an e-mail for each new request.',
  'guest-requests.b1.i1':
    '**Approved**: an early check-in moves the stay’s check-in to the time asked for, and its access window and door code by as much; a late check-out moves the check-out and the end of the window. Timed messages follow the new times.',
  'guest-requests.b1.i2': '**Declined**: the stay stays as it was.',
  'guest-requests.b1.i3': '**Cancelled**: the stay was cancelled.',
  'guest-requests.b2.text':
    'Open **Invites** › **Requests**, write a reply if you like and press **Approve** or **Decline**. The guest sees the answer and your reply in the guide, and gets it by e-mail when the stay has an e-mail, in the stay’s language. A move that would overlap another stay of the same guide is refused: change the other stay first.',
  'guest-requests.b3.text':
    'With **Automatic approval**, an early check-in is approved at once when no other stay of the guide ends that day, and a late check-out when no stay starts that day. Otherwise the request waits for you as usual.',
  'guest-feedback.title': 'Guest feedback and review links',
  'guest-feedback.summary':
    'After their stay, guests rate it with 1 to 5 stars through their personal link, and happy guests are pointed to your review pages.',
  'guest-feedback.keywords':
    'rating, stars, review, comment, thank you, Airbnb review, Google review, Booking.com review, satisfaction, survey',
  'guest-feedback.b0.text':
    'From check-out until 14 days after it, a stay’s personal link shows **Thank You & Feedback**: the guest chooses 1 to 5 stars, may add a comment and presses **Send feedback**. The guide shows it on **Home** as **How was your stay?**, on the **Info** tab (inside your **Thank You & Feedback** category, or as a tile of its own) and where {{feedback_link}} leads. The public share link has no form: feedback comes only through a stay’s own link, so each answer belongs to one stay.',
  'guest-feedback.b1.i0':
    'One answer per stay. A second answer within 24 hours of the first replaces it (the guest presses **Change my answer**); after that it stays as given.',
  'guest-feedback.b1.i1': 'Before check-out the link says when feedback opens; a cancelled or revoked stay takes none.',
  'guest-feedback.b1.i2':
    'After 4 or 5 stars the guest sees your review links: **Review on Airbnb**, **Review on Google** and **Review on Booking.com**, those you have set.',
  'guest-feedback.b2.text':
    'Open the guide and its **Feedback** tab: the average rating and the number of ratings, then each answer with the guest, the stay’s dates and the comment, newest first. Under **Review links**, paste the addresses of your review pages (starting with http:// or https://) and press **Save review links**; an empty field means no link. API clients use the feedback/list and guides/review_links calls, and a webhook subscribed to feedback.created hears each answer.',
  'guest-feedback.b3.text':
    'Put {{feedback_link}} in a message rule sent **Days after check-out** (1 day, in the morning): the e-mail opens the feedback screen directly, and the plain link is then not added at the end.',
} satisfies Record<string, string>;

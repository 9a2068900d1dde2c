/**
 * The guest guide's own labels in English: the source every other catalog translates. Texts the
 * contract already holds (MESSAGES, which the server and other tests use too) are taken from it, so
 * the two never drift; `{{name}}` marks a value filled in when shown, `_one` / `_other` a plural.
 */
import { MESSAGES } from '@guidebook/contract';

const g = MESSAGES.guest;
const inv = MESSAGES.invitation;
const map = MESSAGES.map;

const en = {
  // Status screens
  loading: 'Loading the guide…',
  notFoundTitle: 'Guide not found',
  linkInvalid: g.linkInvalid,
  unavailableTitle: 'Guide not available',
  loadFailed: g.loadFailed,
  retry: g.retry,
  // Header, search and the language switcher
  logoAlt: '{{title}} logo',
  lastUpdated: g.lastUpdated('{{date}}'),
  offline: g.offline,
  searchLabel: g.searchLabel,
  language: 'Language',
  // Banners
  sampleBanner: g.sampleBanner,
  previewBanner: g.previewBanner,
  previewDraftsBanner: g.previewDraftsBanner,
  previewSignIn: g.previewSignIn,
  draftBadge: g.draftBadge,
  invitedOnlyBadge: g.invitedOnlyBadge,
  // A guest's personal link (?invite=)
  accessActive: inv.accessActive('{{name}}', '{{date}}'),
  accessOpensOn: inv.accessOpensOn('{{date}}'),
  accessEnded: inv.accessEnded,
  accessRevoked: inv.accessRevoked,
  accessInvalid: inv.accessInvalid,
  // Tabs
  tabsLabel: 'Guide sections',
  tabHome: 'Home',
  tabInfo: 'Info',
  tabMap: 'Map',
  tabHelp: 'Help',
  // Home
  welcomeTitle: 'Welcome',
  welcomeDefault: 'Welcome to {{title}}.',
  quickActions: 'Quick actions',
  actionInfo: 'Info',
  actionDirections: 'Get Directions',
  actionCheckIn: 'Self Check-in',
  // Home: the stay (check-in and check-out times, WiFi)
  stayTitle: 'Your stay',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  wifiTitle: 'WiFi',
  wifiNetwork: 'Network',
  wifiPassword: 'Password',
  wifiOpenNetwork: 'Open network: no password needed.',
  copyPassword: 'Copy password',
  copied: 'Copied',
  copyFailed: 'Copying is not available here: the password is selected, copy it by hand.',
  wifiQrShow: 'Join WiFi with a QR code',
  wifiQrHelp: 'Scan it with the camera of another phone or tablet to join {{name}}.',
  wifiQrAlt: 'QR code to join the WiFi network {{name}}',
  // Info
  allInformation: 'All information',
  noTopics: g.noTopics,
  noCategories: g.noCategories,
  // Search
  searchResults: 'Search results',
  noResults: g.noResults('{{query}}'),
  resultsFound_one: '{{count}} result found',
  resultsFound_other: '{{count}} results found',
  category: 'Category',
  // Map
  address: 'Address',
  openInMaps: g.openInMaps,
  directions: g.directions,
  noAddress: g.noAddress,
  places: map.guestPlaces,
  noPlaces: map.guestNoMap,
  mapOf: 'Map of {{place}}',
  mapNamed: 'Map: {{name}}',
  mapZoomIn: 'Zoom in',
  mapZoomOut: 'Zoom out',
  mapClosePopup: 'Close',
  // Help
  manualTitle: 'House Manual',
  manualText: 'The whole guide as a PDF to save or print.',
  manualButton: 'House Manual (PDF)',
  manualOffline: g.manualOffline,
  manualFromShareLink: "The House Manual PDF opens from a guide's share link.",
  downloadFailed: MESSAGES.share.downloadFailed,
  emergencyTitle: 'Emergency Contacts',
  noEmergency: g.noEmergency,
  faqTitle: 'Frequently Asked Questions',
  noFaq: g.noFaq,
  contactHost: 'Host',
  contactPhone: 'Phone',
  contactPhone2: 'Second phone',
  contactEmail: 'Email',
  // Home: the stay of a personal link and its door code
  'stay.doorCodeTitle': 'Your stay',
  'stay.doorCode': 'Door code {{code}}, from {{date}}',
  'stay.doorCodeLater': 'Your door code appears here from {{date}}',
  'stay.reference': 'Booking reference',
  'stay.guests': 'Guests',
  // Home: the stay's requests to the host (a personal link inside its window)
  'requests.title': 'Requests',
  'requests.intro': 'Ask your host for an early check-in, a late check-out or something else.',
  'requests.type': 'What would you like?',
  'requests.checkInTime': 'New check-in time',
  'requests.checkOutTime': 'New check-out time',
  'requests.message': 'Message to your host (optional)',
  'requests.send': 'Send request',
  'requests.sending': 'Sending…',
  'requests.sent': 'Your request was sent. Your host will answer here.',
  'requests.failed': 'The request could not be sent. Try again.',
  'requests.offline': 'You are offline: you can send a request when you are back online.',
  'requests.price': 'Price: {{price}}',
  'requests.yours': 'Your requests',
  'requests.time': 'Time asked for: {{time}}',
  'requests.reply': 'Your host: {{reply}}',
  'requests.newCheckIn': 'New check-in: {{date}}',
  'requests.newCheckOut': 'New check-out: {{date}}',
  'requests.status.pending': 'Pending',
  'requests.status.approved': 'Approved',
  'requests.status.declined': 'Declined',
  'requests.status.cancelled': 'Cancelled',
};

export default en;

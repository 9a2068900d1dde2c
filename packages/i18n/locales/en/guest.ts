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
  // Thank You & Feedback (a personal link after check-out)
  feedbackTitle: 'Thank You & Feedback',
  feedbackIntro: 'Thank you for staying with us! How was your stay?',
  feedbackRating: 'Your rating',
  feedbackStar: '{{n}} of 5 stars',
  feedbackComment: 'Comment (optional)',
  feedbackSend: 'Send feedback',
  feedbackSending: 'Sending…',
  feedbackChooseRating: MESSAGES.feedback.ratingInvalid,
  feedbackSendFailed: 'Your feedback could not be sent. Check your connection and try again.',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackYourAnswer: 'Your answer',
  feedbackChangeUntil: 'You can change your answer until {{date}}.',
  feedbackChange: 'Change my answer',
  feedbackReviewAsk: 'Glad you enjoyed it! A review helps other guests find us:',
  feedbackReviewAirbnb: 'Review on Airbnb',
  feedbackReviewGoogle: 'Review on Google',
  feedbackReviewBooking: 'Review on Booking.com',
  feedbackNotYet: 'You can leave feedback here after check-out, from {{date}}.',
  feedbackClosed: 'Feedback for this stay closed on {{date}}.',
  feedbackPersonalLink: 'Feedback is given through the personal link your host sent you.',
  feedbackHomeTitle: 'How was your stay?',
  feedbackHomeAction: 'Leave feedback',
};

export default en;

/**
 * Business constants and every message a user can see.
 * Server and web app both read them from here, so a text is written once.
 */
import { flattenMessages, liveMessages, withValues, type MessageValues } from './message-text.ts';

export const LIMITS = {
  /** Upload chunk size: 100 MB. */
  CHUNK_SIZE: 104_857_600,
  /** The private flag every upload and file call carries. */
  PRIVATE_FLAG: 4,
  REQUEST_TIMEOUT_MS: 10_000,
  CHUNK_LOAD_TIMEOUT_MS: 120_000,
  TITLE_MAX: 60,
  SUBTITLE_MAX: 60,
  MEDIA_PAGE_SIZE: 10,
  MOBILE_BREAKPOINT_PX: 768,
  PASSWORD_MIN: 8,
  WELCOME_MAX: 2000,
} as const;

export const DURATIONS = {
  TOAST_SUCCESS_MS: 2000,
  TOAST_WARNING_MS: 1500,
  REGISTRATION_POPUP_MS: 3000,
  FILE_DELETE_SUCCESS_MS: 1000,
  ERROR_MESSAGE_MS: 2000,
} as const;

export const BRANDING = {
  COLOR: '#ed8438',
  FONT: 'PT Sans',
  FONTS: ['PT Sans', 'Roboto', 'Montserrat', 'Lato', 'Open Sans'],
} as const;

/** The key of a choice's label under MESSAGES.option. */
export type TOptionMessage = keyof typeof MESSAGES.option;

/** A choice whose label is read from MESSAGES.option each time it is shown, in the reader's language. */
export function translatedOption<const V>(
  value: V,
  message: TOptionMessage,
): { readonly value: V; readonly label: string } {
  return {
    value,
    get label() {
      return MESSAGES.option[message];
    },
  };
}

/** A template placeholder and what it becomes, its label read as translatedOption's is. */
export function translatedPlaceholder<const K extends string>(
  key: K,
  message: TOptionMessage,
): { readonly key: K; readonly label: string } {
  return {
    key,
    get label() {
      return MESSAGES.option[message];
    },
  };
}

/**
 * Contact and address visibility: "Visible Always" (visible) or "Hidden". An option's label is read
 * from MESSAGES when it is shown, so it is in the reader's language (every *_OPTIONS is).
 */
export const VISIBILITY = { VISIBLE: 1, HIDDEN: 2 } as const;
export const VISIBILITY_OPTIONS = [
  translatedOption(VISIBILITY.VISIBLE, 'visibilityVisible'),
  translatedOption(VISIBILITY.HIDDEN, 'visibilityHidden'),
] as const;

/** Who sees a topic: everyone with the guide's link, or only invited guests inside their access window. */
export const TOPIC_VISIBILITY_OPTIONS = [
  translatedOption(VISIBILITY.VISIBLE, 'topicViewEveryone'),
  translatedOption(VISIBILITY.HIDDEN, 'topicViewInvited'),
] as const;

export const EDITOR = {
  UNDO_DELAY_MS: 1000,
  UNDO_MAX_STACK: 100,
  SIZES: ['small', false, 'large', 'huge'],
  SIZE_PX: { small: '10px', large: '18px', huge: '32px' },
  FONTS: [false, 'serif', 'monospace'],
  HEADERS: [1, 2, false],
  ALIGNS: [false, 'center', 'right', 'justify'],
  FORMATS: [
    'bold',
    'italic',
    'underline',
    'strike',
    'link',
    'color',
    'background',
    'font',
    'size',
    'align',
    'direction',
    'header',
    'list',
    'indent',
    'blockquote',
    'code',
    'code-block',
    'image',
    'video',
    'formula',
    'script',
  ],
  LINK_PROTOCOLS: ['http', 'https', 'mailto', 'tel'],
  IMAGE_MIME_TYPES: ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'],
} as const;

export const FORMATS = {
  LOCALE: 'en-GB',
  CURRENCY: 'GBP',
} as const;

/** The names of the team roles (team.ts ROLES) in a sentence. */
const TEAM_ROLES = { owner: 'owner', admin: 'admin', editor: 'editor', viewer: 'viewer' } as const;

/** Keyed by permission (team.ts PERMISSIONS): `team.actions.guides.read` in the catalog. */
const PERMISSION_ACTION_TEXTS = {
  'guides.read': 'see guides',
  'guides.create': 'create guides',
  'guides.write': 'change guides',
  'guides.delete': 'delete guides',
  'categories.write': 'change categories',
  'topics.write': 'change topics',
  'files.write': 'change the image library',
  'maps.write': 'change maps',
  'share.write': 'change share links and branding',
  'invitations.write': 'change invitations',
  'members.manage': 'manage members',
  'tokens.manage': 'manage API tokens',
  'workspace.manage': 'change the white label settings',
} as const;

/** Texts shown to people. Grouped by where they appear. */
const ENGLISH_MESSAGES = {
  generic: {
    unexpected: 'An unexpected error has occurred, make sure all fields are filled out',
    unexpectedShort: 'An unexpected error has occurred.',
    internal: 'Something went wrong on our side. Please try again.',
    notFound: 'Not found.',
    badRequest: 'The request is not valid.',
    /** A request its sender cut off, or whose headers were too large or too slow (answered before any route). */
    unreadableRequest: 'The request arrived incomplete or could not be read. Please try again.',
    /** A text field holding U+0000, a lone surrogate or bytes that are not UTF-8 (PostgreSQL cannot store them). */
    unstorableText:
      'This text contains a character that cannot be saved (a NUL character or broken Unicode). Remove it and try again.',
    notJson: 'The request body is not valid JSON.',
    unauthenticated: 'Please sign in to continue.',
    rateLimited: 'Too many attempts. Please wait a minute and try again.',
    payloadTooLarge: 'The file is too large.',
    ok: 'OK',
    chunkLoadFailed: withValues('Loading chunk {{id}} failed', (id: string) => ({ id })),
    /** A call to a path and method the API does not have. */
    noSuchCall: withValues('No such call: {{method}} {{path}}', (method: string, path: string) => ({ method, path })),
    mediaTypeRefused: 'This content type is not accepted here.',
    emptyBody: 'The request body is empty.',
    /** A malformed request whose problem is not one field's: the problem is itself a text of this catalog. */
    requestProblem: withValues('Request: {{problemText}}', (problemText: string) => ({ problemText })),
  },
  /**
   * What the contract's schemas say of a value they refuse. The rules' own messages come first; these
   * are every other refusal (packages/contract/src/zod-messages.ts gives zod these instead of its own).
   */
  input: {
    required: withValues('{{field}} is required.', (field: string) => ({ field })),
    wholeNumber: 'Must be a whole number.',
    positiveWholeNumber: 'Must be a positive whole number.',
    statusInvalid: 'Status must be 1 (Published) or 0 (Draft).',
    wrongType: withValues(
      'Invalid input: expected {{expected}}, received {{received}}',
      (expected: string, received: string) => ({ expected, received }),
    ),
    notValue: withValues('Invalid input: expected {{value}}', (value: string) => ({ value })),
    notOption: withValues('Invalid option: expected one of {{options}}', (options: string) => ({ options })),
    tooShort: withValues(
      { one: 'Must be at least {{count}} character.', other: 'Must be at least {{count}} characters.' },
      (count: number) => ({ count }),
    ),
    tooManyItems: withValues(
      { one: 'Must hold at most {{count}} item.', other: 'Must hold at most {{count}} items.' },
      (count: number) => ({ count }),
    ),
    tooFewItems: withValues(
      { one: 'Must hold at least {{count}} item.', other: 'Must hold at least {{count}} items.' },
      (count: number) => ({ count }),
    ),
    tooLarge: withValues('Must be at most {{max}}.', (max: number | string) => ({ max })),
    tooSmall: withValues('Must be at least {{min}}.', (min: number | string) => ({ min })),
    badFormat: 'The format is not valid.',
    unknownKeys: withValues(
      { one: 'Unrecognized key: {{keys}}', other: 'Unrecognized keys: {{keys}}' },
      (keys: readonly string[]) => ({ count: keys.length, keys: keys.map((k) => `"${k}"`).join(', ') }),
    ),
    invalid: 'Invalid input',
  },
  dialog: { confirm: 'OK', deny: 'No', cancel: 'Cancel' },
  /** Asked before edits that were not saved are thrown away (leaving the page, closing a form). */
  unsaved: {
    title: 'Discard unsaved changes?',
    text: 'You have changes that are not saved yet. If you go on, they are lost.',
    discard: 'Discard changes',
    keep: 'Keep editing',
  },
  validator: { invalidEmail: 'Invalid email address', invalidUrl: 'Invalid URL' },
  register: {
    emailRequired: 'Email is required',
    nameRequired: 'Name is required',
    lastnameRequired: 'Last Name is required',
    passwordRequired: 'Password is required',
    passwordConfirmRequired: 'Password confirmation is required',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 8 characters',
    emailTaken: 'An account with this e-mail address already exists.',
    successTitle: 'Registration Successful',
    successText: 'Check your e-mail to verify your account.',
    failed: 'Registration failed. Please try again.',
    error: 'An error occurred. Please try again.',
    verifyFailed: 'We are sorry, the confirmation link has expired or is invalid. Please try again.',
    verified: 'Your e-mail address is verified.',
  },
  login: {
    invalid: 'The e-mail address or password is incorrect.',
    unverified: 'Please verify your e-mail address before signing in.',
    resent: 'If the address is registered and not yet verified, a new link is on its way.',
    tooManyAttempts: withValues(
      {
        one: 'Too many attempts. Please try again in {{count}} second.',
        other: 'Too many attempts. Please try again in {{count}} seconds.',
      },
      (seconds: number) => ({ count: seconds }),
    ),
    sessionEnded: 'Your session has ended. Please sign in again.',
  },
  password: {
    recoverSent: 'If the address is registered, a link to reset the password is on its way.',
    resetDone: 'Your password has been changed. Please sign in.',
    resetInvalid: 'This password reset link has expired or is invalid.',
    currentRequired: 'Current password is required',
    currentWrong: 'The current password is not correct.',
    changed: 'Your password has been changed.',
  },
  profile: {
    updated: 'Your profile has been updated.',
    languageInvalid: 'Choose a language from the list.',
  },
  guide: {
    titleRequired: 'Required.',
    maxLength: withValues('Must be at most {{max}} characters.', (max: number) => ({ max })),
    created: 'Guide created successfully!',
    updated: 'Guide updated successfully!',
    deleteTitle: 'Delete this guide?',
    deleteText: 'This action will permanently remove the guide.',
    deletedTitle: 'Deleted!',
    deletedText: 'The guide has been successfully deleted.',
    deleteFailedTitle: 'Failed',
    deleteFailedText: 'Could not delete the guide.',
    errorTitle: 'Error',
    errorText: 'An unexpected error has occurred.',
    notFound: 'Guide not found.',
    invalidTimezone: 'Choose a timezone from the list.',
    visibilityInvalid: 'Choose Visible Always or Hidden.',
  },
  category: {
    allRequired: 'All fields are required.',
    nameRequired: 'Name is required.',
    iconRequired: 'Choose an icon.',
    iconInvalid: 'The icon is not valid.',
    added: 'Category added successfully!',
    updated: 'Category updated successfully!',
    addFailed: 'Failed to add category.',
    updateFailed: 'Failed to update category.',
    deleteTitle: 'Delete this content?',
    deleteText: 'This action will permanently remove the content.',
    deletedTitle: 'Deleted!',
    deletedText: 'The content has been successfully deleted.',
    deleteFailedTitle: 'Failed',
    deleteFailedText: 'Could not delete the content.',
    notFound: 'Category not found.',
    empty: 'No topics available for this content.',
    orderMismatch: 'The new order must list every category of this guide exactly once.',
  },
  topic: {
    titleRequired: 'Title is required',
    contentRequired: 'Content is required',
    imageRequired: 'Please choose a featured image for this topic.',
    visibilityInvalid: 'Choose Visible to everyone or Only for invited guests during their stay.',
    created: 'Topic created successfully',
    updated: 'Topic updated successfully',
    createFailed: 'Failed to create topic',
    updateFailed: 'Failed to update topic',
    loadFailed: 'The topic could not be loaded. Please try again.',
    deleteTitle: 'Delete this topic?',
    deleteText: 'This action will permanently remove the topic.',
    deletedTitle: 'Deleted!',
    deletedText: 'The topic has been successfully deleted.',
    deleteFailedTitle: 'Failed',
    deleteFailedText: 'Could not delete the topic.',
    notFound: 'Topic not found.',
    imageNotInLibrary: 'The chosen image is not in your library.',
    imageAddressInvalid: 'The image address is not valid.',
    otherGuideCategory: 'A topic can only move to a category of the same guide.',
    orderMismatch: 'The new order must list every topic of this category exactly once.',
    contentTooLong: 'The content is too long.',
    inlineImageUnreadable:
      'An image in the content could not be read (png, jpeg, gif, webp, bmp or ico expected). Remove it or insert it again.',
  },
  file: {
    invalidType: 'Invalid file type. Please select an image file (img, jpg, jpeg, png).',
    notAnImage: 'The file is not a supported image (jpg, jpeg, png).',
    deleteConfirm: 'Are you sure you want to delete this file? This action cannot be undone.',
    deleteAccept: 'Accept',
    deletedTitle: 'Success',
    notFound: 'File not found.',
    nameFree: 'No file with this name exists.',
    exists: 'A file with this name exists.',
    /** Each topic once, with its guide: “WiFi” in “Beach House”, “WiFi” in “Beach House (copy)”. */
    inUse: (topics: ReadonlyArray<{ topic: string; guide: string }>): string =>
      topics.length === 0 ? MESSAGES.file.inUseNoTopic : MESSAGES.file.inUseTopics(topics),
    inUseNoTopic: 'This file is the featured image of a topic. Choose another image there first.',
    inUseTopics: withValues(
      {
        one: 'This file is the featured image of the topic {{topics}}. Choose another image there first.',
        other: 'This file is the featured image of the topics {{topics}}. Choose another image there first.',
      },
      (topics: ReadonlyArray<{ topic: string; guide: string }>): MessageValues => ({
        count: topics.length,
        topics: topics.map((t) => MESSAGES.file.topicInGuide(t.topic, t.guide)).join(', '),
      }),
    ),
    topicInGuide: withValues('“{{topic}}” in “{{guide}}”', (topic: string, guide: string) => ({ topic, guide })),
    inUseElsewhere: 'This file is used in a guide you do not work on. Ask an admin to remove it there first.',
    shownInContent: withValues(
      {
        one: 'This image is shown in the content of the topic {{topics}}. Remove it there first.',
        other: 'This image is shown in the content of the topics {{topics}}. Remove it there first.',
      },
      (topics: string[]) => ({ count: topics.length, topics: topics.map((t) => `"${t}"`).join(', ') }),
    ),
    tooLarge: withValues('The file is too large. The largest file accepted is {{mb}} MB.', (maxBytes: number) => ({
      mb: Math.floor(maxBytes / 1_048_576),
    })),
    chunkTooLarge: 'A chunk may be at most 100 MB.',
    chunkMissing: 'The upload is missing the chunk.',
    malformedUpload: 'The upload arrived incomplete or is not valid multipart/form-data. Please try again.',
    chunkOutOfRange: 'chunkIndex must be between 0 and totalChunks - 1.',
    uploadIncomplete: 'Some chunks of this upload have not arrived yet.',
    processing: 'The server is processing your file…',
    uploadSuccessful: 'Upload Successful',
    totalChunksChanged: 'totalChunks does not match the earlier chunks of this upload.',
    /** A chunk raced the upload's end (sent again while the last chunk completed it, or after it ended). */
    privateInvalid: withValues('private must be {{value}}.', (value: number) => ({ value })),
    pageInvalid: 'page must be a whole number from 1.',
    pageSizeInvalid: 'page_size must be a whole number from 1 to 100.',
    chunkIndexInvalid: 'chunkIndex must be a whole number.',
    totalChunksInvalid: 'totalChunks must be a whole number.',
    totalChunksTooFew: 'totalChunks must be at least 1.',
    totalChunksTooMany: withValues('totalChunks must be at most {{max}}.', (max: number) => ({ max })),
    uploadIdInvalid: 'uploadId must be a UUID.',
    uploadRaced:
      'This upload finished or ended while this chunk arrived. Check your library, or upload the file again.',
    logoInUse: withValues(
      {
        one: 'This file is the logo of the guide {{guides}}. Choose another logo there first.',
        other: 'This file is the logo of the guides {{guides}}. Choose another logo there first.',
      },
      (guides: string[]) => ({ count: guides.length, guides: guides.map((t) => `"${t}"`).join(', ') }),
    ),
    workspaceBrandingInUse:
      'This file is the logo or cover photo of the workspace branding. Choose another one in Guide Branding first.',
    coverInUse: withValues(
      {
        one: 'This file is the cover photo of the guide {{guides}}. Choose another cover photo there first.',
        other: 'This file is the cover photo of the guides {{guides}}. Choose another cover photo there first.',
      },
      (guides: string[]) => ({ count: guides.length, guides: guides.map((t) => `"${t}"`).join(', ') }),
    ),
  },
  /** Sentences and empty states of the admin web app's pages. */
  admin: {
    noGuides: 'You have no guides yet. Add your first guide to get started.',
    guestPreview: "The guest guide opens from a guide's share link.",
    templateText: 'Invitation templates let you prepare the message your guests receive.',
    settingText: 'Invitation settings control how and when your guests are invited.',
    helpCenterText: 'Find answers to common questions about building and sharing your digital guides.',
    phonePreviewTitle: 'Phone preview of the guest guide',
    phonePreviewCaption: 'Live preview — drafts are marked',
    phonePreviewOpen: 'Open in a new tab',
    phonePreviewShow: 'Show phone preview',
    phonePreviewHide: 'Hide phone preview',
  },
  /** The guest guide (/g/{token}, /digital-guides-view) and the Quick Share tab. */
  guest: {
    linkInvalid: 'This guide link is not valid any more. Ask your host for a new link.',
    loadFailed: 'The guide could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    offline: 'Offline',
    lastUpdated: withValues('Last updated {{date}}', (date: string) => ({ date })),
    noEmergency: 'Your host has not added emergency contacts yet.',
    noTopics: 'Nothing here yet.',
    noCategories: 'Your host has not published any information yet.',
    noAddress: 'Your host has not shared the address.',
    noArrival: 'Your host has not added check-in information yet.',
    noResults: withValues('No topics match "{{query}}".', (query: string) => ({ query })),
    searchLabel: 'Search the guide',
    openInMaps: 'Open in maps',
    directions: 'Directions',
    manualOffline: 'The House Manual needs a connection. Open the guide once online to keep a copy.',
    previewBanner: 'Preview: this is how guests see your guide.',
    previewDraftsBanner: 'Preview with drafts: what guests do not see yet is marked.',
    previewSignIn: 'Sign in to preview your own guide. Showing the sample guide.',
    /** Marks in the host's drafts preview (the phone preview beside the editor); guests never see them. */
    draftBadge: 'Draft',
    invitedOnlyBadge: 'Invited guests only',
    sampleBanner: 'Sample guide',
  },
  share: {
    brandingSaved: 'Branding saved.',
    coverHint:
      "The cover photo opens the guest guide's Home page, and prints on the flyer and the House Manual. A wide landscape photo works best.",
    linkCopied: 'Link copied.',
    copyFailed: 'The link could not be copied. Select it and copy it by hand.',
    regenerateTitle: 'Regenerate the share link?',
    regenerateText: 'The current link and QR code stop working at once. Guests will need the new link.',
    regenerated: 'A new share link is ready.',
    downloadFailed: 'The download failed. Please try again.',
    templateLabel: 'Start with the ten standard categories',
  },
  /** Branding, share link and the printed flyer and House Manual (server side). */
  sharing: {
    logoNotInLibrary: 'The chosen logo is not in your library.',
    coverNotInLibrary: 'The chosen cover photo is not in your library.',
    workspaceBrandingUnset: 'Save the workspace branding first: there is nothing to apply yet.',
    flyerInstructions: 'Scan the QR code with your phone camera to open the guide. No app or sign-in needed.',
    flyerLinkLabel: 'Or type this link:',
    manualTitle: 'House Manual',
    manualContacts: 'Contacts',
    manualAddress: 'Address',
    manualEmpty: 'Your host has not published any information yet.',
    pageOf: withValues('Page {{page}} of {{pages}}', (page: number, pages: number) => ({ page, pages })),
    contactLabels: { host: 'Host', phone: 'Phone', phone2: 'Second phone', email: 'E-mail' },
    colorInvalid: 'Choose a colour like #ed8438.',
    fontInvalid: withValues('Choose one of: {{fonts}}.', (fonts: readonly string[]) => ({ fonts: fonts.join(', ') })),
    flyerWifiInvalid: 'Must be 1 (print the WiFi) or 0.',
    previewDraftsInvalid: 'Must be 1 (include drafts, marked) or 0.',
  },
  /** Readable guide links: a guide's and a workspace's slug (`/{workspace}/{guide}`). */
  slugs: {
    invalid: 'Use 3 to 60 lower-case letters, digits and single hyphens, not at the start or end (like beach-house).',
    reserved: withValues('“{{slug}}” is a word the app uses itself. Choose another.', (slug: string) => ({ slug })),
    guideTaken: withValues(
      'Another guide of this workspace already has the link name “{{slug}}”. Choose another.',
      (slug: string) => ({ slug }),
    ),
    workspaceTaken: withValues(
      'Another workspace already has the link name “{{slug}}”. Choose another.',
      (slug: string) => ({ slug }),
    ),
    saved: 'Link name saved.',
  },
  /** Analytics tab, dashboard totals and guest view counting. */
  analytics: {
    topicNotFound: 'Topic not found.',
    loadFailed: 'The figures could not be loaded. Please try again.',
    noTopics: 'No topics in this category yet.',
    noCategories: 'This guide has no categories yet.',
    chartLabel: withValues('Views over the last {{days}} days', (days: number) => ({ days })),
    daysInTimezone: withValues("Days are counted in the guide's timezone ({{tz}}).", (tz: string) => ({ tz })),
  },
  /** Data tab: export, import and duplicate a guide. */
  transfer: {
    notJson: 'The file is not a guide export: it is not valid JSON.',
    wrongFormat: 'The file is not a guide export from Guidebook.',
    unsupportedVersion: withValues(
      'This export format version ({{version}}) is not supported.',
      (version: unknown) => ({ version: String(version) }),
    ),
    /** `problemText` is a text of this catalog (a schema's rule message): it is put into the caller's language too. */
    invalidFile: withValues(
      'The file is not a valid guide export: {{where}}: {{problemText}}',
      (where: string, problemText: string) => ({ where, problemText }),
    ),
    imageDataInvalid: 'Image data must be base64.',
    imageMissing: withValues('The file refers to an image ({{ref}}) it does not contain.', (ref: string) => ({ ref })),
    imageInvalid: withValues(
      'The image "{{name}}" in the file is not a supported image (jpg, jpeg, png).',
      (name: string) => ({ name }),
    ),
    contentImageInvalid: withValues(
      'An image in the content of the topic "{{topic}}" in the file could not be read (png, jpeg, gif, webp, bmp or ico expected).',
      (topic: string) => ({ topic }),
    ),
    tooLarge: withValues(
      'The file is too large to import. The largest file accepted is {{mb}} MB.',
      (maxBytes: number) => ({ mb: Math.floor(maxBytes / 1_048_576) }),
    ),
    copySuffix: ' (copy)',
    exportHelp: 'Download this guide, its categories, topics and images as one file.',
    importHelp: 'Create a new guide from an exported file. Its images are added to your library.',
    duplicateHelp: 'Make a copy of this guide that uses the same library images.',
    duplicateTitle: 'Duplicate this guide?',
    duplicateText: 'A copy with every category and topic is created and opened.',
    imported: 'Guide imported.',
    duplicated: 'Guide duplicated.',
    exportFailed: 'The export failed. Please try again.',
    importFailed: 'The import failed. Please try again.',
  },
  /** Invitations: Invites home, Template and Settings pages, the e-mail and the guest banner. */
  invitation: {
    notFound: 'Invitation not found.',
    statusFilterInvalid: 'Choose a status: Scheduled, Active, Expired, Revoked or Cancelled.',
    guestNameRequired: 'Guest name is required.',
    guestEmailRequired: 'Guest e-mail is required.',
    dateRequired: 'Date and time are required.',
    dateInvalid: 'Enter a date and time like 2026-12-01T15:00.',
    checkOutBeforeIn: 'Check-out must be after check-in.',
    accessToBeforeFrom: 'Access must end after it starts.',
    subjectRequired: 'Subject is required.',
    bodyRequired: 'Message is required.',
    bodyNeedsLink: 'The message must contain {{link}}, so the guest receives their personal link.',
    hoursInvalid: 'Enter a whole number of hours between 0 and 720.',
    guestsInvalid: 'Enter a number of guests between 1 and 99.',
    noEmail: 'This stay has no guest e-mail yet: add one first.',
    revoked: 'This invitation is revoked; it can no longer be sent.',
    created: 'Invitation created.',
    createdAndSent: 'Invitation created and e-mailed to the guest.',
    sendFailed: 'The invitation is saved, but the e-mail could not be sent. Try Resend later.',
    resent: 'Invitation e-mailed again.',
    revokedDone: 'Invitation revoked. Its link no longer shows hidden details.',
    revokeTitle: 'Revoke this invitation?',
    revokeText: 'The guest keeps the normal guide but no longer sees the hidden details.',
    deleteTitle: 'Delete this invitation?',
    deleteText: 'The invitation and its personal link are removed for good.',
    deleted: 'Invitation deleted.',
    templateSaved: 'Template saved.',
    settingsSaved: 'Settings saved.',
    empty: 'No invitations yet. Create one to send a guest their personal link.',
    noGuides: 'Add a guide first: an invitation is always for a guide.',
    loadFailed: 'The invitations could not be loaded. Please try again.',
    linkCopied: 'Link copied.',
    timezoneNote: withValues("Times are in the guide's timezone ({{tz}}).", (tz: string) => ({ tz })),
    accessOpensOn: withValues('Your access opens on {{date}}', (date: string) => ({ date })),
    accessEnded: 'Your access has ended',
    accessRevoked: 'This invitation is no longer valid.',
    accessInvalid: 'This invitation link is not valid.',
    accessActive: withValues(
      'Welcome, {{name}}. Your access is open until {{date}}.',
      (name: string, date: string) => ({ name, date }),
    ),
  },
  /** A guide's calendar feeds (iCal exports whose reservations become stays). */
  calendarFeed: {
    notFound: 'Calendar feed not found.',
    urlRequired: 'Calendar address is required.',
    urlInvalid: 'Enter a calendar address starting with http:// or https://.',
    eventsAreInvalid: 'Choose auto or stays.',
    /** POST /calendar_feeds/sync while another call or instance reads the same feed. */
    busy: 'This calendar is being read right now. Try again in a moment.',
  },
  /**
   * How a feed's last sync went (its last_status): each a part of the sentence the host reads, stored
   * as key and values so that it is read in each host's language. Parts are joined with ". ".
   */
  calendarSync: {
    httpStatus: withValues('The address answered {{status}} {{reason}}', (status: number, reason: string) => ({
      status,
      reason,
    })),
    notCalendar: 'This is not a calendar file',
    empty: 'The address answered an empty file',
    tooLarge: withValues('The calendar file is larger than {{size}}', (size: string) => ({ size })),
    tooManyEvents: withValues('The calendar has more than {{max}} events', (max: number) => ({ max })),
    timeout: withValues('The calendar could not be reached within {{seconds}} s', (seconds: number) => ({ seconds })),
    notPublic: 'This address is not reachable from the internet',
    unreachable: 'The calendar could not be reached',
    badUrl: 'This address cannot be read as a calendar address',
    tooManyRedirects: withValues('The address redirected more than {{max}} times', (max: number) => ({ max })),
    /** `reasonText` is one of skipReason's texts. */
    skipped: withValues(
      { one: '{{count}} event skipped: {{reasonText}}', other: '{{count}} events skipped: {{reasonText}}' },
      (count: number, reasonText: string) => ({ count, reasonText }),
    ),
    skipReason: {
      no_uid: 'no UID',
      no_dtstart: 'no DTSTART',
      bad_date: 'unreadable date',
      end_before_start: 'DTEND not after DTSTART',
      recurring: 'recurring',
      duplicate_uid: 'UID repeated',
    },
    /** The name of a stay whose calendar event names no guest (stored in the guide's language). */
    guestName: {
      airbnb: 'Airbnb guest',
      vrbo: 'Vrbo guest',
      booking: 'Booking.com guest',
      ical: 'Guest',
    },
    /** A stay in the guide's calendar out (/ical/{token}.ics): its guests, after the name and in the description. */
    exportGuests: withValues({ one: '{{count}} guest', other: '{{count}} guests' }, (count: number) => ({ count })),
    /** A stay's reservation code, in the description of its event in the calendar out. */
    exportReference: withValues('Reference: {{reference}}', (reference: string) => ({ reference })),
  },
  /** POST /invitations/import: stays from a CSV file. */
  stayImport: {
    fileMissing: 'Choose a CSV file to import.',
    notUtf8: 'The file is not UTF-8 text. Save it as CSV (UTF-8) and try again.',
    notCsv: withValues('The file is not a readable CSV file (line {{line}}).', (line: number) => ({ line })),
    noRows: 'The file has no stays: add one row per stay under the header row.',
    missingColumns: withValues(
      'The first row must be the header row, with at least the columns {{columns}}.',
      (columns: string) => ({ columns }),
    ),
    unknownColumn: withValues(
      'The header row names an unknown column "{{column}}". The columns are: {{columns}}.',
      (column: string, columns: string) => ({ column, columns }),
    ),
    duplicateColumn: withValues('The header row names the column "{{column}}" twice.', (column: string) => ({
      column,
    })),
    tooManyRows: withValues(
      'A file can hold at most {{max}} stays; this one has {{rows}}.',
      (max: number, rows: number) => ({ max, rows }),
    ),
    /** `problemText` is a text of this catalog (a rule's message): it is put into the caller's language too. */
    badRow: withValues(
      'Line {{line}}, {{column}}: {{problemText}}',
      (line: number, column: string, problemText: string) => ({
        line,
        column,
        problemText,
      }),
    ),
    wrongValueCount: withValues(
      'Line {{line}} has {{found}} values; the header row has {{expected}} columns.',
      (line: number, found: number, expected: number) => ({ line, found, expected }),
    ),
    dateInvalid: 'Enter a date like 2026-12-01, or a date and time like 2026-12-01 15:00.',
    required: 'This column is required.',
  },
  /** API tokens: the Api Access page (/api-access) and what a token is refused. */
  team: {
    roleInvalid: 'Choose admin, editor or viewer.',
    guidesInvalid: 'Choose the guides this member may work on, or all guides.',
    guidesEmpty: 'Choose at least one guide, or all guides.',
    guidesTooMany: withValues(
      'A member can be limited to at most {{max}} guides; choose all guides instead.',
      (max: number) => ({ max }),
    ),
    notMember: 'You are not a member of this workspace (any more). Switch to another workspace.',
    workspaceInvalid: 'X-Workspace must be the id of a workspace you belong to.',
    /** The role's name and the permission's words come from `roles` and `actions` below. */
    roleCannot: withValues(
      'Your role ({{roleText}}) cannot {{actionText}}.',
      (role: keyof typeof TEAM_ROLES, permission: keyof typeof PERMISSION_ACTION_TEXTS): MessageValues => ({
        roleText: MESSAGES.team.roles[role],
        actionText: MESSAGES.team.actions[permission],
      }),
    ),
    roles: TEAM_ROLES,
    /** What each permission (team.ts PERMISSIONS) lets a member do, as the end of "Your role (viewer) cannot …". */
    actions: PERMISSION_ACTION_TEXTS,
    scopeCannotCreate: 'You work on chosen guides only, so you cannot create guides. Ask an admin to add the guide.',
    scopeWholeWorkspace:
      'You work on chosen guides only, so you cannot change what applies to every guide of the workspace. Ask an admin.',
    memberNotFound: 'Member not found.',
    alreadyMember: 'This person is already a member of this workspace.',
    alreadyInvited: 'This person is already invited. Use Resend to send the link again.',
    ownerFixed: 'The owner of a workspace cannot be changed or removed.',
    notYourself: 'You cannot change or remove your own membership. Ask another admin.',
    notInvited: 'This member has already accepted; there is nothing to resend.',
    tooManyMembers: withValues('A workspace can have at most {{max}} members and invitations.', (max: number) => ({
      max,
    })),
    invitationInvalid: 'This invitation link is not valid, was already used, or has expired. Ask for a new one.',
    wrongAccount: withValues(
      'This invitation is for {{email}}. Sign in with that e-mail address to accept it.',
      (email: string) => ({ email }),
    ),
    invited: 'Invitation sent.',
    resent: 'Invitation sent again.',
    modified: 'Member updated.',
    removeTitle: 'Remove this member?',
    removeText: 'They lose access to this workspace at once. Their API tokens stop working.',
    removed: 'Member removed.',
    accepted: withValues('You joined {{workspace}}.', (workspace: string) => ({ workspace })),
    empty: 'No other members yet. Invite a co-host, a cleaner or a property manager.',
    loadFailed: 'The members could not be loaded. Please try again.',
  },
  /** Agencies: several workspaces per account, their hand-over and deletion. */
  agency: {
    nameRequired: 'Workspace name is required.',
    tooMany: withValues(
      'An account can own at most {{max}} workspaces. Delete or hand over one you no longer run first.',
      (max: number) => ({ max }),
    ),
    targetTooMany: withValues(
      'The new owner already owns {{max}} workspaces, the most an account can own.',
      (max: number) => ({ max }),
    ),
    ownerOnly: 'Only the owner of this workspace can hand it over or delete it.',
    notFound: 'Workspace not found.',
    personalFixed:
      'Your personal workspace cannot be handed over or deleted. Create a workspace for the client and use that one.',
    notEmpty: 'Only an empty workspace can be deleted: delete its guides and library files first.',
    targetNotActive: 'Choose an active member: this person has not accepted the invitation yet.',
    targetIsOwner: 'You already own this workspace.',
    transferInvalid: 'This link is not valid, was already used, or has expired. Ask the owner to send it again.',
    transferWrongAccount: withValues(
      'This workspace is handed over to {{email}}. Sign in with that e-mail address to accept it.',
      (email: string) => ({ email }),
    ),
    created: withValues('Workspace {{name}} created.', (name: string) => ({ name })),
    transferSent: withValues('We sent {{email}} a link to accept the workspace.', (email: string) => ({ email })),
    transferred: withValues('You now own {{workspace}}.', (workspace: string) => ({ workspace })),
    deleted: 'Workspace deleted.',
  },
  apiToken: {
    nameRequired: 'Token name is required.',
    scopeInvalid: 'Choose read or write.',
    expiryInvalid: 'Enter a whole number of days between 1 and 3650, or choose Never.',
    notFound: 'API token not found.',
    invalid: 'This API token is not valid: it was revoked, it expired, or it was never issued.',
    /** An Authorization header with another scheme than Bearer (Basic, Token, …). */
    wrongScheme:
      'Send the token in the Authorization header as "Bearer <token>": other schemes (Basic, Token, …) are not accepted.',
    tooManyTokens: withValues(
      'An account can have at most {{max}} API tokens. Revoke one you no longer use first.',
      (max: number) => ({ max }),
    ),
    readOnly: withValues(
      'This API token is read-only: it cannot make {{method}} calls. Create a write token.',
      (method: string) => ({ method }),
    ),
    notForTokens: 'API tokens cannot make this call. Sign in to the Guidebook app to do it.',
    created: 'API token created.',
    shownOnce: 'Copy this token now: it is shown only once. Anyone who has it can act in your account.',
    copied: 'Token copied.',
    copyFailed: 'The token could not be copied. Select it and copy it by hand.',
    revokeTitle: 'Revoke this API token?',
    revokeText: 'Integrations using it stop working at once. This cannot be undone.',
    revoked: 'API token revoked.',
    empty: 'No API tokens yet. Create one to connect a channel manager, a PMS or your own scripts.',
    loadFailed: 'The API tokens could not be loaded. Please try again.',
    tooMany: withValues(
      {
        one: 'Too many requests with this API token. Please try again in {{count}} second.',
        other: 'Too many requests with this API token. Please try again in {{count}} seconds.',
      },
      (seconds: number) => ({ count: seconds }),
    ),
  },
  /** Languages and translations of a guide. */
  language: {
    invalidTag: 'Choose a language from the list (a language tag such as fr or pt-BR).',
    tooMany: withValues('A guide can have at most {{max}} further languages.', (max: number) => ({ max })),
    duplicate: 'Each language can be added once.',
    defaultAlsoFurther: 'The default language is already the guide’s language: remove it from the further languages.',
    notOfGuide: withValues(
      '{{language}} is not one of this guide’s languages. Add it under Languages first.',
      (language: string) => ({ language }),
    ),
    isDefault: withValues(
      '{{language}} is the guide’s default language: edit the original instead of translating into it.',
      (language: string) => ({ language }),
    ),
    removeNeedsConfirm: withValues(
      {
        one: 'Removing {{languages}} deletes {{count}} translation. Confirm to remove.',
        other: 'Removing {{languages}} deletes {{count}} translations. Confirm to remove.',
      },
      (languages: string, count: number) => ({ languages, count }),
    ),
    saved: 'Languages saved.',
    translationSaved: 'Translation saved.',
    originalChanged: 'original changed',
    removeTitle: 'Remove this language?',
    progress: withValues(
      '{{language}}: {{done}} of {{total}} topics',
      (language: string, done: number, total: number) => ({
        language,
        done,
        total,
      }),
    ),
  },
  /** WiFi, check-in and check-out of a guide. */
  stay: {
    invalidTime: 'Enter a time like 15:00.',
    wifiSecurityInvalid: 'Choose WPA, WEP or none.',
    wifiNameTooLong: 'A WiFi network name is at most 32 characters.',
    wifiPasswordTooLong: 'A WiFi password is at most 63 characters.',
    wifiNotShown: 'The WiFi of this guide is shown only to invited guests during their stay.',
    noWifi: 'This guide has no WiFi details.',
    /** The guest's Join WiFi QR code when the payload shows no WiFi (none, or Hidden outside an invitation's window). */
    wifiQrUnavailable:
      'This link shows no WiFi details: the guide has none, or keeps them for invited guests during their stay.',
    /** The flyer with wifi=1 for a guide without a network name. */
    flyerNoWifi: 'Add the WiFi network name to this guide (Details) before printing it on the flyer.',
    flyerWifiTitle: 'WiFi',
    flyerWifiNetwork: 'Network',
    flyerWifiPassword: 'Password',
    flyerWifiOpen: 'Open network: no password needed.',
    flyerWifiScan: 'Scan with your phone’s camera to join.',
  },
  /** Maps: the Map tab, the map editor (/dashboard/guidebook-map) and the guest Map tab. */
  map: {
    titleRequired: 'Map title is required.',
    pinNameRequired: 'Pin name is required.',
    latitudeRequired: 'Latitude is required.',
    latitudeRange: 'Latitude must be between -90 and 90.',
    longitudeRequired: 'Longitude is required.',
    longitudeRange: 'Longitude must be between -180 and 180.',
    coordinateNotNumber: 'Enter a number, like 50.2153.',
    tooManyPins: withValues('A map can hold at most {{max}} pins.', (max: number) => ({ max })),
    notFound: 'Map not found.',
    setActiveLabel: 'Set Active Map For This Guide',
    disableMap: 'Disable Map',
    activeSaved: 'Active map saved.',
    created: 'Map created.',
    saved: 'Map saved.',
    deleteTitle: 'Delete this map?',
    deleteText: 'The map and its pins are removed for good. Guides that show it show no map.',
    deleted: 'Map deleted.',
    empty: 'No maps yet. Add a map to show your guests places nearby.',
    loadFailed: 'The maps could not be loaded. Please try again.',
    editorHelp: 'Click on the map to place a pin there, or add a pin and type its latitude and longitude.',
    noPins: 'No pins yet.',
    noTiles: 'The map background is not available; pins are still placed at the coordinates you click.',
    guestPlaces: 'Places nearby',
    guestNoMap: 'Your host has not added places to the map yet.',
  },
  /** Timed messages: the rules (Messages page) and each stay's messages, their statuses and reasons. */
  stayMessages: {
    notFound: 'Message rule not found.',
    nameRequired: 'Rule name is required.',
    triggerInvalid:
      'Choose when the message is sent: booking confirmed, before check-in, check-in day or after check-out.',
    offsetInvalid: 'Enter a whole number of days between 0 and 60.',
    sendTimeInvalid: 'Enter a time like 10:00.',
    enabledInvalid: 'Enabled must be true or false.',
    textsRequired: 'Write the message in at least one language.',
    textsTooMany: withValues('A rule can have texts in at most {{max}} languages.', (max: number) => ({ max })),
    subjectRequired: 'Subject is required.',
    bodyRequired: 'Message is required.',
    defaultLanguageRequired: withValues(
      'Write the message in the guide’s default language ({{language}}) too.',
      (language: string) => ({ language }),
    ),
    unknownCode: withValues(
      'There is no field code {{code}}. Use one of the field codes listed with the message.',
      (code: string) => ({ code }),
    ),
    workspaceRuleForbidden: 'Only the owner and admins can change a rule for every guide.',
    noEmail: 'This stay has no guest e-mail yet: add one first.',
    stayCancelled: 'This stay is cancelled; its messages are no longer sent.',
    ruleNotForStay: 'This rule is not for this stay’s guide.',
    sentNow: 'Message sent to the guest.',
    /** A stay's message status as the host reads it. */
    status: {
      scheduled: 'Scheduled',
      sent: 'Sent',
      failed: 'Failed',
      skipped: 'Skipped',
      cancelled: 'Cancelled',
      waiting: 'Waiting for the guest’s e-mail',
    },
    /** Why a message failed, was skipped or cancelled. */
    reason: {
      tooLate: 'Its time had passed when the stay was added, and the guest had already checked in',
      endedWithoutEmail: 'The stay ended before the guest’s e-mail was added',
      stayCancelled: 'The stay was cancelled',
      ruleDisabled: 'The rule was disabled',
      ruleDeleted: 'The rule was deleted',
      sendFailed: withValues('The mail server refused it: {{error}}', (error: string) => ({ error })),
    },
    /** The preview's values when no stay can fill the field codes. */
    sampleGuestName: 'Alex Sample',
  },
  /** Guest feedback after a stay (the "Thank You & Feedback" screen) and each guide's review links. */
  feedback: {
    ratingInvalid: 'Choose from 1 to 5 stars.',
    commentTooLong: withValues('A comment can be at most {{max}} characters long.', (max: number) => ({ max })),
    linkInvalid: 'This personal link is not valid. Ask your host for a new link.',
    notYet: 'Feedback opens after check-out.',
    closed: 'Feedback for this stay is closed: it can be given until 14 days after check-out.',
    stayClosed: 'This stay was cancelled or its link was withdrawn, so it takes no feedback.',
    alreadyGiven: 'You have already given feedback for this stay; it could be changed for 24 hours.',
    reviewUrlInvalid: 'Enter an address starting with http:// or https://.',
    reviewLinksSaved: 'Review links saved.',
  },
  guidesList: {
    pageInvalid: 'page must be a whole number from 1.',
    pageSizeInvalid: 'page_size must be a whole number from 1.',
    pageSizeTooLarge: withValues('Show at most {{max}} guides per page.', (max: number) => ({ max })),
    sortInvalid: 'sort must be title, city, updated or created, with a leading - for descending order.',
    searchTooLong: withValues('Search with at most {{max}} characters.', (max: number) => ({ max })),
    tagFilterTooLong: withValues('A tag has at most {{max}} characters.', (max: number) => ({ max })),
    tagsInvalid: 'tags must be a list of texts.',
    tagsTooMany: withValues('A guide can have at most {{max}} tags.', (max: number) => ({ max })),
    tagEmpty: 'A tag cannot be empty.',
    tagTooLong: withValues('A tag can be at most {{max}} characters long.', (max: number) => ({ max })),
    tagDuplicate: withValues('The tag “{{tag}}” is given twice.', (tag: string) => ({ tag })),
    tagsSaved: 'Tags saved.',
  },
  /** Shared topics (one text placed in many guides) and each guide's property values (`{{bin_day}}`). */
  shared: {
    topicNotFound: 'Shared topic not found.',
    topicPlacedNeedsConfirm: withValues(
      {
        one: 'This shared topic is shown in {{count}} guide. Deleting it removes it from there too. Confirm to delete.',
        other:
          'This shared topic is shown in {{count}} guides. Deleting it removes it from all of them. Confirm to delete.',
      },
      (count: number) => ({ count }),
    ),
    alreadyPlaced: 'This shared topic is already in this guide.',
    notPlaced: 'This topic is the guide’s own, not a shared topic.',
    followsShared: 'This topic shows a shared topic: edit the shared topic, or detach it to make it this guide’s own.',
    valuesInvalid: 'values must be an object of names and texts.',
    valueNameInvalid: withValues(
      '“{{name}}” cannot be a value name: use 1 to 40 lower-case letters, digits or _.',
      (name: string) => ({ name }),
    ),
    valueNameReserved: withValues(
      '“{{name}}” is filled from the guide’s own details: choose another name.',
      (name: string) => ({ name }),
    ),
    valuesTooMany: withValues('A guide can have at most {{max}} values.', (max: number) => ({ max })),
    valueTooLong: withValues('A value can be at most {{max}} characters long.', (max: number) => ({ max })),
    valueInvalid: 'A value must be a text.',
    valuesSaved: 'Values saved.',
    topicCreated: 'Shared topic created.',
    topicUpdated: 'Shared topic updated.',
    topicDeleted: 'Shared topic deleted.',
    topicPlaced: 'Shared topic added to the category.',
    topicUnplaced: 'Shared topic removed from this guide.',
    topicDetached: 'The topic is now this guide’s own copy.',
    bulkNoCategory: withValues(
      '“{{title}}” has no category to place the shared topic in, so nothing was changed.',
      (title: string) => ({ title }),
    ),
    bulkCategoryMissing: withValues(
      '“{{title}}” has no category named “{{category}}”, so nothing was changed.',
      (title: string, category: string) => ({ title, category }),
    ),
  },
  /** POST /guides/bulk: one action on many guides, all or nothing. */
  bulk: {
    actionInvalid: withValues('action must be one of: {{actions}}.', (actions: string) => ({ actions })),
    guidesInvalid: 'id_guides must be a list of guide ids.',
    guidesEmpty: 'Choose at least one guide.',
    filterInvalid: 'filter must be the guides list’s search (q) and tag.',
    idsOrFilter: 'Give either id_guides (the chosen guides) or filter (every guide that matches), not both.',
    tooMany: withValues('Act on at most {{max}} guides at once: narrow the selection.', (max: number) => ({ max })),
    tagRequired: 'Name the tag.',
    confirmInvalid: 'confirm must be the number of guides to delete.',
    guideNotFound: withValues('Guide {{id}} was not found, so nothing was changed.', (id: number) => ({ id })),
    tooManyTags: withValues(
      '“{{title}}” already has {{max}} tags, so nothing was changed.',
      (title: string, max: number) => ({
        title,
        max,
      }),
    ),
    confirmDelete: withValues(
      'Deleting cannot be undone, so nothing was deleted: send confirm: {{count}}, the number of guides it deletes.',
      (count: number) => ({ count }),
    ),
  },
  whiteLabel: {
    senderNameInvalid: 'The sender name must be text, or null for none.',
    senderNameCharacters: 'The sender name cannot contain line breaks, quotes, < > or \\.',
    mailFooterInvalid: 'The e-mail footer must be text, or null for none.',
    mailFooterCharacters:
      'The e-mail footer must be plain text: line breaks are allowed, other control characters are not.',
    hideInvalid: 'hide_product_name must be true or false.',
    saved: 'White-label settings saved.',
  },
  webhooks: {
    urlRequired: 'Enter the address that receives the webhooks.',
    urlInvalid: 'Enter a full http:// or https:// address.',
    urlNotPublic:
      'This address points to this server or a private network. Use an address that is reachable from the internet.',
    eventInvalid: 'Choose events from the list.',
    eventsRequired: 'Choose at least one event.',
    descriptionInvalid: 'The description must be text.',
    enabledInvalid: 'enabled must be true or false.',
    notFound: 'Webhook not found.',
    deliveryNotFound: 'Delivery not found.',
    tooMany: withValues(
      'A workspace can have at most {{max}} webhooks. Delete one you no longer use first.',
      (max: number) => ({ max }),
    ),
  },
  requests: {
    notFound: 'Request not found.',
    typeNotFound: 'Request type not found.',
    nameRequired: 'Name is required.',
    textsRequired: 'Give the request type a name in at least one language.',
    textsTooMany: withValues('A request type can have texts in at most {{max}} languages.', (max: number) => ({
      max,
    })),
    kindInvalid: 'Choose a kind: early check-in, late check-out or other.',
    switchInvalid: 'Must be true or false.',
    guidesInvalid: 'List the guides by their ids, or send null for every guide.',
    statusInvalid: 'Choose a status: pending, approved, declined or cancelled.',
    decisionInvalid: 'Choose approve or decline.',
    timeInvalid: 'Enter a time like 10:00.',
    timeRequired: 'Choose the time you would like.',
    earlyTimeInvalid: withValues('Choose a time before the check-in time ({{time}}).', (time: string) => ({ time })),
    lateTimeInvalid: withValues('Choose a time after the check-out time ({{time}}).', (time: string) => ({ time })),
    linkClosed: 'Requests can be sent only through your personal link during your stay.',
    checkInPassed: 'Your check-in time has passed, so an early check-in can no longer be asked for.',
    checkOutPassed: 'Your check-out time has passed, so a late check-out can no longer be asked for.',
    tooManyOpen: withValues(
      'You already have {{max}} open requests: wait for your host to answer them first.',
      (max: number) => ({ max }),
    ),
    alreadyAnswered: 'This request has already been answered.',
    overlap: 'Another stay of this guide overlaps the requested time, so the stay cannot be moved.',
    typesTooMany: withValues('A workspace can have at most {{max}} request types.', (max: number) => ({ max })),
    /** A request's status as guests and hosts read it. */
    status: {
      pending: 'Pending',
      approved: 'Approved',
      declined: 'Declined',
      cancelled: 'Cancelled',
    },
    /** The names of the kinds, also the names of the two types every workspace starts with. */
    kind: {
      early_check_in: 'Early check-in',
      late_check_out: 'Late check-out',
      other: 'Other request',
    },
  },
  domain: {
    required: 'Enter a domain name such as guide.example.com.',
    invalid: 'Enter a domain name such as guide.example.com, without http://, a port or a path.',
    notIp: 'Enter a domain name, not an IP address.',
    reserved: 'This name cannot be a guide domain: it is localhost or this server’s own address.',
    taken: 'Another workspace already uses this domain. Remove it there first, or choose another domain.',
    notSet: 'This workspace has no domain yet. Add one first.',
    /** The outcome of the last check of the TXT record, as the host reads it. */
    check: {
      verified: 'Verified: the TXT record carries this workspace’s token.',
      no_record:
        'No TXT record was found at _guidebook-verify for this domain yet. Add it, then verify again: a new DNS record can take a few minutes to arrive.',
      wrong_token:
        'A TXT record was found at _guidebook-verify, but it does not carry this workspace’s token. Copy the value shown here exactly.',
      dns_failure: 'The DNS servers did not answer in time. Try again in a few minutes.',
    },
    /** The domain's state. */
    state: {
      none: 'No domain',
      pending: 'Waiting for verification',
      verified: 'Verified',
    },
    /** The page at the root of a workspace's domain: its published guides. */
    listTitle: 'Guides',
    listEmpty: 'No guides are published here yet.',
  },
  /** The labels of the contract's options (*_OPTIONS, INVITATION_PLACEHOLDERS), read when shown. */
  option: {
    visibilityVisible: 'Visible Always',
    visibilityHidden: 'Hidden',
    topicViewEveryone: 'Visible to everyone',
    topicViewInvited: 'Only for invited guests during their stay',
    wifiWpa: 'WPA/WPA2/WPA3',
    wifiWep: 'WEP',
    wifiNone: 'None (open network)',
    placeholderGuestName: 'The guest’s name',
    placeholderGuideTitle: 'The guide’s title',
    placeholderLink: 'The guest’s personal link',
    placeholderCheckIn: 'Check-in date and time',
    placeholderCheckOut: 'Check-out date and time',
    placeholderWifiName: 'The guide’s WiFi network name (empty when it has none)',
    placeholderCheckInTime: 'The guide’s check-in time of day, e.g. 15:00 (empty when not set)',
    placeholderCheckOutTime: 'The guide’s check-out time of day, e.g. 10:00 (empty when not set)',
  },
} as const;

/** Every text a person reads from this module, in the language set with setMessagesLanguage (English by default). */
export const MESSAGES: typeof ENGLISH_MESSAGES = liveMessages(ENGLISH_MESSAGES);

/** The English `messages` catalog: each text's key (its path in MESSAGES) and its English text. */
export const ENGLISH_MESSAGE_CATALOG: Readonly<Record<string, string>> =
  /* @__PURE__ */ flattenMessages(ENGLISH_MESSAGES);

/**
 * Business constants and every message a user can see (spec sections 8 and 9).
 * Server and web app both read them from here, so a text is written once.
 */

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

/** Contact and address visibility (spec: "Visible Always (visible) or Hidden"). */
export const VISIBILITY = { VISIBLE: 1, HIDDEN: 2 } as const;
export const VISIBILITY_OPTIONS = [
  { value: VISIBILITY.VISIBLE, label: 'Visible Always' },
  { value: VISIBILITY.HIDDEN, label: 'Hidden' },
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

/** Texts shown to people. Grouped by where they appear. */
export const MESSAGES = {
  generic: {
    unexpected: 'An unexpected error has occurred, make sure all fields are filled out',
    unexpectedShort: 'An unexpected error has occurred.',
    internal: 'Something went wrong on our side. Please try again.',
    notFound: 'Not found.',
    badRequest: 'The request is not valid.',
    unauthenticated: 'Please sign in to continue.',
    rateLimited: 'Too many attempts. Please wait a minute and try again.',
    payloadTooLarge: 'The file is too large.',
    ok: 'OK',
    chunkLoadFailed: (id: string) => `Loading chunk ${id} failed`,
  },
  dialog: { confirm: 'OK', deny: 'No', cancel: 'Cancel' },
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
    tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`,
    signedOut: 'You have been signed out.',
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
  },
  guide: {
    titleRequired: 'Required.',
    maxLength: (max: number) => `Must be at most ${max} characters.`,
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
    created: 'Topic created successfully',
    updated: 'Topic updated successfully',
    createFailed: 'Failed to create topic',
    updateFailed: 'Failed to update topic',
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
    inUse: (topics: string[]) =>
      `This file is the featured image of ${topics.length === 1 ? 'the topic' : 'the topics'} ${topics
        .map((t) => `"${t}"`)
        .join(', ')}. Choose another image there first.`,
    tooLarge: (maxBytes: number) =>
      `The file is too large. The largest file accepted is ${Math.floor(maxBytes / 1_048_576)} MB.`,
    chunkTooLarge: 'A chunk may be at most 100 MB.',
    chunkMissing: 'The upload is missing the chunk.',
    chunkOutOfRange: 'chunkIndex must be between 0 and totalChunks - 1.',
    uploadIncomplete: 'Some chunks of this upload have not arrived yet.',
    processing: 'The server is processing your file…',
    uploadSuccessful: 'Upload Successful',
  },
} as const;

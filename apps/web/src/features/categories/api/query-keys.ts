/** TanStack Query keys of the Content tab, so every hook invalidates the same lists. */
export const contentKeys = {
  categories: (guideId: number) => ['content', 'categories', guideId] as const,
  topics: (categoryId: number) => ['content', 'topics', categoryId] as const,
  topic: (topicId: number) => ['content', 'topic', topicId] as const,
  /** GET /guides/translations of one guide in one language. */
  translations: (guideId: number, language: string) => ['content', 'translations', guideId, language] as const,
  /** Prefixes: every category's topics, every guide's categories, every guide's translations. */
  allTranslations: ['content', 'translations'] as const,
  allTopics: ['content', 'topics'] as const,
  allCategories: ['content', 'categories'] as const,
};

/**
 * The guide's own query (features/guides `guideKey`; features do not import each other): its
 * `translations` and `translation_progress` change when a translation is saved.
 */
export const guideQueryKey = (guideId: number) => ['guides', guideId] as const;

/**
 * The image library's queries (features/files `filesKeys.all`; features do not import each other):
 * saving a topic with pasted images adds them to the library, so its pages are asked again.
 */
export const LIBRARY_KEY = ['files'] as const;

/** Whether the saved content had pasted (inline) images, which the server moved into the library. */
export const hadPastedImages = (content: string | undefined) => !!content && content.includes('src="data:image/');

/** TanStack Query keys of the Content tab, so every hook invalidates the same lists. */
export const contentKeys = {
  categories: (guideId: number) => ['content', 'categories', guideId] as const,
  topics: (categoryId: number) => ['content', 'topics', categoryId] as const,
  topic: (topicId: number) => ['content', 'topic', topicId] as const,
  /** Prefixes: every category's topics, every guide's categories. */
  allTopics: ['content', 'topics'] as const,
  allCategories: ['content', 'categories'] as const,
};

/**
 * The image library's queries (features/files `filesKeys.all`; features do not import each other):
 * saving a topic with pasted images adds them to the library, so its pages are asked again.
 */
export const LIBRARY_KEY = ['files'] as const;

/** Whether the saved content had pasted (inline) images, which the server moved into the library. */
export const hadPastedImages = (content: string | undefined) => !!content && content.includes('src="data:image/');

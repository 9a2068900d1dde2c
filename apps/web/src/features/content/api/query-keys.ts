/** TanStack Query keys of the Content tab, so every hook invalidates the same lists. */
export const contentKeys = {
  categories: (guideId: number) => ['content', 'categories', guideId] as const,
  topics: (categoryId: number) => ['content', 'topics', categoryId] as const,
  topic: (topicId: number) => ['content', 'topic', topicId] as const,
};

/** TanStack Query keys of the image library; invalidating `all` refreshes every page. */
export const filesKeys = {
  all: ['files'] as const,
  page: (page: number, pageSize: number) => ['files', 'list', page, pageSize] as const,
  one: (fileId: number) => ['files', 'one', fileId] as const,
};

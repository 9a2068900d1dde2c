/** Query keys of the share feature, per guide. */
export const shareKey = (id: number) => ['share', id] as const;

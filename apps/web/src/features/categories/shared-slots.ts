/**
 * Shared topics are another feature's (features/shared-topics), and a feature never imports another:
 * the page that shows the Content tab passes what a category shows of them. Without it the tab
 * still marks placed topics as Shared, and leaves their editing out.
 */
import type { ReactNode } from 'react';
import type { TTopicListItem } from '@guidebook/contract';

export type SharedTopicSlots = {
  /** Under a category's topics, beside Add Topic: places a shared topic into the category. */
  renderAdd: (categoryId: number) => ReactNode;
  /** In a placed shared topic's row, instead of Edit and Delete. */
  renderActions: (topic: TTopicListItem) => ReactNode;
};

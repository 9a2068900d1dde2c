/** The host-facing shape of a content category. */
import type { TCategory } from '@guidebook/contract';
import type { CategoryRow } from './categories.repository.ts';

export function presentCategory(c: CategoryRow): TCategory {
  return {
    id_guide_content: c.id_guide_content,
    id_guide: c.id_guide,
    name: c.name,
    description: c.description,
    image: c.image,
    id_status: c.id_status,
    comment: c.comment,
    position: c.position,
    topics_count: c.topics_count,
    date_created: c.date_created.toISOString(),
    date_modified: c.date_modified.toISOString(),
  };
}

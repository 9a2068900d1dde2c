/** The host-facing shape of a topic, with its featured image's library path. */
import type { TTopic } from '@guidebook/contract';
import type { TopicRow } from './topics.repository.ts';

/** A whole topic, as select, create, modify and every list give it. */
export function presentTopic(t: TopicRow): TTopic {
  return {
    id_guide_topic: t.id_guide_topic,
    id_guide_content: t.id_guide_content,
    name: t.name,
    description: t.description,
    image: t.image,
    content: t.content,
    comment: t.comment,
    id_status: t.id_status,
    id_topic_view: t.id_topic_view,
    id_file_public: t.id_file_public,
    id_shared_topic: t.id_shared_topic,
    path_file: t.path_file,
    position: t.position,
    date_created: t.date_created,
    date_modified: t.date_modified,
  };
}

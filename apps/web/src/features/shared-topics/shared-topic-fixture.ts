/** A shared topic as GET /shared_topics/list answers it, for the feature's tests. */
import { STATUS, VISIBILITY, type TSharedTopicListItem } from '@guidebook/contract';

export function aSharedTopic(fields: Partial<TSharedTopicListItem> = {}): TSharedTopicListItem {
  return {
    id_shared_topic: 5,
    name: 'House rules',
    description: null,
    image: null,
    content: '<p>Bins go out on {{bin_day}}. WiFi: {{wifi_name}}</p>',
    comment: null,
    id_status: STATUS.PUBLISHED,
    id_topic_view: VISIBILITY.VISIBLE,
    id_file_public: 3,
    path_file: null,
    date_created: '2026-01-01T00:00:00Z',
    date_modified: '2026-01-01T00:00:00Z',
    codes: ['bin_day', 'wifi_name'],
    placements: [
      { id_guide_topic: 71, id_guide: 7, guide_title: 'Harbour House', id_guide_content: 40, category_name: 'Rules' },
      { id_guide_topic: 81, id_guide: 8, guide_title: 'Canal Flat', id_guide_content: 50, category_name: 'Rules' },
    ],
    missing_values: [{ id_guide: 8, guide_title: 'Canal Flat', names: ['bin_day'] }],
    ...fields,
  };
}

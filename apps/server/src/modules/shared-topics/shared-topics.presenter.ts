/** The host-facing shapes of shared topics: the topic, its translations, the guides that miss a value. */
import {
  RESERVED_VALUE_NAMES,
  type TSharedTopic,
  type TSharedTopicMissingValues,
  type TTopicTranslation,
} from '@guidebook/contract';
import type { PlacementRow, SharedTopicRow, SharedTranslationRow } from './shared-topics.repository.ts';

export function presentSharedTopic(topic: SharedTopicRow, codes: string[]): TSharedTopic {
  return {
    id_shared_topic: topic.id_shared_topic,
    name: topic.name,
    description: topic.description,
    image: topic.image,
    content: topic.content,
    comment: topic.comment,
    id_status: topic.id_status,
    id_topic_view: topic.id_topic_view,
    id_file_public: topic.id_file_public,
    path_file: topic.path_file,
    date_created: topic.date_created,
    date_modified: topic.date_modified,
    codes,
  };
}

/** A translation shows "original changed" when the shared topic's texts changed after it was saved. */
export function presentSharedTranslation(row: SharedTranslationRow, digest: string): TTopicTranslation {
  return {
    language: row.language,
    original_changed: row.source_digest !== digest,
    date_modified: row.date_modified.toISOString(),
    name: row.name,
    content: row.content,
  };
}

/**
 * The guides among the placements that have no main-language value for a property value the topic
 * uses (the guide's own codes, like `{{wifi_name}}`, are filled from its details and never missing).
 */
export function presentMissingValues(
  codes: string[],
  placements: PlacementRow[],
  names: Map<number, Set<string>>,
): TSharedTopicMissingValues[] {
  const used = codes.filter((code) => !RESERVED_VALUE_NAMES.has(code));
  if (used.length === 0) return [];
  const missing: TSharedTopicMissingValues[] = [];
  const seen = new Set<number>();
  for (const p of placements) {
    if (seen.has(p.id_guide)) continue;
    seen.add(p.id_guide);
    const has = names.get(p.id_guide) ?? new Set<string>();
    const lacking = used.filter((name) => !has.has(name));
    if (lacking.length > 0) missing.push({ id_guide: p.id_guide, guide_title: p.guide_title, names: lacking });
  }
  return missing;
}

/** Shapes the analytics rows into the Analytics tab's and the dashboard's answers. */
import type { TAnalyticsSummary, TCategoryViews } from '@guidebook/contract';
import type { GuideViewsRow, TopicViewsRow } from './analytics.repository.ts';

/** One entry per category (host order), each with its topics; a category without topics has none. */
export function presentCategoryViews(rows: TopicViewsRow[]): TCategoryViews[] {
  const categories: TCategoryViews[] = [];
  let current: TCategoryViews | undefined;
  for (const row of rows) {
    if (current?.id_guide_content !== row.id_guide_content) {
      current = { id_guide_content: row.id_guide_content, name: row.category_name, topics: [] };
      categories.push(current);
    }
    if (row.id_guide_topic === null) continue;
    current.topics.push({
      id_guide_topic: row.id_guide_topic,
      name: row.topic_name ?? '',
      total_views: row.total_views,
      views_today: row.views_today,
    });
  }
  return categories;
}

export function presentSummary(rows: GuideViewsRow[]): TAnalyticsSummary {
  return {
    guides: rows.length,
    all_time_views: rows.reduce((sum, r) => sum + r.all_time_views, 0),
    views_today: rows.reduce((sum, r) => sum + r.views_today, 0),
    per_guide: rows.map((r) => ({
      id_guide: r.id_guide,
      title: r.title,
      all_time_views: r.all_time_views,
      views_today: r.views_today,
    })),
  };
}

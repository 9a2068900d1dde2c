/**
 * Analytics: guest views counted per guide, topic and day in the guide's
 * timezone, and the figures the Analytics tab and the dashboard show. Nothing here
 * names a person: the server keeps counts only.
 */
import { z } from 'zod';
import { ZId } from './common.ts';

/** Days in the Analytics tab's traffic chart, today included. */
export const ANALYTICS_DAYS = 30;

/** What the guest app posts when a guide or a topic is opened (no id_guide_topic = the guide itself). */
export const ZGuestViewRequest = z.object({ id_guide_topic: ZId.optional() }).optional();
export type TGuestViewRequest = z.infer<typeof ZGuestViewRequest>;

export const ZGuideAnalyticsQuery = z.object({ id_guide: ZId });

export const ZAnalyticsDay = z.object({
  /** YYYY-MM-DD in the guide's timezone. */
  day: z.string(),
  views: z.number(),
});
export type TAnalyticsDay = z.infer<typeof ZAnalyticsDay>;

export const ZTopicViews = z.object({
  id_guide_topic: z.number(),
  name: z.string(),
  total_views: z.number(),
  views_today: z.number(),
});
export type TTopicViews = z.infer<typeof ZTopicViews>;

export const ZCategoryViews = z.object({
  id_guide_content: z.number(),
  name: z.string(),
  topics: z.array(ZTopicViews),
});
export type TCategoryViews = z.infer<typeof ZCategoryViews>;

export const ZGuideAnalytics = z.object({
  id_guide: z.number(),
  /** The zone the days are counted in (the guide's, or UTC when it has none). */
  timezone: z.string(),
  all_time_views: z.number(),
  views_today: z.number(),
  views_yesterday: z.number(),
  invitations_created: z.number(),
  /** ANALYTICS_DAYS entries, oldest first, days without views included with 0. */
  daily: z.array(ZAnalyticsDay),
  categories: z.array(ZCategoryViews),
});
export type TGuideAnalytics = z.infer<typeof ZGuideAnalytics>;

export const ZGuideViewsSummary = z.object({
  id_guide: z.number(),
  title: z.string(),
  all_time_views: z.number(),
  views_today: z.number(),
});
export type TGuideViewsSummary = z.infer<typeof ZGuideViewsSummary>;

export const ZAnalyticsSummary = z.object({
  guides: z.number(),
  all_time_views: z.number(),
  /** Each guide's today in its own timezone, added up. */
  views_today: z.number(),
  per_guide: z.array(ZGuideViewsSummary),
});
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummary>;

/**
 * Rules for analytics: a guest view counts for a guide reachable by its share link
 * (and a topic a guest can open); a host reads figures of their own guides only.
 */
import { ANALYTICS_DAYS, MESSAGES, type TAnalyticsSummary, type TGuideAnalytics } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { withinScope, type GuideScope } from '../../lib/owned.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireGuide } from '../guides/guides.service.ts';
import * as repo from './analytics.repository.ts';
import { presentCategoryViews, presentSummary } from './analytics.presenter.ts';

export async function recordGuestView(deps: Deps, token: string, idTopic: number | undefined): Promise<void> {
  const { db } = deps.database;
  const target = await repo.findViewTarget(db, token, idTopic ?? null);
  if (!target) throw AppError.notFound(MESSAGES.guest.linkInvalid);
  if (!target.topic_ok) throw AppError.notFound(MESSAGES.analytics.topicNotFound);
  await repo.recordView(db, target.id_guide, idTopic ?? repo.GUIDE_ITSELF, deps.now());
}

export async function guideAnalytics(deps: Deps, idWorkspace: number, idGuide: number): Promise<TGuideAnalytics> {
  const { db } = deps.database;
  const guide = await requireGuide(deps, idWorkspace, idGuide);
  const timezone = guide.timezone ?? 'UTC';
  const now = deps.now();
  const [daily, allTime, invitations] = await Promise.all([
    repo.dailyViews(db, idWorkspace, idGuide, timezone, now, ANALYTICS_DAYS),
    repo.allTimeViews(db, idWorkspace, idGuide),
    repo.countInvitations(db, idWorkspace, idGuide),
  ]);
  const today = daily[daily.length - 1];
  const yesterday = daily[daily.length - 2];
  const topics = today ? await repo.topicViews(db, idWorkspace, idGuide, today.day) : [];
  return {
    id_guide: idGuide,
    timezone,
    all_time_views: allTime,
    views_today: today?.views ?? 0,
    views_yesterday: yesterday?.views ?? 0,
    invitations_created: invitations,
    daily,
    categories: presentCategoryViews(topics),
  };
}

export async function analyticsSummary(
  deps: Deps,
  idWorkspace: number,
  scope: GuideScope = null,
): Promise<TAnalyticsSummary> {
  return presentSummary(withinScope(await repo.viewsPerGuide(deps.database.db, idWorkspace, deps.now()), scope));
}

/**
 * Readable links: a guide's and a workspace's slug. A change keeps the former slug redirecting (301) to
 * the new link for SLUG_REDIRECT_DAYS; the guest's `/{workspace}/{guide}` page is found here too.
 */
import {
  MESSAGES,
  SLUG_REDIRECT_DAYS,
  type TGuideSlug,
  type TGuideSlugRequest,
  type TWorkspaceSlug,
  type TWorkspaceSlugInfo,
  type TWorkspaceSlugRequest,
} from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { guideLinkBase, readableGuideUrl } from './public-link.ts';
import * as repo from './slugs.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function redirectEnd(deps: Deps): Date {
  return new Date(deps.now().getTime() + SLUG_REDIRECT_DAYS * DAY_MS);
}

/** Gives the guide a new slug (12 on `slug` when another guide of the workspace has it). */
export async function changeGuideSlug(deps: Deps, idWorkspace: number, input: TGuideSlugRequest): Promise<TGuideSlug> {
  const result = await repo.changeGuideSlug(
    deps.database.db,
    idWorkspace,
    input.id_guide,
    input.slug,
    redirectEnd(deps),
  );
  if (result.outcome === 'missing') throw AppError.notFound(MESSAGES.guide.notFound);
  if (result.outcome === 'taken') throw AppError.invalid('slug', MESSAGES.slugs.guideTaken(input.slug));
  const base = await guideLinkBase(deps, idWorkspace);
  return { id_guide: input.id_guide, slug: result.slug, readable_url: readableGuideUrl(base, result.slug) };
}

/** Gives the workspace a new slug (12 on `slug` when another workspace has it or still redirects it). */
export async function changeWorkspaceSlug(
  deps: Deps,
  idWorkspace: number,
  input: TWorkspaceSlugRequest,
): Promise<TWorkspaceSlug> {
  const result = await repo.changeWorkspaceSlug(
    deps.database.db,
    idWorkspace,
    input.slug,
    redirectEnd(deps),
    deps.now(),
  );
  if (result.outcome === 'missing') throw AppError.notFound();
  if (result.outcome === 'taken') throw AppError.invalid('slug', MESSAGES.slugs.workspaceTaken(input.slug));
  return { slug: result.slug };
}

/** The workspace's slug and where its readable links start at PUBLIC_URL (both null without a slug). */
export async function selectWorkspaceSlug(deps: Deps, idWorkspace: number): Promise<TWorkspaceSlugInfo> {
  const slug = await repo.findWorkspaceSlug(deps.database.db, idWorkspace);
  return { slug, link_prefix: slug === null ? null : `${deps.config.publicUrl}/${slug}/` };
}

/** The workspace's slug (null only for a workspace made before slugs and not yet given one). */
export function workspaceSlug(deps: Deps, idWorkspace: number): Promise<string | null> {
  return repo.findWorkspaceSlug(deps.database.db, idWorkspace);
}

export type { ReadableTarget } from './slugs.repository.ts';

/** What the guest's `/{workspace slug}/{guide slug}` page shows: a guide's share token, a move, or nothing. */
export function readableTarget(deps: Deps, workspaceSlug: string, guideSlug: string): Promise<repo.ReadableTarget> {
  return repo.findReadableTarget(deps.database.db, workspaceSlug, guideSlug, deps.now());
}

/** The readable path `/{guide slug}` on a workspace's own domain: the guide's token, or where the slug moved. */
export function guideBySlug(
  deps: Deps,
  idWorkspace: number,
  guideSlug: string,
): Promise<{ token: string } | { movedTo: string } | null> {
  return repo.findGuideBySlug(deps.database.db, idWorkspace, guideSlug, deps.now());
}

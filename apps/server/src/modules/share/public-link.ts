/**
 * A guide's public link, the one function every printed or sent surface calls (the share answer, the QR
 * code, the flyer, the guide's detail): the readable link `{origin}/{workspace slug}/{guide slug}` when the
 * workspace and the guide have slugs, else the token link `{origin}/g/{token}`. A personal link adds
 * `?invite=`. Where the link starts is `guideLinkBase`'s: `https://{domain}` once the workspace's own
 * domain is verified (there the readable link is `/{guide slug}`: the domain names the workspace), else
 * the deployment's PUBLIC_URL.
 */
import type { Deps } from '../../lib/deps.ts';
import { verifiedDomainOf } from '../domains/verified-domain.ts';
import { findWorkspaceSlug } from './slugs.repository.ts';

/**
 * Where a workspace's guide links start: the origin, and the path segment naming the workspace
 * (its slug at PUBLIC_URL; '' on its own domain; null: no slug yet, token links only).
 */
export type GuideLinkBase = { origin: string; workspaceSlug: string | null };

/** The link base of a workspace's guides (read once for a list of links). */
export async function guideLinkBase(deps: Deps, idWorkspace: number): Promise<GuideLinkBase> {
  const domain = await verifiedDomainOf(deps.database.db, idWorkspace);
  if (domain) return { origin: `https://${domain}`, workspaceSlug: '' };
  return { origin: deps.config.publicUrl, workspaceSlug: await findWorkspaceSlug(deps.database.db, idWorkspace) };
}

/** The token link `{origin}/g/{token}` (with `?invite=` for a stay's personal link). */
export function tokenGuideUrl(origin: string, shareToken: string, invite?: string): string {
  const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  return `${origin}/g/${encodeURIComponent(shareToken)}${query}`;
}

/** The readable link, or null while the workspace or the guide has no slug. */
export function readableGuideUrl(base: GuideLinkBase, guideSlug: string | null, invite?: string): string | null {
  if (base.workspaceSlug === null || !guideSlug) return null;
  const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  const workspace = base.workspaceSlug ? `/${base.workspaceSlug}` : '';
  return `${base.origin}${workspace}/${guideSlug}${query}`;
}

/** The link to print and send: readable when both slugs exist, else the token link. */
export function publicGuideUrl(
  base: GuideLinkBase,
  guide: { share_token: string; slug: string | null },
  options: { invite?: string } = {},
): string {
  return (
    readableGuideUrl(base, guide.slug, options.invite) ?? tokenGuideUrl(base.origin, guide.share_token, options.invite)
  );
}

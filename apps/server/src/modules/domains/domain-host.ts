/**
 * Requests on a workspace's verified domain (the `Host` header, without its port): only that
 * workspace's guest surface answers there (domain-paths.ts is the table); anything else, including
 * another workspace's share token or image, answers 404. The main origin (PUBLIC_URL's host) and
 * unknown hosts are not touched.
 *
 * The host -> workspace lookups are cached for TTL_MS, and the whole cache is dropped on every
 * `workspaceDomainChanged` event: this instance's and, through lib/cluster-events.ts, every other
 * instance's; while events may be missed the cache is suspended and every request asks the database.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SuspendableCache } from '../../lib/cluster-events.ts';
import { languageMeta, localize } from '../../lib/languages.ts';
import { sendError } from '../../plugins/envelope.ts';
import { selectWorkspaceBranding } from '../share/share.service.ts';
import * as service from './domains.service.ts';
import { domainPathOf, type ReadablePathResolver } from './domain-paths.ts';

/** How long a host's answer (a workspace, or none) is kept without a change event. */
const TTL_MS = 30_000;
/** Made-up Host headers cannot grow the cache past this many names: it is emptied instead. */
const MAX_ENTRIES = 10_000;

export class DomainHostCache implements SuspendableCache {
  private readonly entries = new Map<string, { idWorkspace: number | undefined; until: number }>();
  private suspended = false;

  lookup(host: string, now: number): { idWorkspace: number | undefined } | undefined {
    const hit = this.entries.get(host);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(host);
      return undefined;
    }
    return hit;
  }

  store(host: string, idWorkspace: number | undefined, now: number): void {
    if (this.suspended) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(host, { idWorkspace, until: now + TTL_MS });
  }

  clear(): void {
    this.entries.clear();
  }

  suspend(): void {
    this.suspended = true;
    this.entries.clear();
  }

  resume(): void {
    this.suspended = false;
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The workspace whose verified domain this request arrived on (undefined on the main origin). */
    domainWorkspace: number | undefined;
    /** On a verified domain, the share token of the guide whose readable path `/{guide-slug}` was asked for. */
    domainGuideToken: string | undefined;
  }
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The request's host name: lower-case, without port or final dot ('' when absent). */
export function hostNameOf(request: FastifyRequest): string {
  return (request.hostname ?? '').toLowerCase().replace(/\.$/, '');
}

function notFound(reply: FastifyReply, request: FastifyRequest, path: string) {
  const message = path.startsWith('/api/')
    ? MESSAGES.generic.noSuchCall(request.method, path)
    : MESSAGES.generic.notFound;
  return sendError(reply, AppError.notFound(message));
}

/** A guide's link on its workspace's domain: its readable path `/{slug}`, else its token link. */
const guidePathOf = (g: { share_token: string; slug: string | null }) =>
  g.slug ? `/${g.slug}` : `/g/${encodeURIComponent(g.share_token)}`;

/** The page at the domain's root: the workspace's published guides, in its branding and the guest's language. */
async function homePage(deps: Deps, request: FastifyRequest, reply: FastifyReply, idWorkspace: number) {
  const guides = await service.publishedGuides(deps, idWorkspace);
  if (guides.length === 1) return reply.redirect(guidePathOf(guides[0]!), 302);
  const [name, branding] = await Promise.all([
    service.workspaceName(deps, idWorkspace),
    selectWorkspaceBranding(deps, idWorkspace),
  ]);
  const language = request.language;
  const meta = languageMeta(language);
  const title = localize(MESSAGES.domain.listTitle, language);
  const items = guides
    .map(
      (g) =>
        `<li><a href="${escapeHtml(guidePathOf(g))}"><strong>${escapeHtml(g.title)}</strong>` +
        (g.subtitle ? `<span>${escapeHtml(g.subtitle)}</span>` : '') +
        '</a></li>',
    )
    .join('');
  const logo = branding.logo_path
    ? `<img src="/api${escapeHtml(branding.logo_path)}" alt="" width="48" height="48">`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(meta.locale)}" dir="${meta.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(name ? `${name} · ${title}` : title)}</title>
<style>
body{margin:0;font-family:"${escapeHtml(branding.font)}",system-ui,sans-serif;background:#f7f7f8;color:#1d1d1f}
header{background:${escapeHtml(branding.color)};color:#fff;padding:24px 16px;display:flex;gap:12px;align-items:center}
header img{border-radius:8px;background:#fff;object-fit:contain}
h1{margin:0;font-size:1.4rem}
main{max-width:640px;margin:0 auto;padding:16px}
ul{list-style:none;margin:0;padding:0}
li a{display:block;background:#fff;border-radius:10px;padding:14px 16px;margin:0 0 10px;color:inherit;text-decoration:none;box-shadow:0 1px 3px rgba(0,0,0,.08);border-inline-start:4px solid ${escapeHtml(branding.color)}}
li span{display:block;color:#666;font-size:.9rem;margin-top:2px}
</style>
</head>
<body>
<header>${logo}<h1>${escapeHtml(name || title)}</h1></header>
<main>
<h2>${escapeHtml(title)}</h2>
${guides.length === 0 ? `<p>${escapeHtml(localize(MESSAGES.domain.listEmpty, language))}</p>` : `<ul>${items}</ul>`}
</main>
</body>
</html>
`;
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Content-Language', language)
    .header('X-Robots-Tag', 'noindex, nofollow')
    .send(html);
}

/**
 * Installs the hooks: onRequest decides from the host and the path (domain-paths.ts); the guest
 * calls whose share token is in the body are checked once the body is parsed (preHandler).
 * `readablePath` turns `/{guide-slug}` into a guide's share token (or the slug it moved to).
 */
export function registerDomainHosts(
  app: FastifyInstance,
  deps: Deps,
  { readablePath }: { readablePath: ReadablePathResolver },
): DomainHostCache {
  const cache = new DomainHostCache();
  const mainHost = service.publicHost(deps).toLowerCase();
  deps.events.on('workspaceDomainChanged', () => cache.clear());
  app.decorateRequest('domainWorkspace', undefined);
  app.decorateRequest('domainGuideToken', undefined);

  async function workspaceOf(host: string): Promise<number | undefined> {
    const now = Date.now();
    const hit = cache.lookup(host, now);
    if (hit) return hit.idWorkspace;
    const idWorkspace = await service.workspaceOfHost(deps, host);
    cache.store(host, idWorkspace, now);
    return idWorkspace;
  }

  app.addHook('onRequest', async (request, reply) => {
    const host = hostNameOf(request);
    if (host === '' || host === mainHost) return;
    const idWorkspace = await workspaceOf(host);
    if (idWorkspace === undefined) return;
    request.domainWorkspace = idWorkspace;
    const raw = request.url.split('?')[0] ?? '/';
    const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
    const target = domainPathOf(request.method, path, raw);
    switch (target.kind) {
      case 'home':
        return homePage(deps, request, reply, idWorkspace);
      case 'token':
        if ((await service.workspaceOfToken(deps, target.token)) !== idWorkspace) return notFound(reply, request, path);
        return;
      case 'file':
        if ((await service.workspaceOfFile(deps, target.fileId)) !== idWorkspace) return notFound(reply, request, path);
        return;
      case 'readable': {
        const found = await readablePath(idWorkspace, target.slug);
        if (!found) return notFound(reply, request, path);
        const search = request.url.slice((request.url.split('?')[0] ?? '').length);
        if ('movedTo' in found) return reply.redirect(`/${found.movedTo}${search}`, 301);
        // The guest page with this guide's token, served where the app serves pages (app.ts), so the
        // address bar keeps the readable link.
        request.domainGuideToken = found.token;
        return;
      }
      case 'bodyToken':
      case 'static':
        return;
      case 'none':
        return notFound(reply, request, path);
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.domainWorkspace === undefined || request.method !== 'POST') return;
    const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
    if (domainPathOf('POST', path).kind !== 'bodyToken') return;
    const token = (request.body as { token?: unknown } | undefined)?.token;
    const owner = typeof token === 'string' ? await service.workspaceOfToken(deps, token) : undefined;
    if (owner !== request.domainWorkspace) return notFound(reply, request, path);
  });

  return cache;
}

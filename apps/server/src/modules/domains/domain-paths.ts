/**
 * What a path on a workspace's verified domain is: the one table of the guest surface served there.
 * Everything it does not name answers 404 on the domain (the admin app, other /api calls).
 *
 * | path                                             | kind       | served when                          |
 * |--------------------------------------------------|------------|--------------------------------------|
 * | `/`                                              | home       | always: the list, or the only guide  |
 * | `/g/{token}`, `/g/{token}/…`                     | token      | the token's guide is the domain's    |
 * | `/api/guest/guides/{token}`, `…/{token}/…`       | token      | (guide, PDF, manifest, icons, views) |
 * | `POST /api/guest/requests`, `/api/guest/feedback`| bodyToken  | the body's `token` is the domain's   |
 * | `/api/files/public/raw/{fileId}/{name}`          | file       | the file is the domain's workspace's |
 * | `/assets/…`, `/sw.js`, the web build's icons     | static     | always (the guest app's build)       |
 * | `/g/` (exactly)                                  | static     | always: the guest app's page with no |
 * |                                                  |            | guide, which its offline worker keeps|
 * | `/{guide-slug}` (one segment)                    | readable   | the readable links' lookup decides   |
 * | anything else                                    | none       | never: 404                           |
 */

export type DomainPath =
  | { kind: 'home' }
  | { kind: 'token'; token: string }
  | { kind: 'bodyToken' }
  | { kind: 'file'; fileId: string }
  | { kind: 'static' }
  | { kind: 'readable'; slug: string }
  | { kind: 'none' };

const TOKEN_PAGE = /^\/g\/([^/]+)(?:\/.*)?$/;
const GUEST_API = /^\/api\/guest\/guides\/([^/]+)(?:\/.*)?$/;
const BODY_TOKEN_CALLS = new Set(['/api/guest/requests', '/api/guest/feedback']);
const RAW_FILE = /^\/api\/files\/public\/raw\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/]+$/;
/** The web build's files at its root that the guest app loads: its offline worker and the tab icons. */
const STATIC_FILE = /^\/(sw\.js|(favicon|apple-touch-icon)[\w.-]*\.(ico|png|svg))$/;
/**
 * The guest app's page with no guide in it: the offline worker (sw.js) keeps it as the shell of every
 * token link, and reports the guide kept for offline use only once it has it. Only this spelling: `/g`
 * is an admin app route.
 */
const GUEST_SHELL = '/g/';
/** One readable segment: what a guide's slug looks like ([a-z0-9-]{3,60}). */
const READABLE = /^\/([a-z0-9-]{3,60})$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `path`: the request's path without its query, trailing slash removed (except for `/`); `raw`: as asked. */
export function domainPathOf(method: string, path: string, raw: string = path): DomainPath {
  const read = method === 'GET' || method === 'HEAD';
  if (raw === GUEST_SHELL) return read ? { kind: 'static' } : { kind: 'none' };
  if (path === '/' || path === '') return read ? { kind: 'home' } : { kind: 'none' };
  const token = TOKEN_PAGE.exec(path)?.[1] ?? GUEST_API.exec(path)?.[1];
  if (token !== undefined) {
    const value = decoded(token);
    return value ? { kind: 'token', token: value } : { kind: 'none' };
  }
  if (method === 'POST' && BODY_TOKEN_CALLS.has(path)) return { kind: 'bodyToken' };
  const file = RAW_FILE.exec(path)?.[1];
  if (file !== undefined && read) return { kind: 'file', fileId: file };
  if (read && (path.startsWith('/assets/') || STATIC_FILE.test(path))) return { kind: 'static' };
  const slug = READABLE.exec(path)?.[1];
  if (slug !== undefined && read) return { kind: 'readable', slug };
  return { kind: 'none' };
}

/**
 * Where a readable path (`/{guide-slug}`) on the domain leads: the guest page of the workspace's
 * guide with that slug, as a share token; the slug it moved to (a former slug inside its redirect
 * window); or null (404). The guides' readable slugs are not stored
 * by this module; their lookup by (workspace, slug) is what answers here.
 */
export type ReadablePathResolver = (
  idWorkspace: number,
  slug: string,
) => Promise<{ token: string } | { movedTo: string } | null>;

/**
 * Coming back after signing in (a team invitation's page sends a visitor to Log in or
 * Sign up, and brings them back to accept). The path travels in the login address (?next=), and
 * is also kept in localStorage for a sign-up, whose way back runs through an e-mailed link that
 * may open in another tab. Only a path of this app is ever followed.
 */
export const RETURN_PATH_KEY = 'returnPath';
export const NEXT_PARAM = 'next';
/** A remembered path older than this is forgotten (a sign-up's link is valid about a day). */
export const RETURN_PATH_TTL_MS = 24 * 60 * 60 * 1000;

/** `path` when it is a path of this app ("/..." but not "//host" or "/\\host"), else null. */
export function safePath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if ([...path].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return path;
}

/** The login address that comes back to `path` afterwards. */
export function loginPathFor(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ [NEXT_PARAM]: path }).toString()}`;
}

export function rememberReturnPath(path: string, now = Date.now()): void {
  const safe = safePath(path);
  if (safe) localStorage.setItem(RETURN_PATH_KEY, JSON.stringify({ path: safe, at: now }));
}

/**
 * Where to go after signing in: the address's ?next=, else a remembered path that is recent
 * enough, else null. The remembered path is used once.
 */
export function takeReturnPath(search: string, now = Date.now()): string | null {
  const fromAddress = safePath(new URLSearchParams(search).get(NEXT_PARAM));
  const raw = localStorage.getItem(RETURN_PATH_KEY);
  localStorage.removeItem(RETURN_PATH_KEY);
  if (fromAddress) return fromAddress;
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof stored.path !== 'string' || typeof stored.at !== 'number') return null;
    if (now - stored.at > RETURN_PATH_TTL_MS || stored.at > now) return null;
    return safePath(stored.path);
  } catch {
    return null;
  }
}

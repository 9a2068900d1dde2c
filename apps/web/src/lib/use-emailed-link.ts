import { useLocation, useSearchParams } from 'react-router';
import { useSession } from './use-session.ts';

/** The `vc`/`vi` pair of an e-mailed link (`?vc=..&vi=..`); null when either is missing. */
export interface EmailedLink {
  vc: string;
  vi: string;
}

/**
 * What a page opened from an e-mailed link (a team invitation, a workspace hand-over) needs: the
 * link's code and id, the page's own address to come back to after signing in, and whom the
 * browser is signed in as (null signed out).
 */
export function useEmailedLink(): { link: EmailedLink | null; here: string; signedInAs: string | null } {
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const vc = params.get('vc');
  const vi = params.get('vi');
  return {
    link: vc && vi ? { vc, vi } : null,
    here: `${location.pathname}${location.search}`,
    signedInAs: session?.user.email ?? null,
  };
}

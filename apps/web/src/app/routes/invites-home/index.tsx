/**
 * /invites-home: the host's invitations with Create Invitation, Share Link, View and Delete.
 * Composes three features: invitations, the guides to choose from, and their share links.
 */
import { useGuides } from '../../../features/guides/api/list-guides.ts';
import { InvitesHome } from '../../../features/invitations/components/invites-home.tsx';
import { getShareLink } from '../../../features/share/api/share-link.ts';

export default function InvitesHomePage() {
  const guides = useGuides();
  return <InvitesHome guides={guides.data ?? []} guidesLoaded={guides.isSuccess} getShareLink={getShareLink} />;
}

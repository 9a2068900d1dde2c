/** /invites-home: the host's invitations with Create Invitation, Share Link, View and Delete. */
import { InvitesHome } from '../../../features/invitations/components/invites-home.tsx';

export default function InvitesHomePage() {
  return <InvitesHome />;
}

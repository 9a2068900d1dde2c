/**
 * /help-center: short, searchable articles for hosts; ?article={id} opens one.
 * Its own lazily loaded chunk, like every screen.
 */
import { HelpCenter } from '../../../features/help/components/help-center.tsx';

export default function HelpCenterPage() {
  return <HelpCenter />;
}

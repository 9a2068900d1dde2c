/** /messages: the timed messages' rules with a live preview. Composes message rules with the guides to choose from. */
import { useGuides } from '../../../features/guides/api/list-guides.ts';
import { MessagesPage } from '../../../features/message-rules/components/messages-page.tsx';

export default function MessagesRoute() {
  const guides = useGuides();
  return <MessagesPage guides={guides.data ?? []} />;
}

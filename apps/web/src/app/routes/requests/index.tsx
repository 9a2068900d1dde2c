/** /requests: the guests' requests and what guests can ask for. Composes requests with the guides a type is offered in. */
import { useGuides } from '../../../features/guides/api/list-guides.ts';
import { RequestsPage } from '../../../features/requests/components/requests-page.tsx';

export default function RequestsRoute() {
  const guides = useGuides();
  return <RequestsPage guides={guides.data ?? []} />;
}

/** /requests: the guests' requests and what guests can ask for. */
import { RequestsPage } from '../../../features/requests/components/requests-page.tsx';

export default function RequestsRoute() {
  return <RequestsPage />;
}

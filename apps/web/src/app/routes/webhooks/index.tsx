/** /webhooks (My Account > Webhooks): the workspace's webhook endpoints and their deliveries. */
import { WebhooksScreen } from '../../../features/webhooks/components/webhooks-screen.tsx';

export default function WebhooksPage() {
  return <WebhooksScreen />;
}

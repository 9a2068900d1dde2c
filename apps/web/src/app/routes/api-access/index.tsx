/** /api-access (My Account > Api Access): the account's API tokens. */
import { ApiAccess } from '../../../features/api-tokens/components/api-access.tsx';

export default function ApiAccessPage() {
  return <ApiAccess />;
}

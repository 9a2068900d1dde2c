/** POST /users/logout, then the session is cleared even if the call failed. */
import { call } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';
import { queryClient } from '../../../lib/query-client.ts';

export async function logout(): Promise<void> {
  try {
    await call<null>('/users/logout', { method: 'POST' });
  } catch {
    // The token may already be revoked or the server unreachable: sign out locally anyway.
  } finally {
    clearSession();
    queryClient.clear();
  }
}

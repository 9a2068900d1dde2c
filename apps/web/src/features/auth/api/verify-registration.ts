/** GET /public/register_verification?vc=..&vi=..: marks the account verified (once). */
import { call } from '../../../lib/api-client.ts';

export function verifyRegistration(vc: string, vi: string): Promise<unknown> {
  return call<unknown>('/public/register_verification', { query: { vc, vi } });
}

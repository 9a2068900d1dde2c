/** GET /public/register_verification?vc=..&vi=..: marks the account verified (once). */
import type { TVerificationQuery } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export function verifyRegistration(query: TVerificationQuery): Promise<unknown> {
  return call<unknown>('/public/register_verification', { query });
}

/**
 * The workspace's verified domain, for the addresses guests are given (share links, QR codes,
 * flyers, PDFs, e-mails): `https://{domain}` instead of PUBLIC_URL once the domain is verified.
 */
import type { Db } from '../../db/client.ts';
import { findVerifiedDomain } from './domains.repository.ts';

export async function verifiedDomainOf(db: Db, idWorkspace: number): Promise<string | null> {
  return (await findVerifiedDomain(db, idWorkspace)) ?? null;
}

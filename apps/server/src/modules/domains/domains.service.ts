/**
 * A workspace's own domain: set (a new name starts unverified with a new token), removed, verified by
 * its TXT record, and read by the requests that arrive on it (modules/domains/domain-host.ts) and by
 * the reverse proxy that asks whether to get a certificate for it.
 */
import crypto from 'node:crypto';
import { MESSAGES, RESULT, type TDomainCheckResult, type TWorkspaceDomain } from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import * as repo from './domains.repository.ts';
import { normaliseDomain } from './domain-name.ts';
import { checkVerifyRecord } from './dns-lookup.ts';
import { presentDomain } from './domains.presenter.ts';

const DOMAIN_UNIQUE = 'workspace_domains_domain_unique';

/** The host name of PUBLIC_URL: the server's own address, which the CNAME points at. */
export function publicHost(deps: Deps): string {
  return new URL(deps.config.publicUrl).hostname.replace(/^\[|\]$/g, '');
}

function changed(deps: Deps, idWorkspace: number): void {
  deps.events.emit('workspaceDomainChanged', { idWorkspace });
}

export async function selectDomain(deps: Deps, idWorkspace: number, language: string): Promise<TWorkspaceDomain> {
  const row = await repo.findDomain(deps.database.db, idWorkspace);
  return presentDomain(row, publicHost(deps), language);
}

/**
 * Sets the workspace's domain (null removes it). The same name again changes nothing; a new name is
 * unverified until its TXT record is checked. A name another workspace holds answers 13.
 */
export async function saveDomain(
  deps: Deps,
  idWorkspace: number,
  input: string | null,
  language: string,
): Promise<TWorkspaceDomain> {
  if (input === null) return removeDomain(deps, idWorkspace, language);
  const verdict = normaliseDomain(input, publicHost(deps));
  if (!verdict.ok) throw AppError.invalid('domain', verdict.message);
  const { db } = deps.database;
  const holder = await repo.findDomainHolder(db, verdict.domain);
  if (holder !== undefined && holder !== idWorkspace) throw new AppError(RESULT.CONFLICT, MESSAGES.domain.taken);
  let row: repo.DomainRow;
  try {
    row = await repo.upsertDomain(db, idWorkspace, verdict.domain, `gb-${crypto.randomBytes(16).toString('hex')}`);
  } catch (err) {
    // Two workspaces claiming the same name at once: the index lets one through.
    if (isUniqueViolation(err, DOMAIN_UNIQUE)) throw new AppError(RESULT.CONFLICT, MESSAGES.domain.taken);
    throw err;
  }
  changed(deps, idWorkspace);
  return presentDomain(row, publicHost(deps), language);
}

export async function removeDomain(deps: Deps, idWorkspace: number, language: string): Promise<TWorkspaceDomain> {
  if (await repo.deleteDomain(deps.database.db, idWorkspace)) changed(deps, idWorkspace);
  return presentDomain(undefined, publicHost(deps), language);
}

/**
 * Looks the TXT record up and stores the outcome. Verified: the answer shows it. Otherwise 12 on
 * `domain` with the outcome in words (no record, wrong token, DNS failure); the outcome is stored
 * either way. A domain verified before stays verified when a later check fails.
 */
export async function verifyDomain(deps: Deps, idWorkspace: number, language: string): Promise<TWorkspaceDomain> {
  const { db } = deps.database;
  const row = await repo.findDomain(db, idWorkspace);
  if (!row) throw new AppError(RESULT.CONFLICT, MESSAGES.domain.notSet);
  const result: TDomainCheckResult = await checkVerifyRecord(deps.config.dnsServers, row.domain, row.verify_token);
  const wasVerified = row.verified_at !== null;
  const saved = await repo.recordCheck(db, idWorkspace, row.domain, result, deps.now(), result === 'verified');
  if (result === 'verified' && !wasVerified) changed(deps, idWorkspace);
  if (result !== 'verified') throw AppError.invalid('domain', MESSAGES.domain.check[result]);
  return presentDomain(saved, publicHost(deps), language);
}

/** For a reverse proxy's on-demand certificates: 01 unless the name is a verified workspace domain. */
export async function requireVerifiedDomain(deps: Deps, input: string): Promise<{ domain: string }> {
  const verdict = normaliseDomain(input, publicHost(deps));
  const found = verdict.ok ? await repo.findVerifiedDomainWorkspace(deps.database.db, verdict.domain) : undefined;
  if (!verdict.ok || found === undefined) throw AppError.notFound(MESSAGES.generic.notFound);
  return { domain: verdict.domain };
}

/** The workspace whose verified domain `host` is (lower-case, no port), or undefined. */
export function workspaceOfHost(deps: Deps, host: string): Promise<number | undefined> {
  return repo.findVerifiedDomainWorkspace(deps.database.db, host);
}

/** The workspace a share token's guide belongs to (undefined for an unknown token). */
export function workspaceOfToken(deps: Deps, token: string): Promise<number | undefined> {
  return repo.findTokenWorkspace(deps.database.db, token);
}

/** The workspace a public file belongs to (undefined for an unknown id). */
export function workspaceOfFile(deps: Deps, fileId: string): Promise<number | undefined> {
  return repo.findFileWorkspace(deps.database.db, fileId);
}

/** The workspace's guides that guests see something in, for the page at its domain's root. */
export function publishedGuides(deps: Deps, idWorkspace: number): Promise<repo.PublishedGuideRow[]> {
  return repo.listPublishedGuides(deps.database.db, idWorkspace);
}

/** The workspace's name, for the page at its domain's root. */
export async function workspaceName(deps: Deps, idWorkspace: number): Promise<string> {
  return (await repo.findWorkspaceName(deps.database.db, idWorkspace)) ?? '';
}

/**
 * The mails the real SMTP receiver got, read over the small JSON endpoint scripts/e2e.mjs
 * serves (the receiver lives in that process, the tests in a worker process).
 */
import { expect } from '@playwright/test';
import { mailUrl } from './env.ts';

export type Mail = { from: string; to: string[]; subject: string; text: string; html: string; links: string[] };

export async function receivedMails(): Promise<Mail[]> {
  const res = await fetch(mailUrl(), { signal: AbortSignal.timeout(5000) });
  return (await res.json()) as Mail[];
}

/** The first mail to `address` whose links match `linkPattern`; waits up to 10 s. */
export async function waitForMail(address: string, linkPattern: RegExp): Promise<Mail> {
  const match = (m: Mail) => m.to.includes(address.toLowerCase()) && m.links.some((l) => linkPattern.test(l));
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await receivedMails()).find(match)), {
      message: `a mail to ${address} with a link like ${linkPattern}`,
      timeout: 10_000,
    })
    .toBeTruthy();
  return found as Mail;
}

export function linkIn(mail: Mail, linkPattern: RegExp): URL {
  const link = mail.links.find((l) => linkPattern.test(l));
  if (!link) throw new Error(`No link like ${linkPattern} in "${mail.subject}"`);
  return new URL(link);
}

/** The `vc`/`vi` links that sign-up, password and team-invitation e-mails carry. */
import { expect } from 'vitest';
import type { ReceivedMail } from './smtp.ts';

export type EmailedLink = { vc: string; vi: string; link: string };

/**
 * The mail's link to `page` (an absolute URL without its query), with its `vc` and `vi` read
 * out and checked against the shapes the caller expects.
 */
export function emailedLink(mail: ReceivedMail, page: string, shape: { vc: RegExp; vi: RegExp }): EmailedLink {
  const link = mail.links.find((l) => l.startsWith(`${page}?`));
  expect(link, `a ${page} link in:\n${mail.text}`).toBeDefined();
  const url = new URL(link!);
  const vc = url.searchParams.get('vc') ?? '';
  const vi = url.searchParams.get('vi') ?? '';
  expect(vc).toMatch(shape.vc);
  expect(vi).toMatch(shape.vi);
  return { vc, vi, link: link! };
}

let sequence = 0;

/** An e-mail address no other test of this process has used. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${sequence}-${Date.now()}@example.com`;
}

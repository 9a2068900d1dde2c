/**
 * A timed message as its guest reads it: the rule's text in the stay's language when the rule has
 * it, else in the guide's default language, else English, else its first; the field codes filled as
 * the stay's personal link shows them at the moment it is sent ({{feedback_link}}: the link opening
 * the Thank You & Feedback screen); the link appended when the text has neither {{link}} nor {{feedback_link}}. Plain text only, so nothing a host or guest typed becomes markup in a mail client.
 */
import type { TMessageText } from '@guidebook/contract';
import type { MailMessage } from '../../mail/mailer.ts';
import {
  fillFieldCodes,
  MISSING_VALUE,
  stayFieldValues,
  type StayFieldGuide,
  type StayFieldStay,
} from '../invitations/stay-fields.ts';

/** The language of a rule's texts a stay's message is written in. */
export function textLanguage(
  texts: Readonly<Record<string, TMessageText>>,
  stayLanguage: string | null,
  defaultLanguage: string,
): string | undefined {
  for (const language of [stayLanguage, defaultLanguage, 'en'])
    if (language && Object.hasOwn(texts, language)) return language;
  return Object.keys(texts)[0];
}

export type MessageStay = StayFieldStay & { guide_title: string; link: string };

/** `{{feedback_link}}`: the stay's personal link opening the guest guide's Thank You & Feedback screen. */
export function feedbackLinkOf(link: string): string {
  return `${link}#feedback`;
}

/** The subject and body with the stay's values at `at`; a subject is one line. */
export function fillMessage(
  text: TMessageText,
  stay: MessageStay,
  guide: StayFieldGuide,
  language: string,
  at: Date,
): { subject: string; body: string } {
  const values = {
    ...stayFieldValues(stay, guide, language, at),
    guide_title: stay.guide_title,
    link: stay.link,
    feedback_link: feedbackLinkOf(stay.link),
  };
  // A code no message fills (saving a rule refuses one, but a stored text may hold one) reads "—", never braces.
  const fill = (part: string) => fillFieldCodes(part, values, { html: false, missing: MISSING_VALUE });
  const subject = fill(text.subject).replace(/[\r\n]+/g, ' ');
  let body = fill(text.body);
  if (!/\{\{\s*(feedback_)?link\s*\}\}/.test(text.body)) body = `${body}\n\n${stay.link}`;
  return { subject, body };
}

export function messageMail(
  filled: { subject: string; body: string },
  to: string,
  replyTo: string | undefined,
): MailMessage {
  return { to, subject: filled.subject, text: filled.body, ...(replyTo ? { replyTo } : {}) };
}

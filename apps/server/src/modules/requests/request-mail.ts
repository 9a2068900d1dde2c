/**
 * The e-mails of guest requests, plain text from the `mail` catalog: to the host when a request
 * arrives (in the account's language), to the guest when it is answered (in the stay's language).
 * Plain text only, so nothing a guest or host typed becomes markup in a mail client; subjects are
 * one line.
 */
import { formatInTimeZone } from '@guidebook/contract';
import { t } from '../../lib/languages.ts';
import type { MailMessage } from '../../mail/mailer.ts';

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export type RequestMailValues = {
  language: string;
  type: string;
  guest: string;
  guide: string;
  check_in: Date;
  check_out: Date;
  timezone: string;
  requested_time: string | null;
  message: string | null;
  link: string;
};

export function hostRequestMail(to: string, v: RequestMailValues & { autoApproved: boolean }): MailMessage {
  const m = (key: string, values?: Record<string, unknown>) => t('mail', v.language, key, values);
  const dates = {
    check_in: formatInTimeZone(v.check_in, v.timezone),
    check_out: formatInTimeZone(v.check_out, v.timezone),
  };
  const lines = [m('requests.hostIntro', { guest: v.guest, guide: v.guide, type: v.type, ...dates })];
  if (v.requested_time) lines.push(m('requests.time', { time: v.requested_time }));
  if (v.message) lines.push('', m('requests.guestMessage', { message: v.message }));
  if (v.autoApproved) lines.push('', m('requests.hostAutoApproved'));
  lines.push('', `${m('requests.hostAction')}: ${v.link}`, '', m('signature'), '');
  return {
    to,
    subject: oneLine(m('requests.hostSubject', { guest: v.guest, type: v.type })),
    text: lines.join('\n'),
  };
}

export function guestAnswerMail(
  to: string,
  v: RequestMailValues & { approved: boolean; reply: string | null; replyTo?: string },
): MailMessage {
  const m = (key: string, values?: Record<string, unknown>) => t('mail', v.language, key, values);
  const dates = {
    check_in: formatInTimeZone(v.check_in, v.timezone),
    check_out: formatInTimeZone(v.check_out, v.timezone),
  };
  const lines = [
    m('greeting', { name: v.guest }),
    '',
    m(v.approved ? 'requests.guestApproved' : 'requests.guestDeclined', { type: v.type, guide: v.guide }),
  ];
  if (v.requested_time) lines.push(m('requests.time', { time: v.requested_time }));
  if (v.reply) lines.push('', m('requests.hostReply', { reply: v.reply }));
  lines.push('', m('requests.guestStay', dates), '', `${m('requests.guestAction')}: ${v.link}`, '');
  const subjectKey = v.approved ? 'requests.guestSubjectApproved' : 'requests.guestSubjectDeclined';
  return {
    to,
    subject: oneLine(m(subjectKey, { type: v.type })),
    text: lines.join('\n'),
    ...(v.replyTo ? { replyTo: v.replyTo } : {}),
  };
}

/**
 * The invitation e-mail: the host's template with its placeholders filled in. Plain
 * text only, so nothing a host or guest typed can become markup in a mail client.
 */
import { fillInvitationTemplate, formatInTimeZone, type TInvitationTemplate } from '@guidebook/contract';
import type { MailMessage } from '../../mail/mailer.ts';

export type InvitationMailValues = {
  guest_name: string;
  guest_email: string;
  guide_title: string;
  link: string;
  check_in: Date;
  check_out: Date;
  timezone: string;
  /** The guide's WiFi network name and check-in / check-out times of day (HH:MM); null when it has none. */
  wifi_name: string | null;
  check_in_time: string | null;
  check_out_time: string | null;
};

export function invitationMail(template: TInvitationTemplate, v: InvitationMailValues): MailMessage {
  const values = {
    guest_name: v.guest_name,
    guide_title: v.guide_title,
    link: v.link,
    check_in: formatInTimeZone(v.check_in, v.timezone),
    check_out: formatInTimeZone(v.check_out, v.timezone),
    wifi_name: v.wifi_name ?? '',
    check_in_time: v.check_in_time ?? '',
    check_out_time: v.check_out_time ?? '',
  };
  // A subject is one line: a line break typed into a name must not start a new header.
  const subject = fillInvitationTemplate(template.subject, values).replace(/[\r\n]+/g, ' ');
  return { to: v.guest_email, subject, text: fillInvitationTemplate(template.body, values) };
}

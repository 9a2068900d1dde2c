/**
 * The e-mail to a webhook's owner when the sender disabled it after repeated failures, in the
 * owner's language (the `mail` catalog), plain text, with the link to the Webhooks screen.
 */
import { WEBHOOK } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { catalogLanguage, t } from '../../lib/languages.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export function webhookDisabledMail(
  deps: Deps,
  hook: { email: string; url: string; language: string | null },
): MailMessage {
  const language = catalogLanguage(hook.language) ?? 'en';
  const m = (key: string, values?: Record<string, unknown>) => t('mail', language, key, values);
  const link = `${deps.config.publicUrl}/webhooks`;
  const text = [
    m('greetingNoName'),
    '',
    m('webhooksDisabledIntro', { url: hook.url, failures: WEBHOOK.DISABLE_AFTER_FAILURES }),
    '',
    m('webhooksDisabledAction'),
    '',
    link,
    '',
    m('signature'),
    '',
  ].join('\n');
  return { to: hook.email, subject: m('webhooksDisabledSubject'), text };
}

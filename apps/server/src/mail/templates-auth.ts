/**
 * The account e-mails (verification, password reset, team invitation, a workspace's hand-over): plain text plus a
 * simple HTML version, every text from the `mail` catalog (packages/i18n/locales/<code>/mail.ts)
 * in the reader's language, English when it has none. Links stand on a line of their own so every
 * mail client can make them clickable.
 */
import type { TRole } from '@guidebook/contract';
import { catalogLanguage, languageMeta, t } from '../lib/languages.ts';

export type MailContent = { subject: string; text: string; html: string };

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/**
 * An e-mailed single-use link: `{PUBLIC_URL}{page}?vc={code}&vi={id}`, the shape the web app's
 * confirmation pages read.
 */
export function emailedLink(publicUrl: string, page: string, code: string, vi: string | number): string {
  return `${publicUrl}${page}?vc=${encodeURIComponent(code)}&vi=${encodeURIComponent(String(vi))}`;
}

/** "1 minute", "2 hours": under an hour in minutes, else in hours, counted in the mail's language. */
function duration(ms: number, language: string): string {
  if (ms < 3_600_000) return t('mail', language, 'minutes', { count: Math.max(1, Math.round(ms / 60_000)) });
  return t('mail', language, 'hours', { count: Math.round(ms / 3_600_000) });
}

function render(opts: {
  language: string;
  subject: string;
  /** Null: no name to greet by (a team invitation). */
  name: string | null;
  intro: string;
  action: string;
  link: string;
  outro: string[];
}): MailContent {
  const m = (key: string, values?: Record<string, unknown>) => t('mail', opts.language, key, values);
  const greeting = opts.name === null ? m('greetingNoName') : m('greeting', { name: opts.name });
  const signature = m('signature');
  const text = [greeting, '', opts.intro, '', opts.link, '', ...opts.outro, '', signature, ''].join('\n');
  const href = escapeHtml(opts.link);
  const meta = languageMeta(opts.language);
  const dir = meta.dir === 'rtl' ? ' dir="rtl"' : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(meta.code)}"${dir}>
<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(opts.intro)}</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #ed8438; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(opts.action)}</a></p>
<p>${escapeHtml(m('buttonFallback'))}<br>
${href}</p>
${opts.outro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(signature)}</p>
</body>
</html>
`;
  return { subject: opts.subject, text, html };
}

/** An account e-mail of the `mail` catalog (`verify`, `reset`, `team`, `agency`): its subject, intro, action and lines. */
function accountMail(
  prefix: 'verify' | 'reset' | 'team' | 'agency',
  opts: { language: string; name: string | null; link: string; ttlMs: number; values?: Record<string, unknown> },
): MailContent {
  const language = catalogLanguage(opts.language) ?? 'en';
  const values = { ...opts.values, duration: duration(opts.ttlMs, language) };
  const m = (key: string) => t('mail', language, `${prefix}.${key}`, values);
  return render({
    language,
    subject: m('subject'),
    name: opts.name,
    intro: m('intro'),
    action: m('action'),
    link: opts.link,
    outro: [m('expires'), m('ignore')],
  });
}

/** `language`: the account's (users.language; null or unknown: English). */
export function verifyEmailMail(opts: {
  name: string;
  link: string;
  ttlMs: number;
  language?: string | null;
}): MailContent {
  return accountMail('verify', { ...opts, language: opts.language ?? 'en' });
}

/** `language`: the account's (users.language; null or unknown: English). */
export function passwordResetMail(opts: {
  name: string;
  link: string;
  ttlMs: number;
  language?: string | null;
}): MailContent {
  return accountMail('reset', { ...opts, language: opts.language ?? 'en' });
}

/** `language`: the inviting admin's account language (the invited person may have no account). */
export function teamInvitationMail(opts: {
  invitedBy: string;
  workspace: string;
  role: TRole;
  link: string;
  ttlMs: number;
  language?: string | null;
}): MailContent {
  const language = catalogLanguage(opts.language) ?? 'en';
  return accountMail('team', {
    language,
    name: null,
    link: opts.link,
    ttlMs: opts.ttlMs,
    values: {
      invitedBy: opts.invitedBy,
      workspace: opts.workspace,
      role: t('mail', language, `role.${opts.role}`),
    },
  });
}

/** A workspace handed over to a member: `language` is the new owner's account language. */
export function workspaceTransferMail(opts: {
  from: string;
  workspace: string;
  link: string;
  ttlMs: number;
  language?: string | null;
}): MailContent {
  return accountMail('agency', {
    language: opts.language ?? 'en',
    name: null,
    link: opts.link,
    ttlMs: opts.ttlMs,
    values: { from: opts.from, workspace: opts.workspace },
  });
}

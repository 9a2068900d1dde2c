/**
 * The texts of the account e-mails (verification, password reset): plain text plus a
 * simple HTML version. Links stand on a line of their own so every mail client can
 * make them clickable.
 */
const PRODUCT = 'Guidebook';

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

function duration(ms: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (ms < 3_600_000) return unit(Math.max(1, Math.round(ms / 60_000)), 'minute');
  return unit(Math.round(ms / 3_600_000), 'hour');
}

function render(opts: {
  subject: string;
  name: string;
  intro: string;
  action: string;
  link: string;
  outro: string[];
}): MailContent {
  const text = [
    `Hello ${opts.name},`,
    '',
    opts.intro,
    '',
    opts.link,
    '',
    ...opts.outro,
    '',
    `The ${PRODUCT} team`,
    '',
  ].join('\n');
  const href = escapeHtml(opts.link);
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5;">
<p>Hello ${escapeHtml(opts.name)},</p>
<p>${escapeHtml(opts.intro)}</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #ed8438; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(opts.action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>
${href}</p>
${opts.outro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>The ${PRODUCT} team</p>
</body>
</html>
`;
  return { subject: opts.subject, text, html };
}

export function verifyEmailMail(opts: { name: string; link: string; ttlMs: number }): MailContent {
  return render({
    subject: `Confirm your e-mail address for ${PRODUCT}`,
    name: opts.name,
    intro: `Thank you for signing up to ${PRODUCT}. Please confirm your e-mail address by opening this link:`,
    action: 'Confirm my e-mail address',
    link: opts.link,
    outro: [
      `The link works once and expires in ${duration(opts.ttlMs)}.`,
      'If you did not create an account, you can ignore this e-mail.',
    ],
  });
}

export function passwordResetMail(opts: { name: string; link: string; ttlMs: number }): MailContent {
  return render({
    subject: `Reset your ${PRODUCT} password`,
    name: opts.name,
    intro: `Someone asked to reset the password of your ${PRODUCT} account. To choose a new password, open this link:`,
    action: 'Choose a new password',
    link: opts.link,
    outro: [
      `The link works once and expires in ${duration(opts.ttlMs)}. Choosing a new password signs you out everywhere.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
  });
}

export function teamInvitationMail(opts: {
  invitedBy: string;
  workspace: string;
  role: string;
  link: string;
  ttlMs: number;
}): MailContent {
  return render({
    subject: `${opts.invitedBy} invited you to ${opts.workspace} on ${PRODUCT}`,
    name: 'there',
    intro:
      `${opts.invitedBy} invited you to work on the guidebooks of ${opts.workspace} on ${PRODUCT} as ${opts.role}. ` +
      'To accept, open this link (you can sign up there if you have no account yet):',
    action: 'Accept the invitation',
    link: opts.link,
    outro: [
      `The link works once and expires in ${duration(opts.ttlMs)}.`,
      'If you do not know this person, you can ignore this e-mail.',
    ],
  });
}

/**
 * A workspace's white-label settings and what they change for its guests:
 * - e-mails to guests (`forGuests`): sent as the sender name (else, with the product's name hidden, the
 *   workspace's name) on MAIL_FROM's address, Reply-To the workspace owner's e-mail (the host who answers
 *   for the workspace; a mail that already names a Reply-To keeps it), the footer under the text and HTML;
 * - print-outs (`printMaker`): with the product's name hidden, the PDF's Creator and Producer name the
 *   workspace instead of the product and its PDF library.
 * Saving drops the guest caches (the House Manual PDF is kept in them).
 */
import type { TWhiteLabel, TWhiteLabelRequest } from '@guidebook/contract';
import { ZWhiteLabelRequest } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import type { Db } from '../../db/client.ts';
import type { Transaction } from '../../db/job-sql.ts';
import { guestContentChanged } from '../../lib/events.ts';
import { addressOf, nameOf, type MailMessage } from '../../mail/mailer.ts';
import { presentWhiteLabel } from './white-label.presenter.ts';
import * as repo from './white-label.repository.ts';

/** The name e-mails to guests are sent as, or null when MAIL_FROM applies unchanged. */
function senderNameOf(row: repo.WhiteLabelRow | undefined): string | null {
  if (row?.sender_name) return row.sender_name;
  if (row?.hide_product_name) return row.workspace_name.trim() || null;
  return null;
}

export async function getWhiteLabel(deps: Deps, idWorkspace: number): Promise<TWhiteLabel> {
  const row = await repo.findWhiteLabel(deps.database.db, idWorkspace);
  const sender = senderNameOf(row) ?? (nameOf(deps.config.mailFrom) || addressOf(deps.config.mailFrom));
  return presentWhiteLabel(row, sender);
}

export async function saveWhiteLabel(deps: Deps, idWorkspace: number, input: TWhiteLabelRequest): Promise<TWhiteLabel> {
  // The route validated the body; parsing again here gives the service the normalised values whoever calls it.
  const values = ZWhiteLabelRequest.parse(input);
  await repo.saveWhiteLabel(deps.database.db, idWorkspace, values);
  guestContentChanged(deps, idWorkspace);
  return getWhiteLabel(deps, idWorkspace);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `html` with the footer as a paragraph before its closing body tag (or at its end). */
function withHtmlFooter(html: string, footer: string): string {
  const paragraph = `<p style="color:#6b7280;font-size:13px">${escapeHtml(footer).replace(/\n/g, '<br>')}</p>`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${paragraph}</body>`) : `${html}${paragraph}`;
}

/**
 * An e-mail to a guest of the workspace as its white-label settings make it. `tx`: the transaction the
 * mail is queued in, when there is one.
 */
export async function forGuests(
  deps: Deps,
  idWorkspace: number,
  message: MailMessage,
  tx?: Transaction,
): Promise<MailMessage> {
  return (await guestMailStyle(deps, idWorkspace, tx))(message);
}

/**
 * `forGuests` for many e-mails of one workspace (a burst of timed messages): the settings are read
 * once; the answer makes each e-mail as `forGuests` does.
 */
export async function guestMailStyle(
  deps: Deps,
  idWorkspace: number,
  tx?: Transaction,
): Promise<(message: MailMessage) => MailMessage> {
  const row = await repo.findWhiteLabel(tx ? (tx as unknown as Db) : deps.database.db, idWorkspace);
  if (!row) return (message) => message;
  const sender = senderNameOf(row);
  return (message) => {
    const result: MailMessage = { ...message };
    if (sender) {
      result.from = { name: sender, address: addressOf(deps.config.mailFrom) };
      result.replyTo = message.replyTo ?? row.owner_email;
    }
    if (row.mail_footer) {
      result.text = `${message.text.replace(/\n+$/, '')}\n\n${row.mail_footer}\n`;
      if (message.html !== undefined) result.html = withHtmlFooter(message.html, row.mail_footer);
    }
    return result;
  };
}

/**
 * The name a print-out's metadata gives as its maker (Creator and Producer) when the product's name is
 * hidden: the sender name, else the workspace's name (may be empty); null: the product's, as always.
 */
export async function printMaker(deps: Deps, idWorkspace: number): Promise<string | null> {
  const row = await repo.findWhiteLabel(deps.database.db, idWorkspace);
  if (!row?.hide_product_name) return null;
  return row.sender_name ?? row.workspace_name.trim();
}

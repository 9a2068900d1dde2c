/** The white-label settings as the host reads them. */
import type { TWhiteLabel } from '@guidebook/contract';
import type { WhiteLabelRow } from './white-label.repository.ts';

export function presentWhiteLabel(row: WhiteLabelRow | undefined, effectiveSenderName: string): TWhiteLabel {
  return {
    sender_name: row?.sender_name ?? null,
    mail_footer: row?.mail_footer ?? null,
    hide_product_name: row?.hide_product_name ?? false,
    effective_sender_name: effectiveSenderName,
    date_modified: row?.date_modified ? row.date_modified.toISOString() : null,
  };
}

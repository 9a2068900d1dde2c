import { describe, expect, it } from 'vitest';
import { MESSAGES, WHITE_LABEL } from '@guidebook/contract';
import { toFormValues, toWhiteLabelPayload, validateWhiteLabel } from './white-label-form.ts';

const saved = {
  sender_name: null,
  mail_footer: null,
  hide_product_name: false,
  effective_sender_name: 'Guidebook',
  date_modified: null,
};

describe('White Label form', () => {
  it('shows unset texts as empty fields and sends them as typed', () => {
    const values = toFormValues(saved);
    expect(values).toEqual({ sender_name: '', mail_footer: '', hide_product_name: false });
    expect(validateWhiteLabel(values)).toEqual({});
    expect(toWhiteLabelPayload({ ...values, sender_name: 'Villa Rosa' })).toEqual({
      sender_name: 'Villa Rosa',
      mail_footer: '',
      hide_product_name: false,
    });
  });

  it('refuses what the server refuses, with its words, under the field', () => {
    const values = toFormValues(saved);
    expect(validateWhiteLabel({ ...values, sender_name: 'Villa "Rosa"' })).toEqual({
      sender_name: MESSAGES.whiteLabel.senderNameCharacters,
    });
    expect(validateWhiteLabel({ ...values, sender_name: 'x'.repeat(WHITE_LABEL.SENDER_NAME_MAX + 1) })).toEqual({
      sender_name: MESSAGES.guide.maxLength(WHITE_LABEL.SENDER_NAME_MAX),
    });
    expect(validateWhiteLabel({ ...values, mail_footer: 'x'.repeat(WHITE_LABEL.MAIL_FOOTER_MAX + 1) })).toEqual({
      mail_footer: MESSAGES.guide.maxLength(WHITE_LABEL.MAIL_FOOTER_MAX),
    });
    // A footer keeps its lines.
    expect(validateWhiteLabel({ ...values, mail_footer: 'Villa Rosa\nLisboa' })).toEqual({});
  });
});

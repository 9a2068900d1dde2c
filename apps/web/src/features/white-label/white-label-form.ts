/** The White Label form's values and rules, kept apart from React: checked with the contract's schema. */
import { ZWhiteLabelRequest, type TWhiteLabel, type TWhiteLabelRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

export type WhiteLabelFormValues = { sender_name: string; mail_footer: string; hide_product_name: boolean };

/** The form's values from the saved settings (an unset text is an empty field). */
export function toFormValues(saved: TWhiteLabel): WhiteLabelFormValues {
  return {
    sender_name: saved.sender_name ?? '',
    mail_footer: saved.mail_footer ?? '',
    hide_product_name: saved.hide_product_name,
  };
}

export function validateWhiteLabel(values: WhiteLabelFormValues): FieldErrors<keyof TWhiteLabelRequest> {
  return fieldErrors(ZWhiteLabelRequest, values);
}

/** The body of the save: an emptied field clears the setting (the server stores null). */
export function toWhiteLabelPayload(values: WhiteLabelFormValues): TWhiteLabelRequest {
  return {
    sender_name: values.sender_name,
    mail_footer: values.mail_footer,
    hide_product_name: values.hide_product_name,
  };
}

/** The review links form: its values, the contract's checks, and the request it sends. */
import { ZReviewLinksRequest, type TReviewLinks, type TReviewLinksRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

const ZReviewLinksForm = ZReviewLinksRequest.pick({ airbnb: true, google: true, booking: true });

export type ReviewLinksFormValues = { airbnb: string; google: string; booking: string };

/** The saved links as the form shows them: an empty field for none. */
export function toReviewLinksForm(links: TReviewLinks): ReviewLinksFormValues {
  return { airbnb: links.airbnb ?? '', google: links.google ?? '', booking: links.booking ?? '' };
}

/** The request's messages, the server's own words, under each address. */
export function validateReviewLinksForm(values: ReviewLinksFormValues): FieldErrors<keyof ReviewLinksFormValues> {
  return fieldErrors(ZReviewLinksForm, values);
}

/** Every field is sent: an empty one removes its link. */
export function toReviewLinksRequest(idGuide: number, values: ReviewLinksFormValues): TReviewLinksRequest {
  return {
    id_guide: idGuide,
    airbnb: values.airbnb.trim(),
    google: values.google.trim(),
    booking: values.booking.trim(),
  };
}

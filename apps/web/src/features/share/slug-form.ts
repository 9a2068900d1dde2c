/** The Link name form of the Quick Share tab: its value, the contract's checks, and the request it sends. */
import { ZGuideSlugRequest, type TGuideSlugRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

const ZSlugForm = ZGuideSlugRequest.pick({ slug: true });

export type SlugFormValues = { slug: string };

/** The request's messages (the rule, a reserved word), the server's own words, under the field. */
export function validateSlugForm(values: SlugFormValues): FieldErrors<keyof SlugFormValues> {
  return fieldErrors(ZSlugForm, { slug: values.slug.trim() });
}

export function toSlugRequest(idGuide: number, values: SlugFormValues): TGuideSlugRequest {
  return { id_guide: idGuide, slug: values.slug.trim() };
}

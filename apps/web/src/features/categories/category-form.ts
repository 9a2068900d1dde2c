/** Checks of the Add/Edit Category form: the contract's rules for its title and icon. */
import { ZCategoryCreateRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { iconMarkup } from './category-icons.ts';

const ZCategoryForm = ZCategoryCreateRequest.pick({ name: true, image: true });

/** `icon` is the picker's icon name; the request carries its markup as `image`. */
export type CategoryFormValues = { name: string; icon: string | null };
export type CategoryFormErrors = FieldErrors<keyof CategoryFormValues>;

/** The request's messages, each under the form's field: the image's under the icon picker. */
export function validateCategoryForm(values: CategoryFormValues): CategoryFormErrors {
  const { name, image } = fieldErrors(ZCategoryForm, {
    name: values.name,
    image: values.icon ? iconMarkup(values.icon) : '',
  });
  return { ...(name && { name }), ...(image && { icon: image }) };
}

/**
 * The Guide Branding form's values and checks: the logo and the cover photo as chosen in the
 * library, the font and the colour, checked by the contract's rules for PUT /guides/branding.
 */
import { ZBrandingRequest, type TBrandingRequest, type TWorkspaceBrandingRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

/** A library image as the form shows it (preview path and name), or none. */
export type LibraryImage = { id: number; path: string; name: string } | null;

export type BrandingFormValues = { logo: LibraryImage; cover: LibraryImage; font: string; color: string };

const ZBrandingForm = ZBrandingRequest.pick({ font: true, color: true });

export function validateBranding(values: BrandingFormValues): FieldErrors<'font' | 'color'> {
  return fieldErrors(ZBrandingForm, { font: values.font as TBrandingRequest['font'], color: values.color });
}

/** The request body of values that passed validateBranding. */
export function toBrandingRequest(idGuide: number, values: BrandingFormValues): TBrandingRequest {
  return {
    id_guide: idGuide,
    id_file_public: values.logo?.id ?? null,
    id_file_cover: values.cover?.id ?? null,
    font: values.font as TBrandingRequest['font'],
    color: values.color,
  };
}

/** The PUT /workspace/branding body of values that passed validateBranding. */
export function toWorkspaceBrandingRequest(values: BrandingFormValues): TWorkspaceBrandingRequest {
  const { id_guide: _guide, ...body } = toBrandingRequest(0, values);
  return body;
}

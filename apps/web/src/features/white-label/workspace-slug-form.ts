/** The workspace's Link name form: its value, the contract's checks, and the example link it makes. */
import { ZWorkspaceSlugRequest, type TWorkspaceSlugInfo, type TWorkspaceSlugRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

export type WorkspaceSlugFormValues = { slug: string };

export function toWorkspaceSlugValues(saved: TWorkspaceSlugInfo): WorkspaceSlugFormValues {
  return { slug: saved.slug ?? '' };
}

/** The request's messages (the rule, a reserved word), the server's own words, under the field. */
export function validateWorkspaceSlug(values: WorkspaceSlugFormValues): FieldErrors<keyof WorkspaceSlugFormValues> {
  return fieldErrors(ZWorkspaceSlugRequest, { slug: values.slug.trim() });
}

export function toWorkspaceSlugRequest(values: WorkspaceSlugFormValues): TWorkspaceSlugRequest {
  return { slug: values.slug.trim() };
}

/** A readable link the saved link name makes for a guide named `guideSlug`; null without a link name. */
export function exampleReadableLink(saved: TWorkspaceSlugInfo, guideSlug: string): string | null {
  return saved.link_prefix === null ? null : `${saved.link_prefix}${guideSlug}`;
}

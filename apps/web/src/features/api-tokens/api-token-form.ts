/**
 * The Create API token form's rules, kept apart from React: the choices offered, the request
 * body, and the checks of the contract schema (the server's own messages).
 */
import { ZApiTokenCreateRequest, type TApiTokenCreateRequest, type TApiTokenScope } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

/** "never", or a number of days. */
export type ExpiryChoice = '30' | '90' | '365' | 'never';

export type ApiTokenFormValues = { name: string; scope: TApiTokenScope; expires: ExpiryChoice };

export type ApiTokenFormErrors = FieldErrors<keyof ApiTokenFormValues>;

export const SCOPE_OPTIONS: { value: TApiTokenScope; label: string }[] = [
  { value: 'read', label: 'Read: GET calls only' },
  { value: 'write', label: 'Write: read and change' },
];

export const EXPIRY_OPTIONS: { value: ExpiryChoice; label: string }[] = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

/** Read-only and 90 days unless the host chooses otherwise: the smallest power that usually does. */
export const EMPTY_API_TOKEN: ApiTokenFormValues = { name: '', scope: 'read', expires: '90' };

/** The body for POST /api_tokens/create. */
export function toApiTokenPayload(values: ApiTokenFormValues): TApiTokenCreateRequest {
  return {
    name: values.name.trim(),
    scope: values.scope,
    expires_in_days: values.expires === 'never' ? null : Number(values.expires),
  };
}

/** The request's messages under the form's fields: the days' under Expires. */
export function apiTokenFormErrors({
  expires_in_days: expires,
  ...fields
}: FieldErrors<keyof TApiTokenCreateRequest>): ApiTokenFormErrors {
  return { ...fields, ...(expires && { expires }) };
}

/** The same rules as the server (the contract schema), one message per field. */
export function validateApiToken(values: ApiTokenFormValues): ApiTokenFormErrors {
  return apiTokenFormErrors(fieldErrors(ZApiTokenCreateRequest, toApiTokenPayload(values)));
}

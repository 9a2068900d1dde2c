/**
 * The Create API token form's rules, kept apart from React: the choices offered, the request
 * body, and the checks of the contract schema (the server's own messages).
 */
import { ZApiTokenCreateRequest, type TApiTokenCreateRequest, type TApiTokenScope } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

/** "never", or a number of days. */
export type ExpiryChoice = '30' | '90' | '365' | 'never';

export type ApiTokenFormValues = { name: string; scope: TApiTokenScope; expires: ExpiryChoice };

export type ApiTokenFormErrors = FieldErrors<keyof ApiTokenFormValues>;

export const SCOPE_OPTIONS: { value: TApiTokenScope; label: string }[] = [
  {
    value: 'read',
    get label() {
      return t('apiTokens.readGetCallsOnly');
    },
  },
  {
    value: 'write',
    get label() {
      return t('apiTokens.writeReadAndChange');
    },
  },
];

export const EXPIRY_OPTIONS: { value: ExpiryChoice; label: string }[] = [
  {
    value: '30',
    get label() {
      return t('apiTokens.30Days');
    },
  },
  {
    value: '90',
    get label() {
      return t('apiTokens.90Days');
    },
  },
  {
    value: '365',
    get label() {
      return t('apiTokens.1Year');
    },
  },
  {
    value: 'never',
    get label() {
      return t('apiTokens.never');
    },
  },
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

/**
 * The request type form's rules, kept apart from React: its values (a name and description per
 * language, the kind, the price as free text, the switches, every guide or chosen ones), the
 * bodies of create and modify (languages left empty are left out; a starting type without texts
 * keeps its kind's name in each guest's language until the host writes one), and the contract
 * schema's messages per input ("texts.fr.name").
 */
import {
  ZRequestTypeCreateRequest,
  ZRequestTypeModifyRequest,
  type TRequestKind,
  type TRequestType,
  type TRequestTypeCreateRequest,
  type TRequestTypeModifyRequest,
  type TRequestTypeText,
} from '@guidebook/contract';
import { pathErrors } from '../../lib/form-errors.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

export type RequestTypeFormValues = {
  /** Name and description by language tag; a language left empty is not sent. */
  texts: Record<string, TRequestTypeText>;
  kind: TRequestKind;
  price_text: string;
  needs_approval: boolean;
  auto_approve: boolean;
  enabled: boolean;
  /** Offered in every guide, those added later included. */
  all_guides: boolean;
  /** The chosen guides' ids (as a multi-select holds them), when not every guide. */
  guides: string[];
};

export const EMPTY_REQUEST_TYPE: RequestTypeFormValues = {
  texts: {},
  kind: 'other',
  price_text: '',
  needs_approval: true,
  auto_approve: false,
  enabled: true,
  all_guides: true,
  guides: [],
};

export function requestTypeFormValues(type: TRequestType): RequestTypeFormValues {
  return {
    texts: structuredClone(type.texts),
    kind: type.kind,
    price_text: type.price_text ?? '',
    needs_approval: type.needs_approval,
    auto_approve: type.auto_approve,
    enabled: type.enabled,
    all_guides: type.guides === null,
    guides: (type.guides ?? []).map(String),
  };
}

/** Automatic approval is decided from the stays, so only an early check-in or a late check-out has it. */
export const hasAutoApproval = (kind: TRequestKind) => kind !== 'other';

const isEmpty = (text: TRequestTypeText | undefined) => !text || (!text.name.trim() && !text.description.trim());

/** The languages written in (a name or a description), in the form's order. */
function filledTexts(values: RequestTypeFormValues): Record<string, TRequestTypeText> {
  const texts: Record<string, TRequestTypeText> = {};
  for (const [language, text] of Object.entries(values.texts)) {
    if (!isEmpty(text)) texts[language] = { name: text.name, description: text.description };
  }
  return texts;
}

/** The body of POST /request_types/create. */
export function toCreateBody(values: RequestTypeFormValues): TRequestTypeCreateRequest {
  return {
    texts: filledTexts(values),
    kind: values.kind,
    price_text: values.price_text.trim() || null,
    needs_approval: values.needs_approval,
    auto_approve: hasAutoApproval(values.kind) && values.auto_approve,
    enabled: values.enabled,
    guides: values.all_guides ? null : values.guides.map(Number),
  };
}

/**
 * The body of PUT /request_types/modify: every field of the form, so what the host sees is what is
 * saved; the texts are left out only while a type that never had any (a starting type) still has
 * none, so it keeps its kind's name in each guest's language.
 */
export function toModifyBody(type: TRequestType, values: RequestTypeFormValues): TRequestTypeModifyRequest {
  const { texts, ...rest } = toCreateBody(values);
  const keepsKindName = Object.keys(type.texts).length === 0 && Object.keys(texts).length === 0;
  return { id_request_type: type.id_request_type, ...(keepsKindName ? {} : { texts }), ...rest };
}

/**
 * The contract schema's messages by input ("texts.fr.name", "price_text"), and one the form adds:
 * offered in chosen guides, at least one must be chosen (none would offer it nowhere).
 */
export function validateRequestType(values: RequestTypeFormValues, editing?: TRequestType): Record<string, string> {
  const errors = editing
    ? pathErrors(ZRequestTypeModifyRequest, toModifyBody(editing, values))
    : pathErrors(ZRequestTypeCreateRequest, toCreateBody(values));
  if (!values.all_guides && values.guides.length === 0 && !errors.guides) errors.guides = t('rtypes.guidesRequired');
  return errors;
}

/**
 * The tabs of the form: the languages the workspace's guides are read in (English first), then any
 * the type already has a text in (a language since removed from every guide).
 */
export function formLanguages(offered: readonly string[], values: RequestTypeFormValues): string[] {
  const base = offered.length > 0 ? [...offered] : ['en'];
  return [...base, ...Object.keys(values.texts).filter((language) => !base.includes(language))];
}

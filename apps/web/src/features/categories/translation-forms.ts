/**
 * Checks of the Content tab's translation forms (the guide's texts, a category's name, a topic):
 * the contract's rules for the fields each form has. An empty field is "not translated", so only
 * the lengths are checked.
 */
import { ZCategoryTranslateRequest, ZGuideTranslateRequest, ZTopicTranslateRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

export type GuideTranslationValues = { title: string; subtitle: string; welcome: string };
export type CategoryTranslationValues = { name: string };
export type TopicTranslationValues = { name: string; content: string };

const ZGuideTranslationForm = ZGuideTranslateRequest.pick({ title: true, subtitle: true, welcome: true });
const ZCategoryTranslationForm = ZCategoryTranslateRequest.pick({ name: true });
const ZTopicTranslationForm = ZTopicTranslateRequest.pick({ name: true, content: true });

export function validateGuideTranslation(values: GuideTranslationValues): FieldErrors<keyof GuideTranslationValues> {
  return fieldErrors(ZGuideTranslationForm, values);
}

export function validateCategoryTranslation(
  values: CategoryTranslationValues,
): FieldErrors<keyof CategoryTranslationValues> {
  return fieldErrors(ZCategoryTranslationForm, values);
}

export function validateTopicTranslation(values: TopicTranslationValues): FieldErrors<keyof TopicTranslationValues> {
  return fieldErrors(ZTopicTranslationForm, values);
}

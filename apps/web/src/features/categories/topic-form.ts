/**
 * Checks of the topic form before anything is sent: the contract's rules
 * for the fields the form has (Title, Topic Content, the featured image from the library).
 */
import { ZTopicCreateRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

// The server refuses a topic without a library image; the form says so before sending.
const ZTopicForm = ZTopicCreateRequest.pick({ name: true, content: true, id_file_public: true });

export type TopicFormValues = { name: string; content: string; id_file_public: number | null };
export type TopicFormErrors = FieldErrors<keyof TopicFormValues>;

export function validateTopicForm(values: TopicFormValues): TopicFormErrors {
  return fieldErrors(ZTopicForm, values);
}

/** The Add/Edit Topic form's values: the featured image as chosen in the library, the selects' values as text. */
export type TopicDraft = {
  name: string;
  content: string;
  status: string;
  view: string;
  category: string;
  image: { id: number; url: string; name: string } | null;
};

/** The request's messages under the form's fields: the featured image's under the image. */
export function validateTopicDraft(values: TopicDraft): FieldErrors<keyof TopicDraft> {
  const { name, content, id_file_public } = validateTopicForm({
    name: values.name,
    content: values.content,
    id_file_public: values.image?.id ?? null,
  });
  return { ...(name && { name }), ...(content && { content }), ...(id_file_public && { image: id_file_public }) };
}

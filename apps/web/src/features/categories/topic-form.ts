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

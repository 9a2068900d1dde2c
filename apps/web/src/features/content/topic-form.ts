/** Checks of the topic form before anything is sent (spec sections 5 and 8). */
import { MESSAGES, isEmptyRichText } from '@guidebook/contract';

export type TopicFormValues = { name: string; content: string; fileId: number | null };
export type TopicFormErrors = Partial<Record<'name' | 'content' | 'image', string>>;

export function validateTopicForm(values: TopicFormValues): TopicFormErrors {
  const errors: TopicFormErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.topic.titleRequired;
  if (isEmptyRichText(values.content)) errors.content = MESSAGES.topic.contentRequired;
  // The server refuses a topic without a library image; say so before sending.
  if (!values.fileId) errors.image = MESSAGES.topic.imageRequired;
  return errors;
}

/**
 * The shared topic form's values and checks: the fields of a guide's topic (title, featured image
 * from the library, content, status, who can see it), checked with the contract's rules for them.
 */
import { STATUS, VISIBILITY, ZSharedTopicCreateRequest, type TSharedTopic } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

const ZSharedTopicForm = ZSharedTopicCreateRequest.pick({ name: true, content: true, id_file_public: true });

export type SharedTopicDraft = {
  name: string;
  content: string;
  status: string;
  view: string;
  image: { id: number; url: string; name: string } | null;
};

/** A new shared topic's draft, or a stored one's (its image's address from `urlOf`). */
export function draftOf(topic: TSharedTopic | null, urlOf: (path: string) => string): SharedTopicDraft {
  return {
    name: topic?.name ?? '',
    content: topic?.content ?? '',
    status: String(topic?.id_status ?? STATUS.PUBLISHED),
    view: String(topic?.id_topic_view ?? VISIBILITY.VISIBLE),
    image: topic?.id_file_public
      ? { id: topic.id_file_public, url: topic.path_file ? urlOf(topic.path_file) : '', name: topic.name }
      : null,
  };
}

/** The request's messages under the form's fields: the featured image's under the image. */
export function validateSharedTopicDraft(values: SharedTopicDraft): FieldErrors<keyof SharedTopicDraft> {
  const { name, content, id_file_public } = fieldErrors(ZSharedTopicForm, {
    name: values.name,
    content: values.content,
    id_file_public: values.image?.id ?? (null as unknown as number),
  });
  return { ...(name && { name }), ...(content && { content }), ...(id_file_public && { image: id_file_public }) };
}

/** The create or modify request's fields from a draft that passed its checks. */
export function requestOf(draft: SharedTopicDraft, imageId: number) {
  return {
    name: draft.name.trim(),
    content: draft.content,
    id_status: Number(draft.status),
    id_topic_view: Number(draft.view),
    id_file_public: imageId,
  };
}

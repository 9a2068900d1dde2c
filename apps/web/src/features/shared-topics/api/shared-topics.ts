/**
 * /shared_topics/*: the workspace's shared topics (list, select, create, modify, delete, translate)
 * and their placements in guides' categories (place, unplace, detach). A change to a shared topic
 * or a placement changes what the guides' Content tabs list, so their queries are asked again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSharedTopic,
  TSharedTopicCreateRequest,
  TSharedTopicDeleteRequest,
  TSharedTopicDetachRequest,
  TSharedTopicListItem,
  TSharedTopicModifyRequest,
  TSharedTopicPlaceRequest,
  TSharedTopicTranslateRequest,
  TSharedTopicUnplaceRequest,
  TTopic,
} from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const sharedTopicKeys = {
  all: ['shared-topics'] as const,
  list: ['shared-topics', 'list'] as const,
  one: (id: number) => ['shared-topics', 'one', id] as const,
};

/**
 * The Content tab's queries (features/categories `contentKeys`; features do not import each other):
 * every guide's categories (their topic counts) and topics show placements.
 */
const CONTENT_KEY = ['content'] as const;

export function useSharedTopics() {
  return useQuery({
    queryKey: sharedTopicKeys.list,
    queryFn: () => call<TSharedTopicListItem[]>('/shared_topics/list'),
  });
}

/** One shared topic as stored, with its translations (the form loads it afresh when it opens). */
export function useSharedTopic(id: number) {
  return useQuery({
    queryKey: sharedTopicKeys.one(id),
    queryFn: () => call<TSharedTopic>('/shared_topics/select', { query: { id_shared_topic: id } }),
  });
}

/** A mutation after which the shared topics and every guide's content are asked again. */
function useSharedMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sharedTopicKeys.all }),
        client.invalidateQueries({ queryKey: CONTENT_KEY }),
      ]),
  });
}

export function useCreateSharedTopic() {
  return useSharedMutation((body: TSharedTopicCreateRequest) =>
    call<TSharedTopic>('/shared_topics/create', { method: 'POST', body }),
  );
}

export function useModifySharedTopic() {
  return useSharedMutation((body: TSharedTopicModifyRequest) =>
    call<TSharedTopic>('/shared_topics/modify', { method: 'POST', body }),
  );
}

/** Without `confirm`, a placed shared topic answers 13 naming how many guides show it. */
export function useDeleteSharedTopic() {
  return useSharedMutation((body: TSharedTopicDeleteRequest) =>
    call<null>('/shared_topics/delete', { method: 'POST', body }),
  );
}

export function useTranslateSharedTopic() {
  return useSharedMutation((body: TSharedTopicTranslateRequest) =>
    call<TSharedTopic>('/shared_topics/translate', { method: 'PUT', body }),
  );
}

/** Places a shared topic, last, into a guide's category: the answer is the guide's new topic row. */
export function usePlaceSharedTopic() {
  return useSharedMutation((body: TSharedTopicPlaceRequest) =>
    call<TTopic>('/shared_topics/place', { method: 'POST', body }),
  );
}

export function useUnplaceSharedTopic() {
  return useSharedMutation((body: TSharedTopicUnplaceRequest) =>
    call<null>('/shared_topics/unplace', { method: 'DELETE', body }),
  );
}

/** Makes a placement the guide's own topic: the answer is the topic, no longer following. */
export function useDetachSharedTopic() {
  return useSharedMutation((body: TSharedTopicDetachRequest) =>
    call<TTopic>('/shared_topics/detach', { method: 'POST', body }),
  );
}

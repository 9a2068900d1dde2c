/**
 * /message_rules/*: the timed messages' rules (list, create, modify, delete) and the preview of a
 * text filled from a real upcoming stay; the languages a rule is written in come from its guide
 * (GET /guides/select) or, for every guide, from the workspace's guides.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGuide,
  TInvitationTemplateLanguages,
  TMessagePreview,
  TMessagePreviewRequest,
  TMessageRule,
  TMessageRuleCreateRequest,
  TMessageRuleModifyRequest,
} from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

const rulesKey = ['message-rules'] as const;

export function useMessageRules() {
  return useQuery({ queryKey: rulesKey, queryFn: () => call<TMessageRule[]>('/message_rules/list') });
}

/** The stays' queries (their messages and next messages), which a rule's change plans anew. */
const staysKey = ['invitations'] as const;

function useRefreshingMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rulesKey }),
        client.invalidateQueries({ queryKey: [...staysKey, 'list'] }),
        client.invalidateQueries({ queryKey: [...staysKey, 'messages'] }),
      ]),
  });
}

export function useCreateMessageRule() {
  return useRefreshingMutation((body: TMessageRuleCreateRequest) =>
    call<TMessageRule>('/message_rules/create', { method: 'POST', body }),
  );
}

export function useModifyMessageRule() {
  return useRefreshingMutation((body: TMessageRuleModifyRequest) =>
    call<TMessageRule>('/message_rules/modify', { method: 'PUT', body }),
  );
}

export function useDeleteMessageRule() {
  return useRefreshingMutation((id: number) =>
    call<null>('/message_rules/delete', { method: 'DELETE', body: { id_message_rule: id, comment: '' } }),
  );
}

/**
 * The languages a rule may be written in, the required one first: a guide's default language and
 * its further ones; for every guide, English and the languages of the workspace's guides.
 */
export function useRuleLanguages(idGuide: number | null) {
  const guide = useQuery({
    queryKey: ['guides', idGuide] as const,
    queryFn: () => call<TGuide>('/guides/select', { query: { id_guide: idGuide } }),
    enabled: idGuide !== null,
    select: (g) => (g.default_language ? [g.default_language, ...(g.languages ?? [])] : ['en']),
  });
  const workspace = useQuery({
    queryKey: ['invitations', 'template', 'languages'] as const,
    queryFn: () => call<TInvitationTemplateLanguages>('/invitations/template_languages'),
    enabled: idGuide === null,
    select: (answer) => answer.languages,
  });
  return idGuide === null ? workspace : guide;
}

/** A text as a guest would read it, filled from the guide's next upcoming stay (or sample values). */
export function useMessagePreview(request: TMessagePreviewRequest | null) {
  return useQuery({
    queryKey: ['message-rules', 'preview', request] as const,
    queryFn: () => call<TMessagePreview>('/message_rules/preview', { method: 'POST', body: request }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

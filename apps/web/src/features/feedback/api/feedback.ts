/**
 * /feedback/list: a guide's guest feedback with its average, count and review links;
 * /guides/review_links: the guide's Airbnb, Google and Booking.com review addresses.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFeedbackList, TReviewLinksAnswer, TReviewLinksRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const feedbackKey = (idGuide: number) => ['feedback', idGuide] as const;

export function useFeedbackList(idGuide: number) {
  return useQuery({
    queryKey: feedbackKey(idGuide),
    queryFn: () => call<TFeedbackList>('/feedback/list', { query: { id_guide: idGuide } }),
  });
}

export function useSaveReviewLinks(idGuide: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewLinksRequest) =>
      call<TReviewLinksAnswer>('/guides/review_links', { method: 'PUT', body }),
    onSuccess: (answer) =>
      client.setQueryData<TFeedbackList>(feedbackKey(idGuide), (list) =>
        list
          ? { ...list, review_links: { airbnb: answer.airbnb, google: answer.google, booking: answer.booking } }
          : list,
      ),
  });
}

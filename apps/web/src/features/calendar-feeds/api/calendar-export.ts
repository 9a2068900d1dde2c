/**
 * /calendar_export/*: the guide's stays as a secret iCal address (null until made), and a new
 * address in place of the old one, which then stops working.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarExport } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

const exportKey = (idGuide: number) => ['calendar-export', idGuide] as const;

export function useCalendarExport(idGuide: number) {
  return useQuery({
    queryKey: exportKey(idGuide),
    queryFn: () => call<TCalendarExport>('/calendar_export/get', { query: { id_guide: idGuide } }),
  });
}

export function useRegenerateCalendarExport(idGuide: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call<TCalendarExport>('/calendar_export/regenerate', { method: 'POST', body: { id_guide: idGuide } }),
    onSuccess: (answer) => client.setQueryData(exportKey(idGuide), answer),
  });
}

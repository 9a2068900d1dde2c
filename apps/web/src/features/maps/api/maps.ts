/**
 * /maps/* and /guides/active_map. Every change to a map refreshes the maps list (the
 * Number of Pins column) and that map's own query.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TActiveMap,
  TActiveMapRequest,
  TMap,
  TMapCreateRequest,
  TMapModifyRequest,
  TMapSummary,
  TMapTranslateRequest,
  TMapTranslation,
} from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const mapsKey = ['maps'] as const;
const listKey = [...mapsKey, 'list'] as const;
export const mapKey = (id: number) => [...mapsKey, 'one', id] as const;

export function listMaps(): Promise<TMapSummary[]> {
  return call<TMapSummary[]>('/maps/list');
}

export function useMaps() {
  return useQuery({ queryKey: listKey, queryFn: listMaps });
}

export function selectMap(id: number): Promise<TMap> {
  return call<TMap>('/maps/select', { query: { id_map: id } });
}

export function useMap(id: number) {
  return useQuery({ queryKey: mapKey(id), queryFn: () => selectMap(id), enabled: Number.isInteger(id) && id > 0 });
}

export function useCreateMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMapCreateRequest) => call<TMap>('/maps/create', { method: 'POST', body }),
    onSuccess: (map) => {
      client.setQueryData(mapKey(map.id_map), map);
      return client.invalidateQueries({ queryKey: listKey });
    },
  });
}

export function useModifyMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMapModifyRequest) => call<TMap>('/maps/modify', { method: 'PUT', body }),
    onSuccess: (map) => {
      // The modify answer has no translations: keep the ones shown until the refetch says which
      // of them now translate a changed original.
      client.setQueryData<TMap>(mapKey(map.id_map), (old) => ({ ...map, translations: old?.translations }));
      return Promise.all([
        client.invalidateQueries({ queryKey: listKey }),
        client.invalidateQueries({ queryKey: mapKey(map.id_map) }),
      ]);
    },
  });
}

/** Saves one language's translation of the map's title and pins; the map's query then carries it. */
export function useTranslateMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMapTranslateRequest) => call<TMapTranslation>('/maps/translate', { method: 'PUT', body }),
    onSuccess: (_answer, body) => client.invalidateQueries({ queryKey: mapKey(body.id_map) }),
  });
}

export function useDeleteMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<null>('/maps/delete', { method: 'DELETE', body: { id_map: id, comment: '' } }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: mapKey(id) });
      return client.invalidateQueries({ queryKey: listKey });
    },
  });
}

export function useSetActiveMap() {
  return useMutation({
    mutationFn: (body: TActiveMapRequest) => call<TActiveMap>('/guides/active_map', { method: 'PUT', body }),
  });
}

/** /maps/* and /guides/active_map: thin routes: schema in, service, envelope out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZActiveMap,
  ZActiveMapRequest,
  ZErrorEnvelope,
  ZMap,
  ZMapCreateRequest,
  ZMapDeleteRequest,
  ZMapModifyRequest,
  ZMapSelectQuery,
  ZMapSummary,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './maps.service.ts';

export const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['maps'], security: [{ bearer: [] }] };
  const pinsNote =
    'pins: [{ name, category, description, latitude (-90..90), longitude (-180..180) }], saved in the order given ' +
    '(position 0, 1, ...).';

  app.get(
    '/maps/list',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'The host’s maps, newest first, each with its number of pins',
        description: 'Lists the workspace’s maps, newest first, each with its number of pins.',
        response: { 200: envelopeOf(z.array(ZMapSummary)) },
      },
    },
    async (request) => envelope(await service.listMaps(deps, requireUser(request).id_workspace)),
  );

  app.get(
    '/maps/select',
    {
      config: { permission: 'guides.read' },
      schema: {
        ...common,
        summary: 'One map with its pins in order',
        description: 'Answers one map with its pins in their stored order and the translations of its texts.',
        querystring: ZMapSelectQuery,
        response: { 200: envelopeOf(ZMap), 404: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.selectMap(deps, requireUser(request).id_workspace, request.query.id_map)),
  );

  app.post(
    '/maps/create',
    {
      config: { permission: 'maps.write' },
      schema: {
        ...common,
        summary: 'Create a map with its pins',
        description: pinsNote,
        body: ZMapCreateRequest,
        response: { 201: envelopeOf(ZMap), 422: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const map = await service.createMap(deps, requireUser(request).id_workspace, request.body);
      return reply.status(201).send(envelope(map));
    },
  );

  app.put(
    '/maps/modify',
    {
      config: { permission: 'maps.write' },
      schema: {
        ...common,
        summary: 'Replace a map’s title and all its pins (one transaction)',
        description: pinsNote,
        body: ZMapModifyRequest,
        response: { 200: envelopeOf(ZMap), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyMap(deps, requireUser(request).id_workspace, request.body)),
  );

  app.delete(
    '/maps/delete',
    {
      config: { permission: 'maps.write' },
      schema: {
        ...common,
        summary: 'Delete a map and its pins; guides that showed it show no map',
        description: 'Deletes a map and its pins; guides that showed it as their active map show no map.',
        body: ZMapDeleteRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.deleteMap(deps, requireUser(request).id_workspace, request.body.id_map);
      return envelope(null);
    },
  );

  app.put(
    '/guides/active_map',
    {
      config: { permission: 'maps.write' },
      schema: {
        ...common,
        tags: ['maps', 'guides'],
        summary: 'Set the map a guide shows its guests (id_map null: Disable Map)',
        description: 'Both the guide and the map must be the host’s; otherwise 01.',
        body: ZActiveMapRequest,
        response: { 200: envelopeOf(ZActiveMap), 404: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.setActiveMap(deps, requireUser(request).id_workspace, request.body)),
  );
};

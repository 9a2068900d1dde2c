/**
 * /public/* (sign-up, verification, sign-in, password recovery) and /users/* (the
 * signed-in account). Sign-in and the calls that send mail are rate-limited per client
 * address and per e-mail address (RATE_LIMIT_PER_MINUTE), so guessing passwords or flooding an
 * inbox stays slow.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  ZEmailOnlyRequest,
  ZErrorEnvelope,
  ZLoginRequest,
  ZLoginResult,
  ZPasswordChangeRequest,
  ZPasswordResetRequest,
  ZProfileUpdateRequest,
  ZRegisterRequest,
  ZUser,
  ZVerificationQuery,
} from '@guidebook/contract';
import { envelope } from '../../plugins/envelope.ts';
import { requireSession, requireUser } from '../../plugins/auth.ts';
import { perAddressLimit, perEmailLimit } from '../../plugins/rate-limits.ts';
import * as service from './auth.service.ts';
import { presentUser } from './auth.presenter.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const max = app.deps.config.rateLimitPerMinute;
  const perAddress = perAddressLimit(max);
  const publicDocs = { tags: ['auth'] };
  const userDocs = { tags: ['users'], security: [{ bearer: [] }] };
  const limited = { 429: ZErrorEnvelope };
  // The account and its sessions are changed by the person, never by an API token (plugins/auth.ts).
  // They concern the account, not a workspace: a stale X-Workspace header does not stop them.
  const sessionOnly = {
    apiTokens: 'never' as const,
    permission: 'account' as const,
    workspaceHeader: 'ignore' as const,
  };

  app.post(
    '/public/register',
    {
      config: perAddress,
      preHandler: perEmailLimit(app, max),
      schema: {
        ...publicDocs,
        summary: 'Create an unverified account and e-mail a confirmation link',
        description:
          'E-mails {PUBLIC_URL}/public/register_confirm?vc={code}&vi={id}. The link works once and expires ' +
          '(VERIFICATION_TTL_HOURS, default 24). An address already registered, in any letter case, answers 13.',
        body: ZRegisterRequest,
        response: { 201: envelopeOf(z.null()), 409: ZErrorEnvelope, 422: ZErrorEnvelope, ...limited },
      },
    },
    async (request, reply) => {
      await service.register(deps, request.body, request.language);
      return reply.status(201).send(envelope(null));
    },
  );

  app.get(
    '/public/register_verification',
    {
      schema: {
        ...publicDocs,
        summary: 'Confirm an e-mail address with the emailed vc and vi',
        description: 'Answers 00 once; an unknown, used or expired pair answers 01.',
        querystring: ZVerificationQuery,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.verifyEmail(deps, request.query);
      return envelope(null);
    },
  );

  app.post(
    '/public/register_resend',
    {
      config: perAddress,
      preHandler: perEmailLimit(app, max),
      schema: {
        ...publicDocs,
        summary: 'E-mail a new confirmation link to an unverified account',
        description:
          'Always answers 00, whether or not the address exists. A new link replaces every earlier unused one.',
        body: ZEmailOnlyRequest,
        response: { 200: envelopeOf(z.null()), 422: ZErrorEnvelope, ...limited },
      },
    },
    async (request) => {
      await service.resendVerification(deps, request.body);
      return envelope(null);
    },
  );

  app.post(
    '/public/login',
    {
      config: perAddress,
      preHandler: perEmailLimit(app, max),
      schema: {
        ...publicDocs,
        summary: 'Sign in: a bearer token for the Authorization header',
        description:
          'Wrong e-mail or password answers 40 (the same for both); a correct password on an unverified ' +
          'account answers 43.',
        body: ZLoginRequest,
        response: {
          200: envelopeOf(ZLoginResult),
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          422: ZErrorEnvelope,
          ...limited,
        },
      },
    },
    async (request) => envelope(await service.login(deps, request.body)),
  );

  app.post(
    '/public/password_recover',
    {
      config: perAddress,
      preHandler: perEmailLimit(app, max),
      schema: {
        ...publicDocs,
        summary: 'E-mail a password reset link',
        description:
          'Always answers 00, whether or not the address exists. The link is ' +
          '{PUBLIC_URL}/public/password_recover?vc=..&vi=..; a new link replaces earlier unused ones.',
        body: ZEmailOnlyRequest,
        response: { 200: envelopeOf(z.null()), 422: ZErrorEnvelope, ...limited },
      },
    },
    async (request) => {
      await service.recoverPassword(deps, request.body);
      return envelope(null);
    },
  );

  app.post(
    '/public/password_reset',
    {
      schema: {
        ...publicDocs,
        summary: 'Choose a new password with the emailed vc and vi',
        description:
          'Signs the account out everywhere (every session is revoked) and marks the address verified. ' +
          'An unknown, used or expired pair answers 01.',
        body: ZPasswordResetRequest,
        response: { 200: envelopeOf(z.null()), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.resetPassword(deps, request.body);
      return envelope(null);
    },
  );

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      config: { permission: 'account' },
      schema: {
        ...userDocs,
        summary: 'The signed-in account, with its role and permissions in the workspace acted in',
        description:
          'Answers the account the bearer token belongs to, the workspace the call acts in (X-Workspace or the caller’s own), and the role and permissions it has there.',
        response: { 200: envelopeOf(ZUser), 401: ZErrorEnvelope },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      return envelope(presentUser(auth, auth.workspace));
    },
  );

  app.post(
    '/users/logout',
    {
      onRequest: app.authenticate,
      config: sessionOnly,
      schema: {
        ...userDocs,
        summary: 'Sign out: revokes this token',
        description:
          'Revokes the session token the call is made with, so every later call with it answers 40; other sessions of the account stay signed in.',
        response: { 200: envelopeOf(z.null()), 401: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.logout(deps, requireSession(request));
      return envelope(null);
    },
  );

  app.put(
    '/users/modify',
    {
      onRequest: app.authenticate,
      config: sessionOnly,
      schema: {
        ...userDocs,
        summary: 'Change the account’s name and last name',
        description: 'Saves the signed-in account’s first and last name and answers the updated account.',
        body: ZProfileUpdateRequest,
        response: { 200: envelopeOf(ZUser), 401: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    },
    async (request) => envelope(await service.modifyProfile(deps, requireUser(request), request.body)),
  );

  app.put(
    '/users/password',
    {
      onRequest: app.authenticate,
      config: { ...perAddress, ...sessionOnly },
      schema: {
        ...userDocs,
        summary: 'Change the password (needs the current one)',
        description:
          'A wrong current password answers 12 on the field current_password. Every other session of the ' +
          'account is revoked; the one making this call stays signed in.',
        body: ZPasswordChangeRequest,
        response: { 200: envelopeOf(z.null()), 401: ZErrorEnvelope, 422: ZErrorEnvelope, ...limited },
      },
    },
    async (request) => {
      await service.changePassword(deps, requireSession(request), request.body);
      return envelope(null);
    },
  );
};

/**
 * The language of every answer. A signed-in call answers in the account's language; a call without
 * an account in the best match of its Accept-Language; an Accept-Language a signed-in caller sends
 * wins over the account's (an API client asking for its own; the admin app sends the account's).
 * English otherwise. Every envelope passes here on its way out: RES_MESSAGE, RES_OTHERS.RES_MESSAGE
 * and each RES_OTHERS.FIELDS message are put into that language (lib/languages.ts localize), and the
 * answer says which in Content-Language.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@guidebook/contract';
import { acceptedLanguage, catalogLanguage, localize } from '../lib/languages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (a catalog language: "en", "fr", …). */
    readonly language: string;
  }
}

export function requestLanguage(request: FastifyRequest): string {
  const asked = acceptedLanguage(request.headers['accept-language']);
  if (asked) return asked;
  return catalogLanguage(request.auth?.language) ?? 'en';
}

type Envelope = {
  RES_CODE: string;
  RES_MESSAGE?: unknown;
  RES_OTHERS?: { RES_MESSAGE?: unknown; FIELDS?: Record<string, unknown> } | null;
};

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && 'RES_CODE' in payload && 'RES_MESSAGE' in payload;

/** "name: Required." (a malformed field's message, prefixed by the field) keeps its prefix. */
function localizeText(text: unknown, language: string): unknown {
  if (typeof text !== 'string' || text === '' || text === MESSAGES.generic.ok) return text;
  const whole = localize(text, language);
  if (whole !== text) return whole;
  const prefixed = /^([\w.[\]]+): ([\s\S]+)$/.exec(text);
  if (prefixed) {
    const rest = localize(prefixed[2]!, language);
    if (rest !== prefixed[2]) return `${prefixed[1]}: ${rest}`;
  }
  return text;
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return requestLanguage(this);
    },
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    const language = request.language;
    reply.header('content-language', language);
    if (language === 'en') return payload;
    const others = payload.RES_OTHERS;
    return {
      ...payload,
      RES_MESSAGE: localizeText(payload.RES_MESSAGE, language),
      RES_OTHERS: others && {
        ...others,
        ...(others.RES_MESSAGE !== undefined && { RES_MESSAGE: localizeText(others.RES_MESSAGE, language) }),
        ...(others.FIELDS && {
          FIELDS: Object.fromEntries(
            Object.entries(others.FIELDS).map(([field, text]) => [field, localizeText(text, language)]),
          ),
        }),
      },
    };
  });
}

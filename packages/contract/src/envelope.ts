/** The response envelope every JSON call answers with, and its codes. */
import { z } from 'zod';

export const RES_CODES = {
  OK: '00',
  NOT_FOUND: '01',
  BAD_REQUEST: '10',
  VALIDATION: '12',
  CONFLICT: '13',
  UNAUTHENTICATED: '40',
  FORBIDDEN: '43',
  RATE_LIMITED: '44',
  PAYLOAD_TOO_LARGE: '45',
  INTERNAL: '99',
} as const;

export type TResCode = (typeof RES_CODES)[keyof typeof RES_CODES];

/** HTTP status that goes with each code. */
export const HTTP_STATUS_OF_CODE: Record<TResCode, number> = {
  '00': 200,
  '01': 404,
  '10': 400,
  '12': 422,
  '13': 409,
  '40': 401,
  '43': 403,
  '44': 429,
  '45': 413,
  '99': 500,
};

export const ZResOthers = z.object({
  ERROR_FLAG: z.union([z.literal(0), z.literal(1)]),
  RES_MESSAGE: z.string(),
  FIELDS: z.record(z.string(), z.string()).optional(),
  REQUEST_ID: z.string().optional(),
  /** Paged lists: the total count and the page answered. */
  TOTAL: z.number().optional(),
  /** Paged searches: more matched than TOTAL, which is the count's cap. */
  TOTAL_CAPPED: z.boolean().optional(),
  PAGE: z.number().optional(),
  PAGE_SIZE: z.number().optional(),
});

/** Wraps a result schema in the envelope, for route response schemas and the web client. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    RES_CODE: z.string(),
    RES_MESSAGE: z.string(),
    RES_RESULT: result,
    RES_OTHERS: ZResOthers,
  });
}

export const ZErrorEnvelope = envelopeOf(z.null());

export type TEnvelope<T> = {
  RES_CODE: string;
  RES_MESSAGE: string;
  RES_RESULT: T;
  RES_OTHERS: z.infer<typeof ZResOthers>;
};

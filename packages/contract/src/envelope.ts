/** The response envelope every JSON call answers with; its codes and their HTTP statuses are in result-codes.ts. */
import { z } from 'zod';
import { RES_CODE_VALUES, type TResCode } from './result-codes.ts';

/** RES_CODE: one of the codes in result-codes.ts (the one list of codes and their HTTP statuses). */
export const ZResCode = z.enum(RES_CODE_VALUES);

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
    RES_CODE: ZResCode,
    RES_MESSAGE: z.string(),
    RES_RESULT: result,
    RES_OTHERS: ZResOthers,
  });
}

export const ZErrorEnvelope = envelopeOf(z.null());

export type TEnvelope<T> = {
  RES_CODE: TResCode;
  RES_MESSAGE: string;
  RES_RESULT: T;
  RES_OTHERS: z.infer<typeof ZResOthers>;
};

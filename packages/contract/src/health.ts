import { z } from 'zod';
export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });

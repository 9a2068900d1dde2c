/**
 * POST /guides/bulk: one action on many guides at once, the chosen ones (`id_guides`) or all that
 * match the list's filter (`filter`), all or nothing. Each action is a row of
 * GUIDES_BULK_ACTION_FIELDS: its name and the schema of the fields it takes besides the guides, so
 * a new action is a new row here and in the server's table of handlers.
 */
import { z } from 'zod';
import { ZId, zInteger } from './common.ts';
import { MESSAGES } from './constants.ts';
import { GUIDE_LIST, ZGuideListQuery } from './guides.ts';

const m = MESSAGES.bulk;

export const GUIDES_BULK = {
  /** Guides one call acts on (the chosen ones, or all that match). */
  MAX_GUIDES: 2000,
  /** Guides one call duplicates: each copy carries all of its guide's content. */
  MAX_DUPLICATES: 50,
} as const;

/** A tag a bulk action adds or removes: trimmed, 1 to GUIDE_LIST.TAG_MAX characters. */
const ZBulkTag = z
  .string({ error: m.tagRequired })
  .transform((tag) => tag.trim())
  .pipe(
    z
      .string()
      .min(1, MESSAGES.guidesList.tagEmpty)
      .max(GUIDE_LIST.TAG_MAX, MESSAGES.guidesList.tagTooLong(GUIDE_LIST.TAG_MAX)),
  );

/** Each action and the fields it takes besides the guides. */
export const GUIDES_BULK_ACTION_FIELDS = {
  add_tag: z.object({ tag: ZBulkTag }),
  remove_tag: z.object({ tag: ZBulkTag }),
  apply_branding: z.object({}),
  duplicate: z.object({}),
  /** `confirm`: the number of guides the call deletes; without it (or another number) nothing is deleted (13). */
  delete: z.object({ confirm: z.number().optional() }),
  /**
   * Places the shared topic last in each guide's category named `category` (each guide must have one),
   * else in each guide's first category; guides that already show it are left as they are.
   */
  place_shared_topic: z.object({
    id_shared_topic: ZId,
    category: z.string().trim().min(1).max(120, MESSAGES.guide.maxLength(120)).optional(),
  }),
} as const;

export type TGuidesBulkAction = keyof typeof GUIDES_BULK_ACTION_FIELDS;
export const GUIDES_BULK_ACTIONS = Object.keys(GUIDES_BULK_ACTION_FIELDS) as [
  TGuidesBulkAction,
  ...TGuidesBulkAction[],
];

/** The list's filter, meaning "every guide that matches" (an empty filter: every guide the caller may see). */
export const ZGuidesBulkFilter = z.object(
  { q: ZGuideListQuery.shape.q, tag: ZGuideListQuery.shape.tag },
  { error: m.filterInvalid },
);
export type TGuidesBulkFilter = z.infer<typeof ZGuidesBulkFilter>;

export const ZGuidesBulkRequest = z
  .object({
    action: z.enum(GUIDES_BULK_ACTIONS, { error: m.actionInvalid(GUIDES_BULK_ACTIONS.join(', ')) }),
    id_guides: z
      .array(ZId, { error: m.guidesInvalid })
      .min(1, m.guidesEmpty)
      .max(GUIDES_BULK.MAX_GUIDES, m.tooMany(GUIDES_BULK.MAX_GUIDES))
      .optional(),
    filter: ZGuidesBulkFilter.optional(),
    /** add_tag, remove_tag: the tag. */
    tag: z.string().optional(),
    /** delete: the number of guides it deletes. */
    confirm: zInteger({ message: m.confirmInvalid }).optional(),
    /** place_shared_topic: the shared topic, and the name of the category it goes into (absent: the first). */
    id_shared_topic: ZId.optional(),
    category: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.id_guides === undefined) === (body.filter === undefined))
      ctx.addIssue({ code: 'custom', path: ['id_guides'], message: m.idsOrFilter });
    const fields = GUIDES_BULK_ACTION_FIELDS[body.action].safeParse(body);
    if (!fields.success)
      for (const issue of fields.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type TGuidesBulkRequest = z.input<typeof ZGuidesBulkRequest>;
export type TGuidesBulkInput = z.output<typeof ZGuidesBulkRequest>;

/** How many guides changed, and which (for duplicate: the copies). */
export const ZGuidesBulkResult = z.object({
  action: z.enum(GUIDES_BULK_ACTIONS),
  changed: z.number(),
  id_guides: z.array(z.number()),
});
export type TGuidesBulkResult = z.infer<typeof ZGuidesBulkResult>;

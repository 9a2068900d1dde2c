/**
 * One action on many guides (POST /guides/bulk): the chosen guides, or every guide the caller may see
 * that matches the list's filter. All or nothing: every guide is checked before anything changes, and
 * each action's change is one transaction (one statement) in the module that owns it, so a refused
 * guide refuses the whole call with a message naming it. Each action is a row of BULK_ACTIONS: the
 * contract's schema of its fields, the permission its single-guide call needs, and its handler.
 */
import {
  GUIDES_BULK,
  GUIDES_BULK_ACTION_FIELDS,
  MESSAGES,
  RESULT,
  type TGuidesBulkAction,
  type TGuidesBulkInput,
  type TGuidesBulkResult,
  type TPermission,
  type TRole,
} from '@guidebook/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { GuideScope } from '../../lib/owned.ts';
import { addTagToGuides, deleteGuides, matchingGuideIds, removeTagFromGuides } from '../guides/guides.service.ts';
import { duplicateGuides } from '../guide-transfer/guide-transfer.service.ts';
import { useWorkspaceBrandingMany } from '../share/share.service.ts';
import { placeSharedTopicInGuides } from '../shared-topics/shared-topics.service.ts';
import { existingGuideIds } from '../team/team.service.ts';

/** Who acts: the workspace, their role and permissions there, and the guides they work on (null: all). */
export type BulkCaller = {
  id_workspace: number;
  role: TRole;
  permissions: readonly TPermission[];
  guides: GuideScope;
};

type FieldsOf<K extends TGuidesBulkAction> = z.output<(typeof GUIDES_BULK_ACTION_FIELDS)[K]>;

/** An action: the permission of its single-guide call, its limits, and what it does to the guides. */
export type BulkAction<K extends TGuidesBulkAction> = {
  /** The fields the action takes besides the guides (the contract's row, checked with the request). */
  fields: (typeof GUIDES_BULK_ACTION_FIELDS)[K];
  permission: TPermission;
  /** The most guides one call takes (default GUIDES_BULK.MAX_GUIDES). */
  max?: number;
  /** The call must say how many guides it acts on (`confirm`), else 13 naming the number. */
  confirm?: boolean;
  /** Changes the guides (all or nothing) and answers the ids it changed or made. */
  run: (deps: Deps, idWorkspace: number, ids: readonly number[], fields: FieldsOf<K>) => Promise<number[]>;
};

export const BULK_ACTIONS: { [K in TGuidesBulkAction]: BulkAction<K> } = {
  add_tag: {
    fields: GUIDES_BULK_ACTION_FIELDS.add_tag,
    permission: 'guides.write',
    run: (deps, ws, ids, { tag }) => addTagToGuides(deps, ws, ids, tag),
  },
  remove_tag: {
    fields: GUIDES_BULK_ACTION_FIELDS.remove_tag,
    permission: 'guides.write',
    run: (deps, ws, ids, { tag }) => removeTagFromGuides(deps, ws, ids, tag),
  },
  apply_branding: {
    fields: GUIDES_BULK_ACTION_FIELDS.apply_branding,
    permission: 'share.write',
    run: (deps, ws, ids) => useWorkspaceBrandingMany(deps, ws, ids),
  },
  duplicate: {
    fields: GUIDES_BULK_ACTION_FIELDS.duplicate,
    permission: 'guides.create',
    max: GUIDES_BULK.MAX_DUPLICATES,
    run: (deps, ws, ids) => duplicateGuides(deps, ws, ids),
  },
  delete: {
    fields: GUIDES_BULK_ACTION_FIELDS.delete,
    permission: 'guides.delete',
    confirm: true,
    run: (deps, ws, ids) => deleteGuides(deps, ws, ids),
  },
  place_shared_topic: {
    fields: GUIDES_BULK_ACTION_FIELDS.place_shared_topic,
    permission: 'topics.write',
    run: (deps, ws, ids, fields) => placeSharedTopicInGuides(deps, ws, ids, fields),
  },
};

/** The 43 of a caller whose role lacks the action's permission (as its single-guide call answers). */
function requirePermission(caller: BulkCaller, permission: TPermission): void {
  if (caller.permissions.includes(permission)) return;
  if (permission === 'guides.create' && caller.guides !== null)
    throw new AppError(RESULT.FORBIDDEN, MESSAGES.team.scopeCannotCreate);
  throw new AppError(RESULT.FORBIDDEN, MESSAGES.team.roleCannot(caller.role, permission));
}

/**
 * The guides the call acts on: the chosen ones (each the workspace's and in the caller's guides, else
 * 01 naming the first that is not, like a guide that does not exist), or every one the filter matches
 * among the caller's guides; 12 when more than `max`.
 */
async function targetsOf(deps: Deps, caller: BulkCaller, input: TGuidesBulkInput, max: number): Promise<number[]> {
  const ws = caller.id_workspace;
  if (input.id_guides === undefined) {
    const ids = await matchingGuideIds(deps, ws, input.filter ?? {}, caller.guides, max);
    if (ids.length > max) throw AppError.invalid('filter', MESSAGES.bulk.tooMany(max));
    return ids;
  }
  const ids = [...new Set(input.id_guides)];
  if (ids.length > max) throw AppError.invalid('id_guides', MESSAGES.bulk.tooMany(max));
  const allowed = caller.guides === null ? null : new Set(caller.guides);
  const outside = allowed && ids.find((id) => !allowed.has(id));
  if (outside) throw AppError.notFound(MESSAGES.bulk.guideNotFound(outside));
  const found = new Set(await existingGuideIds(deps, ws, ids));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw AppError.notFound(MESSAGES.bulk.guideNotFound(missing));
  return ids;
}

async function runAction<K extends TGuidesBulkAction>(
  deps: Deps,
  caller: BulkCaller,
  key: K,
  input: TGuidesBulkInput,
): Promise<TGuidesBulkResult> {
  const action: BulkAction<K> = BULK_ACTIONS[key];
  requirePermission(caller, action.permission);
  const fields = action.fields.parse(input) as FieldsOf<K>;
  const ids = await targetsOf(deps, caller, input, action.max ?? GUIDES_BULK.MAX_GUIDES);
  if (ids.length === 0) return { action: key, changed: 0, id_guides: [] };
  if (action.confirm && input.confirm !== ids.length)
    throw new AppError(RESULT.CONFLICT, MESSAGES.bulk.confirmDelete(ids.length));
  const changed = await action.run(deps, caller.id_workspace, ids, fields);
  return { action: key, changed: changed.length, id_guides: changed };
}

/** Runs the request's action on its guides, all or nothing; answers how many changed. */
export function bulkAction(deps: Deps, caller: BulkCaller, input: TGuidesBulkInput): Promise<TGuidesBulkResult> {
  return runAction(deps, caller, input.action, input);
}

/**
 * The `invitation.*` webhook events of stays, recorded in the transaction that changes them: the
 * stay's current fields and the guest's e-mail, never its door code or link. Deleting stays, one or
 * a guide's, goes through `deleteStays`, so every way of deleting one tells integrations the same.
 * Imports no other module's service: the guides service deletes through it.
 */
import type { TWebhookEventData } from '@guidebook/contract';
import type { Db } from '../../db/client.ts';
import type { Transaction } from '../../db/job-sql.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordWebhookEvent, webhookEventsRecorded, webhookSubscribed } from '../webhooks/webhook-events.ts';
import * as repo from './invitations.repository.ts';
import { invitationStatus } from './invitations.presenter.ts';

type StayEventType = 'invitation.created' | 'invitation.updated' | 'invitation.cancelled';

/** A stay as its events carry it, its status at `now`. */
function stayData(stay: repo.StayEventRow, now: Date): TWebhookEventData<'invitation.created'>['invitation'] {
  return {
    id_invitation: stay.id_invitation,
    id_guide: stay.id_guide,
    guest_name: stay.guest_name,
    guest_email: stay.guest_email,
    guest_phone: stay.guest_phone,
    status: invitationStatus(stay, now),
    check_in: stay.check_in.toISOString(),
    check_out: stay.check_out.toISOString(),
    access_from: stay.access_from.toISOString(),
    access_to: stay.access_to.toISOString(),
    guests: stay.guests,
    reference: stay.reference,
    language: stay.language,
    source: stay.source,
    date_created: stay.date_created.toISOString(),
  };
}

const selectionSize = (which: repo.StaySelection) =>
  'ids' in which ? which.ids.length : 'guides' in which ? which.guides.length : which.uids.length;

/** Records `type` for each of these stays as they are now in `tx`. */
export async function recordStayEvents(
  deps: Deps,
  tx: Transaction,
  idWorkspace: number,
  type: StayEventType,
  which: repo.StaySelection,
): Promise<void> {
  if (selectionSize(which) === 0) return;
  // One read when no hook wants it: an import of 2,000 stays builds no event.
  if (!(await webhookSubscribed(tx, idWorkspace, type))) return;
  const now = deps.now();
  for (const stay of await repo.stayEventRows(tx as unknown as Db, idWorkspace, which))
    await recordWebhookEvent(deps, tx, idWorkspace, type, { invitation: stayData(stay, now) });
}

/**
 * Runs `remove` (a delete of stays, or of the guides that hold them) in one transaction with the
 * `invitation.cancelled` events of the stays `which` names that it deleted and that were not
 * cancelled already, each with `deleted_at`: the stays are read before `remove` runs (afterwards
 * they are gone) and an event is recorded only for those no longer there after it, so a delete that
 * fails or finds nothing tells nobody anything. Answers what `remove` answers.
 */
export async function deleteStays<R>(
  deps: Deps,
  idWorkspace: number,
  which: repo.StaySelection,
  remove: (tx: Transaction) => Promise<R>,
): Promise<R> {
  const result = await deps.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const subscribed = selectionSize(which) > 0 && (await webhookSubscribed(tx, idWorkspace, 'invitation.cancelled'));
    // A guide's stays are read under a lock of the guide, so none is added between this read and the delete.
    if (subscribed && 'guides' in which) await repo.lockGuidesForStays(db, idWorkspace, which.guides);
    const stays = subscribed
      ? (await repo.stayEventRows(db, idWorkspace, which)).filter((stay) => !stay.cancelled_at)
      : [];
    const answer = await remove(tx);
    if (stays.length === 0) return answer;
    const left = new Set(
      await repo.existingStayIds(
        db,
        idWorkspace,
        stays.map((stay) => stay.id_invitation),
      ),
    );
    const now = deps.now();
    for (const stay of stays) {
      if (left.has(stay.id_invitation)) continue;
      await recordWebhookEvent(deps, tx, idWorkspace, 'invitation.cancelled', {
        invitation: { ...stayData(stay, now), status: 'Cancelled', deleted_at: now.toISOString() },
      });
    }
    return answer;
  });
  webhookEventsRecorded(deps);
  return result;
}

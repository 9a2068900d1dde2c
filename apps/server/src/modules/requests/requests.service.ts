/**
 * Guest requests. A workspace's request types say what a stay's guest may ask for; the guest asks
 * through the stay's personal link while its access window is open (at most REQUEST.OPEN_PER_STAY
 * pending at once), and the host answers in the inbox. The host is e-mailed when a request arrives
 * (in the account's language), the guest when it is answered and the stay has an e-mail (in the
 * stay's language). Every write is one transaction with the stay locked: the request, the stay's
 * move, its timed messages planned again (messages.service planStayMessages) and the e-mails queued
 * in the outbox.
 *
 * Moving a stay: an approved early check-in moves check-in to the requested time on the check-in
 * day, and the access window's start and a door-code release by as much; an approved late check-out
 * moves check-out to the requested time on the check-out day, and the window's end by as much. Both
 * are refused (13) while another live stay of the guide overlaps the new times.
 *
 * Automatic approval: a type that needs no approval is approved when sent; an early check-in with
 * `auto_approve` when no other stay of the guide ends on the check-in day, a late check-out when none
 * starts on the check-out day. A request that cannot be approved so stays pending for the host.
 *
 * Webhooks: `request.created` and `request.answered` (an approval without the host records both) are
 * recorded in the same transaction, with the request's fields and the guest's e-mail (never a door
 * code); a moved stay is also `invitation.updated`.
 */
import {
  instantToLocal,
  localToInstant,
  MESSAGES,
  REQUEST,
  RESULT,
  type TGuestRequests,
  type TRequest,
  type TRequestKind,
  type TRequestStatus,
  type TRequestType,
  type TRole,
  type ZGuestRequestCreate,
  type ZRequestAnswerRequest,
  type ZRequestListQuery,
  type ZRequestTypeCreateRequest,
  type ZRequestTypeModifyRequest,
} from '@guidebook/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Transaction } from '../../db/job-sql.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogLanguage } from '../../lib/languages.ts';
import { withinScope, type GuideScope } from '../../lib/owned.ts';
import { queueMail } from '../../mail/outbox.ts';
import { forGuests } from '../white-label/white-label.service.ts';
import { requireGuide } from '../guides/guides.service.ts';
import { invitationLink, invitationStatus } from '../invitations/invitations.presenter.ts';
import { guideLinkBase } from '../share/public-link.ts';
import { recordStayEvents } from '../invitations/invitations.service.ts';
import { planStayMessages, stayMessagesChanged } from '../messages/messages.service.ts';
import { recordWebhookEvent, webhookEventsRecorded } from '../webhooks/webhook-events.ts';
import { guestAnswerMail, hostRequestMail, type RequestMailValues } from './request-mail.ts';
import * as repo from './requests.repository.ts';
import {
  asKind,
  presentGuestRequest,
  presentGuestType,
  presentRequest,
  presentType,
  typeText,
} from './requests.presenter.ts';

type TypeCreateInput = z.output<typeof ZRequestTypeCreateRequest>;
type TypeModifyInput = z.output<typeof ZRequestTypeModifyRequest>;
type ListInput = z.output<typeof ZRequestListQuery>;
type AnswerInput = z.output<typeof ZRequestAnswerRequest>;
type GuestInput = z.output<typeof ZGuestRequestCreate>;

/** Who is asking: the workspace, the account, its role and the guides a member is limited to. */
export type RequestCaller = {
  id_workspace: number;
  id_user: number;
  role: TRole;
  guides: GuideScope;
  /** The caller's language (names and statuses are answered in it). */
  language: string;
};

const m = MESSAGES.requests;
const typeNotFound = () => AppError.notFound(m.typeNotFound);
const requestNotFound = () => AppError.notFound(m.notFound);

// ---- Request types -------------------------------------------------------------------------------

export async function listTypes(deps: Deps, caller: RequestCaller): Promise<TRequestType[]> {
  const rows = await repo.listTypes(deps.database.db, caller.id_workspace);
  return rows.map((row) => presentType(row, caller.language));
}

async function selectType(deps: Deps, caller: RequestCaller, idType: number): Promise<TRequestType> {
  const row = await repo.findType(deps.database.db, caller.id_workspace, idType);
  if (!row) throw typeNotFound();
  return presentType(row, caller.language);
}

/** The offered guides must all be the workspace's (01 otherwise, like any id of another account). */
async function checkGuides(deps: Deps, idWorkspace: number, ids: number[] | null): Promise<number[] | null> {
  if (ids === null) return null;
  const unique = [...new Set(ids)];
  const owned = await repo.ownedGuides(deps.database.db, idWorkspace, unique);
  if (owned.length !== unique.length) throw AppError.notFound(MESSAGES.guide.notFound);
  return unique;
}

export async function createType(deps: Deps, caller: RequestCaller, input: TypeCreateInput): Promise<TRequestType> {
  const guides = await checkGuides(deps, caller.id_workspace, input.guides);
  if ((await repo.countTypes(deps.database.db, caller.id_workspace)) >= REQUEST.TYPES_MAX)
    throw new AppError(RESULT.CONFLICT, m.typesTooMany(REQUEST.TYPES_MAX));
  const id = await repo.createType(deps.database.db, caller.id_workspace, {
    kind: input.kind,
    texts: input.texts,
    price_text: input.price_text,
    needs_approval: input.needs_approval,
    auto_approve: input.auto_approve,
    enabled: input.enabled,
    guides,
  });
  return selectType(deps, caller, id);
}

export async function modifyType(deps: Deps, caller: RequestCaller, input: TypeModifyInput): Promise<TRequestType> {
  const before = await repo.findType(deps.database.db, caller.id_workspace, input.id_request_type);
  if (!before) throw typeNotFound();
  const changes: repo.TypeChanges = {};
  if (input.texts !== undefined) changes.texts = input.texts;
  if (input.kind !== undefined) changes.kind = input.kind;
  if (input.price_text !== undefined) changes.price_text = input.price_text;
  if (input.needs_approval !== undefined) changes.needs_approval = input.needs_approval;
  if (input.auto_approve !== undefined) changes.auto_approve = input.auto_approve;
  if (input.enabled !== undefined) changes.enabled = input.enabled;
  if (input.guides !== undefined) changes.guides = await checkGuides(deps, caller.id_workspace, input.guides);
  if (!(await repo.updateType(deps.database.db, caller.id_workspace, before.id_request_type, changes, deps.now())))
    throw typeNotFound();
  return selectType(deps, caller, before.id_request_type);
}

export async function deleteType(deps: Deps, caller: RequestCaller, idType: number): Promise<void> {
  if (!(await repo.deleteType(deps.database.db, caller.id_workspace, idType, deps.now()))) throw typeNotFound();
}

// ---- Times ---------------------------------------------------------------------------------------

const nextDay = (date: string): string => {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
};

/** The local day (YYYY-MM-DD) of an instant in the guide's timezone, and that day's bounds. */
function dayOf(instant: Date, timeZone: string): { date: string; start: Date; end: Date } {
  const date = instantToLocal(instant, timeZone).slice(0, 10);
  return {
    date,
    start: localToInstant(`${date}T00:00`, timeZone),
    end: localToInstant(`${nextDay(date)}T00:00`, timeZone),
  };
}

/** The stay's times once the request is approved; null for a kind that moves nothing. */
function movedStay(stay: repo.StayRow, kind: TRequestKind, time: string | null): repo.StayMove | null {
  if (time === null || kind === 'other') return null;
  const timeZone = stay.timezone ?? 'UTC';
  if (kind === 'early_check_in') {
    const checkIn = localToInstant(`${dayOf(stay.check_in, timeZone).date}T${time}`, timeZone);
    const by = checkIn.getTime() - stay.check_in.getTime();
    return {
      check_in: checkIn,
      access_from: new Date(stay.access_from.getTime() + by),
      door_code_from: stay.door_code_from && new Date(stay.door_code_from.getTime() + by),
    };
  }
  const checkOut = localToInstant(`${dayOf(stay.check_out, timeZone).date}T${time}`, timeZone);
  const by = checkOut.getTime() - stay.check_out.getTime();
  return { check_out: checkOut, access_to: new Date(stay.access_to.getTime() + by) };
}

/**
 * Whether a request of `kind` can still be asked for at `now`: an early check-in until check-in, a late
 * check-out until check-out (a personal link stays open some hours after it).
 */
function stillAskable(stay: { check_in: Date; check_out: Date }, kind: TRequestKind, now: Date): boolean {
  if (kind === 'early_check_in') return now < stay.check_in;
  if (kind === 'late_check_out') return now < stay.check_out;
  return true;
}

/**
 * The type must still be askable (12 on id_request_type otherwise), and the requested time must move
 * the stay the way its kind says (12 on requested_time otherwise).
 */
function checkRequestedTime(stay: repo.StayRow, kind: TRequestKind, time: string | null, now: Date): void {
  if (!stillAskable(stay, kind, now))
    throw AppError.invalid('id_request_type', kind === 'early_check_in' ? m.checkInPassed : m.checkOutPassed);
  if (kind === 'other') return;
  if (time === null) throw AppError.invalid('requested_time', m.timeRequired);
  const timeZone = stay.timezone ?? 'UTC';
  const move = movedStay(stay, kind, time)!;
  if (kind === 'early_check_in' && move.check_in! >= stay.check_in)
    throw AppError.invalid('requested_time', m.earlyTimeInvalid(instantToLocal(stay.check_in, timeZone).slice(11)));
  if (kind === 'late_check_out' && move.check_out! <= stay.check_out)
    throw AppError.invalid('requested_time', m.lateTimeInvalid(instantToLocal(stay.check_out, timeZone).slice(11)));
}

/** Refuses (13) when another live stay of the guide overlaps the moved stay. */
async function checkOverlap(db: Db, stay: repo.StayRow, move: repo.StayMove): Promise<boolean> {
  const from = move.check_in ?? stay.check_in;
  const to = move.check_out ?? stay.check_out;
  const other = await repo.overlappingStay(db, stay.id_workspace, stay.id_guide, stay.id_invitation, from, to);
  return other === undefined;
}

/** Whether the type's automatic approval applies: no other stay ends on the check-in day / starts on the check-out day. */
async function stayAllowsAuto(db: Db, stay: repo.StayRow, kind: TRequestKind): Promise<boolean> {
  const timeZone = stay.timezone ?? 'UTC';
  if (kind === 'early_check_in') {
    const day = dayOf(stay.check_in, timeZone);
    return !(await repo.stayTouchesDay(
      db,
      stay.id_workspace,
      stay.id_guide,
      stay.id_invitation,
      'check_out',
      day.start,
      day.end,
    ));
  }
  if (kind === 'late_check_out') {
    const day = dayOf(stay.check_out, timeZone);
    return !(await repo.stayTouchesDay(
      db,
      stay.id_workspace,
      stay.id_guide,
      stay.id_invitation,
      'check_in',
      day.start,
      day.end,
    ));
  }
  return false;
}

/** Moves the stay and plans its timed messages again, in the caller's transaction (with its webhook event). */
async function applyMove(deps: Deps, tx: Transaction, stay: repo.StayRow, move: repo.StayMove): Promise<boolean> {
  const db = tx as unknown as Db;
  await repo.moveStay(db, stay.id_workspace, stay.id_invitation, move);
  await recordStayEvents(deps, tx, stay.id_workspace, 'invitation.updated', { ids: [stay.id_invitation] });
  return planStayMessages(deps, tx, stay.id_workspace, { kind: 'stays', ids: [stay.id_invitation] });
}

/** A request's webhook event: its fields as written in `tx`, the type's name in English, the stay's current dates. */
async function recordRequestEvent(
  deps: Deps,
  tx: Transaction,
  idWorkspace: number,
  idRequest: number,
  type: 'request.created' | 'request.answered',
): Promise<void> {
  const row = await repo.findRequest(tx as unknown as Db, idWorkspace, idRequest);
  if (!row) return;
  await recordWebhookEvent(deps, tx, idWorkspace, type, {
    request: {
      id_request: row.id_request,
      id_request_type: row.id_request_type,
      type_name: typeText(row.texts, row.kind, 'en').name,
      kind: asKind(row.kind),
      id_guide: row.id_guide,
      id_invitation: row.id_invitation,
      guest_name: row.guest_name,
      guest_email: row.guest_email,
      check_in: row.check_in.toISOString(),
      check_out: row.check_out.toISOString(),
      message: row.message,
      requested_time: row.requested_time,
      status: row.status,
      reply: row.reply,
      auto_approved: row.auto_approved,
      created_at: row.created_at.toISOString(),
      answered_at: row.answered_at?.toISOString() ?? null,
    },
  });
}

// ---- Mail ----------------------------------------------------------------------------------------

/** The stay's language for its guest's e-mail: its own, else the guide's default, as a catalog language. */
const stayMailLanguage = (stay: repo.StayRow) =>
  catalogLanguage(stay.language ?? stay.default_language) ?? catalogLanguage(stay.default_language) ?? 'en';

function mailValues(
  stay: repo.StayRow,
  type: { texts: repo.TypeRow['texts']; kind: string },
  request: { requested_time: string | null; message: string | null },
  language: string,
  link: string,
  times: repo.StayMove | null,
): RequestMailValues {
  return {
    language,
    type: typeText(type.texts, type.kind, language).name,
    guest: stay.guest_name,
    guide: stay.guide_title,
    check_in: times?.check_in ?? stay.check_in,
    check_out: times?.check_out ?? stay.check_out,
    timezone: stay.timezone ?? 'UTC',
    requested_time: request.requested_time,
    message: request.message,
    link,
  };
}

async function mailGuest(
  deps: Deps,
  tx: Transaction,
  stay: repo.StayRow,
  type: { texts: repo.TypeRow['texts']; kind: string },
  request: { requested_time: string | null; message: string | null; reply: string | null },
  approved: boolean,
  times: repo.StayMove | null,
  replyTo: string | undefined,
): Promise<void> {
  if (!stay.guest_email || !stay.share_token) return;
  const base = await guideLinkBase(deps, stay.id_workspace);
  const link = invitationLink(base, { share_token: stay.share_token, slug: stay.guide_slug }, stay.token);
  const values = mailValues(stay, type, request, stayMailLanguage(stay), link, times);
  const mail = guestAnswerMail(stay.guest_email, { ...values, approved, reply: request.reply, replyTo });
  await queueMail(deps, await forGuests(deps, stay.id_workspace, mail, tx), tx);
}

// ---- The guest's side ----------------------------------------------------------------------------

/** The personal link's requests: the types offered in the stay's guide and the stay's requests, in `language`. */
export async function guestRequestsOf(
  deps: Deps,
  stay: { id_workspace: number; id_guide: number; id_invitation: number; check_in: Date; check_out: Date },
  language: string,
): Promise<TGuestRequests> {
  const db = deps.database.db;
  const [types, items] = await Promise.all([
    repo.offeredTypes(db, stay.id_workspace, stay.id_guide),
    repo.stayRequests(db, stay.id_workspace, stay.id_invitation),
  ]);
  const now = deps.now();
  return {
    // The types the guest can still ask for: no early check-in once check-in has passed.
    types: types
      .filter((row) => stillAskable(stay, asKind(row.kind), now))
      .map((row) => presentGuestType(row, language)),
    items: items.map((row) => presentGuestRequest(row, language)),
  };
}

/**
 * The stay a personal link names (the guide's share token and the stay's invitation token), with its
 * guide's title, link and languages; undefined for a link that is no stay's. Feedback reads it too.
 */
export function stayOfPersonalLink(
  deps: Deps,
  shareToken: string,
  inviteToken: string,
): Promise<repo.StayRow | undefined> {
  return repo.findStayByLink(deps.database.db, shareToken, inviteToken);
}

/**
 * A guest's request through a stay's personal link (43 unless the stay is Active: inside its access
 * window, neither revoked nor cancelled). Answers the stay's requests as its guide shows them.
 */
export async function createGuestRequest(deps: Deps, input: GuestInput, language: string): Promise<TGuestRequests> {
  const db = deps.database.db;
  const linked = await stayOfPersonalLink(deps, input.token, input.invite);
  const now = deps.now();
  if (!linked || invitationStatus(linked, now) !== 'Active') throw new AppError(RESULT.FORBIDDEN, m.linkClosed);
  const offered = await repo.offeredTypes(db, linked.id_workspace, linked.id_guide);
  const type = offered.find((row) => row.id_request_type === input.id_request_type);
  if (!type) throw typeNotFound();
  const kind = asKind(type.kind);
  const time = input.requested_time;
  checkRequestedTime(linked, kind, time, now);

  let dueNow = false;
  await db.transaction(async (tx) => {
    const conn = tx as unknown as Db;
    const stay = await repo.lockStay(conn, linked.id_workspace, linked.id_invitation);
    if (!stay || invitationStatus(stay, now) !== 'Active') throw new AppError(RESULT.FORBIDDEN, m.linkClosed);
    if ((await repo.countOpen(conn, stay.id_workspace, stay.id_invitation)) >= REQUEST.OPEN_PER_STAY)
      throw new AppError(RESULT.CONFLICT, m.tooManyOpen(REQUEST.OPEN_PER_STAY));
    const move = movedStay(stay, kind, time);
    let approve = false;
    if (!type.needs_approval) approve = true;
    else if (type.auto_approve && kind !== 'other') approve = await stayAllowsAuto(conn, stay, kind);
    if (approve && move) approve = await checkOverlap(conn, stay, move);
    const status: TRequestStatus = approve ? 'approved' : 'pending';
    const idRequest = await repo.insertRequest(
      conn,
      stay.id_workspace,
      {
        id_invitation: stay.id_invitation,
        id_request_type: type.id_request_type,
        message: input.message,
        requested_time: time,
        status,
        auto_approved: approve,
        answered_at: approve ? now : null,
      },
      now,
    );
    if (approve && move) dueNow = await applyMove(deps, tx, stay, move);
    await recordRequestEvent(deps, tx, stay.id_workspace, idRequest, 'request.created');
    if (approve) await recordRequestEvent(deps, tx, stay.id_workspace, idRequest, 'request.answered');
    const owner = await repo.workspaceOwner(conn, stay.id_workspace);
    const request = { requested_time: time, message: input.message, reply: null };
    if (owner) {
      const hostLanguage = catalogLanguage(owner.language) ?? 'en';
      const values = mailValues(stay, type, request, hostLanguage, `${deps.config.publicUrl}/requests`, null);
      await queueMail(deps, hostRequestMail(owner.email, { ...values, autoApproved: approve }), tx);
    }
    if (approve) await mailGuest(deps, tx, stay, type, request, true, move, owner?.email);
  });
  stayMessagesChanged(deps, dueNow);
  webhookEventsRecorded(deps);
  return guestRequestsOf(deps, linked, language);
}

// ---- The host's side -----------------------------------------------------------------------------

export async function listRequests(deps: Deps, caller: RequestCaller, filter: ListInput): Promise<TRequest[]> {
  if (filter.id_guide !== undefined) await requireGuide(deps, caller.id_workspace, filter.id_guide);
  const rows = await repo.listRequests(deps.database.db, caller.id_workspace, filter);
  return withinScope(rows, caller.guides).map((row) => presentRequest(row, caller.language));
}

/** The host approves or declines a pending request (13 when already answered, or when the stay cannot move). */
export async function answerRequest(deps: Deps, caller: RequestCaller, input: AnswerInput): Promise<TRequest> {
  const db = deps.database.db;
  const found = await repo.findRequest(db, caller.id_workspace, input.id_request);
  if (!found || withinScope([found], caller.guides).length === 0) throw requestNotFound();
  const approve = input.decision === 'approve';
  const dueNow = await db.transaction(async (tx) => {
    const conn = tx as unknown as Db;
    const locked = await repo.lockRequest(conn, caller.id_workspace, input.id_request);
    if (!locked) throw requestNotFound();
    if (locked.status !== 'pending') throw new AppError(RESULT.CONFLICT, m.alreadyAnswered);
    const stay = await repo.lockStay(conn, caller.id_workspace, locked.id_invitation);
    if (!stay) throw requestNotFound();
    const kind = asKind(found.kind);
    const move = approve ? movedStay(stay, kind, found.requested_time) : null;
    if (move && !(await checkOverlap(conn, stay, move))) throw new AppError(RESULT.CONFLICT, m.overlap);
    const now = deps.now();
    await repo.answerRequest(conn, caller.id_workspace, input.id_request, {
      status: approve ? 'approved' : 'declined',
      reply: input.reply,
      answered_by: caller.id_user,
      now,
    });
    const due = move ? await applyMove(deps, tx, stay, move) : false;
    await recordRequestEvent(deps, tx, caller.id_workspace, input.id_request, 'request.answered');
    const owner = await repo.workspaceOwner(conn, caller.id_workspace);
    await mailGuest(
      deps,
      tx,
      stay,
      found,
      { requested_time: found.requested_time, message: found.message, reply: input.reply },
      approve,
      move,
      owner?.email,
    );
    return due;
  });
  stayMessagesChanged(deps, dueNow);
  webhookEventsRecorded(deps);
  const row = await repo.findRequest(db, caller.id_workspace, input.id_request);
  if (!row) throw requestNotFound();
  return presentRequest(row, caller.language);
}

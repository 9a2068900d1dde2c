/**
 * Rules for invitations: a host invites a guest to one of their own guides. Times come
 * in as wall-clock times in the guide's timezone; the access window defaults to the
 * host's Settings around the stay. An invitation has a language (the stay's, one of the guide's;
 * else the guide's default language); its e-mail uses the host's template in that language, else
 * the one in the guide's default language, else the default template (the workspace's row of
 * invitation_templates), else the built-in text of the guide's default language (mail.ts).
 */
import {
  RESULT,
  addHours,
  DEFAULT_INVITATION_TEMPLATE,
  englishLanguageName,
  INVITATION,
  INVITATION_LIST,
  isDefaultTemplateLanguage,
  localToInstant,
  MESSAGES,
  type TInvitation,
  type TInvitationListPage,
  type TInvitationListQuery,
  type TInvitationSettings,
  type TInvitationStatus,
  type TInvitationTemplate,
  type TInvitationTemplateAnswer,
  type TInvitationTemplateLanguages,
  type TStayImportAnswer,
  type ZInvitationCreateRequest,
  type ZInvitationModifyRequest,
} from '@guidebook/contract';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { withinScope, type GuideScope } from '../../lib/owned.ts';
import { AppError } from '../../lib/app-error.ts';
import { newSecret } from '../../lib/tokens.ts';
import { findGuide, requireGuide } from '../guides/guides.service.ts';
import * as repo from './invitations.repository.ts';
import type { DbInvitation } from './invitations.repository.ts';
import { invitationStatus, presentInvitation } from './invitations.presenter.ts';
import { guideLinkBase, type GuideLinkBase } from '../share/public-link.ts';
import { addressedGuestName } from './stay-fields.ts';
import { invitationMail } from './invitation-mail.ts';
import { queueMail } from '../../mail/outbox.ts';
import { forGuests } from '../white-label/white-label.service.ts';
import { catalogLanguage, t } from '../../lib/languages.ts';
import { readStayFile } from './stay-import.ts';
import { movedWindow } from '../../lib/stay-window.ts';
import { planStayMessages, stayMessagesChanged } from '../messages/messages.service.ts';
import type { Db } from '../../db/client.ts';
import { webhookEventsRecorded } from '../webhooks/webhook-events.ts';
import { deleteStays, recordStayEvents } from './stay-events.ts';

type CreateInput = z.output<typeof ZInvitationCreateRequest>;
type ModifyInput = z.output<typeof ZInvitationModifyRequest>;

const notFound = () => AppError.notFound(MESSAGES.invitation.notFound);

async function loadInvitation(deps: Deps, idWorkspace: number, idInvitation: number): Promise<repo.InvitationRow> {
  const row = await repo.findInvitation(deps.database.db, idWorkspace, idInvitation);
  if (!row) throw notFound();
  return row;
}

/** The stay as answered, its `link` made on the workspace's link base (`guideLinkBase`, read once per call). */
const present = (deps: Deps, row: repo.InvitationRow, base: GuideLinkBase) => presentInvitation(row, deps.now(), base);

// The stays' webhook events, for the other modules that change stays (calendar sync, requests).
export { recordStayEvents };

export async function listInvitations(
  deps: Deps,
  idWorkspace: number,
  idGuide?: number,
  scope: GuideScope = null,
): Promise<TInvitation[]> {
  // A filter naming another workspace's guide is an id like any other: 01, not an empty list.
  if (idGuide !== undefined) await requireGuide(deps, idWorkspace, idGuide);
  const rows = await repo.listInvitations(deps.database.db, idWorkspace, idGuide);
  const base = await guideLinkBase(deps, idWorkspace);
  return withinScope(rows, scope).map((row) => present(deps, row, base));
}

/** Whether the list call asks for a page (any of page, page_size, status): else every stay, as before. */
export function isPagedListQuery(query: TInvitationListQuery): boolean {
  return query.page !== undefined || query.page_size !== undefined || query.status !== undefined;
}

/**
 * One page of the stays the caller may see (of one guide, of one status), in the stays list's
 * order, and how many match: the member's scope applies before paging and the total.
 */
export async function listInvitationsPage(
  deps: Deps,
  idWorkspace: number,
  query: TInvitationListQuery,
  scope: GuideScope = null,
): Promise<{ invitations: TInvitation[]; page: TInvitationListPage }> {
  if (query.id_guide !== undefined) await requireGuide(deps, idWorkspace, query.id_guide);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? INVITATION_LIST.PAGE_SIZE_DEFAULT;
  const offset = (page - 1) * pageSize;
  // Past every page a workspace can have: nothing to read, and no offset PostgreSQL cannot take.
  if (!Number.isSafeInteger(offset) || offset > 2_000_000_000)
    throw AppError.invalid('page', MESSAGES.file.pageInvalid);
  // One clock for the filter and the statuses shown, so a row never shows another status than asked.
  const now = deps.now();
  const { rows, total } = await repo.listInvitationsPage(deps.database.db, idWorkspace, {
    idGuide: query.id_guide,
    status: query.status,
    scope,
    now,
    limit: pageSize,
    offset,
  });
  const base = await guideLinkBase(deps, idWorkspace);
  return {
    invitations: rows.map((row) => presentInvitation(row, now, base)),
    page: { TOTAL: total, PAGE: page, PAGE_SIZE: pageSize },
  };
}

export async function selectInvitation(deps: Deps, idWorkspace: number, idInvitation: number): Promise<TInvitation> {
  const row = await loadInvitation(deps, idWorkspace, idInvitation);
  return present(deps, row, await guideLinkBase(deps, idWorkspace));
}

/** The built-in template of a language (mail.ts invitationSubject / invitationBody; English for a language without a catalog). */
export function builtInTemplate(language: string): TInvitationTemplate {
  const catalog = catalogLanguage(language) ?? 'en';
  return { subject: t('mail', catalog, 'invitationSubject'), body: t('mail', catalog, 'invitationBody') };
}

/** The template saved for a language (English or none: the default template's row), undefined when none is. */
function savedTemplate(deps: Deps, idWorkspace: number, language: string | undefined) {
  const { db } = deps.database;
  return isDefaultTemplateLanguage(language)
    ? repo.findTemplate(db, idWorkspace)
    : repo.findLanguageTemplate(db, idWorkspace, language!);
}

/**
 * The template of a language as the Template page edits it. Without a language: the default template
 * (today's answer exactly). With one: its saved template, else its built-in text, saying which.
 */
export async function getTemplate(
  deps: Deps,
  idWorkspace: number,
  language?: string,
): Promise<TInvitationTemplateAnswer> {
  const saved = await savedTemplate(deps, idWorkspace, language);
  if (language === undefined) return saved ?? { ...DEFAULT_INVITATION_TEMPLATE };
  const template =
    saved ?? (isDefaultTemplateLanguage(language) ? { ...DEFAULT_INVITATION_TEMPLATE } : builtInTemplate(language));
  return { ...template, language, saved: saved !== undefined };
}

export async function saveTemplate(
  deps: Deps,
  idWorkspace: number,
  input: TInvitationTemplate & { language?: string | undefined },
): Promise<TInvitationTemplateAnswer> {
  const template = { subject: input.subject, body: input.body };
  const { db } = deps.database;
  if (isDefaultTemplateLanguage(input.language)) await repo.saveTemplate(db, idWorkspace, template);
  else await repo.saveLanguageTemplate(db, idWorkspace, input.language!, template);
  return getTemplate(deps, idWorkspace, input.language);
}

/** English first, then the languages of the guides the caller may see (sorted); which have a saved template. */
export async function templateLanguages(
  deps: Deps,
  idWorkspace: number,
  scope: GuideScope = null,
): Promise<TInvitationTemplateLanguages> {
  const { db } = deps.database;
  const guides = withinScope(await repo.guideLanguages(db, idWorkspace), scope);
  const used = new Set(guides.flatMap((g) => [g.default_language, ...g.languages]));
  used.delete('en');
  const saved = await repo.savedTemplateLanguages(db, idWorkspace);
  const languages = ['en', ...[...used].sort()];
  return { languages, saved: saved.filter((l) => used.has(l)).sort() };
}

/**
 * The template an invitation in `language` on a guide written in `guideLanguage` is sent with: the
 * language's saved template, else the guide language's, else the default template, else the guide
 * language's built-in text.
 */
export async function templateForSending(
  deps: Deps,
  idWorkspace: number,
  language: string,
  guideLanguage: string,
): Promise<{ template: TInvitationTemplate; language: string }> {
  const own = await savedTemplate(deps, idWorkspace, language);
  if (own) return { template: own, language };
  const guides = await savedTemplate(deps, idWorkspace, guideLanguage);
  if (guides) return { template: guides, language: guideLanguage };
  // The default template's row is the English one (isDefaultTemplateLanguage).
  const fallback = await repo.findTemplate(deps.database.db, idWorkspace);
  if (fallback) return { template: fallback, language: 'en' };
  return { template: builtInTemplate(guideLanguage), language: guideLanguage };
}

export async function getSettings(deps: Deps, idWorkspace: number): Promise<TInvitationSettings> {
  return (
    (await repo.findSettings(deps.database.db, idWorkspace)) ?? {
      hours_before_checkin: INVITATION.DEFAULT_HOURS_BEFORE_CHECKIN,
      hours_after_checkout: INVITATION.DEFAULT_HOURS_AFTER_CHECKOUT,
    }
  );
}

export async function saveSettings(
  deps: Deps,
  idWorkspace: number,
  input: TInvitationSettings,
): Promise<TInvitationSettings> {
  await repo.saveSettings(deps.database.db, idWorkspace, input);
  return getSettings(deps, idWorkspace);
}

/**
 * Queues the invitation e-mail (mail/outbox.ts): true once it is queued, after which it is sent, and
 * retried while the SMTP server refuses it. Only a failure to queue reports false; the invitation stays.
 */
async function sendMail(
  deps: Deps,
  idWorkspace: number,
  row: repo.InvitationRow,
  invitation: TInvitation,
): Promise<boolean> {
  // A stay without an e-mail has nothing to send to (calendars and files may not carry one).
  if (!row.guest_email) return false;
  const { template, language } = await templateForSending(deps, idWorkspace, invitation.language, row.guide_language);
  // The guide's stay details ({{wifi_name}}, {{check_in_time}}, {{check_out_time}}): the e-mail goes to
  // the invited guest, who sees a Hidden WiFi during their stay anyway; only its name is a placeholder.
  const guide = await findGuide(deps, idWorkspace, row.id_guide);
  const message = invitationMail(template, {
    guest_name: addressedGuestName(row.guest_name, language),
    guest_email: row.guest_email,
    guide_title: row.guide_title,
    link: invitation.link,
    check_in: row.check_in,
    check_out: row.check_out,
    timezone: invitation.timezone,
    wifi_name: guide?.wifi_name?.trim() || null,
    check_in_time: guide?.check_in_time ?? null,
    check_out_time: guide?.check_out_time ?? null,
  });
  try {
    await queueMail(deps, await forGuests(deps, idWorkspace, message));
    return true;
  } catch (err) {
    deps.log.warn({ err, id_invitation: row.id_invitation }, 'invitation e-mail not queued');
    return false;
  }
}

function instantOf(local: string, timeZone: string, field: string): Date {
  try {
    return localToInstant(local, timeZone);
  } catch {
    throw AppError.invalid(field, MESSAGES.invitation.dateInvalid);
  }
}

/** The stay's language: one of the guide's (12 on `language` otherwise), or the guide's default. */
function stayLanguage(guide: { default_language: string; languages: string[] }, language: string | undefined): string {
  const chosen = language ?? guide.default_language;
  if (chosen !== guide.default_language && !guide.languages.includes(chosen))
    throw AppError.invalid('language', MESSAGES.language.notOfGuide(englishLanguageName(chosen)));
  return chosen;
}

export async function createInvitation(deps: Deps, idWorkspace: number, input: CreateInput): Promise<TInvitation> {
  const { db } = deps.database;
  const guide = await requireGuide(deps, idWorkspace, input.id_guide);
  const timezone = guide.timezone ?? 'UTC';
  const settings = await getSettings(deps, idWorkspace);
  const checkIn = instantOf(input.check_in, timezone, 'check_in');
  const checkOut = instantOf(input.check_out, timezone, 'check_out');
  if (checkOut <= checkIn) throw AppError.invalid('check_out', MESSAGES.invitation.checkOutBeforeIn);
  const accessFrom = input.access_from
    ? instantOf(input.access_from, timezone, 'access_from')
    : addHours(checkIn, -settings.hours_before_checkin);
  const accessTo = input.access_to
    ? instantOf(input.access_to, timezone, 'access_to')
    : addHours(checkOut, settings.hours_after_checkout);
  // Checked again here: one end may be a default the client did not see.
  if (accessTo <= accessFrom) throw AppError.invalid('access_to', MESSAGES.invitation.accessToBeforeFrom);
  const language = stayLanguage(guide, input.language);

  // The stay and its timed messages are written together.
  let dueNow = false;
  const id = await db.transaction(async (tx) => {
    const conn = tx as unknown as Db;
    const created = await repo.createInvitation(conn, idWorkspace, {
      id_guide: guide.id_guide,
      guest_name: input.guest_name,
      guest_email: input.guest_email ?? null,
      check_in: checkIn,
      check_out: checkOut,
      access_from: accessFrom,
      access_to: accessTo,
      token: newSecret(),
      language,
      guest_phone: input.guest_phone ?? null,
      guests: input.guests ?? null,
      reference: input.reference ?? null,
      door_code: input.door_code ?? null,
      door_code_from: input.door_code_from ? instantOf(input.door_code_from, timezone, 'door_code_from') : null,
    });
    dueNow = await planStayMessages(deps, tx, idWorkspace, { kind: 'stays', ids: [created] });
    await recordStayEvents(deps, tx, idWorkspace, 'invitation.created', { ids: [created] });
    return created;
  });
  stayMessagesChanged(deps, dueNow);
  webhookEventsRecorded(deps);
  const row = await loadInvitation(deps, idWorkspace, id);
  const invitation = present(deps, row, await guideLinkBase(deps, idWorkspace));
  const emailSent = input.send_email ? await sendMail(deps, idWorkspace, row, invitation) : false;
  return { ...invitation, email_sent: emailSent };
}

/**
 * Changes the fields given. Dates moved without access_from / access_to move the access window by
 * the same amounts (the host's gaps kept); every rule of create is checked on the result. The host's
 * edit is noted (host_edited_at): a calendar sync keeps it, except the dates.
 */
export async function modifyInvitation(deps: Deps, idWorkspace: number, input: ModifyInput): Promise<TInvitation> {
  const row = await loadInvitation(deps, idWorkspace, input.id_invitation);
  const timezone = row.timezone ?? 'UTC';
  const checkIn = input.check_in ? instantOf(input.check_in, timezone, 'check_in') : row.check_in;
  const checkOut = input.check_out ? instantOf(input.check_out, timezone, 'check_out') : row.check_out;
  if (checkOut <= checkIn) throw AppError.invalid('check_out', MESSAGES.invitation.checkOutBeforeIn);
  const accessFrom = input.access_from
    ? instantOf(input.access_from, timezone, 'access_from')
    : new Date(row.access_from.getTime() + (checkIn.getTime() - row.check_in.getTime()));
  const accessTo = input.access_to
    ? instantOf(input.access_to, timezone, 'access_to')
    : new Date(row.access_to.getTime() + (checkOut.getTime() - row.check_out.getTime()));
  if (accessTo <= accessFrom) throw AppError.invalid('access_to', MESSAGES.invitation.accessToBeforeFrom);
  const changes: repo.InvitationChanges = {
    check_in: checkIn,
    check_out: checkOut,
    access_from: accessFrom,
    access_to: accessTo,
  };
  if (input.guest_name !== undefined) changes.guest_name = input.guest_name;
  if (input.guest_email !== undefined) changes.guest_email = input.guest_email;
  if (input.guest_phone !== undefined) changes.guest_phone = input.guest_phone;
  if (input.guests !== undefined) changes.guests = input.guests;
  if (input.reference !== undefined) changes.reference = input.reference;
  if (input.door_code !== undefined) changes.door_code = input.door_code;
  if (input.door_code_from !== undefined)
    changes.door_code_from = input.door_code_from ? instantOf(input.door_code_from, timezone, 'door_code_from') : null;
  if (input.language !== undefined) {
    const guide = await requireGuide(deps, idWorkspace, row.id_guide);
    changes.language = stayLanguage(guide, input.language);
  }
  // The change and the stay's timed messages (moved dates, an e-mail added) are written together.
  const dueNow = await deps.database.db.transaction(async (tx) => {
    const conn = tx as unknown as Db;
    if (!(await repo.updateInvitation(conn, idWorkspace, row.id_invitation, changes, deps.now()))) throw notFound();
    const due = await planStayMessages(deps, tx, idWorkspace, { kind: 'stays', ids: [row.id_invitation] });
    await recordStayEvents(deps, tx, idWorkspace, 'invitation.updated', { ids: [row.id_invitation] });
    return due;
  });
  stayMessagesChanged(deps, dueNow);
  webhookEventsRecorded(deps);
  return selectInvitation(deps, idWorkspace, row.id_invitation);
}

/**
 * Stays from a CSV file for one guide (stay-import.ts reads and checks every row first): all rows
 * in one transaction, or none. Each row's dates are local to the guide's timezone; the access
 * window is the Settings' hours around the stay, as for a stay made by hand. A row whose reference
 * is a stay's of the guide updates that stay instead (a file imported again makes no second stay):
 * its dates move the window and a door code's release by as much, and the file's other columns
 * replace the stay's (an empty cell clears it); columns the file does not have keep their values.
 * No e-mail is sent.
 */
export async function importStays(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  file: Buffer,
  scope: GuideScope = null,
): Promise<TStayImportAnswer> {
  const guide = await requireGuide(deps, idWorkspace, idGuide);
  // The guide named by a multipart field: the scope is checked here (the preHandler reads JSON bodies).
  if (withinScope([guide], scope).length === 0) throw AppError.notFound(MESSAGES.guide.notFound);
  const timezone = guide.timezone ?? 'UTC';
  const { columns, stays } = readStayFile(file, {
    checkInTime: guide.check_in_time ?? null,
    checkOutTime: guide.check_out_time ?? null,
    languages: [guide.default_language, ...guide.languages],
  });
  const settings = await getSettings(deps, idWorkspace);
  const rows = stays.map((stay): repo.NewInvitation => {
    const instant = (local: string, column: string) => {
      try {
        return localToInstant(local, timezone);
      } catch {
        throw AppError.invalid('file', MESSAGES.stayImport.badRow(stay.line, column, MESSAGES.stayImport.dateInvalid));
      }
    };
    const checkIn = instant(stay.check_in, 'check_in');
    const checkOut = instant(stay.check_out, 'check_out');
    return {
      id_guide: guide.id_guide,
      guest_name: stay.guest_name,
      guest_email: stay.guest_email,
      check_in: checkIn,
      check_out: checkOut,
      access_from: addHours(checkIn, -settings.hours_before_checkin),
      access_to: addHours(checkOut, settings.hours_after_checkout),
      token: newSecret(),
      language: stay.language ?? guide.default_language,
      guest_phone: stay.guest_phone,
      guests: stay.guests,
      reference: stay.reference,
      door_code: stay.door_code,
      door_code_from: null,
      source: 'import',
    };
  });
  const changesOf = (stay: repo.StayByReference, row: repo.NewInvitation): repo.InvitationChanges => {
    const changes: repo.InvitationChanges = {
      guest_name: row.guest_name,
      check_in: row.check_in,
      check_out: row.check_out,
      ...movedWindow(stay, row.check_in, row.check_out),
    };
    if (columns.has('guest_email')) changes.guest_email = row.guest_email;
    if (columns.has('guest_phone')) changes.guest_phone = row.guest_phone;
    if (columns.has('guests')) changes.guests = row.guests;
    if (columns.has('language')) changes.language = row.language;
    if (columns.has('door_code')) changes.door_code = row.door_code;
    return changes;
  };
  // The stays and their timed messages: all or none.
  let dueNow = false;
  const { ids, created, updated } = await deps.database.db.transaction(async (tx) => {
    const result = await repo.importInvitations(
      tx as unknown as Db,
      idWorkspace,
      guide.id_guide,
      rows,
      changesOf,
      deps.now(),
    );
    dueNow = await planStayMessages(deps, tx, idWorkspace, { kind: 'stays', ids: result.ids });
    // One event per stay (a reference on several rows answers one stay several times). New stays'
    // ids come from the sequence after every existing stay's, so the updated ones are the lowest.
    const ids = [...new Set(result.ids)].sort((a, b) => a - b);
    await recordStayEvents(deps, tx, idWorkspace, 'invitation.updated', { ids: ids.slice(0, result.updated) });
    await recordStayEvents(deps, tx, idWorkspace, 'invitation.created', { ids: ids.slice(result.updated) });
    return result;
  });
  stayMessagesChanged(deps, dueNow);
  webhookEventsRecorded(deps);
  return { imported: ids.length, created, updated, id_invitations: ids };
}

export async function resendInvitation(deps: Deps, idWorkspace: number, idInvitation: number): Promise<TInvitation> {
  const row = await loadInvitation(deps, idWorkspace, idInvitation);
  if (row.revoked_at) throw new AppError(RESULT.CONFLICT, MESSAGES.invitation.revoked);
  if (!row.guest_email) throw AppError.invalid('guest_email', MESSAGES.invitation.noEmail);
  const invitation = present(deps, row, await guideLinkBase(deps, idWorkspace));
  const emailSent = await sendMail(deps, idWorkspace, row, invitation);
  return { ...invitation, email_sent: emailSent };
}

export async function revokeInvitation(deps: Deps, idWorkspace: number, idInvitation: number): Promise<TInvitation> {
  // A revoked link's stay gets no more messages.
  await deps.database.db.transaction(async (tx) => {
    const conn = tx as unknown as Db;
    if (!(await repo.revokeInvitation(conn, idWorkspace, idInvitation, deps.now()))) throw notFound();
    await planStayMessages(deps, tx, idWorkspace, { kind: 'stays', ids: [idInvitation] });
    await recordStayEvents(deps, tx, idWorkspace, 'invitation.updated', { ids: [idInvitation] });
  });
  webhookEventsRecorded(deps);
  return selectInvitation(deps, idWorkspace, idInvitation);
}

/** Deletes the stay; integrations hear `invitation.cancelled` with `deleted_at` unless it was cancelled already. */
export async function deleteInvitation(deps: Deps, idWorkspace: number, idInvitation: number): Promise<void> {
  const deleted = await deleteStays(deps, idWorkspace, { ids: [idInvitation] }, (tx) =>
    repo.deleteInvitation(tx as unknown as Db, idWorkspace, idInvitation),
  );
  if (!deleted) throw notFound();
}

/** An invitation link as its guest opens it: its state at `now`, and the stay's row (its door code, for the guest presenter only). */
export type OpenedInvitation = {
  status: TInvitationStatus;
  guestName: string;
  accessFrom: Date;
  accessTo: Date;
  stay: DbInvitation;
  now: Date;
};

/**
 * A guest opening an invitation link of this guide: counts the opening and answers the
 * invitation's state now, or undefined when the token is not an invitation of this guide.
 */
export async function openInvitation(
  deps: Deps,
  inviteToken: string,
  guide: { id_guide: number; id_workspace: number },
  /** False: a read that is no visit of the link (the Join WiFi QR code the guide page loads), not counted. */
  { countOpen = true }: { countOpen?: boolean } = {},
): Promise<OpenedInvitation | undefined> {
  const { db } = deps.database;
  const invitation = inviteToken ? await repo.findGuestInvitation(db, inviteToken, guide) : undefined;
  if (!invitation) return undefined;
  const now = deps.now();
  if (countOpen) await repo.markOpened(db, invitation.id_invitation, now);
  return {
    status: invitationStatus(invitation, now),
    guestName: invitation.guest_name,
    accessFrom: invitation.access_from,
    accessTo: invitation.access_to,
    stay: invitation,
    now,
  };
}

/**
 * The Invite and Change role forms' rules, kept apart from React: the roles offered, the guide
 * scope ("All guides" or chosen ones), the request bodies and the contract's checks (the server's
 * own messages), and what the members table shows and offers per row.
 */
import {
  ZMemberInviteRequest,
  ZMemberModifyRequest,
  type TMember,
  type TMemberInviteRequest,
  type TMemberModifyRequest,
  type TMemberRole,
} from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { formatList } from '../../lib/formatting.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

export type MemberFormValues = {
  email: string;
  role: TMemberRole;
  /** true: every guide of the workspace (guides: null, no tags). */
  allGuides: boolean;
  guides: number[];
  /** Also every guide carrying one of these tags, including guides tagged later. */
  tags: string[];
};

export type MemberFormErrors = FieldErrors<keyof TMemberInviteRequest>;

/** A guide that can be chosen: its id and title. */
export type GuideChoice = { id_guide: number; title: string };

export const ROLE_OPTIONS: { value: TMemberRole; label: string; description: string }[] = [
  {
    value: 'admin',
    get label() {
      return t('team.admin');
    },
    get description() {
      return t('team.everythingIncludingMembersAndApi');
    },
  },
  {
    value: 'editor',
    get label() {
      return t('team.editor');
    },
    get description() {
      return t('team.createsAndChangesGuidesContent');
    },
  },
  {
    value: 'viewer',
    get label() {
      return t('team.viewer');
    },
    get description() {
      return t('team.readsEverythingIncludingAnalyticsAnd');
    },
  },
];

/** An editor on every guide unless the inviter chooses otherwise: the usual co-host. */
export const EMPTY_MEMBER: MemberFormValues = { email: '', role: 'editor', allGuides: true, guides: [], tags: [] };

/** The chosen guides: null for every guide, or for tags alone; none chosen and no tags is refused (guidesEmpty). */
const scopeOf = (values: MemberFormValues): number[] | null =>
  values.allGuides || (values.guides.length === 0 && values.tags.length > 0) ? null : values.guides;
const tagsOf = (values: MemberFormValues): string[] => (values.allGuides ? [] : values.tags);

/** The body for POST /team/members/invite. */
export function toInvitePayload(values: MemberFormValues): TMemberInviteRequest {
  return { email: values.email.trim(), role: values.role, guides: scopeOf(values), tags: tagsOf(values) };
}

/** The body for PUT /team/members/modify. */
export function toModifyPayload(idMember: number, values: MemberFormValues): TMemberModifyRequest {
  return { id_member: idMember, role: values.role, guides: scopeOf(values), tags: tagsOf(values) };
}

export function validateInvite(values: MemberFormValues): MemberFormErrors {
  return fieldErrors(ZMemberInviteRequest, toInvitePayload(values));
}

export function validateModify(idMember: number, values: MemberFormValues): MemberFormErrors {
  const { id_member: _id, ...errors } = fieldErrors(ZMemberModifyRequest, toModifyPayload(idMember, values));
  return errors;
}

/** The Change role form, filled with the member's role and scope. */
export function memberFormValues(member: TMember): MemberFormValues {
  const role: TMemberRole = member.role === 'owner' ? 'admin' : member.role;
  const tags = member.tags ?? [];
  return {
    email: member.email,
    role,
    allGuides: member.guides === null && tags.length === 0,
    guides: member.guides ?? [],
    tags,
  };
}

/** How many of a member's guides and tags the table names before "+N more". */
export const SCOPE_NAMES_SHOWN = 3;

/**
 * The guides a member works on, as the table shows them: "All guides", or one list in the host's
 * language of the titles of the chosen ones (a guide the list does not know, e.g. just deleted, as
 * "Guide #id") and the tags; past `shown` of them, the rest is counted ("A, B, C and +37 more"), so
 * a member of 40 guides keeps a short row.
 */
export function guideScopeText(
  guides: readonly number[] | null,
  known: readonly GuideChoice[],
  tags: readonly string[] = [],
  shown: number = Infinity,
): string {
  if (guides === null && tags.length === 0) return t('team.allGuides');
  const titles = new Map(known.map((g) => [g.id_guide, g.title]));
  const names = [
    ...(guides ?? []).map((id) => titles.get(id) ?? t('team.guideNumber', { id })),
    ...tags.map((tag) => t('bulk.taggedScope', { tag })),
  ];
  if (names.length <= shown) return formatList(names);
  return formatList([...names.slice(0, shown), t('guidePicker.more', { n: names.length - shown })]);
}

/** Whether a row offers Change role / Remove / Resend: never for the owner, never for oneself. */
export function canActOn(member: TMember, ownEmail: string | undefined): boolean {
  if (member.role === 'owner') return false;
  return !ownEmail || member.email.toLowerCase() !== ownEmail.toLowerCase();
}

/** The member's name, or their e-mail until they accept (the name is empty then). */
export function memberName(member: TMember): string {
  return `${member.name} ${member.lastname}`.trim();
}

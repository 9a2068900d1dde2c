import { describe, expect, it } from 'vitest';
import { MESSAGES, TEAM, type TMember } from '@guidebook/contract';
import {
  EMPTY_MEMBER,
  canActOn,
  guideScopeText,
  memberFormValues,
  toInvitePayload,
  toModifyPayload,
  validateInvite,
  validateModify,
} from './member-form.ts';

const member = (over: Partial<TMember>): TMember => ({
  id_member: 5,
  email: 'bo@example.com',
  name: 'Bo',
  lastname: 'Editor',
  role: 'editor',
  guides: null,
  status: 'active',
  date_created: '2026-11-01T10:00:00.000Z',
  ...over,
});

describe('member form', () => {
  it('invites an editor on all guides unless told otherwise', () => {
    expect(toInvitePayload({ ...EMPTY_MEMBER, email: ' bo@example.com ' })).toEqual({
      email: 'bo@example.com',
      role: 'editor',
      guides: null,
    });
    expect(
      toInvitePayload({ ...EMPTY_MEMBER, email: 'x@example.com', allGuides: false, guides: [3, 4] }).guides,
    ).toEqual([3, 4]);
    expect(toModifyPayload(5, { ...EMPTY_MEMBER, role: 'viewer' })).toEqual({
      id_member: 5,
      role: 'viewer',
      guides: null,
    });
  });

  it('checks with the server’s messages', () => {
    expect(validateInvite(EMPTY_MEMBER).email).toBe(MESSAGES.register.emailRequired);
    expect(validateInvite({ ...EMPTY_MEMBER, email: 'not an address' }).email).toBe(MESSAGES.validator.invalidEmail);
    expect(validateInvite({ ...EMPTY_MEMBER, email: 'bo@example.com', allGuides: false, guides: [] })).toEqual({
      guides: MESSAGES.team.guidesEmpty,
    });
    const many = Array.from({ length: TEAM.MAX_GUIDES_PER_MEMBER + 1 }, (_, i) => i + 1);
    expect(validateModify(5, { ...EMPTY_MEMBER, allGuides: false, guides: many })).toEqual({
      guides: MESSAGES.team.guidesTooMany(TEAM.MAX_GUIDES_PER_MEMBER),
    });
    expect(validateModify(5, { ...EMPTY_MEMBER, allGuides: false, guides: [2] })).toEqual({});
    expect(validateInvite({ ...EMPTY_MEMBER, email: 'bo@example.com' })).toEqual({});
  });

  it('fills Change role with the member’s role and scope', () => {
    expect(memberFormValues(member({ role: 'viewer', guides: [9] }))).toEqual({
      email: 'bo@example.com',
      role: 'viewer',
      allGuides: false,
      guides: [9],
    });
    expect(memberFormValues(member({})).allGuides).toBe(true);
  });

  it('names the guides a member works on', () => {
    const known = [
      { id_guide: 1, title: 'Harbour Loft' },
      { id_guide: 2, title: 'Dune Cottage' },
    ];
    expect(guideScopeText(null, known)).toBe('All guides');
    expect(guideScopeText([2, 1], known)).toBe('Dune Cottage, Harbour Loft');
    expect(guideScopeText([8], known)).toBe('Guide #8');
  });

  it('offers no action on the owner or on oneself', () => {
    expect(canActOn(member({ role: 'owner', email: 'ana@example.com' }), 'bo@example.com')).toBe(false);
    expect(canActOn(member({}), 'BO@example.com')).toBe(false);
    expect(canActOn(member({ status: 'invited' }), 'ana@example.com')).toBe(true);
  });
});

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
  tags: [],
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
      tags: [],
    });
    expect(
      toInvitePayload({ ...EMPTY_MEMBER, email: 'x@example.com', allGuides: false, guides: [3, 4] }).guides,
    ).toEqual([3, 4]);
    expect(toModifyPayload(5, { ...EMPTY_MEMBER, role: 'viewer' })).toEqual({
      id_member: 5,
      role: 'viewer',
      guides: null,
      tags: [],
    });
  });

  it('limits a member by tags, with or without chosen guides', () => {
    const base = { ...EMPTY_MEMBER, email: 'x@example.com', allGuides: false };
    expect(toInvitePayload({ ...base, tags: ['Lisbon'] })).toMatchObject({ guides: null, tags: ['Lisbon'] });
    expect(toModifyPayload(5, { ...base, guides: [3], tags: ['Lisbon'] })).toMatchObject({
      guides: [3],
      tags: ['Lisbon'],
    });
    // "All guides" sends no tags, whatever the hidden field holds.
    expect(toInvitePayload({ ...base, allGuides: true, tags: ['Lisbon'] })).toMatchObject({ guides: null, tags: [] });
    expect(validateInvite({ ...base, tags: ['Lisbon'] })).toEqual({});
    expect(memberFormValues(member({ guides: null, tags: ['Lisbon'] }))).toMatchObject({
      allGuides: false,
      guides: [],
      tags: ['Lisbon'],
    });
    expect(guideScopeText(null, [], ['Lisbon'])).toContain('Lisbon');
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
      tags: [],
    });
    expect(memberFormValues(member({})).allGuides).toBe(true);
  });

  it('names the guides a member works on', () => {
    const known = [
      { id_guide: 1, title: 'Harbour Loft' },
      { id_guide: 2, title: 'Dune Cottage' },
    ];
    expect(guideScopeText(null, known)).toBe('All guides');
    expect(guideScopeText([2, 1], known)).toBe('Dune Cottage and Harbour Loft');
    expect(guideScopeText([8], known)).toBe('Guide #8');
  });

  it('names the first few of 40 guides and counts the rest', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ id_guide: i + 1, title: `Flat ${i + 1}` }));
    const ids = many.map((g) => g.id_guide);
    expect(guideScopeText(ids, many, [], 3)).toBe('Flat 1, Flat 2, Flat 3 and +37 more');
    expect(guideScopeText(ids.slice(0, 3), many, [], 3)).toBe('Flat 1, Flat 2 and Flat 3');
    expect(guideScopeText(ids, many).split(/, | and /)).toHaveLength(40);
  });

  it('offers no action on the owner or on oneself', () => {
    expect(canActOn(member({ role: 'owner', email: 'ana@example.com' }), 'bo@example.com')).toBe(false);
    expect(canActOn(member({}), 'BO@example.com')).toBe(false);
    expect(canActOn(member({ status: 'invited' }), 'ana@example.com')).toBe(true);
  });
});

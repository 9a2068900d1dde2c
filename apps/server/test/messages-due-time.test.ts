/** When a timed message is due (daylight-saving days included) and what becomes of it. */
import { describe, expect, it } from 'vitest';
import { dueAt, planMessage, type PlanRule } from '../src/modules/messages/due-time.ts';

const stay = (checkIn: string, checkOut: string) => ({ check_in: new Date(checkIn), check_out: new Date(checkOut) });
const created = new Date('2027-01-01T00:00:00Z');

describe('dueAt', () => {
  it('is 10:00 Europe/London on the Sundays the clocks change', () => {
    const rule = { trigger: 'check_in_day', offset_days: 0, send_time: '10:00' } as const;
    // 28 March 2027: clocks go forward at 01:00 GMT; 10:00 is BST (UTC+1).
    expect(dueAt(rule, stay('2027-03-28T14:00:00Z', '2027-04-02T10:00:00Z'), 'Europe/London', created)).toEqual(
      new Date('2027-03-28T09:00:00Z'),
    );
    // 31 October 2027: clocks go back at 02:00 BST; 10:00 is GMT (UTC+0).
    expect(dueAt(rule, stay('2027-10-31T15:00:00Z', '2027-11-03T11:00:00Z'), 'Europe/London', created)).toEqual(
      new Date('2027-10-31T10:00:00Z'),
    );
    // Two days before a check-in after the change, sent on the change's Sunday.
    const before = { trigger: 'before_check_in', offset_days: 2, send_time: '10:00' } as const;
    expect(dueAt(before, stay('2027-03-30T14:00:00Z', '2027-04-02T10:00:00Z'), 'Europe/London', created)).toEqual(
      new Date('2027-03-28T09:00:00Z'),
    );
    // A time the clocks skip (01:30 on 28 March) moves forward by the gap, as a wall clock would.
    const skipped = { trigger: 'check_in_day', offset_days: 0, send_time: '01:30' } as const;
    expect(dueAt(skipped, stay('2027-03-28T14:00:00Z', '2027-04-02T10:00:00Z'), 'Europe/London', created)).toEqual(
      new Date('2027-03-28T01:30:00Z'),
    );
  });

  it('counts days on the guide’s calendar, on the check-out day for after_check_out', () => {
    // Check-in 00:30 on 2 Jan in Tokyo is 1 Jan 15:30 UTC: the check-in day is Tokyo's 2 Jan.
    const rule = { trigger: 'before_check_in', offset_days: 1, send_time: '09:00' } as const;
    expect(dueAt(rule, stay('2027-01-01T15:30:00Z', '2027-01-05T01:00:00Z'), 'Asia/Tokyo', created)).toEqual(
      new Date('2027-01-01T00:00:00Z'),
    );
    const after = { trigger: 'after_check_out', offset_days: 3, send_time: '18:00' } as const;
    expect(dueAt(after, stay('2027-01-01T15:30:00Z', '2027-01-05T01:00:00Z'), 'Asia/Tokyo', created)).toEqual(
      new Date('2027-01-08T09:00:00Z'),
    );
    const confirmed = { trigger: 'booking_confirmed', offset_days: 0, send_time: '10:00' } as const;
    expect(dueAt(confirmed, stay('2027-01-01T15:30:00Z', '2027-01-05T01:00:00Z'), 'Asia/Tokyo', created)).toBe(created);
  });
});

describe('planMessage', () => {
  const rule: PlanRule = {
    trigger: 'before_check_in',
    offset_days: 1,
    send_time: '10:00',
    enabled: true,
    deleted: false,
  };
  const now = new Date('2027-05-10T12:00:00Z');
  const s = {
    check_in: new Date('2027-05-12T14:00:00Z'),
    check_out: new Date('2027-05-15T10:00:00Z'),
    guest_email: 'g@example.com',
    closed: false,
  };
  const future = new Date('2027-05-11T09:00:00Z');
  const past = new Date('2027-05-09T09:00:00Z');

  it('schedules, waits for an e-mail, sends late ones before check-in and skips them after', () => {
    expect(planMessage(rule, s, undefined, future, now)).toEqual({ status: 'scheduled', due_at: future, reason: null });
    expect(planMessage(rule, { ...s, guest_email: null }, undefined, future, now)?.status).toBe('waiting');
    expect(planMessage(rule, s, undefined, past, now)).toEqual({ status: 'scheduled', due_at: past, reason: null });
    const inStay = new Date('2027-05-13T12:00:00Z');
    expect(planMessage(rule, s, undefined, past, inStay)).toEqual({
      status: 'skipped',
      due_at: past,
      reason: 'tooLate',
    });
    // One that waited for the e-mail goes out until check-out.
    expect(planMessage(rule, s, { status: 'waiting', due_at: past }, past, inStay)?.status).toBe('scheduled');
    const after = new Date('2027-05-16T12:00:00Z');
    expect(planMessage(rule, { ...s, guest_email: null }, undefined, past, after)?.reason).toBe('endedWithoutEmail');
  });

  it('cancels for a closed stay or a disabled or deleted rule, and never touches a sent one', () => {
    const existing = { status: 'scheduled' as const, due_at: future };
    expect(planMessage(rule, { ...s, closed: true }, existing, future, now)?.reason).toBe('stayCancelled');
    expect(planMessage({ ...rule, enabled: false }, s, existing, future, now)?.reason).toBe('ruleDisabled');
    expect(planMessage({ ...rule, deleted: true }, s, existing, future, now)?.reason).toBe('ruleDeleted');
    expect(planMessage({ ...rule, enabled: false }, s, undefined, future, now)).toBeNull();
    expect(planMessage(rule, { ...s, closed: true }, { status: 'sent', due_at: past }, future, now)).toBeNull();
  });
});

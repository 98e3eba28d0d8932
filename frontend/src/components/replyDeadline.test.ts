import { REPLY_WINDOW_MS, replyDeadlineText } from './replyDeadline';

const CREATED = Date.parse('2025-06-01T10:00:00.000Z');
const DUE = new Date(CREATED + REPLY_WINDOW_MS).toISOString();
const at = (hours: number, minutes = 0, seconds = 0) =>
  new Date(CREATED + ((hours * 60 + minutes) * 60 + seconds) * 1000);
const awaiting = { replyStatus: 'AWAITING' as const, replyDueAt: DUE, firstResponseAt: null };

describe('replyDeadlineText', () => {
  it('counts the hours left, rounded down', () => {
    expect(replyDeadlineText(awaiting, at(0))).toEqual({ tone: 'awaiting', text: '48 h left' });
    expect(replyDeadlineText(awaiting, at(16, 30))).toEqual({ tone: 'awaiting', text: '31 h left' });
    expect(replyDeadlineText(awaiting, at(46, 59, 59))).toEqual({ tone: 'awaiting', text: '1 h left' });
  });

  it('counts minutes in the last hour, never "0 h left"', () => {
    expect(replyDeadlineText(awaiting, at(47))).toEqual({ tone: 'awaiting', text: '1 h left' });
    expect(replyDeadlineText(awaiting, at(47, 0, 1))).toEqual({ tone: 'awaiting', text: '60 min left' });
    expect(replyDeadlineText(awaiting, at(47, 59))).toEqual({ tone: 'awaiting', text: '1 min left' });
    expect(replyDeadlineText(awaiting, at(47, 59, 59))).toEqual({ tone: 'awaiting', text: '1 min left' });
  });

  it('is overdue from 48:00 on, by the browser clock, whatever the status fetched earlier said', () => {
    expect(replyDeadlineText(awaiting, at(48))).toEqual({ tone: 'overdue', text: 'Overdue' });
    expect(replyDeadlineText(awaiting, at(48, 5))).toEqual({ tone: 'overdue', text: 'Overdue by 5 min' });
    expect(replyDeadlineText({ ...awaiting, replyStatus: 'OVERDUE' }, at(53, 59))).toEqual({
      tone: 'overdue',
      text: 'Overdue by 5 h',
    });
  });

  it('says how fast the team replied, from the start of the promise', () => {
    const replied = { replyStatus: 'REPLIED' as const, replyDueAt: DUE };
    expect(replyDeadlineText({ ...replied, firstResponseAt: at(6, 20).toISOString() }, at(60))).toEqual({
      tone: 'replied',
      text: 'Replied in 6 h',
    });
    expect(replyDeadlineText({ ...replied, firstResponseAt: at(0, 45).toISOString() }, at(60))?.text).toBe(
      'Replied in 45 min',
    );
    expect(replyDeadlineText({ ...replied, firstResponseAt: at(47, 59).toISOString() }, at(60))).toEqual({
      tone: 'replied',
      text: 'Replied in 47 h',
    });
    expect(replyDeadlineText({ ...replied, firstResponseAt: at(0, 0, 59).toISOString() }, at(60))?.text).toBe(
      'Replied at once',
    );
  });

  it('says a meeting is booked while a call meets the promise, even past the deadline', () => {
    const booked = { replyStatus: 'MEETING_BOOKED' as const, replyDueAt: DUE, firstResponseAt: at(2).toISOString() };
    expect(replyDeadlineText(booked, at(3))).toEqual({ tone: 'replied', text: 'Meeting booked' });
    expect(replyDeadlineText(booked, at(60))).toEqual({ tone: 'replied', text: 'Meeting booked' });
  });

  it('says a reply after the 48 hours came late, in the late tone', () => {
    const replied = { replyStatus: 'REPLIED' as const, replyDueAt: DUE };
    expect(replyDeadlineText({ ...replied, firstResponseAt: at(50).toISOString() }, at(60))).toEqual({
      tone: 'late',
      text: 'Replied late, in 50 h',
    });
    expect(replyDeadlineText({ ...replied, firstResponseAt: at(123, 30).toISOString() }, at(130))?.text).toBe(
      'Replied late, in 123 h',
    );
  });

  it('shows nothing for a deadline it cannot read', () => {
    expect(replyDeadlineText({ ...awaiting, replyDueAt: 'soon' }, at(1))).toBeNull();
  });
});

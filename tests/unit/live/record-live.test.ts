import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../lib/format/relative-time.ts';
import { createPresence } from '../../../lib/live/presence.ts';
import { changedNotice, presenceNotice } from '../../../lib/live/record-notice.ts';
import { liveTexts } from '../../../lib/live/live-texts.ts';

const t = liveTexts('en').get();
import { recheckRecord } from '../../../lib/live/record-recheck.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import type { LiveChange } from '../../../lib/protocol/live.ts';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const change = (patch: Partial<LiveChange> = {}): LiveChange => ({
  id: 3,
  area: 'contact',
  record_id: 5,
  action: 'update',
  by: { user_id: 2, name: 'Ada Admin' },
  updated_at: ago(10),
  at: ago(10),
  ...patch,
});
const ada = { user_id: 2, name: 'Ada Admin', since: ago(30) };
const bo = { user_id: 3, name: 'Bo Brown', since: ago(20) };

describe('what an edit screen says of colleagues (docs/behaviour.md#live-changes)', () => {
  it('says who changed the record and when, or that it was deleted and what to do', () => {
    expect(changedNotice(change(), 'contact', t, NOW)).toBe('Ada Admin changed this contact 10 seconds ago:');
    expect(changedNotice(change({ by: null, at: ago(2) }), 'contact', t, NOW)).toBe(
      'Someone changed this contact just now:',
    );
    expect(changedNotice(change({ action: 'delete', updated_at: null, at: ago(120) }), 'rodeo', t, NOW)).toBe(
      'Ada Admin deleted this rodeo 2 minutes ago. It cannot be saved any more; copy anything you need before you leave.',
    );
    expect(relativeTime(ago(3 * 3600), NOW)).toBe('3 hours ago');
  });

  it('names who else has the record open, and says nothing is locked', () => {
    expect(presenceNotice([], 'contact', t)).toBeUndefined();
    expect(presenceNotice([ada], 'contact', t)).toBe(
      'Ada Admin also has this contact open. Nothing is locked: if you both save, the second is asked to review.',
    );
    expect(presenceNotice([ada, bo], 'contact', t)).toMatch(
      /^Ada Admin and Bo Brown also have this contact open/,
    );
    expect(presenceNotice([ada, bo, { ...bo, user_id: 4 }, { ...bo, user_id: 5 }], 'contact', t)).toMatch(
      /^Ada Admin, Bo Brown and 2 more also have/,
    );
  });

  it('says the screen is open every 20 s, and that it closed', async () => {
    const calls: boolean[] = [];
    const timers: (() => void)[] = [];
    const presence = createPresence({
      here: async (leaving) => (calls.push(leaving), { others: leaving ? [] : [ada] }),
      setTimer: (run) => timers.push(run),
      clearTimer: () => timers.splice(0),
    });
    const stop = presence.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(presence.$others.get()).toEqual([ada]);
    timers.shift()!();
    await Promise.resolve();
    stop();
    expect(calls).toEqual([false, false, true]);
    expect(presence.$others.get()).toEqual([]);
  });

  it('stops asking when the area is refused', async () => {
    const timers: (() => void)[] = [];
    const presence = createPresence({
      here: () => Promise.reject(Object.assign(new Error('Forbidden'), { status: 403 })),
      setTimer: (run) => timers.push(run),
    });
    presence.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(timers).toHaveLength(0);
  });
});

describe('an edit screen after the stream could not replay what it missed', () => {
  it('reads its record again: its version now, a delete when it is gone, nothing when the read fails', async () => {
    const read = (record: Record<string, unknown>) => () => Promise.resolve(record);
    expect(await recheckRecord(read({ contact_id: 5, updated_at: ago(40) }), 'contact', 5, NOW)).toEqual({
      id: 0,
      area: 'contact',
      record_id: 5,
      action: 'update',
      by: null,
      updated_at: ago(40),
      at: ago(40),
    });
    const gone = () => Promise.reject(new ApiError('Not Found', 'No contact 5', 404));
    expect(await recheckRecord(gone, 'contact', 5, NOW)).toMatchObject({
      action: 'delete',
      updated_at: null,
      at: ago(0),
    });
    const offline = () => Promise.reject(new ApiError('HTTP Error', 'offline', 503));
    expect(await recheckRecord(offline, 'contact', 5, NOW)).toBeNull();
    expect(changedNotice((await recheckRecord(gone, 'contact', 5, NOW))!, 'contact', t, NOW)).toMatch(
      /^Someone deleted this contact/,
    );
  });
});

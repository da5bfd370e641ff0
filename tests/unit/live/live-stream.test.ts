import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { createLiveStream, type LiveNotice } from '../../../lib/live/live-stream.ts';

const encoder = new TextEncoder();

/** One opened stream as the fake server holds it: what it was asked, and a way to send it events. */
interface Opened {
  lastEventId: number | undefined;
  account: number | undefined;
  signal: AbortSignal;
  send: (text: string) => void;
  close: () => void;
}

const change = (id: number, area = 'contact') =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({
    id,
    area,
    record_id: 5,
    action: 'update',
    by: { user_id: 2, name: 'Ada Admin' },
    updated_at: '2026-11-27T10:00:00.000Z',
    at: '2026-11-27T10:00:00.000Z',
  })}\n\n`;

function fakeServer(status = 200) {
  const opened: Opened[] = [];
  const timers: (() => void)[] = [];
  const $token = atom<string | null>('t1');
  const $account = atom<number | undefined>(undefined);
  const stream = createLiveStream({
    $token,
    $account,
    open: (lastEventId, signal, account) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      opened.push({
        lastEventId,
        account,
        signal,
        send: (text) => controller.enqueue(encoder.encode(text)),
        close: () => controller.close(),
      });
      return Promise.resolve(new Response(body, { status }));
    },
    setTimer: (run) => timers.push(run),
    clearTimer: () => undefined,
  });
  return { stream, opened, timers, $token, $account };
}

// Lets the stream's reads and promise chains run (no timers are involved).
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page’s live stream', () => {
  it('opens one connection for every subscriber, and closes it with the last', async () => {
    const { stream, opened } = fakeServer();
    const first: LiveNotice[] = [];
    const second: LiveNotice[] = [];
    const stopFirst = stream.subscribe((notice) => first.push(notice));
    const stopSecond = stream.subscribe((notice) => second.push(notice));
    await settle();
    expect(opened).toHaveLength(1);
    expect(stream.$status.get()).toBe('connecting');
    opened[0]!.send('id: 3\nevent: ready\ndata: {"account_id":1}\n\n: heartbeat\n\n' + change(4));
    await settle();
    expect(stream.$status.get()).toBe('open');
    expect(first).toMatchObject([{ type: 'change', change: { id: 4, by: { name: 'Ada Admin' } } }]);
    expect(second).toEqual(first);
    stopFirst();
    expect(opened[0]!.signal.aborted).toBe(false);
    stopSecond();
    expect(opened[0]!.signal.aborted).toBe(true);
    expect(stream.$status.get()).toBe('closed');
  });

  it('reconnects after a drop with the last event’s id, and passes a refresh on', async () => {
    const { stream, opened, timers } = fakeServer();
    const notices: LiveNotice[] = [];
    stream.subscribe((notice) => notices.push(notice));
    await settle();
    opened[0]!.send('id: 3\nevent: ready\ndata: {}\n\n' + change(7));
    opened[0]!.send('event: end\ndata: {"reason":"drain"}\n\n');
    await settle();
    expect(stream.$status.get()).toBe('reconnecting');
    expect(timers).toHaveLength(1);
    timers.shift()!();
    await settle();
    expect(opened[1]!.lastEventId).toBe(7);
    opened[1]!.send('id: 9\nevent: refresh\ndata: {}\n\nid: 9\nevent: ready\ndata: {}\n\n');
    await settle();
    expect(notices.map((notice) => notice.type)).toEqual(['change', 'refresh']);
    expect(stream.$status.get()).toBe('open');
  });

  it('tells subscribers to re-read when it reopens with nothing to resume from', async () => {
    const { stream, opened, timers } = fakeServer();
    const notices: LiveNotice[] = [];
    stream.subscribe((notice) => notices.push(notice));
    await settle();
    // The account had no event yet: ready carries no id.
    opened[0]!.send('event: ready\ndata: {}\n\n');
    opened[0]!.close();
    await settle();
    timers.shift()!();
    await settle();
    opened[1]!.send('event: ready\ndata: {}\n\n');
    await settle();
    expect(opened[1]!.lastEventId).toBeUndefined();
    expect(notices).toEqual([{ type: 'refresh' }]);
  });

  it('closes when the session ends, and opens again with the next session’s token', async () => {
    const { stream, opened, timers, $token } = fakeServer();
    stream.subscribe(() => undefined);
    await settle();
    opened[0]!.send('id: 2\nevent: ready\ndata: {}\n\nevent: end\ndata: {"reason":"session"}\n\n');
    await settle();
    expect(stream.$status.get()).toBe('closed');
    expect(timers).toHaveLength(0);
    $token.set(null);
    await settle();
    expect(opened).toHaveLength(1);
    $token.set('t2');
    await settle();
    expect(opened).toHaveLength(2);
    // Another session may be another account: it starts afresh.
    expect(opened[1]!.lastEventId).toBeUndefined();
  });

  it('follows a super admin’s pick of account: reopens for it afresh and tells subscribers to re-read', async () => {
    const { stream, opened, $account } = fakeServer();
    const notices: LiveNotice[] = [];
    stream.subscribe((notice) => notices.push(notice));
    await settle();
    opened[0]!.send('id: 9\nevent: ready\ndata: {"account_id":1}\n\n');
    await settle();
    $account.set(2);
    await settle();
    expect(opened[0]!.signal.aborted).toBe(true);
    expect(opened[1]).toMatchObject({ account: 2, lastEventId: undefined });
    opened[1]!.send('id: 40\nevent: ready\ndata: {"account_id":2}\n\n');
    await settle();
    expect(notices).toEqual([{ type: 'refresh' }]);
    $account.set(undefined);
    await settle();
    expect(opened[2]).toMatchObject({ account: undefined, lastEventId: undefined });
  });

  it('stops on a refusal (401) instead of asking again and again', async () => {
    const { stream, opened, timers } = fakeServer(401);
    stream.subscribe(() => undefined);
    await settle();
    expect(opened).toHaveLength(1);
    expect(timers).toHaveLength(0);
    expect(stream.$status.get()).toBe('closed');
  });
});

import { describe, expect, it } from 'vitest';
import { apiErrorSchema, packetSchema } from '../../../lib/protocol/packet.ts';
import { isPacket } from '../../../lib/protocol/packet-check.ts';
import { messagesOf } from './check.ts';

const problem = {
  type: 'about:blank',
  title: 'Bad Request',
  detail: 'x',
  status: 400,
  instance: '/api/user/read',
};

describe('Response packet (docs/behaviour.md#records)', () => {
  it('carries token, payload, the error flag and the errors array', () => {
    const packet = { token: 'next', payload: { id: 1 }, error: true, errors: [problem] };
    expect(packetSchema.parse(packet)).toEqual(packet);
  });

  it('needs the error flag and the errors array; token and payload may be left out', () => {
    expect(packetSchema.parse({ error: false, errors: [] })).toEqual({ error: false, errors: [] });
    expect(messagesOf(packetSchema, { token: 't', payload: 1 })).toEqual({
      error: 'Required',
      errors: 'Required',
    });
  });

  it('takes an error flag that is a boolean and a token that is a string', () => {
    expect(messagesOf(packetSchema, { error: 'false', errors: [], token: 5 })).toEqual({
      error: 'Enter true or false',
      token: 'Enter text',
    });
  });

  it('passes any payload through untouched', () => {
    for (const payload of [null, 0, 'text', [1, 2], { nested: { deep: true } }]) {
      expect(packetSchema.parse({ error: false, errors: [], payload }).payload).toEqual(payload);
    }
  });
});

describe('packet errors (docs/behaviour.md#records: type, detail, title, status, instance)', () => {
  it('keeps all five fields of an error, a stale update’s current record and a 5xx’s request id', () => {
    expect(apiErrorSchema.parse(problem)).toEqual(problem);
    expect(Object.keys(apiErrorSchema.shape).sort()).toEqual([
      'code',
      'current',
      'detail',
      'instance',
      'params',
      'requestId',
      'status',
      'title',
      'type',
    ]);
  });

  it('needs a title, the only field the session reads (docs/behaviour.md#states: Token Expired)', () => {
    expect(apiErrorSchema.parse({ title: 'Token Expired' })).toEqual({ title: 'Token Expired' });
    expect(messagesOf(packetSchema, { error: true, errors: [{ status: 401 }] })).toEqual({
      'errors.0.title': 'Required',
    });
  });

  it('takes a numeric status', () => {
    expect(messagesOf(apiErrorSchema, { title: 'x', status: '401' })).toEqual({
      status: 'Enter a number',
    });
  });
});

describe('the packet check without zod (lib/protocol/packet-check.ts)', () => {
  const replies: unknown[] = [
    { error: false, errors: [] },
    { token: 't', payload: { id: 1 }, error: true, errors: [problem] },
    { error: false, errors: [], payload: null, extra: 'kept' },
    { error: true, errors: [{ title: 'Stale', status: 409, current: { id: 1 } }] },
    null,
    [],
    'packet',
    { error: 'false', errors: [] },
    { error: false },
    { errors: [] },
    { error: false, errors: {} },
    { error: false, errors: [], token: 5 },
    { error: true, errors: [{ status: 401 }] },
    { error: true, errors: [null] },
    { error: true, errors: [{ title: 'x', status: '401' }] },
    { error: true, errors: [{ title: 'x', detail: 1 }] },
    { error: true, errors: [{ title: 'x', type: false }] },
    { error: true, errors: [{ title: 'x', instance: [] }] },
    { error: true, errors: [{ title: 'x', code: 'forbidden', params: { field: 'email', max: 3 } }] },
    { error: true, errors: [{ title: 'x', code: 3 }] },
    { error: true, errors: [{ title: 'x', params: { field: true } }] },
    { error: true, errors: [{ title: 'x', params: [] }] },
  ];

  it.each(replies.map((reply) => [JSON.stringify(reply), reply]))(
    'answers as packetSchema does for %s',
    (_text, reply) => {
      expect(isPacket(reply)).toBe(packetSchema.safeParse(reply).success);
    },
  );
});

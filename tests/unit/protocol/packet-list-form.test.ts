import { describe, expect, it } from 'vitest';
import { ACCESS } from '../../../lib/protocol/access.ts';
import { PROTOCOL_TABLES } from '../../../lib/protocol/commands.ts';
import { formFieldSchema } from '../../../lib/protocol/form-field.ts';
import { LIST_MAX_IN_VALUES, listQuerySchema, listResponseSchema } from '../../../lib/protocol/list.ts';
import { packetSchema } from '../../../lib/protocol/packet.ts';
import { z } from '../../../lib/protocol/z.ts';
import { messagesOf } from './check.ts';

describe('Response packet (SPEC 3)', () => {
  it('carries token, payload, the error flag and errors with type, detail, title, status and instance', () => {
    const packet = {
      token: 'next',
      payload: { id: 1 },
      error: true,
      errors: [{ type: 'about:blank', title: 'Bad Request', detail: 'x', status: 400, instance: '/api' }],
    };
    expect(packetSchema.parse(packet)).toEqual(packet);
    expect(messagesOf(packetSchema, { payload: 1 })).toEqual({ error: 'Required', errors: 'Required' });
  });
});

describe('Generic list query and list response (SPEC 3, 5)', () => {
  it('defaults to page 1, 25 rows, ascending, no filters', () => {
    expect(listQuerySchema.parse({})).toEqual({ filters: [], page: 1, limit: 25, order: 'asc' });
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 1001 }, 'limit'],
    [{ limit: 'abc' }, 'limit'],
    [{ page: 0 }, 'page'],
    [{ order: 'sideways' }, 'order'],
    [{ filters: [{ field: 'id', operator: 'DROP', value: 1 }] }, 'filters.0.operator'],
  ])('refuses %j', (query, path) => {
    expect(messagesOf(listQuerySchema, query)).toHaveProperty([path]);
  });

  it(`caps IN lists at ${LIST_MAX_IN_VALUES} values`, () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => i);
    const filter = (n: number) => ({ filters: [{ field: 'id', operator: 'IN', value: values(n) }] });
    expect(listQuerySchema.safeParse(filter(LIST_MAX_IN_VALUES)).success).toBe(true);
    expect(listQuerySchema.safeParse(filter(LIST_MAX_IN_VALUES + 1)).success).toBe(false);
  });

  it('answers with list, count, limit, page, sort and order', () => {
    const response = { list: ['a'], count: 1, limit: 25, page: 1, sort: 'id', order: 'desc' };
    expect(listResponseSchema(z.string()).parse(response)).toEqual(response);
    expect(Object.keys(messagesOf(listResponseSchema(z.string()), {})).sort()).toEqual([
      'count',
      'limit',
      'list',
      'order',
      'page',
      'sort',
    ]);
  });
});

describe('Generic form field (SPEC 3)', () => {
  it('needs id, name and label, and sizes sm, md (the default) or lg', () => {
    expect(formFieldSchema.parse({ id: 'email', name: 'email', label: 'Email' }).size).toBe('md');
    expect(messagesOf(formFieldSchema, { id: 'a', name: 'a', label: 'A', size: 'xl' })).toHaveProperty(
      'size',
    );
    expect(messagesOf(formFieldSchema, {})).toMatchObject({
      id: 'Required',
      name: 'Required',
      label: 'Required',
    });
  });
});

describe('command tables', () => {
  const levels: number[] = Object.values(ACCESS);
  it.each(PROTOCOL_TABLES.flatMap((table) => Object.entries(table)))(
    '%s has its module, method, auth and a named access level',
    (name, command) => {
      expect(command.command).toBe(name);
      expect(command.module).toMatch(/^[a-z]+$/);
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(command.method);
      expect(['site', 'user']).toContain(command.auth);
      expect(levels).toContain(command.access);
    },
  );
});

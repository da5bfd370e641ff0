import { describe, expect, it, vi } from 'vitest';
import { createDruidiaStore, TEST_ROUTE, type DruidiaDeps } from '../../../lib/connections/druidia-store.ts';
import spanish from '../../../lib/connections/druidia-texts.es.ts';
import { druidiaTexts } from '../../../lib/connections/druidia-texts.ts';
import { fakeCall, immediateTimers } from '../fake-call.ts';
import { connection, listReply } from './fixtures.ts';

const fail = () => {
  throw new Error('Forbidden');
};

type Stream = DruidiaDeps['stream'];

function setup(answers: Record<string, unknown>, stream: Stream = vi.fn(async () => ({ ok: true }))) {
  const api = fakeCall({ 'druidia/list': listReply([connection()]), ...answers });
  const toast = vi.fn();
  const tasks = { add: vi.fn(() => 'task-1'), update: vi.fn() };
  const store = createDruidiaStore({
    call: api.call,
    stream,
    viewer: () => ({ userId: 12, access: 3, accountId: 3 }),
    toast,
    tasks,
    timers: immediateTimers,
  });
  return { ...api, store, toast, tasks, stream };
}

describe('the service connections store (docs/behaviour.md#states, docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages)', () => {
  it('loads the account’s list', async () => {
    const { store, calls } = setup({});
    await store.load();
    expect(calls[0]!.input).toMatchObject({ limit: 100, sort: 'created_at', order: 'desc' });
    expect(store.$state.get()).toMatchObject({ loading: false, error: null, items: [connection()] });
  });

  it("shows a load failure's message, or 'Failed to load Druidia connections'", async () => {
    const { store, toast } = setup({
      'druidia/list': () => {
        throw new Error('');
      },
    });
    await store.load();
    expect(store.$state.get().error).toBe('Failed to load Druidia connections');
    expect(toast).toHaveBeenCalledWith('error', 'Failed to load Druidia connections');
  });

  it('connects a selected service and puts it first; no selection asks for one', async () => {
    const added = connection({ druidia_id: 5, service: 'rodeo' });
    const { store, toast, calls } = setup({ 'druidia/connect': added });
    await store.load();
    expect(await store.connect('')).toBe(false);
    expect(toast).toHaveBeenLastCalledWith('error', 'Please select a service to connect');
    expect(await store.connect('rodeo')).toBe(true);
    expect(calls.at(-1)).toMatchObject({ name: 'druidia/connect', input: { service: 'rodeo' } });
    expect(toast).toHaveBeenLastCalledWith('success', 'Successfully connected to Rodeo service');
    expect(store.$state.get().items[0]).toEqual(added);
  });

  it('says it in the view’s language: the texts passed with each action', async () => {
    const es = druidiaTexts('es');
    es.listen(() => {});
    await vi.waitFor(() => expect(es.get().selectAService).toBe(spanish.selectAService));
    const t = es.get();
    const { store, toast } = setup({ 'druidia/connect': connection({ druidia_id: 5, service: 'rodeo' }) });
    await store.load(t);
    await store.connect('', t);
    expect(toast).toHaveBeenLastCalledWith('error', 'Elige un servicio para conectar');
    await store.connect('rodeo', t);
    expect(toast).toHaveBeenLastCalledWith('success', 'Conectado al servicio Rodeo');
    await store.remove(connection({ druidia_id: 42 }), t);
    expect(toast).toHaveBeenLastCalledWith('error', 'No se encontró la conexión');
  });

  it("refuses to open the dialog when every service is connected: 'All available services are already connected'", async () => {
    const services = ['image', 'content', 'product', 'rodeo', 'contractor', 'task'] as const;
    const all = services.map((service, i) => connection({ druidia_id: i + 1, service }));
    const { store, toast } = setup({ 'druidia/list': listReply(all) });
    await store.load();
    expect(store.canOpenConnect()).toBe(false);
    expect(toast).toHaveBeenCalledWith('info', 'All available services are already connected');
  });

  it('reconnects in place, shares, deletes, each with its toast', async () => {
    const renewed = connection({ user_hash: '9999999999' });
    const { store, toast } = setup({
      'druidia/connect': renewed,
      'druidia/share': connection({ user_id: null }),
      'druidia/delete': { success: true },
    });
    await store.load();
    await store.reconnect(connection());
    expect(toast).toHaveBeenLastCalledWith('success', 'Successfully reconnected to Image service');
    expect(store.$state.get().items).toEqual([renewed]);
    await store.share(connection());
    expect(toast).toHaveBeenLastCalledWith('success', 'Successfully shared Image connection with account');
    expect(store.$state.get().items[0]!.user_id).toBeNull();
    await store.remove(connection());
    expect(toast).toHaveBeenLastCalledWith('success', 'Connection deleted successfully');
    expect(store.$state.get().items).toEqual([]);
  });

  it('says what failed, in docs/behaviour.md#messages’s words', async () => {
    const { store, toast } = setup({
      'druidia/connect': fail,
      'druidia/share': fail,
      'druidia/delete': fail,
    });
    await store.load();
    await store.connect('rodeo');
    expect(toast).toHaveBeenLastCalledWith('error', 'Failed to connect to service');
    await store.reconnect(connection());
    expect(toast).toHaveBeenLastCalledWith('error', 'Failed to reconnect to service');
    await store.share(connection());
    expect(toast).toHaveBeenLastCalledWith('error', 'Failed to share connection');
    await store.remove(connection());
    expect(toast).toHaveBeenLastCalledWith('error', 'Failed to delete connection');
    await store.remove(connection({ druidia_id: 42 }));
    expect(toast).toHaveBeenLastCalledWith('error', 'Connection not found');
  });

  it('runs the connection test as a task that follows the stream’s progress', async () => {
    const stream = vi.fn<Stream>(async (_input, onProgress) => {
      onProgress({ message: 'Step 1', progress: 1, total: 3 });
      return { echo: true };
    });
    const { store, tasks } = setup({}, stream);
    expect(await store.test(connection())).toBe(true);
    expect(stream.mock.calls[0]![0]).toEqual({ service: 'image', route: TEST_ROUTE });
    expect(tasks.add).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Test Image connection', status: 'active' }),
    );
    expect(tasks.update).toHaveBeenCalledWith('task-1', { message: 'Step 1', progress: 1, total: 3 });
    expect(tasks.update).toHaveBeenLastCalledWith('task-1', {
      status: 'completed',
      message: 'The image service answered',
    });
  });

  it('fails the task when the request fails', async () => {
    const { store, tasks } = setup(
      {},
      vi.fn(async () => {
        throw new Error('No connection for this service');
      }),
    );
    expect(await store.test(connection())).toBe(false);
    expect(tasks.update).toHaveBeenLastCalledWith('task-1', {
      status: 'error',
      message: 'No connection for this service',
    });
  });
});

import { druidiaEnglish, type DruidiaTexts } from './druidia-texts.ts';
import { serviceName } from './service-names.ts';
import type { CallCommand } from '../api/client.ts';
import type { StreamProgress } from '../api/ndjson-stream.ts';
import type { Timers } from '../api/debounce-call.ts';
import { failureReason } from '../format/failure-reason.ts';
import { failureText } from '../format/failure-text.ts';
import type { RequestOf } from '../protocol/command.ts';
import type { druidiaCommands, DruidiaConnection } from '../protocol/druidia.ts';
import { druidiaListRef, type DruidiaService } from '../protocol/druidia-ref.ts';
import type { TaskFields, TaskInput } from '../tasks/task.ts';
import type { ToastType } from '../toasts/toasts.ts';
import { availableServices, connectionListQuery, connectionProblem, replaceConnection } from './druidia.ts';
import { createListStore } from './list-state.ts';
import type { Viewer } from './viewer.ts';

// Its first paint reads with a ref; the schemas load with the first change (docs/architecture.md, what
// the browser checks).
const loadCommands = async () => (await import('../protocol/druidia.ts')).druidiaCommands;
type Commands = typeof druidiaCommands;

/** The route the connection test asks of a service; the reference server echoes any route. */
export const TEST_ROUTE = 'connection/test';

export interface TaskSink {
  add: (input: TaskInput) => string;
  update: (id: string, patch: Partial<TaskFields>) => void;
}

export interface DruidiaDeps {
  call: CallCommand;
  /** A service request in streaming mode, falling back to a plain call (lib/api/ndjson-stream.ts). */
  stream: (
    input: RequestOf<typeof druidiaCommands.request>,
    onProgress: (progress: StreamProgress) => void,
  ) => Promise<unknown>;
  viewer: () => Viewer;
  toast: (type: ToastType, message: string) => void;
  tasks: TaskSink;
  timers?: Timers;
}

/**
 * The service connections of the profile page (docs/behaviour.md#states, docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages): the list, and each action with its
 * checks and its toasts. Actions resolve to whether they succeeded; they never throw. Each takes the texts
 * of the view's language last (lib/connections/druidia-texts.ts), English when none is given.
 */
export function createDruidiaStore(deps: DruidiaDeps) {
  const { call, toast } = deps;
  // The language of the last load: a failure of it is said in that language.
  let loadTexts = druidiaEnglish();
  const list = createListStore<DruidiaConnection>(
    async () => {
      const { accountId } = deps.viewer();
      if (accountId === null) throw new Error(loadTexts.loadFailed);
      const reply = await call(druidiaListRef, connectionListQuery(accountId), { report: false });
      return reply.list;
    },
    (error) => failureText(error, loadTexts.loadFailed),
    (message) => toast('error', message),
    deps.timers,
  );
  const load = (t: DruidiaTexts = druidiaEnglish()): Promise<void> => {
    loadTexts = t;
    return list.load();
  };
  const items = () => list.$state.get().items;

  // Sends one change; the fixed failure text of docs/behaviour.md#messages is the toast, since the view offers only what the
  // server allows and the server's wording ('Forbidden') would tell the user less.
  async function run<T>(
    send: (commands: Commands) => Promise<T>,
    failed: string,
    done: (result: T) => string,
  ) {
    try {
      const result = await send(await loadCommands());
      toast('success', done(result));
      return true;
    } catch {
      toast('error', failed);
      return false;
    }
  }

  const checked = (id: number, t: DruidiaTexts, action: () => Promise<boolean>): Promise<boolean> => {
    const problem = connectionProblem(items(), id);
    if (!problem) return action();
    toast('error', problem === 'invalid' ? t.invalidId : t.notFound);
    return Promise.resolve(false);
  };

  /** docs/behaviour.md#validation: whether the connect dialog may open; when nothing is left, says so instead. */
  function canOpenConnect(t: DruidiaTexts = druidiaEnglish()): boolean {
    if (availableServices(items(), deps.viewer()).length > 0) return true;
    toast('info', t.allConnected);
    return false;
  }

  async function connect(service: DruidiaService | '', t: DruidiaTexts = druidiaEnglish()): Promise<boolean> {
    if (!service) {
      toast('error', t.selectAService);
      return false;
    }
    return run(
      (commands) => call(commands.connect, { service }, { report: false }),
      t.connectFailed,
      (connection) => {
        list.update((current) => [connection, ...current]);
        return t.connected({ service: serviceName(connection.service, t) });
      },
    );
  }

  // Reconnect and share both answer with the connection as it now is, which takes the old one's place.
  const replacing = (
    connection: DruidiaConnection,
    t: DruidiaTexts,
    send: (commands: Commands) => Promise<DruidiaConnection>,
    failed: string,
    done: (words: { service: string }) => string,
  ): Promise<boolean> =>
    checked(connection.druidia_id, t, () =>
      run(send, failed, (updated) => {
        list.update((current) => replaceConnection(current, updated));
        return done({ service: serviceName(updated.service, t) });
      }),
    );

  const reconnect = (connection: DruidiaConnection, t: DruidiaTexts = druidiaEnglish()): Promise<boolean> =>
    replacing(
      connection,
      t,
      (commands) =>
        call(
          commands.connect,
          { druidia_id: connection.druidia_id, service: connection.service },
          { report: false },
        ),
      t.reconnectFailed,
      t.reconnected,
    );

  const share = (connection: DruidiaConnection, t: DruidiaTexts = druidiaEnglish()): Promise<boolean> =>
    replacing(
      connection,
      t,
      (commands) => call(commands.share, { druidia_id: connection.druidia_id }, { report: false }),
      t.shareFailed,
      t.sharedWithAccount,
    );

  const remove = (connection: DruidiaConnection, t: DruidiaTexts = druidiaEnglish()): Promise<boolean> =>
    checked(connection.druidia_id, t, () =>
      run(
        (commands) => call(commands.delete, { druidia_id: connection.druidia_id }, { report: false }),
        t.deleteFailed,
        () => {
          list.update((current) => current.filter((c) => c.druidia_id !== connection.druidia_id));
          return t.deleted;
        },
      ),
    );

  /**
   * Runs a service request in streaming mode as a background task: its progress lines move the task's
   * bar in the status bar, and the task ends completed or failed with what happened.
   */
  async function test(connection: DruidiaConnection, t: DruidiaTexts = druidiaEnglish()): Promise<boolean> {
    const { service } = connection;
    const id = deps.tasks.add({
      title: t.testConnection({ service: serviceName(service, t) }),
      description: `${service} ${TEST_ROUTE}`,
      status: 'active',
      message: t.waiting,
    });
    try {
      await deps.stream({ service, route: TEST_ROUTE }, ({ message, progress, total }) =>
        deps.tasks.update(id, { message, progress, total }),
      );
      deps.tasks.update(id, { status: 'completed', message: t.answered({ service }) });
      return true;
    } catch (error) {
      deps.tasks.update(id, { status: 'error', message: await failureReason(error, t.noAnswer) });
      return false;
    }
  }

  return { $state: list.$state, load, canOpenConnect, connect, reconnect, share, remove, test };
}

export type DruidiaStore = ReturnType<typeof createDruidiaStore>;

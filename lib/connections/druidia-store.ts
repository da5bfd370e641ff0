import { serviceName } from './service-names.ts';
import type { CallCommand } from '../api/client.ts';
import type { StreamProgress } from '../api/ndjson-stream.ts';
import type { Timers } from '../api/debounce-call.ts';
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

// docs/behaviour.md#validation and docs/behaviour.md#messages, word for word.
export const LOAD_FAILED = 'Failed to load Druidia connections';
export const CONNECT_FAILED = 'Failed to connect to service';
export const DELETE_FAILED = 'Failed to delete connection';
export const RECONNECT_FAILED = 'Failed to reconnect to service';
export const SHARE_FAILED = 'Failed to share connection';
export const SELECT_A_SERVICE = 'Please select a service to connect';
export const ALL_SERVICES_CONNECTED = 'All available services are already connected';
export const CONNECTION_DELETED = 'Connection deleted successfully';
export const connectedText = (service: string) => `Successfully connected to ${serviceName(service)} service`;
export const reconnectedText = (service: string) =>
  `Successfully reconnected to ${serviceName(service)} service`;
export const sharedText = (service: string) =>
  `Successfully shared ${serviceName(service)} connection with account`;

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
 * checks and its toasts. Actions resolve to whether they succeeded; they never throw.
 */
export function createDruidiaStore(deps: DruidiaDeps) {
  const { call, toast } = deps;
  const list = createListStore<DruidiaConnection>(
    async () => {
      const { accountId } = deps.viewer();
      if (accountId === null) throw new Error(LOAD_FAILED);
      const reply = await call(druidiaListRef, connectionListQuery(accountId), { report: false });
      return reply.list;
    },
    (error) => failureText(error, LOAD_FAILED),
    (message) => toast('error', message),
    deps.timers,
  );
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

  const checked = (id: number, action: () => Promise<boolean>): Promise<boolean> => {
    const problem = connectionProblem(items(), id);
    if (!problem) return action();
    toast('error', problem);
    return Promise.resolve(false);
  };

  /** docs/behaviour.md#validation: whether the connect dialog may open; when nothing is left, says so instead. */
  function canOpenConnect(): boolean {
    if (availableServices(items(), deps.viewer()).length > 0) return true;
    toast('info', ALL_SERVICES_CONNECTED);
    return false;
  }

  async function connect(service: DruidiaService | ''): Promise<boolean> {
    if (!service) {
      toast('error', SELECT_A_SERVICE);
      return false;
    }
    return run(
      (commands) => call(commands.connect, { service }, { report: false }),
      CONNECT_FAILED,
      (connection) => {
        list.update((current) => [connection, ...current]);
        return connectedText(connection.service);
      },
    );
  }

  // Reconnect and share both answer with the connection as it now is, which takes the old one's place.
  const replacing = (
    connection: DruidiaConnection,
    send: (commands: Commands) => Promise<DruidiaConnection>,
    failed: string,
    done: (service: string) => string,
  ): Promise<boolean> =>
    checked(connection.druidia_id, () =>
      run(send, failed, (updated) => {
        list.update((current) => replaceConnection(current, updated));
        return done(updated.service);
      }),
    );

  const reconnect = (connection: DruidiaConnection): Promise<boolean> =>
    replacing(
      connection,
      (commands) =>
        call(
          commands.connect,
          { druidia_id: connection.druidia_id, service: connection.service },
          { report: false },
        ),
      RECONNECT_FAILED,
      reconnectedText,
    );

  const share = (connection: DruidiaConnection): Promise<boolean> =>
    replacing(
      connection,
      (commands) => call(commands.share, { druidia_id: connection.druidia_id }, { report: false }),
      SHARE_FAILED,
      sharedText,
    );

  const remove = (connection: DruidiaConnection): Promise<boolean> =>
    checked(connection.druidia_id, () =>
      run(
        (commands) => call(commands.delete, { druidia_id: connection.druidia_id }, { report: false }),
        DELETE_FAILED,
        () => {
          list.update((current) => current.filter((c) => c.druidia_id !== connection.druidia_id));
          return CONNECTION_DELETED;
        },
      ),
    );

  /**
   * Runs a service request in streaming mode as a background task: its progress lines move the task's
   * bar in the status bar, and the task ends completed or failed with what happened.
   */
  async function test(connection: DruidiaConnection): Promise<boolean> {
    const { service } = connection;
    const id = deps.tasks.add({
      title: `Test ${serviceName(service)} connection`,
      description: `${service} ${TEST_ROUTE}`,
      status: 'active',
      message: 'Waiting for the service',
    });
    try {
      await deps.stream({ service, route: TEST_ROUTE }, ({ message, progress, total }) =>
        deps.tasks.update(id, { message, progress, total }),
      );
      deps.tasks.update(id, { status: 'completed', message: `The ${service} service answered` });
      return true;
    } catch (error) {
      deps.tasks.update(id, { status: 'error', message: failureText(error, 'The service did not answer') });
      return false;
    }
  }

  return { $state: list.$state, load: list.load, canOpenConnect, connect, reconnect, share, remove, test };
}

export type DruidiaStore = ReturnType<typeof createDruidiaStore>;

import { apiClient, callCommand } from '../api/api.ts';
import { $session } from '../session/session.ts';
import { addTask, updateTask } from '../tasks/tasks.ts';
import { showToast } from '../toasts/toasts.ts';
import { createDruidiaStore } from './druidia-store.ts';
import { viewerOf } from './viewer.ts';

/** The page's service connections, on its API client, session, toasts and task list. */
export const druidiaConnections = createDruidiaStore({
  call: callCommand,
  // With the druidia schemas it imports, only once a test runs (docs/architecture.md, what the browser checks).
  stream: async (input, onProgress) =>
    (await import('../api/ndjson-stream.ts')).streamServiceRequest(apiClient, input, onProgress),
  viewer: () => viewerOf($session.get()),
  toast: (type, message) => void showToast(type, message),
  tasks: { add: addTask, update: (id, patch) => void updateTask(id, patch) },
});

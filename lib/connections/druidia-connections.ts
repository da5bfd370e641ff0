import { apiClient, callCommand } from '../api/api.ts';
import { streamServiceRequest } from '../api/ndjson-stream.ts';
import { $session } from '../session/session.ts';
import { addTask, updateTask } from '../tasks/tasks.ts';
import { showToast } from '../toasts/toasts.ts';
import { createDruidiaStore } from './druidia-store.ts';
import { viewerOf } from './viewer.ts';

/** The page's service connections, on its API client, session, toasts and task list. */
export const druidiaConnections = createDruidiaStore({
  call: callCommand,
  stream: (input, onProgress) => streamServiceRequest(apiClient, input, onProgress),
  viewer: () => viewerOf($session.get()),
  toast: (type, message) => void showToast(type, message),
  tasks: { add: addTask, update: (id, patch) => void updateTask(id, patch) },
});

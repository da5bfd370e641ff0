import type { ResourceHooks } from '../resources/save.ts';
import { executeRun, startRun, type SyncProgress } from '../rodeo-sync/run.ts';

/**
 * `run`: with `stream: true` the reply is NDJSON (docs/architecture.md): a progress line after every batch, then
 * `{"status":"done","payload": run}`. The run goes on to its end if the client goes away; the run list
 * shows how it ended.
 */
export const rodeoSyncHooks: ResourceHooks = {
  handlers: {
    async run(ctx, input) {
      const { runId, token } = await startRun(ctx);
      if (!input.stream) return executeRun(ctx, runId, token, () => undefined);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          let open = true;
          const send = (value: unknown) => {
            if (!open) return;
            try {
              controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
            } catch {
              open = false;
            }
          };
          void executeRun(ctx, runId, token, (progress: SyncProgress) =>
            send({ status: 'progress', ...progress }),
          ).then((payload) => {
            send({ status: 'done', payload });
            if (open) controller.close();
          });
        },
        cancel() {
          // The client left; the run itself carries on and records its end.
        },
      });
      return new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    },
  },
};

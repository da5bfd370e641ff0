import { setTimeout as sleep } from 'node:timers/promises';
import type { DruidiaService } from '../../lib/protocol/druidia.ts';
import type { DruidiaRow } from './rows.ts';

export interface ServiceRequest {
  service: DruidiaService;
  route: string;
  stream?: boolean;
  [field: string]: unknown;
}

/**
 * What the reference server answers for a service request: there is no real service behind it, so it
 * echoes what it would forward, through which connection, and when.
 */
export function demoReply(connection: DruidiaRow, request: ServiceRequest): Record<string, unknown> {
  const { service, route, stream: _stream, ...params } = request;
  return {
    service,
    route,
    druidia_id: connection.druidia_id,
    shared: connection.user_id === null,
    params,
    answered_at: new Date().toISOString(),
  };
}

// A pause between progress lines, so that a console shows the progress a real service would report.
const STEP_DELAY_MS = 150;

/** docs/architecture.md's streaming reply: one `progress` line per step, then `{"status":"done","payload"}`. */
export function ndjsonReply(service: string, route: string, payload: () => unknown): Response {
  const steps = [`Connecting to the ${service} service`, `Running ${route}`, 'Collecting the result'];
  const encoder = new TextEncoder();
  const line = (value: unknown) => encoder.encode(`${JSON.stringify(value)}\n`);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, message] of steps.entries()) {
        controller.enqueue(line({ status: 'progress', message, progress: index + 1, total: steps.length }));
        await sleep(STEP_DELAY_MS);
      }
      controller.enqueue(line({ status: 'done', payload: payload() }));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
  });
}

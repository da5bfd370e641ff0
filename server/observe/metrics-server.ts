import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { log } from './logger.ts';
import { register } from './metrics.ts';

/**
 * GET /metrics in Prometheus' text format on a port of its own (METRICS_PORT), never on the public one:
 * served by the machine's primary process, which adds up its server processes' metrics when it forked
 * workers (docs/operations.md, Metrics).
 */
export function serveMetrics(host: string, port: number, workers: boolean): Server {
  const aggregator = workers ? new AggregatorRegistry() : undefined;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Metrics are at /metrics\n');
      return;
    }
    (aggregator ? aggregator.clusterMetrics() : register.metrics()).then(
      (text) =>
        response
          .writeHead(200, { 'Content-Type': register.contentType, 'Cache-Control': 'no-store' })
          .end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics: collecting failed');
        response.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  server.listen(port, host, () => log.info({ host, port }, `Metrics on http://${host}:${port}/metrics`));
  return server;
}

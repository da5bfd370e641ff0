import type { ParsedCsv } from './parse-csv.ts';

/** Parses a CSV file in a module worker (lib/csv/parse.worker.ts); rejects with a readable message. */
export function parseCsvInWorker(file: Blob): Promise<ParsedCsv> {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ParsedCsv>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ ok: boolean; parsed?: ParsedCsv; error?: string }>) => {
      if (event.data.ok && event.data.parsed) resolve(event.data.parsed);
      else reject(new Error(`The file could not be read: ${event.data.error ?? 'unknown error'}`));
    };
    worker.onerror = (event) =>
      reject(new Error(`The file could not be read: ${event.message || 'worker failed'}`));
    worker.postMessage(file);
  }).finally(() => worker.terminate());
}

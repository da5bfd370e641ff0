import { csvEnglish, type CsvTexts } from './csv-texts.ts';
import type { ParsedCsv } from './parse-csv.ts';

/**
 * Parses a CSV file in a module worker (lib/csv/parse.worker.ts); rejects with a readable message in the
 * words of `t`. A page
 * that loads the kit from the console's origin may not start a worker from there (browsers allow only
 * same-origin worker scripts, and a blob: worker would need `worker-src blob:` in the page's CSP): there
 * the file is parsed on the page itself, which takes a few hundred milliseconds for 10,000 rows.
 */
export async function parseCsvInWorker(file: Blob, t: CsvTexts = csvEnglish()): Promise<ParsedCsv> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    const { parseCsvText } = await import('./parse-csv.ts');
    return parseCsvText(await file.text());
  }
  return new Promise<ParsedCsv>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ ok: boolean; parsed?: ParsedCsv; error?: string }>) => {
      if (event.data.ok && event.data.parsed) resolve(event.data.parsed);
      else reject(new Error(t.unreadable({ reason: event.data.error ?? t.unknownError })));
    };
    worker.onerror = (event) => reject(new Error(t.unreadable({ reason: event.message || t.workerFailed })));
    worker.postMessage(file);
  }).finally(() => worker.terminate());
}

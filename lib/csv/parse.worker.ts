import { parseCsvText } from './parse-csv.ts';

// Parsing a large file takes seconds: it happens here, off the page's main thread, and the page stays
// responsive while it runs.
self.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    self.postMessage({ ok: true, parsed: parseCsvText(await event.data.text()) });
  } catch (error) {
    self.postMessage({ ok: false, error: (error as Error).message });
  }
};

/**
 * Saves a file the API streamed (a CSV export) under the server's file name, else `fallback`. The body is
 * read into one Blob here, since a page cannot hand a stream to the browser's download manager.
 */
export async function downloadResponse(response: Response, fallback: string): Promise<void> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  // RFC 6266: the UTF-8 filename* first (a file named 'Résumé.pdf'), then the ASCII fallback.
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded
    ? decodeURIComponent(encoded)
    : (/filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text made in the page (a template, the refused rows) as a CSV file. */
export const downloadText = (text: string, name: string): Promise<void> =>
  downloadResponse(new Response(text, { headers: { 'Content-Type': 'text/csv' } }), name);

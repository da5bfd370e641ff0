/**
 * `attachment` with the name twice (RFC 6266): an ASCII fallback for old clients and `filename*` in
 * UTF-8 for the rest. Quotes, backslashes and control characters never reach the header.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The name to keep from a client's file name: no directories, no control characters, at most 255. */
export function cleanFilename(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean;
}

import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  responses: RawResponse[];
  /** The server closed the connection (after the responses, or without one). */
  closed: boolean;
  /** The connection ended in a reset (ECONNRESET, EPIPE) rather than a close. */
  reset: boolean;
}

/** The complete responses at the start of `text` (Content-Length or chunked bodies, as the server sends). */
export function parseResponses(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return responses;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    let body = rest.slice(end + 4);
    let after: string;
    if (headers['transfer-encoding'] === 'chunked') {
      const last = body.indexOf('0\r\n\r\n');
      if (last < 0) return responses;
      after = body.slice(last + 5);
      body = body.slice(0, last);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (Buffer.byteLength(body, 'latin1') < length) return responses;
      after = body.slice(length);
      body = body.slice(0, length);
    }
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = after;
  }
}

/**
 * Writes `chunks` to a fresh connection, one after another as each is flushed, and reads until `want`
 * responses are in or one says `Connection: close`, or until the server closes or resets the connection.
 * The write side stays open meanwhile (a client that half-closes gets its requests aborted).
 */
export function exchange(port: number, chunks: (string | Buffer)[], want = 1): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let reset = false;
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const responses = parseResponses(text);
      if (responses.length >= want || responses.some((r) => r.headers.connection === 'close')) socket.end();
    });
    socket.on('error', () => {
      reset = true;
    });
    socket.on('close', () => resolve({ responses: parseResponses(text), closed: true, reset }));
    const writeNext = (index: number): void => {
      const chunk = chunks[index];
      if (chunk === undefined || socket.destroyed) return;
      socket.write(chunk, () => writeNext(index + 1));
    };
    writeNext(0);
  });
}

/** A request as it goes on the wire; Content-Length is the body's own unless `contentLength` says otherwise. */
export function rawRequest(
  method: string,
  target: string,
  headers: Record<string, string>,
  body = '',
  contentLength: number | null = Buffer.byteLength(body, 'latin1'),
): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (contentLength !== null) lines.push(`Content-Length: ${contentLength}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

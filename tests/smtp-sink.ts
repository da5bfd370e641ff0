import { SMTPServer } from 'smtp-server';

/** A message the sink received, its headers and text decoded (quoted-printable, as nodemailer writes). */
export interface Received {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parse(to: string, raw: string): Received {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  const body = rest.join('\n\n');
  const text = /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')
    ? decodeQuotedPrintable(body)
    : body;
  return { to, subject: headers.subject ?? '', text: text.replace(/\r\n/g, '\n'), headers };
}

/**
 * A real SMTP server on loopback (smtp-server, from nodemailer's authors) that keeps what it receives.
 * `refuse` names recipients it answers 550 for; `delayMs` slows every message (to stop a sender midway).
 * It never offers STARTTLS, as a network that strips it would show a server; it offers AUTH in clear and
 * keeps every user name and password it is given in `logins`.
 */
export async function startSmtpSink(options: { refuse?: string[]; delayMs?: number } = {}) {
  const received: Received[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const accept = () => {
          received.push(parse(to, Buffer.concat(chunks).toString('utf8')));
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A sender killed mid-message resets its connection: that is the test's point, not a failure.
  server.on('error', () => undefined);
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

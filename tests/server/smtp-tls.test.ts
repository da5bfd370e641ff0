import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransportOptions } from '../../server/broadcasts/channels.ts';
import { loadJobsConfig } from '../../server/jobs/config.ts';
import { startSmtpSink } from '../smtp-sink.ts';

// docs/security.md, "Outbound requests, webhooks and mail": SMTP credentials never go over a connection
// without TLS, except to loopback or with SMTP_INSECURE=1. The sink offers no STARTTLS, as a server does
// whose answer an attacker on the path has stripped of it.

describe('SMTP credentials and TLS', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  const port = () => Number(new URL(sink.url).port);
  /** Sends one mail with the options SMTP_URL `url` gives, through the sink whatever host it names. */
  async function send(url: string, env: Record<string, string> = {}) {
    const options = smtpTransportOptions(loadJobsConfig(env), url);
    const transport = createTransport({ ...options, pool: false, host: '127.0.0.1', port: port() });
    try {
      await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' });
      return 'sent';
    } catch (error) {
      return `refused: ${(error as Error).message}`;
    } finally {
      transport.close();
    }
  }

  it('refuses to log in to a mail server off this machine that offers no STARTTLS', async () => {
    const result = await send('smtp://mailer:hunter2@mail.example.com:587');
    expect(result).toMatch(/^refused: .*STARTTLS/);
    expect(sink.logins).toEqual([]);
    expect(sink.received).toEqual([]);
  });

  it('speaks without TLS to loopback, or to any server when SMTP_INSECURE=1 says so', async () => {
    expect(await send(`smtp://local:pass1@127.0.0.1:${port()}`)).toBe('sent');
    expect(await send(`smtp://local:pass2@localhost:${port()}`)).toBe('sent');
    expect(await send('smtp://relay:pass3@mail.example.com:25', { SMTP_INSECURE: '1' })).toBe('sent');
    expect(sink.logins).toEqual(['local:pass1', 'local:pass2', 'relay:pass3']);
  });

  it('asks TLS of every other smtp:// server; smtps:// is TLS from the first byte', () => {
    const tls = (url: string, env: Record<string, string> = {}) => {
      const options = smtpTransportOptions(loadJobsConfig(env), url);
      return [options.secure, options.requireTLS];
    };
    expect(tls('smtp://u:p@mail.example.com')).toEqual([false, true]);
    expect(tls('smtp://u:p@10.0.0.5:587')).toEqual([false, true]);
    expect(tls('smtp://u:p@[::1]:25')).toEqual([false, false]);
    expect(tls('smtps://u:p@mail.example.com')).toEqual([true, false]);
    expect(tls('smtp://u:p@mail.example.com', { SMTP_INSECURE: '0' })).toEqual([false, true]);
  });
});

import { createTransport, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Db } from '../db/db.ts';
import type { JobsConfig } from '../jobs/config.ts';
import { isLoopbackHost } from '../outbound/addresses.ts';

/** One message to one contact, filled in, with the link that unsubscribes them. */
export interface Outgoing {
  accountId: number;
  /** The contact's email, phone number or (push) device: what the channel delivers to. */
  to: string;
  subject: string | null;
  body: string;
  unsubscribeUrl: string;
  /** The same for every attempt at one delivery, so a receiving system can tell a repeat. */
  messageId: string;
}

/** The provider refused this one message for good (a 5xx for its address); the others may still go. */
export class DeliveryRefused extends Error {}

/** A way out for messages: SMTP for email, or the simulator that records what it was given. */
export interface Provider {
  send(message: Outgoing): Promise<void>;
  close(): void;
}

/**
 * SMS and push (and email without SMTP_URL) go to the built-in simulator, which records each message in
 * `simulated_messages` for the demo and the tests, like the Stripe simulator stands in for Stripe.
 */
export function simulatorProvider(db: Db, channel: string): Provider {
  return {
    async send(message) {
      await db.query(
        `INSERT INTO simulated_messages (account_id, channel, recipient, subject, body) VALUES ($1, $2, $3, $4, $5)`,
        [message.accountId, channel, message.to, message.subject, message.body],
      );
    },
    close: () => undefined,
  };
}

/**
 * How nodemailer reaches SMTP_URL. On smtp:// it must upgrade with STARTTLS before it logs in, so a network
 * that strips STARTTLS from the server's answer gets no password in clear: only a server on loopback, or
 * an operator's explicit SMTP_INSECURE=1, is spoken to without TLS (docs/security.md).
 */
export function smtpTransportOptions(config: JobsConfig, smtpUrl: string): SMTPPool.Options {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    pool: true,
    maxConnections: 5,
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure,
    requireTLS: !secure && !config.smtpInsecure && !isLoopbackHost(url.hostname),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
  };
}

/** Email through SMTP_URL, over a small pool of connections, with the one-click unsubscribe of RFC 8058. */
export function smtpProvider(config: JobsConfig, smtpUrl: string): Provider {
  const transport: Transporter = createTransport(smtpTransportOptions(config, smtpUrl));
  return {
    async send(message) {
      await transport
        .sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject ?? '',
          text: `${message.body}\n\n--\nUnsubscribe: ${message.unsubscribeUrl}\n`,
          messageId: message.messageId,
          headers: {
            'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        })
        .catch((error: { responseCode?: number }) => {
          // A permanent answer about this address is this delivery's; anything else (the server is down,
          // busy: 4xx) is the job's, which is tried again later with nothing of it sent.
          if (error.responseCode && error.responseCode >= 500)
            throw new DeliveryRefused(`The mail server refused this address (${error.responseCode})`);
          throw error;
        });
    },
    close: () => transport.close(),
  };
}

/**
 * Why a broadcast on this channel cannot go, or null. In production mode the simulator never stands in
 * for a real provider (docs/security.md), so a channel without one fails its broadcast with the fix named.
 */
export function missingProvider(config: JobsConfig, channel: string, production: boolean): string | null {
  if (!production || (channel === 'email' && config.smtpUrl)) return null;
  return channel === 'email'
    ? 'No mail server is configured: the operator sets SMTP_URL to send email broadcasts'
    : `No ${channel} provider is configured, so ${channel} broadcasts cannot be sent in production mode`;
}

export const providerFor = (db: Db, config: JobsConfig, channel: string): Provider =>
  channel === 'email' && config.smtpUrl
    ? smtpProvider(config, config.smtpUrl)
    : simulatorProvider(db, channel);

import { toBuffer as qrPng } from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJobsConfig } from '../../server/jobs/config.ts';
import { JOB_HANDLERS } from '../../server/jobs/kinds.ts';
import { jobWorker } from '../../server/jobs/worker.ts';
import { QR_PNG } from '../../server/tickets/mail-job.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { codesOf, rodeoOf, webhookOrder } from './ticket-flow.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The PNG images of a raw multipart message, as base64 (qrcode draws the same code the same way). */
const pngsOf = (raw: string): string[] =>
  [...raw.matchAll(/Content-Type: image\/png[^]*?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(([, base64]) =>
    base64!.replace(/\s/g, ''),
  );

describe.each(databases())('ticket email (%s)', (database) => {
  let api: TestApi;
  let sink: Sink;
  let admin: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ database, config: { jobs: { ...loadJobsConfig({}), smtpUrl: sink.url } } });
    admin = await api.login('admin@demo.test');
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  const runJobs = () =>
    jobWorker({ db: api.db, config: api.config, keys: api.keys }, JOB_HANDLERS, { poll: false }).runDue();

  it('mails the buyer each ticket as a QR image with its page link, once per order, and again on resend', async () => {
    const rodeo = await rodeoOf(api, 'demo.test');
    const order = await webhookOrder(api, rodeo, 2, 'buyer@fans.test');
    await order.deliver(order.event);
    await runJobs();
    const mails = () => sink.received.filter((mail) => mail.to === 'buyer@fans.test');
    expect(mails()).toHaveLength(1);
    const [mail] = mails() as [(typeof sink.received)[number]];
    const codes = await codesOf(api, order.orderId);
    const expected = await Promise.all(
      codes.map(async ({ code }) => (await qrPng(code, QR_PNG)).toString('base64')),
    );
    expect(pngsOf(mail.text)).toEqual(expected);
    // The text part is quoted-printable: soft line breaks joined, `=3D` and the like left as they are.
    expect(mail.text.replace(/=\r?\n/g, '')).toMatch(/Admission 1: http:\/\/\S+\/tickets\/\d+\.[\w-]{32}/);

    await order.refund();
    const resend = await api.call('ticket', 'resend', {
      token: admin,
      body: { ticket_order_id: order.orderId },
    });
    expect(resend.status).toBe(200);
    await runJobs();
    // Its tickets are void now: the resend sends nothing.
    expect(mails()).toHaveLength(1);
  });
});

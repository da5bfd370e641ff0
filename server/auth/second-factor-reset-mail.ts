import { createTransport } from 'nodemailer';
import { smtpTransportOptions } from '../broadcasts/channels.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { JobRefusal, type JobContext, type JobOutcome } from '../jobs/worker.ts';
import { findUserById } from '../modules/user-rows.ts';

export const SECOND_FACTOR_RESET_MAIL = 'second_factor.reset_mail';

/** Tells a user an admin reset their second factor, so a reset they did not ask for does not go unseen. */
export async function mailSecondFactorReset({ db, config, job }: JobContext): Promise<JobOutcome> {
  const smtpUrl = config.jobs.smtpUrl;
  if (!smtpUrl) throw new JobRefusal('No mail server is configured: the operator sets SMTP_URL');
  const user = await findUserById(db, Number(job.payload.user_id));
  if (!user) return { done: 'The user no longer exists' };
  const transport = createTransport({ ...smtpTransportOptions(config.jobs, smtpUrl), pool: false });
  try {
    await transport.sendMail({
      from: config.jobs.mailFrom,
      to: user.email,
      subject: 'Your second factor was reset',
      text:
        'An administrator removed your authenticator app and passkeys and signed you out everywhere.\n\n' +
        `Sign in again at ${linkOrigin(config)} and set up a second factor. ` +
        'If you did not ask for this, tell your administrator at once.\n',
    });
  } finally {
    transport.close();
  }
  return { done: 'Told the user' };
}

import { apiClient } from '../api/api.ts';
import { loadResource } from '../resource-views/loaders.ts';
import { followLive } from '../live/subscribe-later.ts';
import { createJobFollower, type JobLanguage } from './follow-jobs.ts';
import type { Locale } from '../i18n/locales.ts';
import { jobTexts } from './job-texts.ts';
import { commandOf } from '../resources/command-of.ts';

let follower: Promise<ReturnType<typeof createJobFollower>> | undefined;
let stopKeeping: (() => void) | undefined;

// The jobs' texts in `locale`, kept loaded while the follower writes in it (lib/i18n/catalog.ts loads
// another language's file once its store is watched).
function languageOf(locale: Locale): JobLanguage {
  const texts = jobTexts(locale);
  stopKeeping?.();
  stopKeeping = texts.listen(() => undefined);
  return { texts: () => texts.get(), locale };
}

/**
 * Brings the signed-in user's server jobs into the status bar (lib/jobs/follow-jobs.ts). Called when the
 * console opens signed in and when a screen that schedules jobs (the broadcast calendar) shows; the job
 * definition loads on first use, so pages that never call it never download it. With a locale, the
 * jobs' tasks are written in it from then on (docs/architecture.md, texts and languages).
 */
export function followMyJobs(locale?: Locale): void {
  const language = locale && languageOf(locale);
  follower ??= loadResource('job').then((job) =>
    createJobFollower(apiClient, commandOf(job, 'mine'), followLive),
  );
  void follower.then((f) => f.follow(language)).catch(() => undefined);
}

import type { ApiClient } from '../api/client.ts';
import type { FollowLive } from '../live/subscribe-later.ts';
import type { Command } from '../protocol/command.ts';
import { formatTime } from '../format/date.ts';
import { BASE_LOCALE, type Locale } from '../i18n/locales.ts';
import { jobEnglish, type JobTexts } from './job-texts.ts';
import { addTask, cancelTask, completeTask, failTask, startTask, updateTask } from '../tasks/tasks.ts';

/** A job of the signed-in user as job/mine answers it (lib/resources/job.ts). */
export interface LiveJob {
  job_id: number;
  title: string;
  status: string;
  run_at: string;
  progress: number;
  total: number;
  message: string | null;
  last_error: string | null;
}

const RUNNING_POLL_MS = 2_000;
const WAITING_POLL_MAX_MS = 30_000;

/** The language a follower writes its tasks in: its texts, read as each line is written, and their locale. */
export interface JobLanguage {
  texts: () => JobTexts;
  locale: Locale;
}

const ENGLISH: JobLanguage = { texts: jobEnglish, locale: BASE_LOCALE };

/**
 * Shows the signed-in user's server jobs (a broadcast going out) in the status bar: waiting, then row N of
 * M while it runs, then done or failed. The live stream's `job` events (their states, progress at most
 * once a second, server/jobs/job-events.ts) say when to ask again (docs/architecture.md, "Live changes:
 * the client"). Only while the stream is down does it poll: every 2 s while one runs, at a waiting job's
 * start time (at most every 30 s), and not once none is left; `follow` starts it again (a new schedule).
 */
export function createJobFollower(client: ApiClient, mine: Command, live?: FollowLive) {
  const tasks = new Map<number, string>();
  const finished = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  // Asked while a question was out: one more once it is answered, so no event is missed.
  let again = false;
  let open = false;
  let language = ENGLISH;

  function show(job: LiveJob): void {
    const t = language.texts();
    const startsAt = (runAt: string) => t.startsAt({ time: formatTime(runAt, { locale: language.locale }) });
    if (finished.has(job.job_id)) return;
    let task = tasks.get(job.job_id);
    if (!task) {
      task = addTask({ title: job.title, description: t.onServer });
      tasks.set(job.job_id, task);
    }
    if (job.status === 'queued') updateTask(task, { message: job.last_error ?? startsAt(job.run_at) });
    else if (job.status === 'running') {
      startTask(task);
      updateTask(task, { progress: job.progress, total: job.total, message: job.message ?? t.running });
    } else {
      finished.add(job.job_id);
      if (job.status === 'done') completeTask(task, job.message ?? undefined);
      else if (job.status === 'cancelled') cancelTask(task, t.cancelledBefore);
      else failTask(task, job.last_error ?? t.jobFailed);
    }
  }

  async function ask(): Promise<void> {
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    clearTimeout(timer);
    try {
      const { jobs } = (await client.callCommand(mine, {}, { report: false })) as { jobs: LiveJob[] };
      for (const job of jobs) show(job);
      const left = jobs.filter((job) => !finished.has(job.job_id));
      if (open) {
        // The stream tells each change of these jobs.
      } else if (left.some((job) => job.status === 'running'))
        timer = setTimeout(() => void ask(), RUNNING_POLL_MS);
      else if (left.length > 0) {
        const next = Math.min(...left.map((job) => Date.parse(job.run_at))) - Date.now();
        timer = setTimeout(() => void ask(), Math.min(WAITING_POLL_MAX_MS, Math.max(RUNNING_POLL_MS, next)));
      }
    } catch {
      // Signed out or offline: the next `follow` (a sign-in, a new schedule) asks again.
    } finally {
      asking = false;
    }
    if (again) {
      again = false;
      await ask();
    }
  }

  // Opened: what changed while it was down is asked once, then its events say when. Dropped: polling.
  const stopLive = live?.(
    'job',
    () => void ask(),
    (isOpen) => {
      if (isOpen === open) return;
      open = isOpen;
      void ask();
    },
  );

  return {
    /** Asks again; with a language, the lines it writes from now on are in it (English until one is given). */
    follow: (next?: JobLanguage) => {
      if (next) language = next;
      void ask();
    },
    stop: () => {
      clearTimeout(timer);
      stopLive?.();
    },
  };
}

import { atom, type ReadableAtom } from 'nanostores';
import { ApiError, toApiError } from '../api/api-error.ts';
import { apiReason } from '../api/reason-text.ts';
import { STORAGE_FULL, type MediaKind, type MediaRecord } from '../protocol/media.ts';
import type { Resource } from '../resources/define.ts';
import { rowId } from '../resources/record-types.ts';
import { issuesByField, type FieldErrors } from '../resource-views/form-values.ts';
import type { TaskFields, TaskInput } from '../tasks/task.ts';
import { mediaEnglish, type MediaTexts } from './media-texts.ts';

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

/** One chosen file on its way to becoming a record. */
export interface UploadItem {
  id: number;
  file: File;
  status: UploadStatus;
  /** The record's own fields as typed (title and alt for an image, name for a file). */
  fields: Record<string, string>;
  errors: FieldErrors;
  /** The stored original, once uploaded: a retry after a refused record sends the record only. */
  key?: string;
  /** What went wrong and what to do about it. */
  failure?: string;
  recordId?: number;
}

export interface UploadDeps {
  upload: (file: File) => Promise<MediaRecord>;
  create: (body: Record<string, unknown>) => Promise<Record<string, unknown>>;
  tasks: {
    add: (input: TaskInput) => string;
    update: (id: string, patch: Partial<TaskFields>) => void;
  };
}

export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif'];

/** 'arena-at-dusk_2.JPG' -> 'Arena at dusk 2': a title to start from, which the user may change. */
export function titleFromFilename(name: string): string {
  const words = name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/** Refusals the browser can tell before sending anything; the server checks the bytes regardless. */
export function checkChosenFile(
  kind: MediaKind,
  file: Pick<File, 'name' | 'size' | 'type'>,
  t: MediaTexts = mediaEnglish(),
): string | null {
  if (file.size === 0) return t.emptyFile({ name: file.name });
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  if (kind === 'image' && !file.type.startsWith('image/') && !IMAGE_EXTENSIONS.includes(extension)) {
    return t.notImage({ name: file.name });
  }
  return null;
}

/** The server's refusal, then what the user can do about it. */
export function failureAdvice(
  kind: MediaKind,
  stage: 'upload' | 'record',
  error: unknown,
  t: MediaTexts = mediaEnglish(),
): string {
  const problem = toApiError(error);
  // The server's reason in the page's language where its code has a text (lib/api/texts.ts).
  const said = (apiReason(problem) ?? problem.detail ?? problem.title).replace(/\.?$/, '.');
  if (stage === 'record') return t.recordRefused({ said });
  if (!(problem instanceof ApiError) || problem.status === undefined) return t.checkConnection({ said });
  // A full account: the server's message already says what to free; resizing this file would not help.
  if (problem.title === STORAGE_FULL) return said;
  switch (problem.status) {
    case 413:
      return kind === 'image' ? t.imageTooLarge({ said }) : t.fileTooLarge({ said });
    case 415:
      return t.typeRefused({ said });
    case 400:
      return kind === 'image' ? t.imageUnreadable({ said }) : t.fileUnreadable({ said });
    case 401:
    case 403:
      return t.signInAgain({ said });
    default:
      return t.otherFailure({ said });
  }
}

const startingFields = (kind: MediaKind, file: File): Record<string, string> =>
  kind === 'image' ? { title: titleFromFilename(file.name), alt: '' } : { name: file.name };

// A well-formed key stands in for the upload while the form is checked before anything is sent.
const PLACEHOLDER_KEY = 'k'.repeat(32);

export interface UploadQueue {
  $items: ReadableAtom<readonly UploadItem[]>;
  /** Adds files; ones the browser can refuse already come back as messages, in the words of `t`. */
  add(files: readonly File[], t?: MediaTexts): string[];
  remove(id: number): void;
  edit(id: number, field: string, value: string): void;
  /**
   * Checks every waiting item with the create schema (`shared` holds fields common to all, such as the
   * bucket or folder), then uploads and files them one after another, each with its own status-bar task.
   * Resolves to whether every item is done. Its tasks and failures are in the words of `t`.
   */
  run(shared: Record<string, unknown>, t?: MediaTexts): Promise<boolean>;
}

export function createUploadQueue(resource: Resource, kind: MediaKind, deps: UploadDeps): UploadQueue {
  const $items = atom<readonly UploadItem[]>([]);
  let lastId = 0;
  const patch = (id: number, change: Partial<UploadItem>) =>
    $items.set($items.get().map((item) => (item.id === id ? { ...item, ...change } : item)));
  const bodyOf = (item: UploadItem, shared: Record<string, unknown>) => ({
    ...shared,
    ...Object.fromEntries(Object.entries(item.fields).map(([name, value]) => [name, value.trim()])),
  });

  // Every file of a batch shows in the status bar from the start, queued until its turn.
  const queueTask = (item: UploadItem, t: MediaTexts): string =>
    deps.tasks.add({
      title: t.uploadTask({ name: item.file.name }),
      description:
        kind === 'image' ? t.imageTo({ plural: resource.plural }) : t.fileTo({ plural: resource.plural }),
      status: 'queued',
      progress: 0,
      total: 2,
      message: t.waitingForFiles,
    });

  async function send(
    item: UploadItem,
    task: string,
    shared: Record<string, unknown>,
    t: MediaTexts,
  ): Promise<boolean> {
    deps.tasks.update(task, { status: 'active', message: item.key ? t.alreadyUploaded : t.sendingFile });
    patch(item.id, { status: 'uploading', failure: undefined });
    let key = item.key;
    try {
      if (!key) {
        key = (await deps.upload(item.file)).key;
        patch(item.id, { key });
        deps.tasks.update(task, { progress: 1, message: t.savingRecord });
      }
    } catch (error) {
      const failure = failureAdvice(kind, 'upload', error, t);
      patch(item.id, { status: 'failed', failure });
      deps.tasks.update(task, { status: 'error', message: failure });
      return false;
    }
    try {
      const record = await deps.create({ ...bodyOf(item, shared), media_key: key });
      patch(item.id, { status: 'done', recordId: rowId(resource, record) });
      deps.tasks.update(task, { status: 'completed', progress: 2, message: t.uploaded });
      return true;
    } catch (error) {
      const failure = failureAdvice(kind, 'record', error, t);
      patch(item.id, { status: 'failed', failure });
      deps.tasks.update(task, { status: 'error', message: failure });
      return false;
    }
  }

  return {
    $items,
    add(files, t = mediaEnglish()) {
      const refused: string[] = [];
      const added: UploadItem[] = [];
      for (const file of files) {
        const problem = checkChosenFile(kind, file, t);
        if (problem) refused.push(problem);
        else
          added.push({ id: ++lastId, file, status: 'ready', fields: startingFields(kind, file), errors: {} });
      }
      $items.set([...$items.get(), ...added]);
      return refused;
    },
    remove: (id) => $items.set($items.get().filter((item) => item.id !== id || item.status === 'uploading')),
    edit(id, field, value) {
      const item = $items.get().find((candidate) => candidate.id === id);
      if (!item) return;
      const { [field]: _fixed, ...errors } = item.errors;
      patch(id, { fields: { ...item.fields, [field]: value }, errors });
    },
    async run(shared, t = mediaEnglish()) {
      const waiting = $items.get().filter((item) => item.status === 'ready' || item.status === 'failed');
      let valid = true;
      for (const item of waiting) {
        const checked = resource.create.safeParse({ ...bodyOf(item, shared), media_key: PLACEHOLDER_KEY });
        const errors = checked.success ? {} : issuesByField(checked.error.issues);
        patch(item.id, { errors });
        if (Object.keys(errors).length > 0) valid = false;
      }
      if (!valid) return false;
      const tasks = waiting.map((item) => queueTask(item, t));
      let allDone = true;
      for (const [index, item] of waiting.entries()) {
        const current = $items.get().find((candidate) => candidate.id === item.id) ?? item;
        if (!(await send(current, tasks[index]!, shared, t))) allDone = false;
      }
      return allDone;
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import {
  checkChosenFile,
  createUploadQueue,
  failureAdvice,
  titleFromFilename,
  type UploadDeps,
} from '../../../lib/media/upload-queue.ts';
import type { MediaRecord } from '../../../lib/protocol/media.ts';
import { mediaTexts } from '../../../lib/media/media-texts.ts';
import spanish from '../../../lib/media/media-texts.es.ts';
import { storageUsageText } from '../../../lib/media/storage-usage.ts';
import { file as fileArea } from '../../../lib/resources/file.ts';
import { image } from '../../../lib/resources/image.ts';

const KEY = 'A'.repeat(32);
const stored = (key = KEY): MediaRecord => ({
  key,
  kind: 'image',
  filename: 'x.jpg',
  mime: 'image/jpeg',
  size: 3,
  sha256: 'f'.repeat(64),
  width: 10,
  height: 10,
  created_by: 1,
  created_at: '2026-01-01T00:00:00.000Z',
});
const picture = (name: string, type = 'image/jpeg') => new File(['abc'], name, { type });

function fakes(overrides: Partial<UploadDeps> = {}) {
  const tasks: { id: string; patches: Record<string, unknown>[] }[] = [];
  const deps: UploadDeps = {
    upload: vi.fn(async () => stored()),
    create: vi.fn(async (body) => ({ image_id: 7, ...body })),
    tasks: {
      add: (input) => {
        tasks.push({ id: `t${tasks.length}`, patches: [input as Record<string, unknown>] });
        return `t${tasks.length - 1}`;
      },
      update: (id, patch) => void tasks.find((task) => task.id === id)?.patches.push(patch),
    },
    ...overrides,
  };
  return { deps, tasks };
}

describe('the upload queue of Add Image and Upload Files', () => {
  it('starts an image title from its file name, and refuses empty files and non-images before sending', () => {
    expect(titleFromFilename('arena-at-dusk_2.JPG')).toBe('Arena at dusk 2');
    expect(checkChosenFile('image', { name: 'a.jpg', size: 0, type: 'image/jpeg' })).toMatch(
      /a\.jpg is empty/,
    );
    expect(checkChosenFile('image', { name: 'plan.pdf', size: 9, type: 'application/pdf' })).toBe(
      'plan.pdf is not an image: choose a JPEG, PNG, WebP, AVIF or GIF file, or upload it under Files.',
    );
    expect(checkChosenFile('image', { name: 'raw.avif', size: 9, type: '' })).toBeNull();
    expect(checkChosenFile('file', { name: 'plan.pdf', size: 9, type: 'application/pdf' })).toBeNull();
  });

  it('checks every record with the create schema first, and sends nothing while a field is wrong', async () => {
    const { deps } = fakes();
    const queue = createUploadQueue(image, 'image', deps);
    expect(queue.add([picture('one.jpg'), picture('notes.pdf', 'application/pdf')])).toHaveLength(1);
    expect(await queue.run({ bucket: null })).toBe(false);
    expect(queue.$items.get()[0]?.errors).toEqual({ alt: 'Required' });
    expect(deps.upload).not.toHaveBeenCalled();
    const [item] = queue.$items.get();
    queue.edit(item!.id, 'alt', 'A rider');
    expect(queue.$items.get()[0]?.errors).toEqual({});
  });

  it('uploads then files each item with the shared fields, one status-bar task per file', async () => {
    const { deps, tasks } = fakes();
    const queue = createUploadQueue(image, 'image', deps);
    queue.add([picture('one.jpg')]);
    queue.edit(queue.$items.get()[0]!.id, 'alt', 'A rider');
    expect(await queue.run({ bucket: 3 })).toBe(true);
    expect(deps.create).toHaveBeenCalledWith({ bucket: 3, title: 'One', alt: 'A rider', media_key: KEY });
    expect(queue.$items.get()[0]).toMatchObject({ status: 'done', recordId: 7, key: KEY });
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.patches[0]).toMatchObject({ title: 'Upload one.jpg', status: 'queued', total: 2 });
    expect(tasks[0]?.patches[1]).toMatchObject({ status: 'active', message: 'Sending the file' });
    expect(tasks[0]?.patches.at(-1)).toMatchObject({ status: 'completed', progress: 2 });
  });

  it('names each failure with what to do, and a retry after a refused record sends only the record', async () => {
    const create = vi
      .fn<UploadDeps['create']>()
      .mockRejectedValueOnce(
        new ApiError('Conflict', 'media_key: that upload already belongs to another file', 409),
      )
      .mockResolvedValue({ file_id: 9 });
    const upload = vi
      .fn<UploadDeps['upload']>()
      .mockRejectedValueOnce(
        new ApiError('Unsupported Media Type', 'run.sh: .sh files are not accepted', 415),
      )
      .mockResolvedValue(stored());
    const { deps, tasks } = fakes({ upload, create });
    const queue = createUploadQueue(fileArea, 'file', deps);
    queue.add([new File(['#!'], 'run.sh'), new File(['x'], 'notes.txt')]);
    expect(await queue.run({ folder: 'Docs' })).toBe(false);
    const [script, notes] = queue.$items.get();
    expect(script?.status).toBe('failed');
    expect(script?.key).toBeUndefined();
    expect(script?.failure).toBe(
      'run.sh: .sh files are not accepted. Choose another file; if you need to share a program, ask your administrator.',
    );
    expect(notes).toMatchObject({ status: 'failed', key: KEY });
    expect(notes?.failure).toMatch(/Correct the fields and press Retry: the file is already uploaded\.$/);
    expect(tasks.map((task) => task.patches.at(-1)?.status)).toEqual(['error', 'error']);
    // Both were in the status bar, queued, before the first was sent.
    expect(tasks.map((task) => task.patches[0]?.status)).toEqual(['queued', 'queued']);

    queue.remove(script!.id);
    expect(await queue.run({ folder: 'Docs' })).toBe(true);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenLastCalledWith({ folder: 'Docs', name: 'notes.txt', media_key: KEY });
  });

  it('advises by what failed: size, a damaged image, the connection, access', () => {
    const advice = (status: number | undefined, kind: 'image' | 'file' = 'image') =>
      failureAdvice(kind, 'upload', new ApiError('x', 'It failed', status));
    expect(advice(413)).toBe('It failed. Make it smaller (resize or compress it) and add it again.');
    expect(advice(413, 'file')).toMatch(/compress or split it/);
    expect(advice(400)).toMatch(/save it again as JPEG or PNG/);
    expect(advice(undefined)).toBe('It failed. Check your connection and press Retry.');
    expect(failureAdvice('file', 'upload', new TypeError('Failed to fetch'))).toMatch(
      /Check your connection/,
    );
    expect(advice(403)).toMatch(/Sign in again/);
    expect(advice(500)).toMatch(/tell your administrator/);
    // A full account: the server says what to free, and resizing the file is no advice.
    const full = 'The account’s storage is full (5 GB of 5 GB). Delete images or files you no longer need.';
    expect(failureAdvice('file', 'upload', new ApiError('Storage Full', full, 413))).toBe(full);
  });

  it('says it in the view’s language: the texts passed with each call', async () => {
    const es = mediaTexts('es');
    es.listen(() => {});
    await vi.waitFor(() => expect(es.get().uploaded).toBe(spanish.uploaded));
    const t = es.get();
    expect(failureAdvice('image', 'upload', new ApiError('x', 'Falló', 413), t)).toBe(
      'Falló. Hazla más pequeña (redúcela o comprímela) y vuelve a añadirla.',
    );
    expect(checkChosenFile('image', { name: 'plan.pdf', size: 9, type: 'application/pdf' }, t)).toBe(
      'plan.pdf no es una imagen: elige un archivo JPEG, PNG, WebP, AVIF o GIF, o súbelo en Archivos.',
    );
    expect(storageUsageText({ used_bytes: 5_100, quota_bytes: 5_000 }, t, 'es')).toBe(
      'Almacenamiento: 5,1 KB de 5 KB usados (100 %). El almacenamiento está lleno: elimina las imágenes o archivos que ya no necesites antes de subir más.',
    );
  });
});

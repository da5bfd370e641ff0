import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { MediaKind } from '../../lib/protocol/media.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { file } from '../../lib/resources/file.ts';
import { image } from '../../lib/resources/image.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Session } from '../http/handlers.ts';
import { FACTS } from '../media/claim.ts';
import { discard, stageFile } from '../media/receive-upload.ts';
import { mediaDirs } from '../media/storage.ts';
import { storeMedia } from '../media/store.ts';
import { insertRecord } from '../resources/sql.ts';
import { demoPhoto } from './demo-images.ts';

interface DemoImage {
  name: string;
  width: number;
  height: number;
  sky: [string, string];
  sun: string;
  record: { title: string; alt: string; caption?: string; credit?: string; bucket?: string };
}

interface DemoFile {
  name: string;
  folder: string | null;
  bytes: () => Promise<Buffer>;
}

const scheduleCsv = async () =>
  Buffer.from(
    'date,rodeo,venue\n2026-06-05,Panhandle Stampede,Tri-State Fairgrounds\n2026-07-03,Cody Nite Rodeo,Stampede Park\n',
  );
const arenaMap = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#f4efe4"/>' +
        '<ellipse cx="240" cy="160" rx="180" ry="110" fill="#d9b77e" stroke="#6b4f2a" stroke-width="6"/>' +
        '<rect x="40" y="20" width="400" height="24" fill="#2c6cb5"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/** The demo media of each account: real JPEGs and files made on the spot, no binary blobs committed. */
const DEMO_MEDIA: Record<string, { images: DemoImage[]; files: DemoFile[] }> = {
  'demo.test': {
    images: [
      {
        name: 'arena-at-dusk.jpg',
        width: 2400,
        height: 1600,
        sky: ['#b5542c', '#2c6cb5'],
        sun: '#f3d36b',
        record: {
          title: 'Arena at dusk',
          alt: 'The rodeo arena under an orange evening sky, green hills behind it',
          caption: 'Opening night of the Panhandle Stampede.',
          credit: 'Demo Rodeo Network',
          bucket: 'Arena',
        },
      },
      {
        name: 'morning-grounds.jpg',
        width: 1600,
        height: 1200,
        sky: ['#9ecbe8', '#f6e7c1'],
        sun: '#fff3b0',
        record: {
          title: 'Grounds in the morning',
          alt: 'Pale morning sky over the fairgrounds and rolling hills',
          bucket: 'Arena',
        },
      },
      {
        name: 'night-rodeo.jpg',
        width: 1200,
        height: 800,
        sky: ['#0b1a3a', '#41306b'],
        sun: '#e8e8f0',
        record: {
          title: 'Night rodeo',
          alt: 'A full moon over the dark arena hills',
          credit: 'Sure Shot Photography',
          bucket: 'Archive',
        },
      },
    ],
    files: [
      { name: '2026 schedule.csv', folder: 'Schedules', bytes: scheduleCsv },
      { name: 'Arena map.png', folder: 'Maps', bytes: arenaMap },
      {
        name: 'Sponsor terms.txt',
        folder: 'Contracts/2026',
        bytes: async () => Buffer.from('Title sponsors get the arena banner and the program cover.\n'),
      },
    ],
  },
  'other.test': {
    images: [
      {
        name: 'property.jpg',
        width: 1024,
        height: 768,
        sky: ['#5d8aa8', '#e0c097'],
        sun: '#fffbe6',
        record: {
          title: 'The property',
          alt: 'A sunny sky over the Other Property',
          bucket: 'Property Photos',
        },
      },
    ],
    files: [{ name: 'Office hours.txt', folder: null, bytes: async () => Buffer.from('Mon-Fri 9-5\n') }],
  },
};

// Made once per process: every test server seeds the same pictures.
const made = new Map<string, Promise<Buffer>>();
const once = (name: string, make: () => Promise<Buffer>): Promise<Buffer> => {
  if (!made.has(name)) made.set(name, make());
  return made.get(name)!;
};

/** Stores bytes through the upload path and files the record that shows them, as the console does. */
async function addMedia(
  db: Db,
  config: Config,
  session: Session,
  kind: MediaKind,
  resource: Resource,
  name: string,
  bytes: Buffer,
  record: Record<string, unknown>,
): Promise<string> {
  const staged = await stageFile(Readable.from([bytes]), name, mediaDirs(config).staging, bytes.length);
  try {
    const row = await storeMedia(db, config, {
      kind,
      accountId: session.accountId,
      userId: session.userId,
      file: staged,
    });
    const values = resource.create.parse({ ...record, media_key: row.media_key }) as Record<string, unknown>;
    await insertRecord(db, resource, session, { ...values, ...FACTS[kind](row) });
    return row.media_key;
  } finally {
    await discard(staged);
  }
}

/**
 * Real images and files for both demo accounts, in their buckets and folders; returns the image keys.
 * Called on a freshly seeded database (seedDemo), with the demo buckets in place.
 */
export async function seedMedia(db: Db, config: Config): Promise<string[]> {
  const keys: string[] = [];
  for (const [domain, media] of Object.entries(DEMO_MEDIA)) {
    const [owner] = await db.query<{ user_id: number; account_id: number }>(
      `SELECT u.user_id, u.account_id FROM users u JOIN accounts a USING (account_id)
        WHERE a.domain = $1 ORDER BY u.access, u.user_id LIMIT 1`,
      [domain],
    );
    if (!owner) continue;
    const session: Session = { sessionId: 0, userId: owner.user_id, accountId: owner.account_id, access: 9 };
    const buckets = new Map(
      (
        await db.query<{ bucket_id: number; name: string }>(
          'SELECT bucket_id, name FROM buckets WHERE account_id = $1',
          [owner.account_id],
        )
      ).map((row) => [row.name, row.bucket_id]),
    );
    for (const picture of media.images) {
      const bytes = await once(picture.name, () =>
        demoPhoto(picture.width, picture.height, picture.sky, picture.sun),
      );
      const { bucket: bucketName, ...fields } = picture.record;
      const bucket = bucketName ? (buckets.get(bucketName) ?? null) : null;
      keys.push(
        await addMedia(db, config, session, 'image', image, picture.name, bytes, { ...fields, bucket }),
      );
    }
    for (const demoFile of media.files) {
      const bytes = await once(demoFile.name, demoFile.bytes);
      await addMedia(db, config, session, 'file', file, demoFile.name, bytes, {
        name: demoFile.name,
        folder: demoFile.folder,
      });
    }
  }
  return keys;
}

import { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { discard, stageFile } from '../media/receive-upload.ts';
import { mediaDirs } from '../media/storage.ts';
import { storeMedia } from '../media/store.ts';
import { demoPhoto } from './demo-images.ts';

const DEMO_IMAGES = [
  { name: 'arena-at-dusk.jpg', width: 2400, height: 1600, sky: ['#b5542c', '#2c6cb5'], sun: '#f3d36b' },
  { name: 'morning-grounds.jpg', width: 1600, height: 1200, sky: ['#9ecbe8', '#f6e7c1'], sun: '#fff3b0' },
  { name: 'night-rodeo.jpg', width: 1200, height: 800, sky: ['#0b1a3a', '#41306b'], sun: '#e8e8f0' },
];

/**
 * A few real images for the Demo Rodeo Network, made with sharp and stored through the upload path;
 * returns their keys. Called on an empty database, after the demo accounts.
 */
export async function seedMedia(db: Db, config: Config): Promise<string[]> {
  const [owner] = await db.query<{ user_id: number; account_id: number }>(
    "SELECT user_id, account_id FROM users WHERE email = 'user@demo.test'",
  );
  if (!owner) return [];
  const keys: string[] = [];
  for (const image of DEMO_IMAGES) {
    const bytes = await demoPhoto(image.width, image.height, image.sky, image.sun);
    const file = await stageFile(Readable.from([bytes]), image.name, mediaDirs(config).staging, bytes.length);
    try {
      const row = await storeMedia(db, config, {
        kind: 'image',
        accountId: owner.account_id,
        userId: owner.user_id,
        file,
      });
      keys.push(row.media_key);
    } finally {
      await discard(file);
    }
  }
  return keys;
}

import sharp from 'sharp';

/** A photo-like JPEG made on the spot (no binary blobs in the repository): a gradient sky, a sun, hills. */
export function demoPhoto(
  width: number,
  height: number,
  sky = ['#b5542c', '#2c6cb5'],
  sun = '#f3d36b',
): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/>` +
    `<stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="300" height="200" fill="url(#g)"/><circle cx="210" cy="70" r="28" fill="${sun}"/>` +
    `<path d="M0 150 Q75 105 150 145 T300 135 V200 H0Z" fill="#3d5a2a"/>` +
    `<path d="M0 175 Q100 150 200 172 T300 168 V200 H0Z" fill="#2a3f1d"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

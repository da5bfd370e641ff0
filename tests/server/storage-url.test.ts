import { describe, expect, it } from 'vitest';
import { parseStorageUrl } from '../../server/media/storage-url.ts';

describe('STORAGE_URL', () => {
  it('unset keeps media on the disk', () => {
    expect(parseStorageUrl(undefined)).toBeUndefined();
    expect(parseStorageUrl('')).toBeUndefined();
  });

  it('names a bucket, an optional prefix, the endpoint and the region', () => {
    expect(parseStorageUrl('s3://media?endpoint=http://127.0.0.1:9000&region=garage')).toMatchObject({
      bucket: 'media',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'garage',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://rodeo-media/prod/?region=eu-west-1')).toMatchObject({
      bucket: 'rodeo-media',
      prefix: 'prod/',
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    ['https://bucket', "'https:' is not supported"],
    ['s3://B?region=x', "'B' is not a bucket name"],
    ['s3://bucket', 'region is missing'],
    ['s3://bucket?endpoint=ftp://x&region=r', "endpoint 'ftp://x' is not an http(s) origin"],
    ['s3://bucket?endpoint=http://x:9000&style=odd', "style 'odd' is neither path nor virtual"],
  ])('refuses %s: %s', (value, reason) => {
    expect(() => parseStorageUrl(value)).toThrow(`STORAGE_URL: ${reason}`);
  });
});

/** An S3-compatible bucket named by STORAGE_URL (docs/deploy.md). */
export interface S3Location {
  /** The STORAGE_URL as given: identifies the store. */
  url: string;
  bucket: string;
  /** Object names start with this ('' or ending in '/'): several deployments may share a bucket. */
  prefix: string;
  /** The S3 API endpoint; undefined: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Path-style addressing (endpoint/bucket/key): what MinIO, Garage and most self-hosted servers expect. */
  forcePathStyle: boolean;
}

const fail = (reason: string): never => {
  throw new Error(
    `STORAGE_URL: ${reason}; expected s3://BUCKET[/PREFIX]?endpoint=https://s3.example.com&region=REGION`,
  );
};

/**
 * STORAGE_URL: unset keeps media on the disk under DATA_DIR; `s3://BUCKET[/PREFIX]?endpoint=URL&region=R`
 * uses an S3-compatible bucket (`endpoint` left out: AWS; `style=virtual` for virtual-hosted addressing).
 * The credentials are AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, read by the AWS SDK itself.
 */
export function parseStorageUrl(value: string | undefined): S3Location | undefined {
  if (value === undefined || value === '') return undefined;
  const url = URL.canParse(value) ? new URL(value) : fail(`'${value}' is not a URL`);
  if (url.protocol !== 's3:') fail(`'${url.protocol}' is not supported`);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname))
    fail(`'${url.hostname}' is not a bucket name`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+\/?$/.test(endpoint)) {
    fail(`endpoint '${endpoint}' is not an http(s) origin`);
  }
  const style = url.searchParams.get('style') ?? (endpoint ? 'path' : 'virtual');
  if (style !== 'path' && style !== 'virtual') fail(`style '${style}' is neither path nor virtual`);
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    url: value,
    bucket: url.hostname,
    prefix: path ? `${path}/` : '',
    endpoint: endpoint?.replace(/\/$/, ''),
    region: url.searchParams.get('region') ?? (endpoint ? 'us-east-1' : fail('region is missing')),
    forcePathStyle: style === 'path',
  };
}

/**
 * An unquoted STORAGE_URL in a shell command line is cut at each '&': `STORAGE_URL=s3://b?endpoint=E&region=R
 * npm start` runs `region=R npm start`, so the server sees a variable named after a parameter and a
 * STORAGE_URL without it (or none). Returns what to tell the operator, or undefined.
 */
export function storageUrlSplitProblem(env: Record<string, string | undefined>): string | undefined {
  const given = URL.canParse(env.STORAGE_URL ?? '') ? new URL(env.STORAGE_URL!).searchParams : undefined;
  const stray = ['endpoint', 'region', 'style'].find((name) => env[name] !== undefined && !given?.has(name));
  if (stray === undefined) return undefined;
  return (
    `STORAGE_URL was cut at '&' by the shell (its '${stray}' arrived as a variable of its own): ` +
    `quote the whole value, STORAGE_URL='s3://BUCKET?endpoint=URL&region=R'`
  );
}

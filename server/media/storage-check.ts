import type { Config } from '../config.ts';
import { DependencyDown } from '../observe/dependency-down.ts';
import { mediaStorage } from './storage.ts';

/**
 * With STORAGE_URL, whether the bucket answers with the credentials given, asked once at start: a missing
 * or wrong key would otherwise surface at the first upload, or hours later in the orphan sweep.
 * Returns the line to tell the operator, or undefined when the bucket can be listed.
 */
export async function storageProblem(config: Config): Promise<string | undefined> {
  if (!config.storage) return undefined;
  const { bucket, endpoint } = config.storage;
  try {
    await mediaStorage(config).list()[Symbol.asyncIterator]().next();
    return undefined;
  } catch (thrown) {
    // The store's layer reports an unreachable store as DependencyDown (a 503 to requests); here the
    // driver's own error says which setting is wrong.
    const error = thrown instanceof DependencyDown ? thrown.cause : thrown;
    const { name, message } = error as Error;
    if (name === 'CredentialsProviderError') {
      return 'STORAGE_URL is set but no S3 credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (docs/deploy.md)';
    }
    const code = (error as { code?: string }).code;
    if (code) return `STORAGE_URL: cannot reach ${endpoint ?? 'AWS S3'} (${code}); correct its endpoint`;
    return `STORAGE_URL: the bucket '${bucket}' refused to list its objects (${name}: ${message}); check the bucket name and that AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY may read, write and list it`;
  }
}

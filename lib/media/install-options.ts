import { MEDIA_KEY_PATTERN, type RenditionFormat } from './renditions.ts';

export const IMAGE_ENVS = ['debug', 'offline', 'production'] as const;
export type ImageEnv = (typeof IMAGE_ENVS)[number];

/** How one image-delivery is installed: where its renditions live and how it behaves. */
export interface InstallOptions {
  /** An origin such as https://images.example.com (no path, no trailing slash). */
  domain: string;
  /** Path segments under the domain, without leading or trailing slash, such as `media`. */
  path: string;
  env: ImageEnv;
}

export type InstallCheck = { ok: true; options: InstallOptions } | { ok: false; message: string };

const PATH = /^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/;

function origin(domain: string): string | undefined {
  const url = URL.canParse(domain) ? new URL(domain) : undefined;
  return url && /^https?:$/.test(url.protocol) && url.origin === domain.replace(/\/$/, '')
    ? url.origin
    : undefined;
}

/** docs/behaviour.md#messages's install errors, each naming the value that is wrong and what would be right. */
export function checkInstallOptions(raw: {
  domain?: string | null;
  path?: string | null;
  env?: string | null;
}): InstallCheck {
  if (!raw.domain && !raw.path) return { ok: false, message: 'install options not provided' };
  const domain = origin(raw.domain ?? '');
  if (!domain) {
    return {
      ok: false,
      message: `install domain invalid: '${raw.domain ?? ''}' is not an origin like https://images.example.com`,
    };
  }
  const path = (raw.path ?? '').replace(/^\/+|\/+$/g, '');
  if (!PATH.test(path) || path.split('/').some((segment) => segment === '..' || segment === '.')) {
    return {
      ok: false,
      message: `install path invalid: '${raw.path ?? ''}' is not a path like media or cdn/images`,
    };
  }
  const env = raw.env || 'production';
  if (!(IMAGE_ENVS as readonly string[]).includes(env)) {
    return { ok: false, message: `install env invalid: '${env}' (allowed: ${IMAGE_ENVS.join(', ')})` };
  }
  return { ok: true, options: { domain, path, env: env as ImageEnv } };
}

export const isImageKey = (key: string | null | undefined): key is string =>
  !!key && MEDIA_KEY_PATTERN.test(key);

/** `{domain}/{path}/{image key}/{width}.{format}` (docs/architecture.md, Media). */
export const renditionUrl = (
  options: InstallOptions,
  key: string,
  width: number,
  format: RenditionFormat,
): string => `${options.domain}/${options.path}/${key}/${width}.${format}`;

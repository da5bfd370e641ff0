import type { Config } from '../config.ts';

/** The origin of links a job puts in a message, where no request names one: the public origin if set. */
export const linkOrigin = (config: Pick<Config, 'publicOrigin' | 'host' | 'port'>): string =>
  config.publicOrigin ?? `http://${config.host}:${config.port}`;

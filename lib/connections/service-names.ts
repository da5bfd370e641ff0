import type { DruidiaService } from '../protocol/druidia-ref.ts';

/**
 * Each service as people name it (docs/behaviour.md#screens, Service Connections): the profile shows these,
 * never the protocol's keys ('image', 'rodeo'), which stay what the API sends. Singular, as SPEC's toasts
 * read them ('Successfully connected to Rodeo service').
 */
export const SERVICE_NAMES: Record<DruidiaService, string> = {
  image: 'Image',
  content: 'Content',
  product: 'Product',
  rodeo: 'Rodeo',
  contractor: 'Contractor',
  task: 'Task',
};

/** A service's display name; a key this kit does not know reads as it came. */
export const serviceName = (service: string): string =>
  Object.hasOwn(SERVICE_NAMES, service) ? SERVICE_NAMES[service as DruidiaService] : service;

import { DRUIDIA_SERVICES, type DruidiaService } from '../protocol/druidia-ref.ts';
import { druidiaEnglish, type DruidiaTexts } from './druidia-texts.ts';

/**
 * Each service as people name it (docs/behaviour.md#screens, Service Connections), in the user's language:
 * the profile shows these, never the protocol's keys ('image', 'rodeo'), which stay what the API sends.
 * Singular in English, as SPEC's toasts read them ('Successfully connected to Rodeo service'). A key this
 * kit does not know reads as it came.
 */
export const serviceName = (service: string, t: DruidiaTexts = druidiaEnglish()): string =>
  DRUIDIA_SERVICES.includes(service as DruidiaService) ? t[service as DruidiaService] : service;

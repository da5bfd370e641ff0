import { params } from '@nanostores/i18n';
import { defineTexts } from '../../lib/i18n/catalog.ts';

// What a resource panel says before it has an area to show: a catalog of its own, small, since the panel's
// entry carries it (the panel's own texts load with its views, texts.ts).
export const en = {
  noResource: 'Set the resource attribute to the area to show, e.g. resource="contact".',
  unknownArea: params('There is no console area named "{name}"'),
  areaFailed: 'This area could not be loaded. Check your connection, then reload the page.',
};

export const setupTexts = defineTexts('resource-panel-setup', en, {
  es: () => import('./setup-texts.es.ts'),
});

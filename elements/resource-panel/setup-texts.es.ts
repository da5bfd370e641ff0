import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './setup-texts.ts';

export default {
  noResource: 'Indica en el atributo resource el área que se muestra, por ejemplo resource="contact".',
  unknownArea: 'No hay ningún área de la consola llamada "{name}"',
  areaFailed: 'No se pudo cargar esta área. Comprueba tu conexión y vuelve a cargar la página.',
} satisfies CatalogTexts<typeof en>;

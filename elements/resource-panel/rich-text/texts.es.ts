import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  bold: 'Negrita',
  italic: 'Cursiva',
  heading2: 'Título 2',
  heading3: 'Título 3',
  bulletedList: 'Lista con viñetas',
  numberedList: 'Lista numerada',
  insertImage: 'Insertar imagen',
  link: 'Enlace',
  undo: 'Deshacer',
  redo: 'Rehacer',
  formatting: 'Formato de {label}',
  insertFromGallery: 'Insertar una imagen de la galería',
  badLink:
    'Escribe una dirección web (https://...), una dirección de correo (mailto:...) o una ruta de este sitio',
  editLink: 'Editar el enlace',
  addLink: 'Añadir un enlace',
  removeLink: 'Quitar el enlace',
  apply: 'Aplicar',
  linkAddress: 'Dirección del enlace',
  previewTitle: 'Vista previa para los lectores: {one}',
  closePreview: 'Cerrar la vista previa',
  untitled: '{one} sin título',
  emptyField: 'El campo «{field}» está vacío.',
} satisfies CatalogTexts<typeof en>;

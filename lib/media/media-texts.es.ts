import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './media-texts.ts';

export default {
  emptyFile: '{name} está vacío: vuelve a elegir el archivo, u otro.',
  notImage: '{name} no es una imagen: elige un archivo JPEG, PNG, WebP, AVIF o GIF, o súbelo en Archivos.',
  recordRefused: '{said} Corrige los campos y pulsa Reintentar: el archivo ya está subido.',
  checkConnection: '{said} Revisa tu conexión y pulsa Reintentar.',
  imageTooLarge: '{said} Hazla más pequeña (redúcela o comprímela) y vuelve a añadirla.',
  fileTooLarge: '{said} Hazlo más pequeño (comprímelo o divídelo) y vuelve a añadirlo.',
  typeRefused: '{said} Elige otro archivo; si necesitas compartir un programa, pregunta a tu administrador.',
  imageUnreadable:
    '{said} Ábrela en un editor de imágenes, guárdala de nuevo como JPEG o PNG y vuelve a añadirla.',
  fileUnreadable: '{said} Vuelve a elegir el archivo, u otro.',
  signInAgain: '{said} Vuelve a iniciar sesión (o pide acceso) y pulsa Reintentar.',
  otherFailure: '{said} Pulsa Reintentar; si vuelve a fallar, avisa a tu administrador.',
  uploadTask: 'Subir {name}',
  imageTo: 'Imagen para {plural}',
  fileTo: 'Archivo para {plural}',
  waitingForFiles: 'Esperando a los archivos anteriores',
  alreadyUploaded: 'Ya subido; guardando el registro',
  sendingFile: 'Enviando el archivo',
  savingRecord: 'Guardando el registro',
  uploaded: 'Subido',
  storageUsed: 'Almacenamiento: {used} de {quota} usados ({percent} %)',
  storageFull:
    '{usage}. El almacenamiento está lleno: elimina las imágenes o archivos que ya no necesites antes de subir más.',
} satisfies CatalogTexts<typeof en>;

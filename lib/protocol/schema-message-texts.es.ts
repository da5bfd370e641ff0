import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './schema-message-texts.ts';

// The schemas' own messages in Spanish, by their English (lib/protocol/schema-message-texts.ts).
export default {
  'Enter a whole number': 'Escribe un número entero',
  'No such id': 'No existe ese id',
  'Enter a phone number: digits, spaces and ( ) + - . only':
    'Escribe un número de teléfono: solo dígitos, espacios y ( ) + - .',
  'Expected a date and time': 'Escribe una fecha y hora',
  'Enter a web address starting with http:// or https://':
    'Escribe una dirección web que empiece por http:// o https://',
  'Enter a phone number of 10 digits': 'Escribe un número de teléfono de 10 dígitos',
  'Enter the site’s name, like www.example.com: an IP address is no domain':
    'Escribe el nombre del sitio, como www.example.com: una dirección IP no es un dominio',
  'Control characters (such as NUL) are not allowed': 'No se permiten caracteres de control (como NUL)',
  'Enter the 6 digits your app shows': 'Escribe los 6 dígitos que muestra tu aplicación',
  'Enter a recovery code as it was shown': 'Escribe un código de recuperación tal como se mostró',
  'Invalid metadata key': 'Clave de metadatos no válida',
  'A 3-letter code such as usd': 'Un código de 3 letras, como usd',
  'A position is 0 or more': 'La posición debe ser 0 o más',
  'Invalid connection ID': 'ID de conexión no válido',
  'Not a date and time; send the updated_at of the record you read':
    'No es una fecha y hora; envía el updated_at del registro que leíste',
  'Expected a date as YYYY-MM-DD': 'Se esperaba una fecha como AAAA-MM-DD',
  'Expected a route of the form module/command': 'Se esperaba una ruta con la forma módulo/comando',
  'Expected a resource name': 'Se esperaba el nombre de un recurso',
  'Invalid passhash: expected SHA-256 hex': 'Passhash no válido: se esperaba SHA-256 en hexadecimal',
  'Expected an area name': 'Se esperaba el nombre de un área',
  'At most 40 widths': 'Como mucho 40 anchos',
  'Invalid media key': 'Clave de archivo no válida',
  'Expected base64url text': 'Se esperaba texto base64url',
  'Expected the device’s scan id': 'Se esperaba el id de escaneo del dispositivo',
  'Expected a date and time between the years 1 and 9999':
    'Se esperaba una fecha y hora entre los años 1 y 9999',
  'Letters, digits, spaces and - _ . : only': 'Solo letras, dígitos, espacios y - _ . :',
  'A position is at most 100000': 'La posición debe ser como mucho 100000',
} satisfies CatalogTexts<typeof en>;

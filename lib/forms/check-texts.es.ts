import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './check-texts.ts';

export default {
  fillAll: 'Completa todos los campos',
  fillRequired: 'Completa todos los campos obligatorios',
  invalidEmail: 'Correo electrónico no válido',
  passwordTooShort: 'La contraseña debe tener al menos {min} caracteres',
  tooLong: '{field}: como máximo {max} caracteres',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  accountName: 'Nombre de la cuenta',
  accountDescription: 'Descripción de la cuenta',
  domain: 'Dominio',
  description: 'Descripción',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'Los apellidos son obligatorios',
  emailRequired: 'El correo electrónico es obligatorio',
  accountNameRequired: 'El nombre de la cuenta es obligatorio',
  domainRequired: 'El dominio es obligatorio',
} satisfies CatalogTexts<typeof en>;

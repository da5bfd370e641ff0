import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './move-texts.ts';

export default {
  refresh: 'Actualizar',
  savingOrder: 'Guardando...',
  saveOrder: 'Guardar orden',
  boardHelp:
    'Arrastra una tarjeta por su asa, o enfoca el asa y pulsa Espacio para tomarla, las flechas para moverla, Espacio para soltarla y Escape para cancelar.',
  onlyFirst: 'Solo se muestran los primeros {count} {many}.',
  onlyFirstOfMonth: 'Solo se muestran los primeros {count} {many} de este mes.',
  onlyFirstToReorder: 'Aquí solo se pueden reordenar los primeros {count} {many}.',
  moveCard: 'Mover «{name}», {heading}, posición {position} de {total}',
  deleteCard: 'Eliminar «{name}»',
  pickedUp:
    'Tomaste «{name}» en {heading}, posición {position} de {total}. Usa las flechas para moverla, Espacio para soltarla y Escape para cancelar.',
  carried: '«{name}»: {heading}, posición {position} de {total}.',
  dropped: 'Soltaste «{name}» en {heading}, en la posición {position} de {total}.',
  cancelled: 'Movimiento cancelado. «{name}» vuelve a {heading}, en la posición {position} de {total}.',
  boardChanged:
    'El tablero había cambiado en otro navegador: «{name}» está en {heading}, en la posición {position} de {total}.',
  staleBoard:
    'Otra persona movió tarjetas de este tablero desde que lo cargaste: el tablero ya muestra su orden. Vuelve a mover la tarjeta si todavía va en otro lugar.',
  cannotGoFurther: '«{name}» no puede ir más allá en esa dirección.',
  readOnly: 'solo lectura',
  nameReadOnly: '{name} (solo lectura)',
  todayNote: '(hoy)',
  createOn: '{create} el {day}',
  previousMonth: 'Mes anterior',
  today: 'Hoy',
  nextMonth: 'Mes siguiente',
  calendarHelpNarrow:
    'Enfoca un elemento ({one}) y pulsa Mayús con una flecha para moverlo: Izquierda y Derecha un día, Arriba y Abajo una semana. Conserva su hora.',
  calendarHelp:
    'Arrastra un elemento ({one}) a otro día, o enfócalo, y pulsa Mayús con una flecha para moverlo: Izquierda y Derecha un día, Arriba y Abajo una semana. Conserva su hora.',
  dayHelp: 'Las flechas van de un día a otro; el número de un día crea uno en él.',
  lockedNote: 'Solo lectura: un elemento ({one}) con candado se queda en su día y se abre sin edición.',
  noCalendar: '{plural}: no tienen calendario',
  cannotChange: 'Este elemento ({one}) no se puede cambiar',
  movedToDay: '«{name}» movido al {day}.',
  calendarChanged: 'El calendario había cambiado en otro navegador: «{name}» está el {day}.',
  staleDay:
    'Otra persona cambió este elemento ({one}) desde que se cargó el calendario: el calendario ya muestra su versión. Vuelve a moverlo si todavía va en otro día.',
  reorderTitle: 'Reordenar {plural}',
  noOrder: '{plural}: no tienen un orden que cambiar.',
  reorderHelp:
    'Arrastra una fila por su asa, o enfoca el asa y pulsa las flechas Arriba y Abajo (Inicio y Fin la llevan al principio o al final). Guardar orden conserva el nuevo orden.',
  moveRow: 'Mover «{name}», posición {position} de {total}',
  moveUp: 'Subir «{name}»',
  moveDown: 'Bajar «{name}»',
  movedToPosition: '«{name}» movido a la posición {position} de {total}.',
} satisfies CatalogTexts<typeof en>;

import { count, params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../../lib/i18n/catalog.ts';

// The gate's Scan and Duplicates tabs (docs/behaviour.md, the gate, quotes the English): a catalog of their
// own, loaded with the gate's screen. What a scan's answer says is lib/checkin/gate-texts.ts.
export const en = {
  online: 'Online',
  offline: 'Offline',
  allSynced: 'All scans synced.',
  waitingSyncing: count({
    one: '{count} scan waiting to sync: syncing…',
    other: '{count} scans waiting to sync: syncing…',
  }),
  waitingOnline: count({ one: '{count} scan waiting to sync.', other: '{count} scans waiting to sync.' }),
  waitingOffline: count({
    one: '{count} scan waiting to sync: they sync when the signal returns.',
    other: '{count} scans waiting to sync: they sync when the signal returns.',
  }),
  onDevice: count({ one: ' · {count} ticket on this device', other: ' · {count} tickets on this device' }),
  answer: 'Answer',
  ready: 'Ready',
  loading: 'Loading…',
  scanOrType: 'Scan a ticket or type its code.',
  camera: 'Camera',
  cameraFailed: params('The camera could not start ({error}): type the code instead.'),
  stopCamera: 'Stop camera',
  scanWithCamera: 'Scan with camera',
  changeGate: 'Change gate',
  ticketCode: 'Ticket code',
  check: 'Check',
  needsSignal: 'The report needs a signal: it shows once the device is online.',
  scannedAgain: 'Scanned again',
  refundedAfter: 'Refunded after check-in',
  noDuplicates: 'No ticket was scanned twice or refunded after check-in.',
  duplicates: 'Duplicates',
  ticket: 'Ticket',
  admitted: 'Admitted',
  then: 'Then',
  ticketNumber: params('Ticket {id}'),
  orderAdmission: params('{order} · admission {admission}'),
};

export const scanTexts = defineTexts('gate-screen', en, { es: () => import('./texts.es.ts') });

export type ScanTexts = TextsOf<typeof scanTexts>;

import type { GateAnswer } from '../tickets/code.ts';
import { GATE_DB } from './device-names.ts';

/** The device's copy of a rodeo's tickets (checkin/tickets), kept for signal-less scanning (docs/tickets.md). */
export interface DeviceTicket {
  ticket_id: number;
  admission: number;
  state: 'valid' | 'refunded' | 'voided';
  admitted_at: string | null;
  admitted_gate: string | null;
  /**
   * The digest of its code (lib/tickets/code-digest.ts, base64url) that admits a scan without a signature
   * check; missing from a copy kept before the list carried it, and from a ticket this device admitted unlisted.
   */
  code_digest?: string;
}
export interface DeviceCopy {
  rodeo_id: number;
  /** Missing from a copy kept before the list carried it, until the next sync replaces the copy. */
  rodeo_name?: string;
  account_id: number;
  public_key: string;
  tickets: DeviceTicket[];
  /**
   * This device's admissions not in `tickets` yet (lib/checkin/judge.ts): in memory only, rebuilt from the
   * scan queue; the copy kept in IndexedDB is the server's.
   */
  admitted?: { log: AdmissionLog; seq: number };
}

/** An admission made on this device; `seq` orders it among the admissions of the copies sharing its log. */
export interface Admission {
  admitted_at: string;
  admitted_gate: string;
  seq: number;
}
export type AdmissionLog = Map<number, Admission>;

/** A scan as the device made it; `result` is the server's answer once synced. */
export interface DeviceScan {
  scan_id: string;
  rodeo_id: number;
  gate: string;
  code: string;
  scanned_at: string;
  /** What the device answered on the spot. */
  answer: GateAnswer;
  result?: GateAnswer;
}

const COPIES = 'copies';
const SCANS = 'scans';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(GATE_DB, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(COPIES, { keyPath: 'rodeo_id' });
      request.result.createObjectStore(SCANS, { keyPath: 'scan_id' }).createIndex('rodeo_id', 'rodeo_id');
    };
    request.onsuccess = () => {
      // Deleting the database (a sign-out, offline-copy.ts) closes this connection rather than waiting on it.
      request.result.onversionchange = () => {
        request.result.close();
        opened = undefined;
      };
      resolve(request.result);
    };
    request.onerror = () => {
      opened = undefined;
      reject(request.error ?? new Error('IndexedDB is not available'));
    };
  });
  return opened;
}

async function store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(name, mode).objectStore(name);
}

export const readCopy = async (rodeoId: number): Promise<DeviceCopy | undefined> =>
  done((await store(COPIES, 'readonly')).get(rodeoId) as IDBRequest<DeviceCopy | undefined>);

export const saveCopy = async (copy: DeviceCopy): Promise<void> => {
  await done((await store(COPIES, 'readwrite')).put(copy));
};

export const scansOf = async (rodeoId: number): Promise<DeviceScan[]> =>
  done((await store(SCANS, 'readonly')).index('rodeo_id').getAll(rodeoId) as IDBRequest<DeviceScan[]>);

export async function saveScans(scans: readonly DeviceScan[]): Promise<void> {
  const scanStore = await store(SCANS, 'readwrite');
  await Promise.all(scans.map((scan) => done(scanStore.put(scan))));
}

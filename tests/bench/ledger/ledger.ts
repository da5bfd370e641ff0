import type { DruidiaConnection, DruidiaService } from '../../../lib/protocol/druidia.ts';

/** What one client knows it wrote: its connections by service, each with the token it last set. */
interface Entry {
  id: number;
  /** The last four characters of the acknowledged token: the masked reply shows exactly these. */
  token4: string;
  /** Set after a write that got no reply: either outcome is then acceptable, and the entry is left alone. */
  unsure?: { deleted: boolean; token4s: string[] };
}

export const last4 = (token: string): string => token.slice(-4);

/**
 * A client's ledger. Only acknowledged writes are facts; a write without a reply (the server was killed)
 * makes its connection unsure, and the client does not touch it again, so the final check stays exact
 * for everything else.
 */
export class Ledger {
  readonly entries = new Map<DruidiaService, Entry>();
  /** Services whose create got no reply: a row may exist or not. */
  readonly unsureCreates = new Set<DruidiaService>();

  isFree(service: DruidiaService): boolean {
    return !this.entries.has(service) && !this.unsureCreates.has(service);
  }

  /** Connections the client may still read, update or delete. */
  settled(): [DruidiaService, Entry][] {
    return [...this.entries].filter(([, entry]) => !entry.unsure);
  }

  created(service: DruidiaService, id: number, token: string): void {
    this.entries.set(service, { id, token4: last4(token) });
  }

  updated(service: DruidiaService, token: string): void {
    this.entries.get(service)!.token4 = last4(token);
  }

  deleted(service: DruidiaService): void {
    this.entries.delete(service);
  }

  unsureCreate(service: DruidiaService): void {
    this.unsureCreates.add(service);
  }

  unsureUpdate(service: DruidiaService, token: string): void {
    const entry = this.entries.get(service)!;
    entry.unsure = { deleted: false, token4s: [entry.token4, last4(token)] };
  }

  unsureDelete(service: DruidiaService): void {
    const entry = this.entries.get(service)!;
    entry.unsure = { deleted: true, token4s: [entry.token4] };
  }

  /** Differences between the ledger and the client's own rows as the server lists them. */
  compare(rows: DruidiaConnection[]): string[] {
    const problems: string[] = [];
    const byService = new Map(rows.map((row) => [row.service, row]));
    for (const [service, entry] of this.entries) {
      const row = byService.get(service);
      byService.delete(service);
      if (!row) {
        if (!entry.unsure?.deleted) problems.push(`lost: ${service} connection ${entry.id}`);
        continue;
      }
      const token4s = entry.unsure?.token4s ?? [entry.token4];
      if (row.druidia_id !== entry.id) problems.push(`${service}: id ${row.druidia_id}, ledger ${entry.id}`);
      if (!token4s.some((token4) => row.token.endsWith(token4))) {
        problems.push(
          `lost update: ${service} connection ${entry.id} token ${row.token}, ledger …${token4s}`,
        );
      }
    }
    for (const [service, row] of byService) {
      if (!this.unsureCreates.has(service)) problems.push(`unknown row: ${service} ${row.druidia_id}`);
    }
    return problems;
  }
}

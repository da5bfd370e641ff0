import type { LiveChange } from '../../lib/protocol/live.ts';
import { parseTimestamp } from '../db/types.ts';

/** A live_events row, as a query returns it or as row_to_json puts it in a notification. */
export interface ChangeRow {
  live_event_id: number;
  at: string;
  account_id: number;
  area: string;
  record_id: number;
  action: string;
  user_id: number | null;
  by_name: string | null;
  updated_at: string | null;
}

/** The event a client is sent: the row without its account, timestamps as the API gives them. */
export const changeOf = (row: ChangeRow): LiveChange => ({
  id: Number(row.live_event_id),
  area: row.area,
  record_id: Number(row.record_id),
  action: row.action,
  by: row.user_id === null ? null : { user_id: row.user_id, name: row.by_name ?? '' },
  updated_at: row.updated_at === null ? null : parseTimestamp(row.updated_at),
  at: parseTimestamp(row.at),
});

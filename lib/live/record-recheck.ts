import { ApiError } from '../api/api-error.ts';
import type { LiveChange } from '../protocol/live.ts';

/**
 * An edit screen's record read again after the stream could not replay what it missed (a `refresh`,
 * docs/architecture.md, "Live changes: the client"), as the change it would have been told of: its
 * version now (the screen compares it with the form's), or a delete when it is gone. A read that fails
 * otherwise tells nothing. Who changed it is not known: the notice says "Someone".
 */
export async function recheckRecord(
  read: () => Promise<Record<string, unknown>>,
  area: string,
  recordId: number,
  now = Date.now(),
): Promise<LiveChange | null> {
  const at = new Date(now).toISOString();
  const change = { id: 0, area, record_id: recordId, by: null };
  try {
    const record = await read();
    const version = typeof record.updated_at === 'string' ? record.updated_at : null;
    return version === null ? null : { ...change, action: 'update', updated_at: version, at: version };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { ...change, action: 'delete', updated_at: null, at };
    return null;
  }
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callCommand } from '../../../lib/api/api.ts';
import { createListPrefs } from '../../../lib/list/list-prefs.ts';
import type { ColumnWidths, ListPrefs } from '../../../lib/protocol/list-prefs.ts';

vi.mock('../../../lib/api/api.ts', () => ({ callCommand: vi.fn() }));
const call = vi.mocked(callCommand);

const prefsWith = (widths: ColumnWidths | null): ListPrefs => ({
  columns: null,
  default_view: null,
  widths,
  views: [],
});

/** A server that answers each save only when the test says so, with what that save sent. */
function heldServer() {
  const held: { widths: ColumnWidths | null; answer: () => void }[] = [];
  call.mockImplementation(
    ((_command: unknown, input: { widths?: ColumnWidths | null }) =>
      new Promise((resolve) => {
        const widths = input.widths ?? null;
        held.push({ widths, answer: () => resolve(prefsWith(widths)) });
      })) as never,
  );
  return held;
}

beforeEach(() => {
  call.mockReset();
});

describe('a list’s preferences while saves are under way (docs/behaviour.md#lists)', () => {
  it('keeps the last width when an earlier save answers after a later change', async () => {
    const prefs = createListPrefs('contact');
    call.mockResolvedValueOnce(prefsWith(null) as never);
    await prefs.load();
    const held = heldServer();

    // Three arrow presses on a column's edge, quicker than the server answers.
    const saves = [172, 188, 204].map((email) => prefs.setWidths({ email }));
    expect(prefs.$prefs.get()?.widths).toEqual({ email: 204 });

    // One save at a time: the second is sent only once the first has its answer.
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held[0]!.answer();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    // The first save's answer is not shown: it would put the edge back two steps.
    expect(prefs.$prefs.get()?.widths).toEqual({ email: 204 });
    held[1]!.answer();
    await vi.waitFor(() => expect(held).toHaveLength(3));
    expect(held.map((save) => save.widths)).toEqual([{ email: 172 }, { email: 188 }, { email: 204 }]);
    held[2]!.answer();
    await Promise.all(saves);
    expect(prefs.$prefs.get()?.widths).toEqual({ email: 204 });
  });

  it('shows what the server kept when the last save is refused', async () => {
    const prefs = createListPrefs('contact');
    call.mockResolvedValueOnce(prefsWith(null) as never);
    await prefs.load();
    call.mockResolvedValueOnce(prefsWith({ email: 172 }) as never);
    call.mockRejectedValueOnce(new Error('refused'));
    const first = prefs.setWidths({ email: 172 });
    const second = prefs.setWidths({ email: 188 });
    // Shown at once, before the server answers.
    expect(prefs.$prefs.get()?.widths).toEqual({ email: 188 });
    await first;
    await expect(second).rejects.toThrow('refused');
    expect(prefs.$prefs.get()?.widths).toEqual({ email: 172 });
  });

  it('sends the next save after one the server refused, and the refusal reaches its caller', async () => {
    const prefs = createListPrefs('contact');
    call.mockRejectedValueOnce(new Error('refused'));
    call.mockResolvedValueOnce(prefsWith({ email: 300 }) as never);
    const first = prefs.setColumns(['email']);
    const second = prefs.setWidths({ email: 300 });
    await expect(first).rejects.toThrow('refused');
    await second;
    expect(call).toHaveBeenCalledTimes(2);
    expect(prefs.$prefs.get()?.widths).toEqual({ email: 300 });
  });
});

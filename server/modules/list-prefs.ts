import {
  listPrefsCommands,
  SAVED_VIEWS_MAX,
  type ListPrefs,
  type ViewState,
} from '../../lib/protocol/list-prefs.ts';
import { AREAS } from '../../lib/resources/areas.ts';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import { conflictOnDuplicate } from '../connections/rows.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure, badRequest, forbidden, notFound } from '../http/failure.ts';
import { defineHandlers, type Session } from '../http/handlers.ts';
import { filteredWhere, sortableField } from '../list/list-rows.ts';

/** The area by name, if the caller may list it: prefs of an area one cannot open are nobody's business. */
function checkArea(session: Session, name: string): void {
  const area = AREAS.find((meta) => meta.name === name);
  if (!area) throw badRequest(`There is no console area named '${name}'`);
  if (session.access < area.access) throw forbidden(`Your level cannot open ${name}`);
}

/**
 * A view's filters and sort as its area's list takes them: the list's own allowlist and operators
 * (server/list/list-rows.ts), so a view can neither store nor share what the list refuses.
 */
function checkState(area: string, state: ViewState): void {
  const fields = DEFINITIONS.find((definition) => definition.name === area)?.listFields ?? {};
  filteredWhere({ fields, scope: { where: 'true', params: [] } }, state.filters);
  if (state.sort !== undefined) sortableField(fields, state.sort);
}

// Visible: the caller's own views, and the views colleagues of the same account shared.
const VIEW_SELECT = `SELECT v.view_id, v.area, v.name, v.state, v.shared, v.user_id = $1 AS mine,
    trim(u.first_name || ' ' || u.last_name) AS owner, v.updated_at
  FROM saved_views v JOIN users u ON u.user_id = v.user_id
  WHERE v.account_id = $2 AND (v.user_id = $1 OR v.shared)`;

async function prefsOf(db: Db, session: Session, area: string): Promise<ListPrefs> {
  const views = await db.query<ListPrefs['views'][number]>(
    `${VIEW_SELECT} AND v.area = $3 ORDER BY lower(v.name), v.view_id`,
    [session.userId, session.accountId, area],
  );
  const [prefs] = await db.query<{
    columns: string[] | null;
    widths: ListPrefs['widths'];
    default_view: number | null;
  }>('SELECT columns, widths, default_view FROM list_prefs WHERE user_id = $1 AND area = $2', [
    session.userId,
    area,
  ]);
  // A default a colleague has since unshared or deleted is no default any more.
  const defaultView = views.some((view) => view.view_id === prefs?.default_view) ? prefs!.default_view : null;
  return { views, default_view: defaultView, columns: prefs?.columns ?? null, widths: prefs?.widths ?? null };
}

async function ownView(db: Db, session: Session, viewId: number): Promise<{ area: string }> {
  const [view] = await db.query<{ area: string }>(
    'SELECT area FROM saved_views WHERE view_id = $1 AND user_id = $2 AND account_id = $3',
    [viewId, session.userId, session.accountId],
  );
  if (!view) throw notFound('No such saved view of yours');
  return view;
}

export const listPrefsHandlers = defineHandlers(listPrefsCommands, {
  read: ({ db, session }, { area }) => {
    checkArea(session, area);
    return prefsOf(db, session, area);
  },

  async save_view({ db, session }, { area, view_id, name, state, shared }) {
    checkArea(session, area);
    checkState(area, state);
    const duplicate = new ApiFailure(409, 'Conflict', `You already have a view named '${name}' here`);
    const saved = await conflictOnDuplicate(async () => {
      if (view_id !== undefined) {
        const existing = await ownView(db, session, view_id);
        if (existing.area !== area) throw badRequest('A saved view stays in its area');
        await db.query(
          `UPDATE saved_views SET name = $2, state = $3, shared = $4, updated_at = now() WHERE view_id = $1`,
          [view_id, name, JSON.stringify(state), shared],
        );
        return view_id;
      }
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM saved_views WHERE user_id = $1 AND area = $2',
        [session.userId, area],
      );
      if ((count?.n ?? 0) >= SAVED_VIEWS_MAX)
        throw badRequest(`At most ${SAVED_VIEWS_MAX} saved views per list: delete one first`);
      const [row] = await db.query<{ view_id: number }>(
        `INSERT INTO saved_views (account_id, user_id, area, name, state, shared)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING view_id`,
        [session.accountId, session.userId, area, name, JSON.stringify(state), shared],
      );
      return row!.view_id;
    }, duplicate.detail!);
    const [view] = await db.query<ListPrefs['views'][number]>(`${VIEW_SELECT} AND v.view_id = $3`, [
      session.userId,
      session.accountId,
      saved,
    ]);
    return view!;
  },

  async delete_view({ db, session }, { view_id }) {
    await ownView(db, session, view_id);
    await db.query('DELETE FROM saved_views WHERE view_id = $1', [view_id]);
    return { success: true };
  },

  async save_prefs({ db, session }, { area, columns, default_view, widths }) {
    checkArea(session, area);
    if (default_view != null) {
      const [visible] = await db.query(`${VIEW_SELECT} AND v.area = $3 AND v.view_id = $4`, [
        session.userId,
        session.accountId,
        area,
        default_view,
      ]);
      if (!visible) throw notFound('No such saved view');
    }
    await db.query(
      `INSERT INTO list_prefs (user_id, area, columns, default_view, widths) VALUES ($1, $2, $3, $4, $7)
       ON CONFLICT (user_id, area) DO UPDATE SET
         columns = CASE WHEN $5 THEN EXCLUDED.columns ELSE list_prefs.columns END,
         default_view = CASE WHEN $6 THEN EXCLUDED.default_view ELSE list_prefs.default_view END,
         widths = CASE WHEN $8 THEN EXCLUDED.widths ELSE list_prefs.widths END,
         updated_at = now()`,
      [
        session.userId,
        area,
        columns == null ? null : JSON.stringify(columns),
        default_view ?? null,
        columns !== undefined,
        default_view !== undefined,
        widths == null ? null : JSON.stringify(widths),
        widths !== undefined,
      ],
    );
    return prefsOf(db, session, area);
  },
});

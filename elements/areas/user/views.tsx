import type { PanelViewKind } from '../../resource-panel/navigation/panel-view.ts';
import { UserSessions } from './user-sessions.tsx';

/** This area's own views (docs/architecture.md, one-area views): a user's edit screen ends with their sessions. */
export const views: Record<string, PanelViewKind> = {
  edit: (v) =>
    v.current.id !== undefined && (
      <>
        {v.form()}
        <UserSessions userId={v.current.id} />
      </>
    ),
};

import { activityCommands, activityListFields } from '../protocol/activity.ts';
import { activityArea } from './activity.area.ts';
import { defineResource } from './define.ts';
import { datetime, int, json, text } from './field.ts';

/**
 * The activity log (docs/behaviour.md, "Activity and history"): written by every command, read here. The
 * list filters by user, area, record, action and date; nothing in it is edited.
 */
export const activity = defineResource(activityArea, {
  label: 'Activity',
  plural: 'Activity',
  fields: {
    at: datetime('When', { readOnly: true }),
    user_email: text('User', 255, { readOnly: true }),
    area: text('Area', 64, { readOnly: true, format: 'area' }),
    record_id: int('Record', 0, Number.MAX_SAFE_INTEGER, { readOnly: true }),
    action: text('Action', 64, { readOnly: true, format: 'action' }),
    ip: text('From', 64, { readOnly: true }),
    changes: json('Changes', { readOnly: true }),
  },
  list: {
    columns: ['at', 'user_email', 'area', 'record_id', 'action', 'ip'],
    search: [],
    defaultSort: 'at',
    defaultOrder: 'desc',
  },
  form: {
    sections: [],
  },
  server: {
    table: { commands: activityCommands, listFields: activityListFields },
  },
});

import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, actionWords } from '../../../lib/format/activity-words.ts';
import { describeFilter } from '../../../lib/list/filter-input.ts';
import { $areaDefinitions, areaLabel, loadAreaLabels } from '../../../lib/resource-views/area-labels.ts';
import { actions, modules } from '../../../lib/format/activity-texts.ts';
import {
  actions as spanishActions,
  modules as spanishModules,
} from '../../../lib/format/activity-texts.es.ts';

// docs/behaviour.md, "Activity and history": areas by their definitions' labels, actions in words.
describe('the Activity screen words', () => {
  it('reads each action as a log does, and an unknown one as words', () => {
    expect(actionWords('sign_in')).toBe('Signed in');
    expect(actionWords('sign_in_failed')).toBe('Sign-in failed');
    expect(actionWords('create')).toBe('Created');
    expect(actionWords('bulk_action')).toBe('Bulk update');
    expect(actionWords('bulk_create')).toBe('Bulk import');
    expect(actionWords('archive_all')).toBe('Archive all');
    expect(new Set(ACTION_NAMES.map((action) => actionWords(action))).size).toBe(ACTION_NAMES.length);
    expect(actionWords('sign_in', spanishActions)).toBe('Inicio de sesión');
    expect(actionWords('archive_all', spanishActions)).toBe('Archive all');
    expect(ACTION_NAMES).toEqual(Object.keys(actions));
  });

  it("names each area by its definition's plural, with its acronyms, once the definitions are in", async () => {
    expect(areaLabel($areaDefinitions.get(), modules, 'druidia')).toBe('Service Connections');
    await loadAreaLabels();
    const definitions = $areaDefinitions.get();
    const named = (area: string) => areaLabel(definitions, modules, area);
    expect(named('helpbot_faq')).toBe('Helpbot FAQs');
    expect(named('api_key')).toBe('API Keys');
    expect(named('user')).toBe('Users');
    expect(named('stripe')).toBe('Stripe Connections');
    expect(named('some_new_module')).toBe('Some new module');
    expect(areaLabel(definitions, spanishModules, 'druidia')).toBe('Conexiones de servicios');
  });

  it('describes a filter chip with the menu words of its values', () => {
    const words = (value: string) => actionWords(value);
    expect(describeFilter('Action', { field: 'action', operator: '=', value: 'sign_in' }, words)).toBe(
      'Action is Signed in',
    );
    expect(
      describeFilter('Action', { field: 'action', operator: 'IN', value: ['create', 'delete'] }, words),
    ).toBe('Action is one of Created, Deleted');
    expect(describeFilter('Record', { field: 'record_id', operator: '=', value: 12 })).toBe('Record is 12');
  });
});

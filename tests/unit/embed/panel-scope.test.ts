import { describe, expect, it } from 'vitest';
import { listPrefsCommands } from '../../../lib/protocol/list-prefs.ts';
import { panelScope, PANEL_COMMANDS, scopeHoldsArea } from '../../../lib/embed/panel-scope.ts';
import { commandName } from '../../../lib/protocol/command.ts';
import { PROTOCOL_TABLES } from '../../../lib/protocol/commands.ts';
import { EMBEDDABLE_PANELS } from '../../../lib/protocol/embed.ts';
import { RESOURCES } from '../../../lib/resources/registry.ts';

const served = new Set(PROTOCOL_TABLES.flatMap((table) => Object.values(table).map(commandName)));
const scopeOf = (panels: Parameters<typeof panelScope>[0]): string[] => {
  const scope = panelScope(panels);
  if (!scope.ok) throw new Error(scope.error);
  return scope.commands;
};

describe('embed panel scopes', () => {
  it('name a command list for every embeddable panel but resource-panel, which takes its areas', () => {
    expect(Object.keys(PANEL_COMMANDS).sort()).toEqual(
      EMBEDDABLE_PANELS.filter((tag) => tag !== 'resource-panel').sort(),
    );
  });

  it('hold only served user commands: never embed/*, an API key command, or a site-token command', () => {
    const every = scopeOf([
      { tag: 'profile-panel' },
      { tag: 'druidia-connections' },
      { tag: 'stripe-connections' },
      { tag: 'resource-panel', resources: RESOURCES.map((r) => r.name).filter((n) => n !== 'api_key') },
    ]);
    for (const name of every) expect(served.has(name), name).toBe(true);
    expect(every.filter((name) => /^(embed|api_key)\/|^user\/token$|^account\/register$/.test(name))).toEqual(
      [],
    );
  });

  it('give a resource-panel its area’s commands, its list’s saved views and columns, and the lists its form picks records from', () => {
    expect(scopeOf([{ tag: 'resource-panel', resources: ['contact'] }])).toEqual(
      [
        ...Object.values(RESOURCES.find((r) => r.name === 'contact')!.commands).map(commandName),
        ...Object.values(listPrefsCommands).map(commandName),
        // The edit screen's History; contacts keep no revisions.
        'activity/history',
        // Every embed session: its end, the live changes of its panels' areas and who has a record open.
        'live/here',
        'live/stream',
        'user/logout',
      ].sort(),
    );
    const article = scopeOf([{ tag: 'resource-panel', resources: ['article'] }]);
    expect(article).toContain('author/list');
    expect(article).not.toContain('author/create');
    expect(article).toEqual(expect.arrayContaining(['revision/list', 'revision/restore']));
  });

  it('hold the areas of their resource panels, not those their forms only pick from, nor other panels’', () => {
    const scope = scopeOf([{ tag: 'profile-panel' }, { tag: 'resource-panel', resources: ['article'] }]);
    expect(
      ['article', 'author', 'image', 'user', 'account', 'ghost'].filter((area) =>
        scopeHoldsArea(scope, area),
      ),
    ).toEqual(['article']);
  });

  it('refuse API keys and unknown areas', () => {
    expect(panelScope([{ tag: 'resource-panel', resources: ['api_key'] }])).toEqual({
      ok: false,
      error: "'api_key' cannot be shown in an embed session",
    });
    expect(panelScope([{ tag: 'resource-panel', resources: ['ghost'] }])).toEqual({
      ok: false,
      error: "There is no console area named 'ghost'",
    });
  });
});

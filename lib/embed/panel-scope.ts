import { accountCommands } from '../protocol/account.ts';
import { activityCommands } from '../protocol/activity.ts';
import { commandName, type Command } from '../protocol/command.ts';
import { druidiaCommands } from '../protocol/druidia.ts';
import { listPrefsCommands } from '../protocol/list-prefs.ts';
import { liveCommands } from '../protocol/live.ts';
import { REVISED_AREAS, revisionCommands } from '../protocol/revision.ts';
import type { EmbeddablePanel, EmbedPanel } from '../protocol/embed.ts';
import { stripeCommands } from '../protocol/stripe.ts';
import { userCommands } from '../protocol/user.ts';
import type { Resource } from '../resources/define.ts';
import { RESOURCES } from '../resources/registry.ts';

/**
 * The commands each embeddable panel calls: the one list an embed session's scope is made from. A panel
 * that starts calling another command must name it here, or it is refused (403) in embed sessions.
 */
export const PANEL_COMMANDS: Record<Exclude<EmbeddablePanel, 'resource-panel'>, readonly Command[]> = {
  'profile-panel': [
    userCommands.read,
    userCommands.update,
    accountCommands.update,
    // The unverified-domain notice of Account Information (docs/security.md).
    accountCommands.domain_status,
    accountCommands.verify_domain,
    accountCommands.mark_domain_verified,
  ],
  'druidia-connections': [
    druidiaCommands.list,
    druidiaCommands.connect,
    druidiaCommands.share,
    druidiaCommands.delete,
    druidiaCommands.request,
  ],
  'stripe-connections': [
    stripeCommands.list,
    stripeCommands.start_connect,
    stripeCommands.handle_callback,
    stripeCommands.update,
    stripeCommands.delete,
  ],
};

/**
 * Every embed session may end itself, follow the changes of its panels' areas and say which of their
 * records it has open (server/live/reads.ts).
 */
const ALWAYS: readonly Command[] = [userCommands.logout, liveCommands.stream, liveCommands.here];

/**
 * Areas no embed session may show: an API key made from a scoped session would authenticate as its user
 * with no scope at all, outliving the session and escaping it.
 */
export const NOT_EMBEDDABLE_RESOURCES: readonly string[] = ['api_key'];

const byName = new Map(RESOURCES.map((resource) => [resource.name, resource]));

const REVISED = new Set<string>(REVISED_AREAS);

/**
 * A resource-panel's commands: the area's own, the list of each area its form picks records from, the
 * saved views and column choice of its list, and its edit screen's History and Revisions. These reach
 * only the records of the scope's areas (`scopeHoldsArea`, checked by server/activity/trail-area.ts).
 */
function resourcePanelCommands(resource: Resource): Command[] {
  const refs = Object.values(resource.fields).flatMap((field) => {
    const list = field.ref ? byName.get(field.ref)?.commands.list : undefined;
    return list ? [list] : [];
  });
  const revisions = REVISED.has(resource.name) ? [revisionCommands.list, revisionCommands.restore] : [];
  return [
    ...Object.values(resource.commands),
    ...refs,
    ...Object.values(listPrefsCommands),
    activityCommands.history,
    ...revisions,
  ];
}

/**
 * Whether `area` is one of the areas a scope was made for: only a resource panel of the area puts all of
 * its own commands in a scope (a form that picks its records adds just their list).
 */
export function scopeHoldsArea(scope: readonly string[], area: string): boolean {
  const own = Object.values(byName.get(area)?.commands ?? {});
  return own.length > 0 && own.every((command) => scope.includes(commandName(command)));
}

export type PanelScope = { ok: true; commands: string[] } | { ok: false; error: string };

/** The sorted `module/command` names an embed session for these panels may call, or why it may not exist. */
export function panelScope(panels: readonly EmbedPanel[]): PanelScope {
  const commands = new Set(ALWAYS.map(commandName));
  for (const panel of panels) {
    if (panel.tag !== 'resource-panel') {
      for (const command of PANEL_COMMANDS[panel.tag]) commands.add(commandName(command));
      continue;
    }
    for (const name of panel.resources) {
      const resource = byName.get(name);
      if (!resource) return { ok: false, error: `There is no console area named '${name}'` };
      if (NOT_EMBEDDABLE_RESOURCES.includes(name)) {
        return { ok: false, error: `'${name}' cannot be shown in an embed session` };
      }
      for (const command of resourcePanelCommands(resource)) commands.add(commandName(command));
    }
  }
  return { ok: true, commands: [...commands].sort() };
}

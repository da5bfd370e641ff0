// Compiled by `npm run typecheck`: the generated Vue 3 GlobalComponents (elements/types/vue-components.d.ts)
// give a template's `<profile-panel api-base="..." @updated="...">` typed props and events. Vue's tooling
// reads kebab-case attributes as camelCase props and `@event-name` as `onEventName`, as checked here.
import type { GlobalComponents } from 'vue';

type PropsOf<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props'];

export const profile: PropsOf<'profile-panel'> = {
  apiBase: 'https://console.example.com',
  siteToken: 'demo-site',
  onUpdated: (event) => {
    const section: 'user' | 'account' = event.detail.section;
    const email: string | undefined = event.detail.user.email;
    return [section, email];
  },
  onCancel: (event) => event.detail.section,
};

export const statusBar: PropsOf<'task-status-bar'> = {
  open: true,
  autoCloseDelay: 3000,
  onToggle: (event) => event.detail.open satisfies boolean,
  onTaskDismiss: (event) => event.detail.id satisfies string,
};

export const resources: PropsOf<'resource-panel'> = {
  resource: 'contact',
  recordId: 42,
  onSaved: (event) => event.detail.id satisfies number,
};

export const wrongType: PropsOf<'task-status-bar'> = {
  // @ts-expect-error: auto-close-delay is a number of milliseconds
  autoCloseDelay: 'soon',
};

export const wrongEvent: PropsOf<'profile-panel'> = {
  // @ts-expect-error: the updated event's detail has no such field
  onUpdated: (event) => event.detail.record,
};

export const wrongName: PropsOf<'image-delivery'> = {
  // @ts-expect-error: image-delivery has no such attribute
  imageKy: 'k',
};

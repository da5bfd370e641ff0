import type { PanelViewName } from '../elements/resource-panel/panel-view.ts';

export interface ResourceRoute {
  resource: string;
  view: PanelViewName;
  /** The route param that names the record (edit views). */
  param?: string;
  /** The query parameter naming the record the list is narrowed to (/rodeo/contestants?rodeo=12). */
  parentQuery?: string;
}

/**
 * The routes of SPEC 2 that are a view of one area (DESIGN.md: `<resource-panel resource view>`). The
 * first route of each resource is its list, where a create or edit screen returns after saving.
 */
export const RESOURCE_ROUTES: Record<string, ResourceRoute> = {
  '/account/list': { resource: 'account', view: 'list' },
  '/account/create': { resource: 'account', view: 'create' },
  '/account/register': { resource: 'account', view: 'register' },
  '/user/list': { resource: 'user', view: 'list' },
  '/user/create': { resource: 'user', view: 'create' },
  '/user/api/list': { resource: 'api_key', view: 'list' },
  // The broadcast list is its month calendar (lib/resources/broadcast.ts `calendar`).
  '/broadcast/calendar': { resource: 'broadcast', view: 'list' },
  '/article/list': { resource: 'article', view: 'list' },
  '/article/create': { resource: 'article', view: 'create' },
  '/article/editor/:article_id': { resource: 'article', view: 'edit', param: 'article_id' },
  '/contact/list': { resource: 'contact', view: 'list' },
  '/contact/create': { resource: 'contact', view: 'create' },
  '/contact/bulk-upload': { resource: 'contact', view: 'bulk-upload' },
  '/sponsor/list': { resource: 'sponsor', view: 'list' },
  '/sponsor/create': { resource: 'sponsor', view: 'create' },
  '/sponsor/bulk-upload': { resource: 'sponsor', view: 'bulk-upload' },
  '/message-prompt/list': { resource: 'message_prompt', view: 'list' },
  '/message-prompt/create': { resource: 'message_prompt', view: 'create' },
  '/author': { resource: 'author', view: 'list' },
  '/author/create': { resource: 'author', view: 'create' },
  '/helpbot/list': { resource: 'helpbot_faq', view: 'list' },
  '/helpbot/create': { resource: 'helpbot_faq', view: 'create' },
  '/helpbot/bulk-upload': { resource: 'helpbot_faq', view: 'bulk-upload' },
  '/product/vendors': { resource: 'vendor', view: 'list' },
  '/product/vendor/create': { resource: 'vendor', view: 'create' },
  '/rodeo/list': { resource: 'rodeo', view: 'list' },
  '/rodeo/create': { resource: 'rodeo', view: 'create' },
  '/rodeo/contestants': { resource: 'contestant', view: 'list', parentQuery: 'rodeo' },
  '/rodeo/ticket-orders': { resource: 'ticket_order', view: 'list' },
  '/rodeo/sync': { resource: 'rodeo_sync', view: 'sync' },
  '/data/dashboard': { resource: 'capture', view: 'dashboard' },
  '/image/gallery': { resource: 'image', view: 'list' },
  '/image/create': { resource: 'image', view: 'create' },
  '/image/edit/:image_id': { resource: 'image', view: 'edit', param: 'image_id' },
  '/image/bucket': { resource: 'bucket', view: 'list' },
  '/image/bucket/create': { resource: 'bucket', view: 'create' },
  '/file-repository/list': { resource: 'file', view: 'list' },
  '/file-repository/upload': { resource: 'file', view: 'create' },
  '/task/board': { resource: 'task_card', view: 'list' },
  '/admin/jobs': { resource: 'job', view: 'jobs' },
};

/** Where a resource's list lives, for a create or edit screen to return to. */
export const listPathOf = (resource: string): string | undefined =>
  Object.entries(RESOURCE_ROUTES).find(
    ([, route]) => route.resource === resource && route.view === 'list',
  )?.[0];

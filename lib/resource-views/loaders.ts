import type { Resource } from '../resources/define.ts';

/**
 * Each resource's definition as a chunk of its own, loaded when a panel first shows it: a page that embeds
 * contacts never downloads the article definitions. The server reads lib/resources/registry.ts instead.
 */
export const RESOURCE_LOADERS: Record<string, () => Promise<Resource>> = {
  account: () => import('../resources/account.ts').then((m) => m.account),
  user: () => import('../resources/user.ts').then((m) => m.user),
  api_key: () => import('../resources/api-key.ts').then((m) => m.apiKey),
  contact: () => import('../resources/contact.ts').then((m) => m.contact),
  article: () => import('../resources/article.ts').then((m) => m.article),
  author: () => import('../resources/author.ts').then((m) => m.author),
  sponsor: () => import('../resources/sponsor.ts').then((m) => m.sponsor),
  helpbot_faq: () => import('../resources/helpbot-faq.ts').then((m) => m.helpbotFaq),
  message_prompt: () => import('../resources/message-prompt.ts').then((m) => m.messagePrompt),
  broadcast: () => import('../resources/broadcast.ts').then((m) => m.broadcast),
  vendor: () => import('../resources/vendor.ts').then((m) => m.vendor),
  rodeo: () => import('../resources/rodeo.ts').then((m) => m.rodeo),
  contestant: () => import('../resources/contestant.ts').then((m) => m.contestant),
  ticket_order: () => import('../resources/ticket-order.ts').then((m) => m.ticketOrder),
  rodeo_sync: () => import('../resources/rodeo-sync.ts').then((m) => m.rodeoSync),
  capture: () => import('../resources/capture.ts').then((m) => m.capture),
  bucket: () => import('../resources/bucket.ts').then((m) => m.bucket),
  image: () => import('../resources/image.ts').then((m) => m.image),
  file: () => import('../resources/file.ts').then((m) => m.file),
  task_card: () => import('../resources/task-card.ts').then((m) => m.taskCard),
  job: () => import('../resources/job.ts').then((m) => m.job),
};

export const loadResource = (name: string): Promise<Resource> => {
  const load = Object.hasOwn(RESOURCE_LOADERS, name) ? RESOURCE_LOADERS[name] : undefined;
  return load ? load() : Promise.reject(new Error(`There is no console area named "${name}"`));
};

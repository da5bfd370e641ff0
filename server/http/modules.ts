import type { HandlerSet } from './handlers.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { accountHandlers } from '../modules/account.ts';
import { activityHandlers } from '../activity/read.ts';
import { revisionHandlers } from '../activity/revisions.ts';
import { apiKeyHooks } from '../modules/api-key.ts';
import { articleHooks } from '../modules/article.ts';
import { captureHooks } from '../modules/capture.ts';
import { dashboardHandlers } from '../modules/dashboard.ts';
import { druidiaHandlers } from '../modules/druidia.ts';
import { embedHandlers } from '../modules/embed.ts';
import { helpbotFaqHooks } from '../modules/helpbot-faq.ts';
import { jobHooks } from '../modules/job.ts';
import { listPrefsHandlers } from '../modules/list-prefs.ts';
import { liveHandlers } from '../modules/live.ts';
import { rodeoSyncHooks } from '../modules/rodeo-sync.ts';
import { broadcastHooks } from '../modules/broadcast.ts';
import { bucketHooks } from '../modules/bucket.ts';
import { fileHooks, imageHooks } from '../modules/media.ts';
import { passkeyHandlers } from '../modules/passkey.ts';
import { secondFactorHandlers } from '../modules/second-factor.ts';
import { sessionHandlers } from '../modules/session.ts';
import { stripeHandlers } from '../modules/stripe.ts';
import { taskCardHooks } from '../modules/task-card.ts';
import { checkinHandlers } from '../modules/checkin.ts';
import { ticketHandlers } from '../modules/ticket.ts';
import { userHandlers } from '../modules/user.ts';
import { resourceModule } from '../resources/module.ts';
import type { ResourceHooks } from '../resources/save.ts';

/** What some areas add to the generic resource module; a plain area needs no entry here. */
const RESOURCE_HOOKS: Record<string, ResourceHooks> = {
  api_key: apiKeyHooks,
  article: articleHooks,
  helpbot_faq: helpbotFaqHooks,
  rodeo_sync: rodeoSyncHooks,
  capture: captureHooks,
  broadcast: broadcastHooks,
  bucket: bucketHooks,
  image: imageHooks,
  file: fileHooks,
  task_card: taskCardHooks,
  job: jobHooks,
};

/** Every module the API serves; a module or command missing here answers 404 (deny by default). */
export const handlerSets: HandlerSet[] = [
  userHandlers,
  accountHandlers,
  druidiaHandlers,
  stripeHandlers,
  ...RESOURCES.map((resource) => resourceModule(resource, RESOURCE_HOOKS[resource.name])),
  embedHandlers,
  dashboardHandlers,
  listPrefsHandlers,
  activityHandlers,
  revisionHandlers,
  liveHandlers,
  ticketHandlers,
  checkinHandlers,
  secondFactorHandlers,
  passkeyHandlers,
  sessionHandlers,
];

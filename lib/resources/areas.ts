import type { AreaMeta } from './area.ts';
import { accountArea } from './account.area.ts';
import { userArea } from './user.area.ts';
import { apiKeyArea } from './api-key.area.ts';
import { broadcastArea } from './broadcast.area.ts';
import { articleArea } from './article.area.ts';
import { contactArea } from './contact.area.ts';
import { rodeoArea } from './rodeo.area.ts';
import { contestantArea } from './contestant.area.ts';
import { ticketOrderArea } from './ticket-order.area.ts';
import { sponsorArea } from './sponsor.area.ts';
import { rodeoSyncArea } from './rodeo-sync.area.ts';
import { captureArea } from './capture.area.ts';
import { fileArea } from './file.area.ts';
import { messagePromptArea } from './message-prompt.area.ts';
import { authorArea } from './author.area.ts';
import { jobArea } from './job.area.ts';
import { activityArea } from './activity.area.ts';
import { helpbotFaqArea } from './helpbot-faq.area.ts';
import { imageArea } from './image.area.ts';
import { bucketArea } from './bucket.area.ts';
import { taskCardArea } from './task-card.area.ts';
import { vendorArea } from './vendor.area.ts';

/**
 * Every area of the console, in sidebar order: the routes, the menu and the server's registry are made
 * from this list and each area's definition (docs/architecture.md, adding an area). Written by
 * `npm run manifest` from the lib/resources/*.area.ts files; a new area joins the end of its menu group.
 */
export const AREAS: readonly AreaMeta[] = [
  accountArea,
  userArea,
  apiKeyArea,
  broadcastArea,
  articleArea,
  contactArea,
  rodeoArea,
  contestantArea,
  ticketOrderArea,
  sponsorArea,
  rodeoSyncArea,
  captureArea,
  fileArea,
  messagePromptArea,
  authorArea,
  jobArea,
  activityArea,
  helpbotFaqArea,
  imageArea,
  bucketArea,
  taskCardArea,
  vendorArea,
];

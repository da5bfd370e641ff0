import type { Resource } from './define.ts';
import { apiKey } from './api-key.ts';
import { article } from './article.ts';
import { author } from './author.ts';
import { capture } from './capture.ts';
import { broadcast } from './broadcast.ts';
import { bucket } from './bucket.ts';
import { contact } from './contact.ts';
import { file } from './file.ts';
import { helpbotFaq } from './helpbot-faq.ts';
import { contestant } from './contestant.ts';
import { image } from './image.ts';
import { job } from './job.ts';
import { messagePrompt } from './message-prompt.ts';
import { rodeo } from './rodeo.ts';
import { rodeoSync } from './rodeo-sync.ts';
import { sponsor } from './sponsor.ts';
import { ticketOrder } from './ticket-order.ts';
import { taskCard } from './task-card.ts';
import { vendor } from './vendor.ts';

/**
 * Every resource served by the generic resource module, in the order docs/protocol.md shows them. The
 * server and the docs read this list; browser code imports single definitions (lazily), never this list.
 */
export const RESOURCES: Resource[] = [
  apiKey,
  contact,
  article,
  author,
  sponsor,
  helpbotFaq,
  messagePrompt,
  broadcast,
  vendor,
  rodeo,
  contestant,
  ticketOrder,
  rodeoSync,
  capture,
  bucket,
  image,
  file,
  taskCard,
  job,
];

import type { HandlerSet } from './handlers.ts';
import { accountHandlers } from '../modules/account.ts';
import { druidiaHandlers } from '../modules/druidia.ts';
import { stripeHandlers } from '../modules/stripe.ts';
import { userHandlers } from '../modules/user.ts';

/** Every module the API serves; a module or command missing here answers 404 (deny by default). */
export const handlerSets: HandlerSet[] = [userHandlers, accountHandlers, druidiaHandlers, stripeHandlers];

import { liveCommands } from '../../lib/protocol/live.ts';
import { defineHandlers } from '../http/handlers.ts';
import { liveHere } from '../live/presence.ts';
import { liveStream } from '../live/stream.ts';

export const liveHandlers = defineHandlers(liveCommands, { stream: liveStream, here: liveHere });

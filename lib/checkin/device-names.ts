/**
 * What the gate screen keeps on a device under which name (docs/tickets.md, offline): its service worker's
 * address and scope (the gate screen only, never the rest of the console), its one cache and its database.
 */
export const GATE_SCOPE = '/rodeo/checkin/';
/** Beside the scope, not in it: a script's directory bounds its scope, and /rodeo/ holds /rodeo/checkin/. */
export const GATE_WORKER_PATH = '/rodeo/checkin-sw.js';
export const GATE_CACHE = 'console-gate';
/** The message a gate page sends the worker with the addresses of what it loaded. */
export const KEEP_MESSAGE = 'gate-keep';
export const GATE_DB = 'console-gate';

// Every element of the kit and its public API in one entry. Each elements/<tag>/register.ts is picked up
// here as it is by the build's entry list (vite.config.ts), so a new element needs no edit in this file.
import.meta.glob('../*/register.ts', { eager: true });

export * from './console-api.ts';

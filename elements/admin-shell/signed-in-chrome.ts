// The parts of the shell only a signed-in user sees, in one chunk of their own: the sign-in screen, the
// first screen of every visit, loads none of the menu, its icons, the user menu or the task status bar
// that sits in the menu (docs/embedding.md, how a screen gets to its first rows quickly).
import '../task-status-bar/register.ts';
export { Sidebar } from './sidebar.tsx';
export { UserMenu } from './user-menu.tsx';
export { LiveState } from './live-state.tsx';

import { atom } from 'nanostores';
import type { ReactElement } from 'react';

/**
 * What a signed-out panel shows instead of the sign-in form, when the page's kit API sets one: the embed
 * session claim (elements/kit/embed-bridge.ts). Null: the sign-in form.
 */
export const $signedOutView = atom<ReactElement | null>(null);

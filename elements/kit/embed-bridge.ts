import { createElement, lazy } from 'react';
import { $consoleConfig } from '../../lib/config/console-config.ts';
import { $signedOutView } from '../auth-form/signed-out-view.ts';

// configureConsole({ fetchEmbedSecret }) turns a signed-out panel's sign-in form into the embed session
// claim. Kept here, in the kit's API entry (the only place a page gets configureConsole from), so that
// the panels' own chunks and the host app carry none of it; the claim itself loads only when needed.
const EmbedClaim = lazy(() =>
  import('../auth-form/embed-claim-view.tsx').then((m) => ({ default: m.EmbedClaim })),
);

const claim = createElement(EmbedClaim);

$consoleConfig.subscribe((config) => $signedOutView.set(config.fetchEmbedSecret ? claim : null));

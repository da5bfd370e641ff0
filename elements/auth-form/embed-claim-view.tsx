import { useStore } from '@nanostores/react';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { $embedClaim, claimEmbedSession } from '../../lib/session/embed.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/controls.css.ts';
import { useTexts } from '../runtime/locale.tsx';
import { authTexts } from './texts.ts';
import { embedTexts } from '../../lib/session/embed-texts.ts';

/**
 * What a panel shows, instead of the sign-in form, while the page's fetchEmbedSecret signs its user in.
 * A failed claim stays on screen with its reason until the user tries again: no loop of requests.
 */
export function EmbedClaim() {
  const t = useTexts(authTexts);
  const claim = useTexts(embedTexts);
  const state = useStore($embedClaim);
  useEffect(() => {
    if (state.status === 'idle') void claimEmbedSession();
  }, [state.status]);
  if (state.status !== 'failed') {
    return (
      <p role="status" className={controls.muted}>
        {t.embedSigningIn}
      </p>
    );
  }
  return (
    <div className={controls.stack}>
      <Alert tone="error">{claim.failed({ reason: state.reason || claim.noReason })}</Alert>
      <div className={controls.row}>
        <Button icon={RefreshCw} onClick={() => void claimEmbedSession()}>
          {t.tryAgain}
        </Button>
      </div>
    </div>
  );
}

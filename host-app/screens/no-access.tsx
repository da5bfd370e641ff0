import { useTexts } from '../../elements/runtime/locale.tsx';
import { hostTexts } from '../texts.ts';
import { ArrowLeft } from 'lucide-react';
import { noAccessText } from '../../lib/routing/no-access.ts';
import type { RouteDef } from '../../lib/routing/routes.ts';
import { DashboardLink } from '../link.tsx';
import * as styles from '../styles/screens.css.ts';

/**
 * A route the user's level does not reach (docs/behaviour.md#levels): what it needs, in words, and a way
 * back; the area's panel, whose commands the server would refuse, is never loaded.
 */
export default function NoAccess({ route, access }: { route: RouteDef; access: number }) {
  const t = useTexts(hostTexts);
  return (
    <section className={styles.panel} aria-labelledby="no-access-title">
      <h1 id="no-access-title" className={styles.heading}>
        {t.noAccess}
      </h1>
      <p className={styles.muted}>{noAccessText(route, access)}</p>
      <span className={styles.actions}>
        {history.length > 1 && (
          <button type="button" className={styles.button.secondary} onClick={() => history.back()}>
            <ArrowLeft aria-hidden="true" className={styles.icon} />
            {t.goBack}
          </button>
        )}
        <DashboardLink />
      </span>
    </section>
  );
}

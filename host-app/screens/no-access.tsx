import { useTexts } from '../../elements/runtime/locale.tsx';
import { hostTexts } from '../texts.ts';
import { ArrowLeft } from 'lucide-react';
import { noAccessText } from '../../lib/routing/no-access.ts';
import { roleTexts } from '../../lib/format/role-texts.ts';
import { useAreaWords } from '../../elements/ui/use-area-words.ts';
import { noAccessTexts } from './no-access-texts.ts';
import type { RouteDef } from '../../lib/routing/routes.ts';
import { DashboardLink } from '../link.tsx';
import * as styles from '../styles/screens.css.ts';

/**
 * A route the user's level does not reach (docs/behaviour.md#levels): what it needs, in words, and a way
 * back; the area's panel, whose commands the server would refuse, is never loaded.
 */
export default function NoAccess({ route, access }: { route: RouteDef; access: number }) {
  const t = useTexts(hostTexts);
  const words = { ...useTexts(noAccessTexts), roles: useTexts(roleTexts) };
  const areaWords = useAreaWords();
  const screen = areaWords ? areaWords.title(route.path, route.label) : route.label;
  return (
    <section className={styles.panel} aria-labelledby="no-access-title">
      <h1 id="no-access-title" className={styles.heading}>
        {t.noAccess}
      </h1>
      <p className={styles.muted}>{noAccessText(route, screen, access, words)}</p>
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

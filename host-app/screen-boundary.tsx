import type { TextsOf } from '../lib/i18n/catalog.ts';
import { useTexts } from '../elements/runtime/locale.tsx';
import { hostTexts } from './texts.ts';
import { RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { showToast } from '../lib/toasts/toasts.ts';
import * as styles from './styles/screens.css.ts';

interface Props {
  /** A new address resets the boundary, so leaving a broken screen works. */
  resetKey: string;
  children: ReactNode;
}

type Texts = TextsOf<typeof hostTexts>;

interface State {
  error: Error | null;
  key: string;
}

const isChunkError = (error: Error): boolean =>
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

/**
 * docs/behaviour.md#messages: an error thrown in a screen becomes a toast; the shell around it stays usable. A chunk that
 * failed to load is offered a reload, since only a fresh page brings the new file names.
 */
class Boundary extends Component<Props & { texts: Texts }, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props & { texts: Texts }, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    showToast('error', error.message || this.props.texts.unexpectedError);
  }

  override render() {
    const { error } = this.state;
    const t = this.props.texts;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    return (
      <section className={styles.panel} aria-labelledby="screen-error-title">
        <h1 id="screen-error-title" className={styles.heading}>
          {chunk ? t.screenNotLoaded : t.screenProblem}
        </h1>
        <p className={styles.muted}>{chunk ? t.consoleUpdated : t.problemRest({ message: error.message })}</p>
        <button type="button" className={styles.primaryButton} onClick={() => location.reload()}>
          <RotateCw aria-hidden="true" className={styles.icon} />
          {t.reloadPage}
        </button>
      </section>
    );
  }
}

/** The boundary around the current screen, in the page's language. */
export function ScreenBoundary(props: Props) {
  return <Boundary {...props} texts={useTexts(hostTexts)} />;
}

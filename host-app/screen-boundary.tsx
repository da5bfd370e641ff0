import { RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { showToast } from '../lib/toasts/toasts.ts';
import * as styles from './styles/screens.css.ts';

interface Props {
  /** A new address resets the boundary, so leaving a broken screen works. */
  resetKey: string;
  children: ReactNode;
}

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
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    showToast('error', error.message || 'An unexpected error occurred');
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    return (
      <section className={styles.panel} aria-labelledby="screen-error-title">
        <h1 id="screen-error-title" className={styles.heading}>
          {chunk ? 'This screen could not be loaded' : 'This screen ran into a problem'}
        </h1>
        <p className={styles.muted}>
          {chunk
            ? 'The console may have been updated, or the connection dropped. Reload the page to get the latest version.'
            : `${error.message}. The rest of the console still works; try again, or pick another screen.`}
        </p>
        <button type="button" className={styles.primaryButton} onClick={() => location.reload()}>
          <RotateCw aria-hidden="true" className={styles.icon} />
          Reload the page
        </button>
      </section>
    );
  }
}

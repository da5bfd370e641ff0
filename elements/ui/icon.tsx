import type { LucideIcon } from 'lucide-react';
import * as styles from './controls.css.ts';

/** A decorative icon: the text beside it (or the button's aria-label) names the action. */
export const Icon = ({ icon: Glyph }: { icon: LucideIcon }) => (
  <Glyph className={styles.icon} aria-hidden="true" focusable="false" strokeWidth={2} />
);

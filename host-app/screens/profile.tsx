import { useTexts } from '../../elements/runtime/locale.tsx';
import { hostTexts } from '../texts.ts';
import '../../elements/profile-panel/register.ts';
import '../../elements/druidia-connections/register.ts';
import '../../elements/stripe-connections/register.ts';
import * as styles from '../styles/screens.css.ts';

/**
 * docs/behaviour.md#screens's /profile: User Information and Account Information, then Service Connections, then Stripe
 * Connections. The Stripe return (code, state, error) comes back to this address and its element takes it.
 */
export default function Profile() {
  const t = useTexts(hostTexts);
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{t.accountProfile}</h1>
      <profile-panel />
      <druidia-connections />
      <stripe-connections />
    </div>
  );
}

import { Button } from '../ui/button.tsx';
import * as controls from '../ui/controls.css.ts';
import { useTexts } from '../runtime/locale.tsx';
import { securityTexts } from './texts.ts';

/** A step's submit button and its way back. */
export function StepButtons(props: {
  label: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  onCancel: () => void;
}) {
  const t = useTexts(securityTexts);
  return (
    <div className={controls.row}>
      <Button type="submit" variant={props.danger ? 'danger' : 'primary'} disabled={props.busy}>
        {props.busy ? props.busyLabel : props.label}
      </Button>
      <Button disabled={props.busy} onClick={props.onCancel}>
        {t.cancel}
      </Button>
    </div>
  );
}

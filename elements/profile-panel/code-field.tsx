import { useTexts } from '../runtime/locale.tsx';
import { TextField } from '../ui/text-field.tsx';
import { securityTexts } from './texts.ts';

/** The 6-digit code an authenticator app shows, as every second-factor step asks for it. */
export function CodeField(props: { value: string; busy: boolean; onChange: (code: string) => void }) {
  const t = useTexts(securityTexts);
  return (
    <TextField
      label={t.codeFromApp}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={props.value}
      disabled={props.busy}
      onChange={(event) => props.onChange(event.target.value)}
      data-autofocus
    />
  );
}

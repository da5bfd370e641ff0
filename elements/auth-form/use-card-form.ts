import { useId, useState, type FormEvent } from 'react';

/**
 * The state of the sign-in card's forms (sign-in and registration, the one-time password screen): what
 * was typed, kept across failures; busy while sending; the message of the last failure.
 * `send` answers the message to show, or null when it worked (the card then usually goes away).
 */
export function useCardForm<V extends { [K in keyof V]: string }>(
  initial: V,
  send: (values: V) => Promise<string | null>,
) {
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await send(values);
    setBusy(false);
    setError(problem);
  };

  return { values, field, error, setError, busy, titleId, submit };
}

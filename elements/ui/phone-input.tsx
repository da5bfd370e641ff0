import type { InputHTMLAttributes, ReactNode } from 'react';
import { formatPhone } from '../../lib/format/phone.ts';
import { TextField } from './text-field.tsx';

export const PHONE_PLACEHOLDER = '(XXX) XXX-XXXX';

export interface PhoneInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  label: ReactNode;
  value: string;
  /** Called with the value already in the (XXX) XXX-XXXX shape, at most 10 digits. */
  onChange: (value: string) => void;
  error?: string | null;
  help?: ReactNode;
}

/** A labelled phone field that formats the digits as they are typed (docs/behaviour.md#screens, docs/behaviour.md#limits). */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  return (
    <TextField
      type="tel"
      dir="ltr"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      {...rest}
      value={value}
      onChange={(event) => onChange(formatPhone(event.target.value))}
    />
  );
}

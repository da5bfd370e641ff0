import { Copy } from 'lucide-react';
import { copyText } from '../../lib/toasts/copy-text.ts';
import { Button, type ButtonProps } from './button.tsx';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'icon'> {
  /** What is copied. */
  text: string;
  /** What it is, in the toast ("Token" gives "Token copied"). */
  what: string;
}

/** A button that copies one value and says so in a toast (lib/toasts/copy-text.ts). */
export function CopyButton({ text, what, children, ...rest }: CopyButtonProps) {
  return (
    <Button icon={Copy} {...rest} onClick={() => void copyText(text, what)}>
      {children ?? `Copy ${what.toLowerCase()}`}
    </Button>
  );
}

import { Copy } from 'lucide-react';
import { copyText } from '../../lib/toasts/copy-text.ts';
import { Button, type ButtonProps } from './button.tsx';
import { useTexts } from '../runtime/locale.tsx';
import { copyTexts } from './copy-texts.ts';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'icon'> {
  /** What is copied. */
  text: string;
  /** What it is, in the toast ("Token" gives "Token copied"). */
  what: string;
}

/** A button that copies one value and says so in a toast (lib/toasts/copy-text.ts). */
export function CopyButton({ text, what, children, ...rest }: CopyButtonProps) {
  const t = useTexts(copyTexts);
  return (
    <Button icon={Copy} {...rest} onClick={() => void copyText(text, what, t)}>
      {children ?? t.copy({ what: what.toLowerCase() })}
    </Button>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from './icon.tsx';
import * as styles from './controls.css.ts';

export type ButtonVariant = keyof typeof styles.button;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  icon?: LucideIcon;
  /** Only the icon shows; `label` becomes the accessible name (and tooltip). */
  iconOnly?: boolean;
  label?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The kit's one button: a real <button>, type="button" unless said otherwise, with an optional icon. */
export function Button({
  variant = 'secondary',
  icon,
  iconOnly = false,
  label,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button[variant], iconOnly && styles.iconButton, className].filter(Boolean);
  return (
    <button
      type={type}
      className={classes.join(' ')}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      {...rest}
    >
      {icon && <Icon icon={icon} />}
      {iconOnly ? null : (children ?? label)}
    </button>
  );
}

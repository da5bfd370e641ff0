import type { LucideIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { navigateOnClick } from '../../lib/routing/navigation.ts';
import { Icon } from '../ui/icon.tsx';

export interface NavLinkProps {
  path: string;
  current: boolean;
  icon?: LucideIcon;
  className: string;
  /** Shown as a tooltip and used as the name when the text is hidden (the collapsed strip). */
  title?: string;
  onNavigate?: (path: string) => void;
  children: ReactNode;
}

/** A real link (open in a new tab works) that navigates in place without a page reload (docs/behaviour.md#screens). */
export function NavLink({ path, current, icon, className, title, onNavigate, children }: NavLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (navigateOnClick(event, path)) onNavigate?.(path);
  };
  return (
    <a
      href={path}
      className={className}
      aria-current={current ? 'page' : undefined}
      title={title}
      onClick={click}
    >
      {icon && <Icon icon={icon} />}
      {children}
    </a>
  );
}

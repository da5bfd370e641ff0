import {
  Archive,
  TriangleAlert,
  ArrowDown,
  ArrowUp,
  Award,
  Ban,
  Bell,
  Check,
  Circle,
  Clock,
  Eye,
  Loader,
  Mail,
  MessageSquare,
  Minus,
  Pencil,
  Radio,
  Send,
  Tag,
  Undo2,
  X,
  type LucideIcon,
} from 'lucide-react';
import { statusLook, type StatusIcon } from '../../lib/format/status-tone.ts';
import { machineWords } from '../../lib/format/words.ts';
import { Badge } from './badge.tsx';
import { Icon } from './icon.tsx';

const ICONS: Record<StatusIcon, LucideIcon> = {
  pencil: Pencil,
  clock: Clock,
  loader: Loader,
  send: Send,
  radio: Radio,
  check: Check,
  x: X,
  ban: Ban,
  undo: Undo2,
  archive: Archive,
  eye: Eye,
  circle: Circle,
  mail: Mail,
  message: MessageSquare,
  bell: Bell,
  'arrow-up': ArrowUp,
  'arrow-down': ArrowDown,
  minus: Minus,
  award: Award,
  alert: TriangleAlert,
  tag: Tag,
};

/**
 * An enum value as a badge in its tone, with its icon and its words ('in_progress' as 'In progress', 'sms' as 'SMS') (docs/behaviour.md#lists); with
 * `failures`, a finished record that left items behind says how many.
 */
export function StatusBadge({
  value,
  label,
  failures = 0,
}: {
  value: string;
  /** The value in the user's language (a localized definition's valueLabels); else its words in English. */
  label?: string;
  failures?: number;
}) {
  const look = statusLook(value, failures);
  return (
    <Badge tone={look.tone} status={value}>
      <Icon icon={ICONS[look.icon]} />
      <span>{label ?? machineWords(value)}</span>
      {look.tone === 'warning' && failures > 0 && <span>{`· ${failures} failed`}</span>}
    </Badge>
  );
}

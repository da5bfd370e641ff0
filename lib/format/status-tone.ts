/**
 * What an enum value looks like wherever it shows as a badge (docs/behaviour.md#lists): a tone and an icon,
 * so colour is never the only signal and a failure never reads like a success. One table for every
 * definition's enum values; the icon is a name here, drawn by elements/ui/status-badge.tsx.
 */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export type StatusIcon =
  | 'pencil'
  | 'clock'
  | 'loader'
  | 'send'
  | 'radio'
  | 'check'
  | 'x'
  | 'ban'
  | 'undo'
  | 'archive'
  | 'eye'
  | 'circle'
  | 'mail'
  | 'message'
  | 'bell'
  | 'arrow-up'
  | 'arrow-down'
  | 'minus'
  | 'award'
  | 'alert'
  | 'tag';

export interface StatusLook {
  tone: StatusTone;
  icon: StatusIcon;
}

const look = (tone: StatusTone, icon: StatusIcon): StatusLook => ({ tone, icon });

const LOOKS: Readonly<Record<string, StatusLook>> = {
  // Where a record is in its life: done is green, failed red, taken back amber, set aside grey.
  draft: look('neutral', 'pencil'),
  queued: look('info', 'clock'),
  scheduled: look('info', 'clock'),
  todo: look('neutral', 'circle'),
  running: look('info', 'loader'),
  sending: look('info', 'send'),
  doing: look('info', 'loader'),
  live: look('info', 'radio'),
  review: look('warning', 'eye'),
  completed: look('success', 'check'),
  done: look('success', 'check'),
  sent: look('success', 'check'),
  paid: look('success', 'check'),
  published: look('success', 'check'),
  failed: look('danger', 'x'),
  refunded: look('warning', 'undo'),
  cancelled: look('neutral', 'ban'),
  archived: look('neutral', 'archive'),
  // Kinds rather than states: one calm tone, told apart by their icon and text.
  email: look('neutral', 'mail'),
  sms: look('neutral', 'message'),
  chat: look('neutral', 'message'),
  push: look('neutral', 'bell'),
  high: look('warning', 'arrow-up'),
  normal: look('neutral', 'minus'),
  low: look('neutral', 'arrow-down'),
  title: look('info', 'award'),
  gold: look('neutral', 'award'),
  silver: look('neutral', 'award'),
  bronze: look('neutral', 'award'),
  partner: look('neutral', 'award'),
};

/** A value nobody gave a look to (a rodeo event) reads as a plain tag. */
export const DEFAULT_LOOK: StatusLook = look('neutral', 'tag');

/**
 * The look of `value`; a success that left `failures` items behind (a sync run with refused rows) is a
 * warning instead (docs/behaviour.md#states).
 */
export function statusLook(value: string, failures = 0): StatusLook {
  const own = Object.hasOwn(LOOKS, value) ? LOOKS[value]! : DEFAULT_LOOK;
  return own.tone === 'success' && failures > 0 ? look('warning', 'alert') : own;
}

/** Whether the table gives `value` a look of its own (the unit test checks every definition's states do). */
export const hasOwnLook = (value: string): boolean => Object.hasOwn(LOOKS, value);

// Numbers as the console writes them (en-US: 1,234,567 and 12,345.67), by hand: the first Intl.NumberFormat
// of a page loads the locale's data, about 10 ms of a list's cold load on this machine (docs/embedding.md,
// how a screen gets to its first rows quickly), for a format that never changes.

/** A whole number with its thousands grouped: 1234567 -> '1,234,567'. */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** Integer cents as the console writes money: 1234567 -> '12,345.67', -5 -> '-0.05'. */
export function formatCents(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const cents = Math.round(Math.abs(value));
  const fraction = String(cents % 100).padStart(2, '0');
  const whole = formatInteger(Math.floor(cents / 100));
  return `${value < 0 && cents !== 0 ? '-' : ''}${whole}.${fraction}`;
}

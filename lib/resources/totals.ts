import { z } from '../protocol/z.ts';
import { formatCents, formatInteger } from '../format/number.ts';

/** The fields a list's totals add up (docs/behaviour.md#areas: ticket orders' totals for the filtered set). */
export interface TotalsSpec {
  /** An int field summed as a quantity (tickets). */
  quantity: string;
  /** An int field of integer cents, summed per value of `currency`. */
  amount: string;
  /** An int field of the cents of `amount` paid back, summed beside it: refunds are shown, not hidden. */
  refunded?: string;
  currency: string;
}

export const listTotalsSchema = z.object({
  count: z.int(),
  quantity: z.int(),
  /** One sum per currency: amounts in different currencies are never added together. */
  amounts: z.array(z.object({ currency: z.string(), amount: z.int(), refunded: z.optional(z.int()) })),
});
export type ListTotals = z.infer<typeof listTotalsSchema>;

/** Money with its currency before it, as the totals line and a list's money column write it: 'USD 12.50'. */
export const formatMoney = (value: number, currency?: string): string =>
  currency ? `${currency} ${formatCents(value)}` : formatCents(value);

/** The totals line of a list: '42 ticket orders · 97 tickets · USD 3,116.00 (USD 90.00 refunded)'. */
export function totalsParts(
  totals: ListTotals,
  names: { plural: string; label: string; quantity: string },
): string[] {
  return [
    `${formatInteger(totals.count)} ${(totals.count === 1 ? names.label : names.plural).toLowerCase()}`,
    `${formatInteger(totals.quantity)} ${names.quantity.toLowerCase()}`,
    ...totals.amounts.map(
      ({ currency, amount, refunded }) =>
        `${formatMoney(amount, currency)}${refunded ? ` (${formatMoney(refunded, currency)} refunded)` : ''}`,
    ),
  ];
}

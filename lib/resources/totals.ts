import { z } from '../protocol/z.ts';
import { formatCents, formatInteger } from '../format/number.ts';
import { formatMoney as formatIn } from '../i18n/formats.ts';
import { BASE_LOCALE, intlLocale, type Locale } from '../i18n/locales.ts';

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

/**
 * Money as the totals line and a list's money column write it: in English with its currency before it
 * ('USD 12.50'), in another locale as Intl writes that currency (lib/i18n/formats.ts).
 */
export function formatMoney(value: number, currency?: string, locale: Locale = BASE_LOCALE): string {
  if (intlLocale(locale) !== 'en')
    return currency ? formatIn(value, currency, locale) : formatCents(value, locale);
  return currency ? `${currency} ${formatCents(value)}` : formatCents(value);
}

/** The totals line of a list: '42 ticket orders · 97 tickets · USD 3,116.00 (USD 90.00 refunded)'. */
export function totalsParts(
  totals: ListTotals,
  names: { plural: string; label: string; quantity: string },
  words: { refunded: (words: { amount: string; refunded: string }) => string },
  locale: Locale = BASE_LOCALE,
): string[] {
  return [
    `${formatInteger(totals.count, locale)} ${(totals.count === 1 ? names.label : names.plural).toLowerCase()}`,
    `${formatInteger(totals.quantity, locale)} ${names.quantity.toLowerCase()}`,
    ...totals.amounts.map(({ currency, amount, refunded }) => {
      const money = formatMoney(amount, currency, locale);
      return refunded
        ? words.refunded({ amount: money, refunded: formatMoney(refunded, currency, locale) })
        : money;
    }),
  ];
}

import { panelTexts } from '../../../elements/resource-panel/texts.ts';
import { describe, expect, it } from 'vitest';
import { contestant } from '../../../lib/resources/contestant.ts';
import { rodeo } from '../../../lib/resources/rodeo.ts';
import { ticketOrder } from '../../../lib/resources/ticket-order.ts';
import { formatCents } from '../../../lib/format/number.ts';
import { totalsParts } from '../../../lib/resources/totals.ts';
import { ACCESS } from '../../../lib/protocol/access.ts';
import { formPlan } from '../../../lib/resource-views/form-plan.ts';
import { failedChecks, toFormValues, toPayload } from '../../../lib/resource-views/form-values.ts';

describe('rodeo definitions', () => {
  it('a rodeo ends on or after it starts; an open end or a one-day rodeo is fine', () => {
    const check = (starts_on: string | null, ends_on: string | null) =>
      failedChecks(rodeo, { name: 'R', starts_on, ends_on });
    expect(check('2027-04-10', '2027-04-09')).toEqual({ ends_on: 'Must be on or after the start date' });
    expect(check('2027-04-10', '2027-04-10')).toEqual({});
    expect(check('2027-04-10', null)).toEqual({});
    expect(check('2026-12-31', '2027-01-01')).toEqual({});
  });

  it('the form checks the record as typed, so the message lands at the end date before anything is sent', () => {
    const plan = formPlan(rodeo, 'create', ACCESS.superAdmin)!;
    const values = {
      ...toFormValues(plan),
      name: 'Sweetwater',
      starts_on: '2027-04-10',
      ends_on: '2027-04-01',
    };
    expect(rodeo.create.safeParse(toPayload(plan, values)).success).toBe(true);
    expect(failedChecks(rodeo, toPayload(plan, values))).toEqual({
      ends_on: 'Must be on or after the start date',
    });
  });

  it('contestants are listed by rodeo, a rodeo row links to them, and a contestant needs a rodeo', () => {
    expect(contestant.listBy).toBe('rodeo');
    expect(rodeo.related).toEqual([{ resource: 'contestant', label: 'Contestants' }]);
    expect(contestant.create.safeParse({ name: 'Tuf Cooper' }).success).toBe(false);
    expect(
      contestant.create.parse({ rodeo: '3', name: 'Tuf Cooper', event: 'tie-down roping' }),
    ).toMatchObject({
      rodeo: 3,
      hometown: null,
    });
    expect(contestant.create.safeParse({ rodeo: 3, name: 'X', event: 'mutton bustin' }).success).toBe(false);
  });

  it('ticket orders are read-only for admins, with export and totals, and show amounts in units', () => {
    expect(Object.keys(ticketOrder.commands).sort()).toEqual(['export', 'list', 'read', 'totals']);
    expect(new Set(Object.values(ticketOrder.levels))).toEqual(new Set([7]));
    expect(ticketOrder.columns.find((column) => column.field === 'amount')?.format).toBe('cents');
  });
});

describe('list totals', () => {
  it('writes cents as units with grouping, and one amount per currency', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(1_234_567)).toBe('12,345.67');
    const names = { plural: 'Ticket Orders', label: 'Ticket Order', quantity: 'Tickets' };
    expect(
      totalsParts(
        {
          count: 1204,
          quantity: 3100,
          amounts: [
            { currency: 'CAD', amount: 990 },
            { currency: 'USD', amount: 12_345_600, refunded: 9000 },
          ],
        },
        names,
        panelTexts('en').get(),
      ),
    ).toEqual(['1,204 ticket orders', '3,100 tickets', 'CAD 9.90', 'USD 123,456.00 (USD 90.00 refunded)']);
    expect(totalsParts({ count: 1, quantity: 2, amounts: [] }, names, panelTexts('en').get())).toEqual([
      '1 ticket order',
      '2 tickets',
    ]);
  });
});

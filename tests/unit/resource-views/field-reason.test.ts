import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../../lib/csv/parse-csv.ts';
import { prepareUpload } from '../../../lib/resource-views/bulk-upload.ts';
import { labelledReason } from '../../../lib/resource-views/field-reason.ts';
import { contact } from '../../../lib/resources/contact.ts';
import { rodeo } from '../../../lib/resources/rodeo.ts';

// docs/behaviour.md#validation: CSV results name the column as the user knows it.
describe('labelledReason', () => {
  it("names each field by its label: 'First Name: Required'", () => {
    expect(labelledReason(contact.fields, 'first_name: Required')).toBe('First Name: Required');
    expect(labelledReason(contact.fields, 'first_name: Required; email: Invalid email')).toBe(
      'First Name: Required; Email Address: Invalid email',
    );
  });
  it('leaves what names no field as it is', () => {
    expect(labelledReason(contact.fields, 'Refused')).toBe('Refused');
    expect(labelledReason(contact.fields, 'nothing_here: odd')).toBe('nothing_here: odd');
  });
});

describe('CSV import results (docs/behaviour.md#validation)', () => {
  const refusedLines = (resource: typeof rodeo, csv: string) => {
    const prepared = prepareUpload(resource, parseCsvText(csv));
    if ('error' in prepared) throw new Error(prepared.error);
    return prepared.refused.map((line) => [line.line, labelledReason(resource.fields, line.reason)]);
  };

  it('give each refused line its number and each column its label and fix, in the user words', () => {
    const csv = [
      'name,starts_on,ends_on,state,status,ticket_url',
      'Good,2026-07-01,,WY,draft,',
      ',2026-07-01,,,draft,',
      'Bad date,2026-02-30,,,draft,',
      'Long state,2026-07-01,,Wyoming,draft,',
      'Odd status,2026-07-01,,,postponed,',
      'No link,2026-07-01,,,draft,www.example.com',
    ].join('\n');
    expect(refusedLines(rodeo, csv)).toEqual([
      [3, 'Name: Required'],
      [4, 'Starts On: Enter a date like 2026-03-14'],
      [5, 'State: Use at most 2 characters'],
      [6, 'Status: Choose one of draft, scheduled, live, completed, cancelled'],
      [7, 'Ticket Page: Enter a web address starting with http:// or https://'],
    ]);
  });

  it('take a blank cell of a field with a default as that default, as a form does', () => {
    const prepared = prepareUpload(rodeo, parseCsvText('name,starts_on,status\nBlank status,2026-07-01,'));
    if ('error' in prepared) throw new Error(prepared.error);
    expect(prepared.refused).toEqual([]);
    expect(prepared.good[0]?.body).toEqual({ name: 'Blank status', starts_on: '2026-07-01' });
  });

  it('keep the spec defaults word for word and join several columns of one line', () => {
    const csv = ['first_name,last_name,email,phone', ',,ada@,call me'].join('\n');
    expect(refusedLines(contact as unknown as typeof rodeo, csv)).toEqual([
      [
        2,
        'First Name: Required; Last Name: Required; Email Address: Invalid email; Phone: Enter a phone number of 10 digits',
      ],
    ]);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { BULK_MAX_ROWS } from '../../lib/resources/bulk.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { RESOURCE_ROUTES } from '../../host-app/resource-screens.ts';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

const routeOf = (resource: string, view: string) =>
  Object.entries(RESOURCE_ROUTES).find(([, r]) => r.resource === resource && r.view === view)?.[0];

const panel = (page: Page) => page.locator('resource-panel');

async function signedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(path);
}

/** A form control by its accessible name (the visible label without the required mark). */
const control = (page: Page, field: { label: string; kind: string }) =>
  panel(page).getByRole(field.kind === 'enum' || field.kind === 'ref' ? 'combobox' : 'textbox', {
    name: field.label,
    exact: true,
  });

/** Fills every required field of a new record the way a user would, marking text fields with `mark`. */
async function fillRequired(page: Page, resource: Resource, mark: string) {
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.required || field.readOnly) continue;
    const input = control(page, field);
    if (field.kind === 'enum') await input.selectOption(field.values![0]!);
    else if (field.kind === 'ref') await input.selectOption({ index: 1 });
    else if (field.kind === 'date') await input.fill('2027-04-10');
    else await input.fill(field.kind === 'email' ? `${mark}@example.com` : `${mark} ${name}`);
  }
}

const firstTextField = (resource: Resource) =>
  Object.entries(resource.fields).find(
    ([, f]) => f.required && (f.kind === 'text' || f.kind === 'textarea'),
  )!;

// Image and file records start from an upload: media.spec.ts takes them through their own screens; a
// calendar area's list is its month grid (broadcasts.spec.ts), a board's cards are task-board.spec.ts's.
for (const resource of RESOURCES.filter(
  (r) => routeOf(r.name, 'list') && 'update' in r.commands && !r.upload && !r.calendar && !r.board,
)) {
  test(`${resource.plural}: create, find by search and filter, sort, edit and delete`, async ({ page }) => {
    const list = routeOf(resource.name, 'list')!;
    await signedIn(page, list);
    await expect(panel(page).getByRole('heading', { name: resource.plural })).toBeVisible();
    const mark = `E2E${Date.now()}`;

    await panel(page)
      .getByRole('button', { name: `Create ${resource.label}` })
      .click();
    await panel(page)
      .getByRole('button', { name: `Create ${resource.label}` })
      .click();
    await expect(panel(page).getByRole('alert').first()).toBeVisible();
    await fillRequired(page, resource, mark);
    await panel(page)
      .getByRole('button', { name: `Create ${resource.label}` })
      .click();
    await expect(page.getByText(`${resource.label} created successfully`)).toBeVisible();

    const [fieldName, field] = firstTextField(resource);
    const table = panel(page).getByRole('region', { name: `${resource.plural} table` });
    await panel(page).getByRole('searchbox').fill(mark);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(mark);

    await panel(page).getByRole('searchbox').fill('');
    await panel(page).getByRole('button', { name: 'Filter', exact: true }).click();
    await panel(page).getByLabel('Filter by').selectOption(fieldName);
    await panel(page).getByLabel('Condition').selectOption('LIKE');
    await panel(page).getByLabel('Value', { exact: true }).fill(mark);
    await panel(page).getByRole('button', { name: 'Add filter' }).click();
    await expect(panel(page).getByRole('list', { name: 'Active filters' })).toContainText(
      `${field.label} contains ${mark}`,
    );
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(mark);

    const sortable = resource.columns.find((column) => column.sortable)!;
    const header = table.getByRole('columnheader', { name: sortable.label, exact: true });
    await header.getByRole('button').click();
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);

    await table.getByRole('button', { name: /^Edit / }).click();
    await control(page, field).fill(`${mark} edited`);
    await panel(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${resource.label} updated successfully`)).toBeVisible();

    await panel(page).getByRole('searchbox').fill(`${mark} edited`);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`${mark} edited`);
    await table.getByRole('button', { name: /^Delete / }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${resource.label} deleted successfully`)).toBeVisible();
    await expect(table).toContainText(resource.emptyText);
  });
}

test('contacts: a form refused by the server keeps what was typed and says why at the field', async ({
  page,
}) => {
  await signedIn(page, '/contact/create');
  const text = (label: string) => control(page, { label, kind: 'text' });
  await text('First Name').fill('Dana');
  await text('Last Name').fill('Duplicate');
  await text('Email Address').fill('not-an-email');
  await panel(page).getByRole('button', { name: 'Create Contact' }).click();
  await expect(panel(page).getByText('Invalid email')).toBeVisible();
  await expect(text('First Name')).toHaveValue('Dana');
  await expectNoAxeViolations(page);
});

test('contacts: rows with bad ones uploaded in batches, refusals named, no duplicates on re-upload, export round-trips', async ({
  page,
}) => {
  // More rows than one batch holds; the 10,000-row upload is timed in `npm run bench:import`.
  const total = BULK_MAX_ROWS + 500;
  const header = 'first_name,last_name,email,phone,state,opted_in\r\n';
  const lines: string[] = [];
  let bad = 0;
  for (let i = 1; i <= total; i += 1) {
    if (i % 250 === 0) {
      bad += 1;
      lines.push(`Bad${i},Row,not-an-email,,TX,true`);
    } else if (i % 333 === 0) {
      bad += 1;
      lines.push(`Nolast${i},,bulk${i}@example.com,,TX,false`);
    } else
      lines.push(
        `Bulk${i},Contact,bulk${i}@example.com,(555) 010-${String(i % 10_000).padStart(4, '0')},TX,true`,
      );
  }
  const file = {
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(header + lines.join('\r\n')),
  };
  await signedIn(page, '/contact/bulk-upload');
  await panel(page).locator('input[type="file"]').setInputFiles(file);
  const summary = (name: string) => panel(page).getByText(new RegExp(`^${name.replace('.', '\\.')}: `));
  await expect(summary('contacts.csv')).toContainText(
    `${(total - bad).toLocaleString('en-US')} created, 0 updated, ${bad} refused`,
    {
      timeout: 60_000,
    },
  );
  await expect(panel(page).getByRole('region', { name: 'Refused rows table' })).toContainText('Line');
  await expect(panel(page).getByRole('cell', { name: '251', exact: true })).toBeVisible();

  const refusedDownload = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Download the refused rows' }).click();
  const refused = readFileSync(await (await refusedDownload).path(), 'utf8');
  expect(refused.split('\r\n')[0]).toBe('first_name,last_name,email,phone,state,opted_in,line,error');
  expect(refused).toContain('not-an-email');

  await panel(page).locator('input[type="file"]').setInputFiles(file);
  await expect(summary('contacts.csv')).toContainText(
    `0 created, ${(total - bad).toLocaleString('en-US')} updated, ${bad} refused`,
    {
      timeout: 60_000,
    },
  );

  await page.goto('/contact/list');
  await panel(page).getByRole('searchbox').fill('Bulk20,');
  await panel(page).getByRole('searchbox').fill('bulk2042@example.com');
  await expect(panel(page).getByRole('region', { name: 'Contacts table' }).getByRole('row')).toHaveCount(2);
  const exported = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await exported).path(), 'utf8');
  expect(csv).toContain('bulk2042@example.com');
  await page.goto('/contact/bulk-upload');
  await panel(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(summary('export.csv')).toContainText('0 created, 1 updated, 0 refused');
});

test('contacts: a file that is not CSV, or too large, is refused whole with a clear message', async ({
  page,
}, testInfo) => {
  await signedIn(page, '/contact/bulk-upload');
  const input = panel(page).locator('input[type="file"]');
  await input.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([137, 80, 78, 71]),
  });
  await expect(panel(page).getByRole('alert')).toContainText('is not a CSV file');
  // Playwright hands over at most 50 MB as a buffer; a file of 50 MB goes by path.
  const huge = testInfo.outputPath('huge.csv');
  writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024, 'a'));
  await input.setInputFiles(huge);
  await expect(panel(page).getByRole('alert')).toContainText('the limit is 20.0 MB');
  await input.setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('first_name,last_name\r\n"Unclosed,quote\r\n'),
  });
  await expect(panel(page).getByRole('alert')).toContainText(
    'The file is not valid CSV, so nothing was uploaded',
  );
});

test('API keys: the secret shows once with a copy button, and a revoked key stops working', async ({
  page,
  request,
}) => {
  await signedIn(page, '/user/api/list');
  await panel(page).getByRole('button', { name: 'Create API Key' }).click();
  await control(page, { label: 'Name', kind: 'text' }).fill('E2E sync');
  await panel(page).getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog).toBeVisible();
  const secret = await dialog.getByRole('textbox').inputValue();
  expect(secret).toMatch(/^ck_/);
  const read = () =>
    request.get('/api?module=user&command=read&email=admin%40demo.test', {
      headers: { Authorization: `Bearer ${secret}` },
    });
  expect((await read()).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await panel(page).getByRole('button', { name: 'Revoke E2E sync' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API Key revoked successfully')).toBeVisible();
  expect((await read()).status()).toBe(401);
});

test('message prompts: the form previews the subject and body with sample values as they are typed', async ({
  page,
}) => {
  await signedIn(page, '/message-prompt/create');
  const subject = control(page, { label: 'Subject', kind: 'text' });
  const channel = control(page, { label: 'Channel', kind: 'enum' });
  // A subject is for email only: it shows once the channel is email (docs/behaviour.md#records).
  await expect(subject).toHaveCount(0);
  await channel.selectOption('email');
  await subject.fill('See you at {{rodeo_name}}');
  await control(page, { label: 'Body', kind: 'text' }).fill(
    'Hi {{first_name}}, tickets: {{ticket_url}} {{unknown}}',
  );
  const preview = panel(page).getByRole('region', { name: 'Preview with sample values' });
  await expect(preview).toContainText('See you at Frontier Days Rodeo');
  await expect(preview).toContainText(
    'Hi Casey, tickets: https://tickets.example.com/frontier-days [unknown]',
  );
  await expect(preview).toContainText(
    'Placeholders: {{rodeo_name}}, {{first_name}}, {{ticket_url}}, {{unknown}}',
  );
  await expectNoAxeViolations(page);
  // An SMS has no subject, in the form or the preview; switching back keeps what was typed.
  await channel.selectOption('sms');
  await expect(subject).toHaveCount(0);
  await expect(preview).not.toContainText('See you at');
  await channel.selectOption('email');
  await expect(subject).toHaveValue('See you at {{rodeo_name}}');
});

import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// The browser and the server agree on the day and minute a broadcast is due.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const panel = (page: Page) => page.locator('resource-panel');
const statusBar = (page: Page) => page.locator('task-status-bar');

async function apiAs(request: APIRequestContext, email: string) {
  const passhash = createHash('sha256').update('demo-password').digest('hex');
  const login = await request.post('/api?module=user&command=token', {
    headers: { Authorization: 'Bearer demo-site' },
    data: { email, passhash },
  });
  const token = ((await login.json()) as { token: string }).token;
  return async (module: string, command: string, body: unknown) =>
    (
      (await (
        await request.post(`/api?module=${module}&command=${command}`, {
          headers: { Authorization: `Bearer ${token}` },
          data: body,
        })
      ).json()) as { payload: Record<string, unknown> }
    ).payload;
}

test('Broadcast: scheduled a minute ahead, it sends at its time with progress in the status bar, then reports', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = `e2e-${Date.now()}`;
  const name = `E2E send ${Date.now()}`;
  const call = await apiAs(request, 'user@demo.test');
  await call('contact', 'bulk_create', {
    rows: ['Ada', 'Ben', 'Cal'].map((first) => ({
      first_name: first,
      last_name: 'Sender',
      email: `${first.toLowerCase()}.${tag}@fans.test`,
      tags: [tag],
      opted_in: true,
    })),
  });
  const promptName = `Howdy ${tag}`;
  await call('message_prompt', 'create', {
    name: promptName,
    channel: 'email',
    subject: 'Hi {{first_name}}',
    body: 'Howdy {{first_name}}',
  });

  // The next whole minute at least a minute ahead: the form takes minutes, and the server refuses the past.
  const due = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const local = due.toISOString().slice(0, 16);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/broadcast/calendar');
  await signIn(page, 'user@demo.test');
  await panel(page).getByRole('button', { name: 'Create Broadcast' }).first().click();
  await panel(page).getByRole('textbox', { name: 'Title' }).fill(name);
  await panel(page).getByRole('combobox', { name: 'Channel', exact: true }).selectOption('email');
  await panel(page).getByRole('combobox', { name: 'Message Prompt' }).selectOption({ label: promptName });
  await panel(page).getByRole('textbox', { name: 'Audience Tag' }).fill(tag);
  await panel(page).getByRole('textbox', { name: 'Scheduled At', exact: true }).fill(local);
  await panel(page).getByRole('combobox', { name: 'Status' }).selectOption('scheduled');
  await panel(page).getByRole('button', { name: 'Create Broadcast' }).click();
  await expect(page.getByText('Broadcast created successfully')).toBeVisible();

  // The send job joins the status bar at once, waiting; at its minute it sends and ends with the counts.
  await statusBar(page)
    .getByRole('button', { name: /task\(s\) in progress/ })
    .click();
  const task = statusBar(page).getByText(`Send broadcast: ${name}`);
  await expect(task).toBeVisible();
  await expect(statusBar(page)).toContainText('Starts at');
  // The bar folds itself away meanwhile; its summary turns to one completed task when the job ends.
  const summary = statusBar(page).getByRole('button', { name: '1 completed, 0 failed' });
  await expect(summary).toBeVisible({ timeout: 150_000 });
  await summary.click();
  await expect(statusBar(page)).toContainText('3 sent, 0 failed of 3');

  // The calendar opens what went out as its delivery report.
  await page.reload();
  await panel(page)
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(panel(page).getByRole('heading', { name: `Delivery report: ${name}` })).toBeVisible();
  const details = panel(page).locator('dl').first();
  await expect(details).toContainText('ChannelEmail');
  await expect(details).toContainText('Scheduled for');
  await expect(details).toContainText('StatusSent');
  await expect(details).toContainText('Sent3');
  await expect(details).toContainText('Unsubscribed since0');
  // Each recipient, where it went and what became of it.
  const recipients = panel(page).getByRole('table', { name: 'Recipients' });
  await expect(recipients.getByRole('row')).toHaveCount(4);
  await expect(
    recipients.getByRole('row', { name: new RegExp(`Ada Sender ada\\.${tag}@fans\\.test Sent`) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/delivery-report-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/delivery-report-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Jobs: a super admin sees a broadcast’s job waiting, cancels it, and may retry it', async ({
  page,
  request,
}) => {
  const call = await apiAs(request, 'super@demo.test');
  const title = `Cancelled ${Date.now()}`;
  const good = await call('message_prompt', 'create', {
    name: `Good ${Date.now()}`,
    channel: 'email',
    body: 'Hi {{first_name}}',
  });
  const broadcast = await call('broadcast', 'create', {
    title,
    channel: 'email',
    message_prompt: good.message_prompt_id,
    scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
    status: 'scheduled',
  });
  expect(broadcast.broadcast_id).toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/jobs');
  await signIn(page, 'super@demo.test');
  await expect(panel(page).getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const row = panel(page).getByRole('row', { name: new RegExp(`Send broadcast: ${title}`) });
  await expect(row).toContainText('Queued');
  await row.getByRole('button', { name: /^Cancel job / }).click();
  // It asks first, naming the job; keeping it changes nothing and focus goes back to the button.
  const ask = page.getByRole('dialog', { name: 'Cancel this job?' });
  await expect(ask).toContainText(`“Send broadcast: ${title}” stops where it is`);
  await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(row.getByRole('button', { name: /^Cancel job / })).toBeFocused();
  await expect(row).toContainText('Queued');
  await row.getByRole('button', { name: /^Cancel job / }).click();
  await ask.getByRole('button', { name: 'Cancel job' }).click();
  await expect(page.getByText(`Cancelled “Send broadcast: ${title}”`)).toHaveCount(1);
  await expect(row).toContainText('Cancelled');
  await expect(panel(page).getByRole('heading', { name: 'Jobs', level: 1 })).toBeFocused();
  await expect(row.getByRole('button', { name: /^Retry job / })).toBeVisible();
  await expectNoAxeViolations(page);
});

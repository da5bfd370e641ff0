import { expect, test } from '@playwright/test';
import { apiAs, expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#screens: a broadcast's form offers only the message prompts its channel can send
// (lib/broadcasts/prompt-fit.ts), the others listed with the reason beside them; the channel reads as
// words, and the status offers no state the sender alone sets.

for (const width of [1280, 390]) {
  test(`at ${width} px the broadcast form offers only the prompts the channel can use, and says why of the others`, async ({
    page,
    request,
  }) => {
    const tag = `fit${width}${Date.now()}`;
    const call = await apiAs(request, 'user@demo.test');
    const mail = `Mail ${tag}`;
    const text = `Text ${tag}`;
    expect(
      (
        await call('message_prompt', 'create', { name: mail, channel: 'email', subject: 'Hi', body: 'Howdy' })
      ).ok(),
    ).toBe(true);
    expect((await call('message_prompt', 'create', { name: text, channel: 'sms', body: 'Howdy' })).ok()).toBe(
      true,
    );

    await page.setViewportSize({ width, height: 900 });
    await page.goto('/broadcast/create');
    await signIn(page, 'user@demo.test');
    const channel = page.getByLabel('Channel');
    await expect(channel.getByRole('option', { name: 'SMS', exact: true })).toBeAttached();
    await channel.selectOption('sms');

    const prompt = page.getByLabel('Message Prompt');
    await expect(prompt.getByRole('option', { name: text, exact: true })).toBeEnabled();
    const unfit = prompt.getByRole('option', {
      name: `${mail} (This prompt is for email: SMS broadcasts need SMS prompts)`,
    });
    await expect(unfit).toBeDisabled();

    await channel.selectOption('email');
    await expect(prompt.getByRole('option', { name: mail, exact: true })).toBeEnabled();
    await expect(
      prompt.getByRole('option', { name: new RegExp(`^${text} \\(This prompt is for SMS`) }),
    ).toBeDisabled();

    const status = page.getByLabel('Status');
    const states = await status.getByRole('option').allTextContents();
    expect(states).toEqual(expect.arrayContaining(['Draft', 'Scheduled', 'Cancelled']));
    expect(states.filter((state) => ['Sending', 'Sent', 'Failed'].includes(state))).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

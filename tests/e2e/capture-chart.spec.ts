import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#areas: Captured Data's chart reads at any width: its labels at 11 px or more on
// screen, none clipped by the chart's edge or on top of another, and the page never scrolls sideways.

for (const width of [1280, 390]) {
  test(`at ${width} px Captured Data's chart labels are readable, whole and apart`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/data/dashboard');
    await signIn(page, 'user@demo.test');
    const chart = page.getByRole('img', { name: /^Submissions per form per day/ });
    await expect(chart).toBeVisible();
    const labels = await chart.evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')].map((text) => {
        const box = text.getBoundingClientRect();
        return {
          text: text.textContent,
          size:
            parseFloat(getComputedStyle(text).fontSize) *
            (frame.width / (svg as unknown as SVGSVGElement).viewBox.baseVal.width),
          left: box.left - frame.left,
          right: frame.right - box.right,
          start: box.left,
          end: box.right,
        };
      });
    });
    expect(labels.length).toBeGreaterThan(3);
    for (const label of labels) {
      expect(label.size, `${label.text} is ${label.size.toFixed(1)} px`).toBeGreaterThanOrEqual(11);
      expect(label.left, `${label.text} clipped at the start`).toBeGreaterThanOrEqual(0);
      expect(label.right, `${label.text} clipped at the end`).toBeGreaterThanOrEqual(0);
    }
    // The day labels along the foot do not overlap.
    const days = labels
      .filter((label) => /[A-Za-z]/.test(label.text ?? ''))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < days.length; i += 1) expect(days[i]!.start).toBeGreaterThan(days[i - 1]!.end);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/h8-screens-chart-${width}.png` });
    await expectNoAxeViolations(page);
  });
}

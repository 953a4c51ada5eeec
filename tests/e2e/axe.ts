import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core's serious and critical findings on the page as it is, each as one line. A dialog fading in (or a
 * theme's colours changing) is measured once it has finished: mid-way its colours are blends no one reads. The
 * wait is bounded, as a paused animation never finishes.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => 'cancelled')),
      ),
      new Promise((settle) => setTimeout(settle, 2000)),
    ]),
  )
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

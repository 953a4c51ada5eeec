import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core's serious and critical findings on the page as it is, each as one line. A dialog fading in (or a
 * theme's colours changing) is measured once it has finished: mid-way its colours are blends no one reads. The
 * wait is bounded, as a paused animation never finishes. `rules`: only these of axe's rules (all by default).
 */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
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
  const builder = new AxeBuilder({ page })
  const { violations } = await (rules ? builder.withRules([...rules]) : builder).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

/**
 * The rules whose findings depend on colours: all a theme changes (styles/theme.css sets custom properties,
 * the lists take AG Grid's colour scheme), so a screen scanned whole in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

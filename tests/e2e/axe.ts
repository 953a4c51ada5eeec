import axe from 'axe-core'
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
  // axe-core runs in the page itself, put there once per document (the console changes screens without
  // loading a new one). @axe-core/playwright's builder injects it again for every scan and finishes each in a
  // new blank page: seven times the time of the scan itself, for frames this console does not have.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    async (only) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          resultTypes: ['violations'],
          ...(only && { runOnly: { type: 'rule', values: only } }),
        })
      ).violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    rules ? [...rules] : null,
  )
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`)
}

/**
 * The rules whose findings depend on colours: all a theme changes (styles/theme.css sets custom properties,
 * the lists take AG Grid's colour scheme), so a screen scanned whole in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

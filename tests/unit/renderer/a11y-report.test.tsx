import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { A11yReport } from '../../../src/shared/contract/a11y'
import { A11Y_DASHBOARD_TEXT, A11Y_REPORT_TEXT as T } from '../../../src/shared/rules/a11y-screens'
import { ADA, ok } from './fake-bridge'
import { renderApp } from './render-app'

// Issue 27: the accessibility report a web team shows the auditor, and the dashboard's figure leading to it.

const REPORT = channel.api('a11y', 'report')
const COUNT = channel.api('a11y', 'count')
const DISMISSALS = channel.api('a11y', 'dismissals')
const SET_LEVELS = channel.api('a11y', 'setLevels')

const problem = (rule: string, level: 'error' | 'warning', message: string, field: string) => ({
  rule,
  level,
  criterion: rule.startsWith('img') ? '1.1.1' : '2.4.4',
  technique: 'F30',
  message,
  fix: 'Fix it.',
  field,
})

const NO_ALT = 'The image has no alternative text.'
const VAGUE = 'The link text does not say where the link leads.'

const report: A11yReport = {
  records: [
    {
      table: 'news',
      EntryID: 7,
      title: 'Open day',
      FacultyCode: 'General',
      section: null,
      problems: [
        problem('img-alt-missing', 'error', NO_ALT, 'ImagePath'),
        problem('link-vague', 'error', VAGUE, 'Description'),
      ],
    },
    {
      table: 'event',
      EntryID: 3,
      title: 'Robotics fair',
      FacultyCode: 'FCS',
      section: null,
      problems: [problem('img-alt-missing', 'warning', NO_ALT, 'ImagePath')],
    },
  ] as A11yReport['records'],
  held: [],
  counts: [
    { rule: 'img-alt-missing', errors: 1, warnings: 1 },
    { rule: 'link-vague', errors: 1, warnings: 0 },
  ],
  trend: [
    { day: '2026-11-23', recordsWithErrors: 4, problems: 9 },
    { day: '2026-11-24', recordsWithErrors: 1, problems: 3 },
  ],
}

const answers = {
  [REPORT]: () => ok(report),
  [DISMISSALS]: () =>
    ok([
      {
        id: 1,
        table: 'news',
        EntryID: 7,
        rule: 'heading-skipped-level',
        field: 'Description',
        reason: 'The template supplies the H3.',
        title: 'Open day',
        by: 'Ada Obi',
        at: '2026-11-24T09:00:00.000Z',
      },
    ]),
  [SET_LEVELS]: () => ok({ message: 'success' }),
  // Every rule at its default level.
  [channel.api('a11y', 'levels')]: () => ok({ levels: {} }),
  ['exportFile']: () => true,
}

const section = (name: string) => screen.getByRole('region', { name })

describe('Accessibility report', () => {
  it("lists published records with problems, each leading to its record's form", async () => {
    await renderApp('/general/accessibility', { answers })
    const link = await screen.findByRole('link', { name: 'Open day' })
    expect(link.getAttribute('href')).toBe('#/news/general/update?id=7')
    expect(screen.getByRole('link', { name: 'Robotics fair' }).getAttribute('href')).toBe(
      '#/faculty/event/update?id=3',
    )
  })

  it('lists the records held back from the public site apart, each leading to its form', async () => {
    const held = {
      table: 'gallery',
      EntryID: 21,
      title: 'Lawn at noon',
      FacultyCode: 'General',
      section: null,
      problems: [problem('img-alt-missing', 'error', NO_ALT, 'ImagePath')],
    } as const
    await renderApp('/general/accessibility', {
      answers: { ...answers, [REPORT]: () => ok({ ...report, held: [held] }) },
    })
    const region = await screen.findByRole('region', { name: 'Held back from the public site (1)' })
    expect(region.textContent).toContain('Not published until fixed')
    expect(within(region).getByRole('link', { name: 'Lawn at noon' }).getAttribute('href')).toBe(
      '#/about/gallery/update?id=21',
    )
    expect(region.textContent).toContain(NO_ALT)
    // Not one of the published records with problems.
    expect(within(section(T.records)).queryByText('Lawn at noon')).toBeNull()
  })

  it('counts the problems per rule, with their WCAG criterion', async () => {
    await renderApp('/general/accessibility', { answers })
    await screen.findByRole('region', { name: T.perRule })
    const rows = within(section(T.perRule)).getAllByRole('row').slice(1)
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [NO_ALT, '1.1.1', '1', '1'],
      [VAGUE, '2.4.4', '1', '0'],
    ])
  })

  it('says the trend in words and as a table', async () => {
    await renderApp('/general/accessibility', { answers })
    await screen.findByRole('region', { name: T.trend })
    expect(
      within(section(T.trend)).getByText('From 23 Nov 2026 to 24 Nov 2026: 23 Nov 2026 4, 24 Nov 2026 1.'),
    ).toBeTruthy()
    expect(within(section(T.trend)).getByRole('table', { name: T.trendCaption })).toBeTruthy()
  })

  it('exports the records as CSV', async () => {
    const app = await renderApp('/general/accessibility', { answers })
    await screen.findByRole('link', { name: 'Open day' })
    fireEvent.click(within(section(T.records)).getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(app.callsOf('exportFile')).toHaveLength(1))
    const [exported] = app.callsOf('exportFile') as { name: string; text: string }[]
    expect(exported.name).toBe(T.exportName)
    const lines = exported.text.split(/\r?\n/)
    expect(lines[0]).toBe('"Area","Record","Faculty","Errors","Warnings","Problems"')
    expect(lines).toContain(`"News","Open day","General","2","0","${NO_ALT} ${VAGUE}"`)
  })

  it('lets a Super Admin set rule levels and review the dismissals', async () => {
    const app = await renderApp('/general/accessibility', { answers })
    const level = await screen.findByRole('combobox', { name: T.levelOf(VAGUE) })
    expect((level as HTMLSelectElement).value).toBe('error')
    fireEvent.change(level, { target: { value: 'warning' } })
    fireEvent.click(screen.getByRole('button', { name: T.saveLevels }))
    await screen.findByText(T.levelsSaved)
    const [sent] = app.callsOf(SET_LEVELS) as { levels: Record<string, string> }[]
    expect(sent.levels['link-vague']).toBe('warning')
    expect(sent.levels['img-alt-missing']).toBe('error')
    expect(await within(section(T.dismissals)).findByText('The template supplies the H3.')).toBeTruthy()
    expect(within(section(T.dismissals)).getByText('News: Open day')).toBeTruthy()
  })

  it('shows a Faculty user the report without the Super Admin parts', async () => {
    await renderApp('/faculty/accessibility', {
      user: { ...ADA, IsAdmin: 2, FacultyCode: 'FCS' },
      answers,
    })
    await screen.findByRole('link', { name: 'Open day' })
    expect(screen.queryByRole('region', { name: T.levels })).toBeNull()
    expect(screen.queryByRole('region', { name: T.dismissals })).toBeNull()
  })
})

describe('Dashboard: accessibility errors', () => {
  it('shows the count of published records with errors, leading to the report', async () => {
    await renderApp('/', { answers: { [COUNT]: () => ok({ recordsWithErrors: 4 }) } })
    const link = await screen.findByRole('link', { name: `${A11Y_DASHBOARD_TEXT.label}: 4` })
    expect(link.getAttribute('href')).toBe('#/general/accessibility')
  })

  it("leads a Faculty user to their faculty's report", async () => {
    await renderApp('/', {
      user: { ...ADA, IsAdmin: 2, FacultyCode: 'FCS' },
      answers: { [COUNT]: () => ok({ recordsWithErrors: 2 }) },
    })
    const link = await screen.findByRole('link', { name: `${A11Y_DASHBOARD_TEXT.label}: 2` })
    expect(link.getAttribute('href')).toBe('#/faculty/accessibility')
  })

  it('leads a DSSD user to the report of what they edit, which opens for them', async () => {
    await renderApp('/', {
      user: { ...ADA, IsAdmin: 4 },
      answers: { ...answers, [COUNT]: () => ok({ recordsWithErrors: 3 }) },
    })
    const link = await screen.findByRole('link', { name: `${A11Y_DASHBOARD_TEXT.label}: 3` })
    expect(link.getAttribute('href')).toBe('#/general/accessibility')
    fireEvent.click(link)
    expect(await screen.findByRole('link', { name: 'Open day' })).toBeTruthy()
    expect(screen.queryByText(/Your access level does not include this screen/)).toBeNull()
    // The rule levels and the dismissals stay a Super Admin's.
    expect(screen.queryByRole('region', { name: T.levels })).toBeNull()
  })

  it('shows nothing to a Department user, who may not open the report', async () => {
    const app = await renderApp('/', { user: { ...ADA, IsAdmin: 3, FacultyCode: 'FCS' } })
    await screen.findByRole('link', { name: 'Dashboard' })
    await waitFor(() => expect(document.querySelector('.count-cards')).toBeTruthy())
    expect(screen.queryByText(new RegExp(A11Y_DASHBOARD_TEXT.label))).toBeNull()
    expect(app.callsOf(COUNT)).toEqual([])
  })
})

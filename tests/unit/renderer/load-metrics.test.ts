import { beforeEach, describe, expect, it } from 'vitest'
import { APP_START, LOAD_METRICS_KEY, LOAD_METRICS_LIMIT } from '../../../src/shared/rules/diagnostics'
import {
  markAppStarted,
  markNavigation,
  markPainted,
  metricsAsText,
  recordMetric,
} from '../../../src/renderer/src/diagnostics/load-metrics'
import { readMetrics } from '../../../src/renderer/src/diagnostics/metrics-read'

// Page-load metrics (SPEC §2.2) are kept in this renderer's storage: the last 500, oldest dropped first.

beforeEach(() => localStorage.clear())

describe('load metrics store', () => {
  it('keeps only the last 500 timings, dropping the oldest', () => {
    for (let i = 0; i < LOAD_METRICS_LIMIT + 20; i++)
      recordMetric({ at: '2026-01-01T00:00:00.000Z', screen: `/screen/${i}`, ms: i })
    const kept = readMetrics()
    expect(kept).toHaveLength(LOAD_METRICS_LIMIT)
    expect(kept[0].screen).toBe('/screen/20')
    expect(kept.at(-1)?.screen).toBe(`/screen/${LOAD_METRICS_LIMIT + 19}`)
  })

  it('times a navigation to its first data painted, once, and the app start once', () => {
    markNavigation('/news/general/news/list', 1000)
    markPainted(1250)
    markPainted(1900) // a later repaint of the same screen is not a new load
    markAppStarted(800)
    markAppStarted(5000)
    expect(readMetrics().map(({ screen, ms }) => ({ screen, ms }))).toEqual([
      { screen: '/news/general/news/list', ms: 250 },
      { screen: APP_START, ms: 800 },
    ])
  })

  it('reads a damaged store as empty, and copies as tab-separated lines', () => {
    localStorage.setItem(LOAD_METRICS_KEY, '{not json')
    expect(readMetrics()).toEqual([])
    expect(metricsAsText([{ at: 'T', screen: '/', ms: 12 }])).toBe('when\tscreen\tms\nT\t/\t12')
  })
})

import { describe, expect, it } from 'vitest'
import { createCrashPolicy, recoveredUrl } from '../../src/main/desktop/crash-reload'
import { CRASH_WINDOW_MS } from '../../src/shared/rules/recovery'

// When the page's process dies, main reloads it once; a page that dies again soon after is not reloaded in
// a loop. The clock is the test's own.

function clock() {
  let now = 1_000_000
  return { now: () => now, pass: (ms: number) => (now += ms) }
}

describe('the crash reload policy', () => {
  it('reloads after a crash, and asks the user instead when the page dies again soon after', () => {
    const time = clock()
    const policy = createCrashPolicy(time.now)
    expect(policy.crashed()).toBe('reload')
    time.pass(5_000)
    expect(policy.crashed()).toBe('ask')
    time.pass(5_000)
    expect(policy.crashed()).toBe('ask')
  })

  it('reloads again when the last crash was long ago', () => {
    const time = clock()
    const policy = createCrashPolicy(time.now)
    expect(policy.crashed()).toBe('reload')
    time.pass(CRASH_WINDOW_MS)
    expect(policy.crashed()).toBe('reload')
    time.pass(CRASH_WINDOW_MS * 10)
    expect(policy.crashed()).toBe('reload')
  })
})

describe('the address of the reopened page', () => {
  it('carries the recovered flag and keeps the route in the hash', () => {
    expect(
      recoveredUrl('file:///opt/console/resources/app.asar/out/renderer/index.html#/news/general/add'),
    ).toBe('file:///opt/console/resources/app.asar/out/renderer/index.html?recovered=1#/news/general/add')
    expect(recoveredUrl('http://127.0.0.1:5173/?recovered=1#/')).toBe('http://127.0.0.1:5173/?recovered=1#/')
  })
})

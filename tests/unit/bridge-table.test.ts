import { describe, expect, it } from 'vitest'
import { BRIDGE_ARGUMENTS } from '../../src/shared/bridge'
import { bridgeEntries, CALL_NAMES, type CallName } from '../../src/shared/bridge-table'
import { registerTable, type TableHandlers } from '../../src/main/bridge/register'

// Main's registration of the bridge table: every call answers bad input with the one Failure, before its
// handler runs, and a handler that fails answers the Failure too. Nothing is thrown across the process wall.

function handlersThatRecord() {
  const reached: string[] = []
  const handlers = Object.fromEntries(
    CALL_NAMES.map((name) => [
      name,
      async () => {
        reached.push(name)
        throw new Error(`${name} failed inside main`)
      },
    ]),
  ) as unknown as TableHandlers
  return { reached, registered: registerTable(handlers) }
}

const takesArgument = (name: CallName) => Object.hasOwn(BRIDGE_ARGUMENTS, name)

describe('the bridge table in main', () => {
  it('registers one handler for every call of the table, and none for what the page supplies or hears', () => {
    const { registered } = handlersThatRecord()
    const calls = bridgeEntries().filter((e) => e.entry.kind === 'call')
    expect(Object.keys(registered).sort()).toEqual(calls.map((e) => e.name).sort())
    expect(registered['files.pathFor']).toBeUndefined()
    expect(registered['session.onChange']).toBeUndefined()
  })

  it.each(CALL_NAMES)(
    'answers bad input to %s with the Failure, without running its handler',
    async (name) => {
      const { reached, registered } = handlersThatRecord()
      // A number is no call's argument; a call that takes none takes nothing at all.
      const bad = takesArgument(name) ? 12345 : { unexpected: true }
      const answer = await registered[name](bad)
      expect(answer).toEqual({
        ok: false,
        reason: 'invalid',
        message: expect.stringMatching(/^Invalid request/),
      })
      expect(reached).toEqual([])
    },
  )

  it('answers a handler that throws with the Failure and its message', async () => {
    const { reached, registered } = handlersThatRecord()
    await expect(registered['uploads.list'](undefined)).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      message: 'uploads.list failed inside main',
    })
    await expect(registered['session.login']({ username: 'ada', password: 'pw' })).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      message: 'session.login failed inside main',
    })
    expect(reached).toEqual(['uploads.list', 'session.login'])
  })
})

import type { z } from 'zod'
import { BRIDGE_ARGUMENTS } from '../../shared/bridge'
import { CALL_NAMES, type ArgOf, type CallName, type HandlerAnswer } from '../../shared/bridge-table'
import type { Failure } from '../../shared/contract/define'
import { failure } from '../api/failure'

// Main's side of the bridge table: one handler per call, each given its argument already parsed. Bad input,
// and a handler that throws, answer the one Failure: nothing is thrown across the process wall.

export type Handler = (arg: unknown) => Promise<unknown>

/** One typed handler for every call of the table. */
export type TableHandlers = { [N in CallName]: (arg: ArgOf<N>) => Promise<HandlerAnswer<N> | Failure> }

const schemas: Partial<Record<CallName, z.ZodType>> = BRIDGE_ARGUMENTS

export const invalidArgument = (error: z.ZodError) =>
  failure('invalid', `Invalid request: ${error.issues[0]?.message ?? 'bad input'}`)

/** A handler whose failure, thrown or rejected, is answered as the Failure with its message. */
export function guarded(handler: Handler): Handler {
  return async (arg) => {
    try {
      return await handler(arg)
    } catch (error) {
      return failure('invalid', error instanceof Error ? error.message : undefined)
    }
  }
}

/** The table's handlers by their channels, each parsing its argument first (a call that takes none takes none). */
export function registerTable(handlers: TableHandlers): Record<string, Handler> {
  return Object.fromEntries(
    CALL_NAMES.map((name) => {
      const schema = schemas[name]
      const handler = handlers[name] as Handler
      return [
        name,
        guarded(async (arg) => {
          if (!schema)
            return arg === undefined
              ? handler(undefined)
              : failure('invalid', 'Invalid request: no argument expected')
          const parsed = schema.safeParse(arg)
          return parsed.success ? handler(parsed.data) : invalidArgument(parsed.error)
        }),
      ]
    }),
  )
}

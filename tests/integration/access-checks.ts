import { expect, it } from 'vitest'
import type { TestServer } from './helpers'

/** A call as written on the wire: method, path, and a body that is valid for it (or none). */
export type WireCall = [method: string, path: string, json: unknown]

/**
 * One test per call: no session is a 401, and the Faculty and Department demo users are a 403. Through
 * `server.raw`: a refused call has no contract answer to type.
 */
export function itRefusesFacultyAndDepartment(server: TestServer, calls: WireCall[]): void {
  it.each(calls)(
    '%s %s: 401 without a session, 403 for Faculty and Department users',
    async (method, path, json) => {
      expect((await server.raw(method, path, json, { as: null })).status).toBe(401)
      expect((await server.raw(method, path, json, { as: 'faculty' })).status).toBe(403)
      expect((await server.raw(method, path, json, { as: 'department' })).status).toBe(403)
    },
  )
}

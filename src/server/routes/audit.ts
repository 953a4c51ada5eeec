import type { FastifyInstance } from 'fastify'
import { audit, AUDIT_LIST_LIMIT } from '../../shared/contract/audit'
import { auditFilter, auditList, auditPeople } from '../audit-log'
import { readZone } from '../schedule-zone'
import { registerArea } from './define'

// The audit log, read by a Super Admin (ACCESS.auditView). Entries are written by the server alone.

export function registerAuditRoutes(app: FastifyInstance) {
  registerArea(app, audit, {
    list: ({ db }) => auditList(db, AUDIT_LIST_LIMIT),
    find: async ({ db, input }) => auditList(db, AUDIT_LIST_LIMIT, auditFilter(input, await readZone(db))),
    people: ({ db }) => auditPeople(db),
  })
}

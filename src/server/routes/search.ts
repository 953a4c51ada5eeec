import type { FastifyInstance } from 'fastify'
import { search } from '../../shared/contract/search'
import { searchEverything } from '../search/query'
import { registerArea } from './define'

// Issue 28: Ctrl+K's one search over every area the caller may see (search/query.ts).

export function registerSearchRoutes(app: FastifyInstance) {
  registerArea(app, search, {
    everything: ({ db, actor, input }) => searchEverything(db, actor, input.q),
  })
}

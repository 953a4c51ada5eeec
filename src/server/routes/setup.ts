import type { FastifyInstance } from 'fastify'
import { setup } from '../../shared/contract/setup'
import { SETUP_MESSAGES } from '../../shared/rules/setup'
import { createSuperAdmin, hasAccounts } from '../admin'
import { HttpError } from '../errors'
import { registerArea } from './define'

// The first run of an empty embedded database (shared/rules/setup.ts). Offered only by a server started with
// `firstRunSetup` (the console's own embedded server, which nobody reaches without its per-launch secret), and
// only while no account exists: a deployment makes its first Super Admin with `create-admin`.

export function registerSetupRoutes(app: FastifyInstance, offered: boolean) {
  registerArea(app, setup, {
    async status({ db }) {
      return { needsFirstAdmin: offered && !(await hasAccounts(db)) }
    },
    async firstAdmin({ input, db }) {
      if (!offered) throw new HttpError(404, SETUP_MESSAGES.notOffered)
      const made = await createSuperAdmin(db, input, { onlyFirst: true })
      if (made === null) throw new HttpError(409, SETUP_MESSAGES.alreadyDone)
      return { message: 'success' }
    },
  })
}

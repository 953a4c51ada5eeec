import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { setup } from '../../shared/contract/setup'
import { GETTING_STARTED_STEPS, type GettingStartedStep } from '../../shared/rules/getting-started'
import { ALL_LEVELS } from '../../shared/rules/permissions'
import { SETUP_MESSAGES } from '../../shared/rules/setup'
import { createSuperAdmin, hasAccounts } from '../admin'
import type { Database } from '../db/client'
import { countWhere } from '../db/count'
import { faculty, staff } from '../db/schema'
import { HttpError } from '../errors'
import { registerArea } from './define'

// The first run of an empty embedded database (shared/rules/setup.ts). Offered only by a server started with
// `firstRunSetup` (the console's own embedded server, which nobody reaches without its per-launch secret), and
// only while no account exists: a deployment makes its first Super Admin with `create-admin`.
// Then the dashboard's getting-started checklist (shared/rules/getting-started.ts), each step read from the data.

export interface SetupOptions {
  /** The console's own embedded server offers the first-run screen's call. */
  offered: boolean
  /** An identity provider is configured, for the checklist's last step. */
  identityProvider: () => boolean
}

export function registerSetupRoutes(app: FastifyInstance, options: SetupOptions) {
  const { offered } = options
  const done: Record<GettingStartedStep, (db: Database) => Promise<boolean>> = {
    faculties: async (db) => (await countWhere(db, faculty)) > 0,
    // Staff records: people the console knows who are not only its sign-ins.
    staff: async (db) =>
      (await countWhere(
        db,
        staff,
        or(isNotNull(staff.StaffNumber), and(isNull(staff.username), isNull(staff.ExternalID))),
      )) > 0,
    // Someone besides the first Super Admin can sign in.
    editors: async (db) =>
      (await countWhere(
        db,
        staff,
        and(
          eq(staff.Active, true),
          inArray(staff.IsAdmin, [...ALL_LEVELS]),
          or(isNotNull(staff.username), isNotNull(staff.ExternalID)),
        ),
      )) > 1,
    identityProvider: async () => options.identityProvider(),
  }
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
    async checklist({ db }) {
      const steps = []
      for (const { id } of GETTING_STARTED_STEPS) steps.push({ id, done: await done[id](db) })
      return { steps }
    },
  })
}

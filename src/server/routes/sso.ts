import { and, desc, eq, isNotNull, notInArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { accessRequests, sso } from '../../shared/contract/sso'
import { ALL_LEVELS } from '../../shared/rules/permissions'
import { SSO_TEXT } from '../../shared/rules/sso'
import { isLoopback, oidcClient } from '../auth/oidc'
import { samlClient } from '../auth/saml'
import { signInPerson } from '../auth/sso-account'
import type { SsoSettings } from '../auth/sso-config'
import { fullName } from '../auth/sessions'
import { staff } from '../db/schema'
import { HttpError } from '../errors'
import { registerArea } from './define'
import { registerSamlAcs } from './saml-acs'

// Sign-in through the university's identity provider (OpenID Connect, SAML 2.0), and the list of people
// it let in without a group.

export function registerSsoRoutes(app: FastifyInstance, settings: SsoSettings) {
  const oidc = settings.oidc ? oidcClient(settings.oidc) : null
  const saml = settings.saml ? samlClient(settings.saml) : null
  const notConfigured = () => new HttpError(404, SSO_TEXT.notConfigured)

  /**
   * Where a sign-in may send the browser back: this machine (the desktop app's loopback listener, the web
   * host) or an address the operator listed. The provider checks its own list of registered addresses too.
   */
  const allowedReturn = (address: string) => {
    const url = new URL(address)
    const bare = `${url.origin}${url.pathname}`
    const ok =
      url.search === '' &&
      url.hash === '' &&
      ((url.protocol === 'http:' && isLoopback(url)) || settings.redirectUris.includes(bare))
    if (!ok) throw new HttpError(400, SSO_TEXT.redirectRefused, 'redirectUri')
    return address
  }

  registerArea(app, sso, {
    providers: () => ({
      localPasswords: settings.localPasswords,
      providers: [
        ...(settings.oidc ? [{ id: 'oidc' as const, name: settings.oidc.displayName }] : []),
        ...(settings.saml ? [{ id: 'saml' as const, name: settings.saml.displayName }] : []),
      ],
    }),
    async oidcStart({ input, db }) {
      if (!oidc) throw notConfigured()
      return { url: await oidc.start(db, allowedReturn(input.redirectUri)) }
    },
    async oidcFinish({ input, db, ip }) {
      if (!oidc) throw notConfigured()
      const person = await oidc.finish(db, new URL(input.callbackUrl))
      return signInPerson(db, settings.accessMap, person, ip)
    },
    async samlStart({ input, db }) {
      if (!saml) throw notConfigured()
      return { url: await saml.start(db, allowedReturn(input.acsUrl)) }
    },
    async samlFinish({ input, db, ip }) {
      if (!saml) throw notConfigured()
      const person = await saml.finish(db, input.SAMLResponse, input.RelayState)
      return signInPerson(db, settings.accessMap, person, ip)
    },
  })
  if (settings.saml?.acsUrl) registerSamlAcs(app)
  registerArea(app, accessRequests, {
    async waiting({ db }) {
      const rows = await db
        .select()
        .from(staff)
        .where(
          and(
            isNotNull(staff.AccessRequestedAt),
            eq(staff.Active, true),
            // Still in no group: once granted a level they leave the list.
            notInArray(staff.IsAdmin, [...ALL_LEVELS]),
          ),
        )
        .orderBy(desc(staff.AccessRequestedAt))
      return rows.map((row) => ({
        StaffID: row.StaffID,
        staff_name: fullName(row),
        Email: row.Email,
        AccessRequestedAt: row.AccessRequestedAt ?? '',
      }))
    },
  })
}

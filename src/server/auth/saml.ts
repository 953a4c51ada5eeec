import { randomBytes } from 'node:crypto'
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml'
import { z } from 'zod'
import { groupsOf, SSO_FLOW_MS, SSO_TEXT } from '../../shared/rules/sso'
import type { Database } from '../db/client'
import { HttpError } from '../errors'
import { namesOf, type ProvenPerson } from './sso-account'
import type { SamlSettings } from './sso-config'
import { saveFlow, takeFlow, useOnce } from './sso-flows'

// SAML 2.0 with node-saml: an AuthnRequest sent by HTTP-Redirect, RelayState naming the started sign-in,
// and the identity provider's answer posted back. node-saml checks the signature against the configured
// certificate only (a certificate inside the answer is not trusted), the issuer, the audience, the time
// window and InResponseTo; we add that the request is this sign-in's, used once, and that an assertion is
// taken only once.

/** Clocks of the identity provider and of the servers may differ by this much. */
const CLOCK_SKEW_MS = 60 * 1000

export interface SamlClient {
  /** `returnUrl`: where the answer goes in the end; the ACS itself unless SAML_ACS_URL is set. */
  start(db: Database, returnUrl: string): Promise<string>
  finish(db: Database, samlResponse: string, relayState: string): Promise<ProvenPerson>
}

export function samlClient(settings: SamlSettings): SamlClient {
  /**
   * One node-saml instance per sign-in: its "cache" of request ids is this sign-in's own, so InResponseTo
   * must name exactly the request this flow sent (and the shared table, not a process's memory, holds it).
   */
  const samlFor = (acsUrl: string, requestId: string, createdAt: string) => {
    const cacheProvider: CacheProvider = {
      saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
      getAsync: async (key) => (key === requestId ? createdAt : null),
      removeAsync: async () => null,
    }
    return new SAML({
      callbackUrl: acsUrl,
      entryPoint: settings.entryPoint,
      issuer: settings.spEntityId,
      audience: settings.spEntityId,
      idpCert: settings.idpCert,
      idpIssuer: settings.idpIssuer ?? undefined,
      privateKey: settings.spPrivateKey ?? undefined,
      // ADFS and Shibboleth sign the assertion; whether they also sign the response varies.
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SSO_FLOW_MS,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      generateUniqueId: () => requestId,
      cacheProvider,
    })
  }

  return {
    async start(db, returnUrl) {
      const relayState = randomBytes(32).toString('base64url')
      // An XML ID must not start with a digit.
      const requestId = `_${randomBytes(20).toString('hex')}`
      await saveFlow(db, { protocol: 'saml', state: relayState, redirectUri: returnUrl, requestId })
      const acs = settings.acsUrl ?? returnUrl
      return samlFor(acs, requestId, new Date().toISOString()).getAuthorizeUrlAsync(relayState, undefined, {})
    },

    async finish(db, samlResponse, relayState) {
      const flow = await takeFlow(db, 'saml', relayState)
      if (!flow) throw new HttpError(400, SSO_TEXT.flowUnknown)
      let profile: Profile | null
      try {
        const saml = samlFor(settings.acsUrl ?? flow.redirectUri, flow.requestId, new Date().toISOString())
        ;({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }))
      } catch {
        throw new HttpError(400, SSO_TEXT.providerRefused)
      }
      if (!profile?.nameID) throw new HttpError(400, SSO_TEXT.providerRefused)
      const assertion = AssertionHead.safeParse(profile.getAssertion?.())
      if (!assertion.success) throw new HttpError(400, SSO_TEXT.providerRefused)
      const { ID } = assertion.data.Assertion.$
      // The assertion was made for this sign-in's ACS (node-saml does not compare the Recipient).
      const recipients = (assertion.data.Assertion.Subject?.[0]?.SubjectConfirmation ?? [])
        .flatMap((confirmation) => confirmation.SubjectConfirmationData ?? [])
        .map((data) => data.$?.Recipient)
        .filter((recipient): recipient is string => recipient !== undefined)
      if (recipients.some((recipient) => recipient !== (settings.acsUrl ?? flow.redirectUri)))
        throw new HttpError(400, SSO_TEXT.providerRefused)
      const notAfter = assertion.data.Assertion.Conditions?.[0]?.$?.NotOnOrAfter
      const until = new Date(
        Math.max(Date.now() + SSO_FLOW_MS, notAfter ? Date.parse(notAfter) : 0) + CLOCK_SKEW_MS,
      )
      if (!(await useOnce(db, `saml:${profile.issuer} ${ID}`, until)))
        throw new HttpError(400, SSO_TEXT.flowUnknown)
      const attribute = (name: string) => {
        const value = profile[name]
        return Array.isArray(value) ? value[0] : value
      }
      const { FirstName, Surname } = namesOf(
        attribute('givenName') ?? attribute('urn:oid:2.5.4.42'),
        attribute('sn') ?? attribute('urn:oid:2.5.4.4'),
        attribute('displayName') ?? attribute('urn:oid:2.16.840.1.113730.3.1.241'),
        profile.nameID,
      )
      return {
        externalId: `saml:${profile.issuer} ${profile.nameID}`,
        FirstName,
        Surname,
        email: typeof profile.email === 'string' ? profile.email.toLowerCase() : null,
        groups: groupsOf(profile[settings.groupAttribute]),
      }
    },
  }
}

/** The parts of node-saml's parsed assertion (xml2js) we read: its ID, Recipient and Conditions' end. */
const AssertionHead = z.object({
  Assertion: z.object({
    $: z.object({ ID: z.string().min(1) }),
    Subject: z
      .array(
        z.object({
          SubjectConfirmation: z
            .array(
              z.object({
                SubjectConfirmationData: z
                  .array(z.object({ $: z.object({ Recipient: z.string().optional() }).optional() }))
                  .optional(),
              }),
            )
            .optional(),
        }),
      )
      .optional(),
    Conditions: z
      .array(z.object({ $: z.object({ NotOnOrAfter: z.string().optional() }).optional() }))
      .optional(),
  }),
})

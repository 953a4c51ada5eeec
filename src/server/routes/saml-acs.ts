import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { SSO_TEXT } from '../../shared/rules/sso'
import { returnAddressOf } from '../auth/sso-flows'

// The server's own SAML assertion consumer service (SAML_ACS_URL), for identity providers that take only
// the ACS addresses registered with them (ADFS, Shibboleth), where a loopback port picked at each sign-in
// cannot be registered. The provider posts its answer here; the server checks nothing yet and keeps
// nothing: it posts the same form on to the return address the sign-in started with (main's loopback
// listener, the web host), which hands it to `auth/saml/finish` as before. A page that sends itself, with a
// button for a browser that runs no script.

export const SAML_ACS_PATH = '/api/auth/saml/acs'
/** The largest SAML form taken. */
const MAX_FORM_BYTES = 1024 * 1024

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function registerSamlAcs(app: FastifyInstance): void {
  // A scope of its own: only this route reads forms.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    )
    scope.post(SAML_ACS_PATH, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams()
      const SAMLResponse = form.get('SAMLResponse') ?? ''
      const RelayState = form.get('RelayState') ?? ''
      const target =
        SAMLResponse && RelayState ? await returnAddressOf(app.services.db, 'saml', RelayState) : null
      const page = (status: number, body: string, csp: string) =>
        reply
          .status(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', csp)
          .send(`<!doctype html><meta charset="utf-8"><title>${SSO_TEXT.finishing}</title>${body}`)
      if (!target) return page(400, `<p>${escapeHtml(SSO_TEXT.flowUnknown)}</p>`, "default-src 'none'")
      const nonce = randomBytes(16).toString('base64')
      const field = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
      return page(
        200,
        `<form method="post" action="${escapeHtml(target)}">${field('SAMLResponse', SAMLResponse)}` +
          `${field('RelayState', RelayState)}<p>${escapeHtml(SSO_TEXT.finishing)}</p>` +
          `<button type="submit">${escapeHtml(SSO_TEXT.continue)}</button></form>` +
          `<script nonce="${nonce}">document.forms[0].submit()</script>`,
        `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${new URL(target).origin}; base-uri 'none'`,
      )
    })
  })
}

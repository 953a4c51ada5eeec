import type { FastifyInstance } from 'fastify'
import { SSO_CALLBACK_ROUTE, SSO_RETURN_PATHS } from '../../shared/rules/sso'

// Browser mode's return from the identity provider. The console is a single page with hash routes, and
// the provider comes back to a path of the host (OpenID Connect: a GET with the code; SAML: a POST of its
// form): the host sends the tab on to the page's callback route with what came, in the address's hash,
// which the browser never sends to any server. The page hands it to the bridge, which passes it to the API
// server; the host itself keeps nothing.

/** The largest SAML form taken. */
const MAX_FORM_BYTES = 1024 * 1024

export function registerSsoReturn(app: FastifyInstance): void {
  const toPage = (query: string) => `/#${SSO_CALLBACK_ROUTE}${query ? `?${query}` : ''}`

  app.get(SSO_RETURN_PATHS.oidc, (request, reply) => {
    const url = request.raw.url ?? ''
    const at = url.indexOf('?')
    return reply.redirect(toPage(at === -1 ? '' : url.slice(at + 1)), 303)
  })

  // A scope of its own: only this route reads forms.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    )
    scope.post(SSO_RETURN_PATHS.saml, (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams()
      const SAMLResponse = form.get('SAMLResponse') ?? ''
      const RelayState = form.get('RelayState') ?? ''
      return reply.redirect(toPage(new URLSearchParams({ SAMLResponse, RelayState }).toString()), 303)
    })
  })
}

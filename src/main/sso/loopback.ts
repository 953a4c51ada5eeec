import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SsoFinishInput } from '../../shared/bridge'
import { SSO_FLOW_MS, SSO_RETURN_PATHS, SSO_TEXT } from '../../shared/rules/sso'

// The desktop app's end of a sign-in through the system browser (RFC 8252 §7.3): a listener on
// 127.0.0.1 and a port the system picks, waiting for the identity provider to send the browser back,
// OpenID Connect by a GET to the redirect URI, SAML by a POST of its form to the ACS. The first answer is
// taken, the browser is told it may close the tab, and the listener closes. Plain Node, so it is tested
// without Electron.

/** The largest SAML form taken: answers with many attributes and a certificate run to tens of kilobytes. */
const MAX_FORM_BYTES = 1024 * 1024

export interface LoopbackReturn {
  /** The redirect URI (OpenID Connect) and the ACS URL (SAML) on this listener. */
  returnUrl: Record<SsoFinishInput['provider'], string>
  /** What the provider sent back; rejects when nothing came within `timeoutMs`, or on close(). */
  answer: Promise<SsoFinishInput>
  close(): void
}

export class SignInAbandoned extends Error {}

export async function listenForReturn({ timeoutMs = SSO_FLOW_MS } = {}): Promise<LoopbackReturn> {
  let settle: { resolve(value: SsoFinishInput): void; reject(error: Error): void } | null = null
  const answer = new Promise<SsoFinishInput>((resolve, reject) => (settle = { resolve, reject }))
  // Nobody may be waiting yet when it is refused; the caller reads it after opening the browser.
  answer.catch(() => undefined)
  let origin = ''

  const take = (value: SsoFinishInput | Error) => {
    const waiting = settle
    settle = null
    if (!waiting) return
    if (value instanceof Error) waiting.reject(value)
    else waiting.resolve(value)
    clearTimeout(timer)
    // Close once the page's answer has gone out; keep-alive sockets with it.
    setImmediate(() => {
      server.close()
      server.closeAllConnections()
    })
  }

  const page = (response: ServerResponse, status: number, text: string) => {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'",
      connection: 'close',
    })
    response.end(`<!doctype html><meta charset="utf-8"><title>${text}</title><p>${text}</p>`)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin)
    if (request.method === 'GET' && url.pathname === SSO_RETURN_PATHS.oidc && settle) {
      page(response, 200, SSO_TEXT.browserDone)
      return take({ provider: 'oidc', callbackUrl: url.href })
    }
    if (request.method === 'POST' && url.pathname === SSO_RETURN_PATHS.saml && settle) {
      readForm(request).then(
        (form) => {
          const SAMLResponse = form?.get('SAMLResponse')
          const RelayState = form?.get('RelayState')
          if (!SAMLResponse || !RelayState) return page(response, 400, SSO_TEXT.browserFailed)
          page(response, 200, SSO_TEXT.browserDone)
          take({ provider: 'saml', SAMLResponse, RelayState })
        },
        () => page(response, 400, SSO_TEXT.browserFailed),
      )
      return
    }
    page(response, 404, SSO_TEXT.browserFailed)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const timer = setTimeout(() => take(new SignInAbandoned('no answer from the browser')), timeoutMs)
  return {
    returnUrl: { oidc: `${origin}${SSO_RETURN_PATHS.oidc}`, saml: `${origin}${SSO_RETURN_PATHS.saml}` },
    answer,
    close: () => {
      take(new SignInAbandoned('closed'))
      server.close()
      server.closeAllConnections()
    },
  }
}

/** A urlencoded form, or null when it is of another type or larger than MAX_FORM_BYTES. */
async function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return null
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

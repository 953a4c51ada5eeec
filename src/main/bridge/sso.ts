import type { SsoFinishInput, SsoOutcome, SsoStartInput } from '../../shared/bridge'
import { isHttpUrl } from '../../shared/bridge-build'
import type { CallResult } from '../../shared/contract/define'
import type { SsoAnswer } from '../../shared/contract/sso'
import { SSO_TEXT } from '../../shared/rules/sso'
import type { ApiClient } from '../api/client'
import { failure } from '../api/failure'
import { listenForReturn, type LoopbackReturn } from '../sso/loopback'
import type { SessionKeeper } from './session'
import type { TableHandlers } from './register'

// Sign-in through the identity provider, main's side. The server does the protocol; main carries the
// browser's return to it and keeps the token, as for a password sign-in. Desktop: the system browser and a
// loopback listener (never a window of ours, which would see the password). Browser mode: the tab goes to
// the provider and comes back to the web host, which hands the answer to the page, which hands it here.

export interface SsoDeps {
  client: ApiClient
  session: SessionKeeper
  openExternal(url: string): Promise<void>
}

type SsoHandlers = Pick<TableHandlers, 'sso.providers' | 'sso.start' | 'sso.finish' | 'sso.signIn'>

export function ssoHandlers({ client, session, openExternal }: SsoDeps): SsoHandlers {
  const start = (input: SsoStartInput) =>
    input.provider === 'oidc'
      ? client.sso.oidcStart({ redirectUri: input.returnUrl })
      : client.sso.samlStart({ acsUrl: input.returnUrl })

  const finish = async (input: SsoFinishInput): Promise<CallResult<SsoOutcome>> => {
    const result: CallResult<SsoAnswer> =
      input.provider === 'oidc'
        ? await client.sso.oidcFinish({ callbackUrl: input.callbackUrl })
        : await client.sso.samlFinish({ SAMLResponse: input.SAMLResponse, RelayState: input.RelayState })
    if (!result.ok) return result
    const { message, token, userData } = result.data
    const user = userData?.[0]
    if (message !== 'success') return { ok: true, data: { message } }
    if (!token || !user) return failure('bad-answer')
    session.signedIn(token, user)
    return { ok: true, data: { message, user } }
  }

  /** The desktop sign-in waiting for its browser; a second click starts afresh. */
  let waiting: LoopbackReturn | null = null

  return {
    'sso.providers': async () => client.sso.providers({}),
    'sso.start': start,
    'sso.finish': finish,
    'sso.signIn': async (provider): Promise<CallResult<SsoOutcome>> => {
      waiting?.close()
      const listener = (waiting = await listenForReturn())
      try {
        const started = await start({ provider, returnUrl: listener.returnUrl[provider] })
        if (!started.ok) return started
        if (!isHttpUrl(started.data.url)) return failure('bad-answer')
        await openExternal(started.data.url)
        const back = await listener.answer.catch(() => null)
        if (!back) return failure('timeout', SSO_TEXT.flowUnknown)
        return await finish(back)
      } finally {
        listener.close()
        if (waiting === listener) waiting = null
      }
    },
  }
}

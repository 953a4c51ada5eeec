import {
  channel,
  isHttpUrl,
  SsoFinishInput,
  SsoProtocolInput,
  SsoStartInput,
  type SsoOutcome,
} from '../../shared/bridge'
import type { CallResult } from '../../shared/contract/define'
import type { SsoAnswer } from '../../shared/contract/sso'
import { SSO_TEXT } from '../../shared/rules/sso'
import type { ApiClient } from '../api/client'
import { failure } from '../api/failure'
import { listenForReturn, type LoopbackReturn } from '../sso/loopback'
import type { SessionKeeper } from './session'
import type { Handler } from './handlers'

// Sign-in through the identity provider, main's side. The server does the protocol; main carries the
// browser's return to it and keeps the token, as for a password sign-in. Desktop: the system browser and a
// loopback listener (never a window of ours, which would see the password). Browser mode: the tab goes to
// the provider and comes back to the web host, which hands the answer to the page, which hands it here.

export interface SsoDeps {
  client: ApiClient
  session: SessionKeeper
  openExternal(url: string): Promise<void>
}

export function ssoHandlers({ client, session, openExternal }: SsoDeps): Record<string, Handler> {
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
    [channel.ssoProviders]: async () => client.sso.providers({}),
    [channel.ssoStart]: async (arg) => {
      const parsed = SsoStartInput.safeParse(arg)
      return parsed.success ? start(parsed.data) : failure('invalid', 'Invalid request')
    },
    [channel.ssoFinish]: async (arg) => {
      const parsed = SsoFinishInput.safeParse(arg)
      return parsed.success ? finish(parsed.data) : failure('invalid', 'Invalid request')
    },
    [channel.ssoSignIn]: async (arg): Promise<CallResult<SsoOutcome>> => {
      const provider = SsoProtocolInput.safeParse(arg)
      if (!provider.success) return failure('invalid', 'Invalid request')
      waiting?.close()
      const listener = (waiting = await listenForReturn())
      try {
        const started = await start({ provider: provider.data, returnUrl: listener.returnUrl[provider.data] })
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

import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { WEBHOOK_DELIVERY, WEBHOOK_REFUSALS as R } from '../../shared/rules/webhooks'
import { isPrivateAddress, publicOnlyLookup } from '../media/fetch-feed'

// One attempt of one delivery: a POST of the signed body, within the time allowed, to an address that passes
// the media feed's guard (no private or loopback network unless the deployment allows it). Redirects are not
// followed (a 3xx fails, as Standard Webhooks asks); the answer's first characters are kept for the log.

export interface Attempt {
  /** The answer's status code; null when none came. */
  status: number | null
  /** Why it failed; null when it was delivered (2xx). */
  error: string | null
}

export interface SendOptions {
  timeoutMs: number
  /** Private and loopback addresses allowed (WEBHOOK_ALLOW_PRIVATE, and the tests). */
  allowPrivate: boolean
}

/** Whether the address may be sent to at all, as far as its text says (a name is checked when it resolves). */
export function addressRefusal(address: string, allowPrivate: boolean): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return R.notHttpDelivery
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return R.notHttpDelivery
  if (!allowPrivate && (isPrivateAddress(url.hostname) || url.hostname === 'localhost'))
    return R.privateDelivery
  return null
}

export function sendOnce(
  address: string,
  body: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<Attempt> {
  const refused = addressRefusal(address, options.allowPrivate)
  if (refused) return Promise.resolve({ status: null, error: refused })
  const url = new URL(address)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<Attempt>((resolve) => {
    const signal = AbortSignal.timeout(options.timeoutMs)
    const request = send(
      url,
      {
        method: 'POST',
        signal,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0
        let kept = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          if (kept.length < WEBHOOK_DELIVERY.keptAnswerChars) kept += chunk
        })
        response.on('end', () =>
          resolve({
            status,
            error:
              status >= 200 && status < 300
                ? null
                : `HTTP ${status}${kept ? `: ${kept.slice(0, WEBHOOK_DELIVERY.keptAnswerChars)}` : ''}`,
          }),
        )
        response.on('error', () => resolve({ status, error: signal.aborted ? R.timedOut : R.unreachable }))
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        status: null,
        error: signal.aborted ? R.timedOut : error.code === 'EPRIVATE' ? R.privateDelivery : R.unreachable,
      }),
    )
    request.end(body)
  })
}

import type { ExportInput, SsoOutcome } from '../../../shared/bridge'
import {
  apiByName,
  apiCall,
  buildBridge,
  isHttpUrl,
  mediaUrl,
  type Invoke,
  type Transport,
} from '../../../shared/bridge-build'
import type { Bridge } from '../../../shared/bridge-table'
import type { CallResult } from '../../../shared/contract/define'
import type { SsoProtocol } from '../../../shared/rules/sso'
import { SSO_RETURN_PATHS } from '../../../shared/rules/sso'
import { WEB_BRIDGE, type InvokeReply } from '../../../shared/web-bridge'

// The bridge of browser mode: the same methods as the preload's, carried over HTTP to the web host.

async function post(path: string, body: BodyInit, contentType: string): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': contentType, [WEB_BRIDGE.header]: '1' },
    body,
  })
  const reply = (await response.json()) as InvokeReply
  if (!reply.ok) throw new Error(reply.error)
  return reply.value
}

/**
 * One event stream per page, shared by every subscription (a browser holds few connections per host). The
 * host opens each stream, and each reconnection, with the current state of what may have changed unseen.
 */
let source: EventSource | null = null
let subscribers = 0

const transport: Transport = {
  invoke: (channel, arg) => post(WEB_BRIDGE.invoke, JSON.stringify({ channel, arg }), 'application/json'),
  subscribe(event, listener) {
    const stream = (source ??= new EventSource(WEB_BRIDGE.events))
    subscribers++
    const handler = (e: MessageEvent<string>) => listener(JSON.parse(e.data))
    stream.addEventListener(event, handler)
    return () => {
      stream.removeEventListener(event, handler)
      if (--subscribers === 0 && source === stream) {
        stream.close()
        source = null
      }
    }
  },
}

/** Browser mode has no file paths: the file's bytes go to the host, which answers with a path. */
async function pathFor(file: File): Promise<string> {
  const value = await post(
    `${WEB_BRIDGE.files}?name=${encodeURIComponent(file.name)}`,
    file,
    'application/octet-stream',
  )
  return String(value)
}

function download({ name, text }: ExportInput): Promise<boolean> {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return Promise.resolve(true)
}

function openInNewTab(url: string): Promise<boolean> {
  if (!isHttpUrl(url)) return Promise.resolve(false)
  window.open(url, '_blank', 'noopener,noreferrer')
  return Promise.resolve(true)
}

/**
 * Sign-in through the identity provider in browser mode: this tab goes to the provider, which sends it
 * back to the web host's return path; the host hands the answer to the callback route. The promise
 * answers only when starting failed (the page leaves otherwise).
 */
async function ssoSignIn(provider: SsoProtocol, invoke: Invoke): Promise<CallResult<SsoOutcome>> {
  const result = await invoke('sso.start', {
    provider,
    returnUrl: `${window.location.origin}${SSO_RETURN_PATHS[provider]}`,
  })
  if (!result.ok) return result
  window.location.assign(result.data.url)
  return new Promise<never>(() => {})
}

export const browserBridge = buildBridge(
  transport,
  (invoke) => ({
    'files.pathFor': pathFor,
    'media.url': (folder, imagePath) => mediaUrl(WEB_BRIDGE.media, folder, imagePath),
    exportFile: download,
    'shell.openExternal': openInNewTab,
    'sso.signIn': (provider) => ssoSignIn(provider, invoke),
  }),
  // No contract in the page: the contract's calls are asked for by name.
  apiByName(apiCall(transport)),
) satisfies Bridge

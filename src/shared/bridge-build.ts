import type { ApiBridge } from './bridge'
import {
  bridgeEntries,
  channel,
  eventChannel,
  type ArgOf,
  type Bridge,
  type CallName,
  type EventName,
  type HandlerAnswer,
  type LocalName,
  type MethodAt,
  type Unsubscribe,
} from './bridge-table'
import type { Failure, UploadFolder } from './contract/define'

// Builds the page's bridge from the table: the preload (Electron) and browser mode each give a transport and
// the methods only they can supply. No schema here: this is in the page's first script.

export interface Transport {
  invoke(channel: string, arg?: unknown): Promise<unknown>
  subscribe(event: string, listener: (payload: unknown) => void): Unsubscribe
}

/** A table call by its name, typed by the table: for a platform's own methods. */
export type Invoke = <N extends CallName>(
  name: N,
  ...arg: [ArgOf<N>] extends [void] ? [] : [ArgOf<N>]
) => Promise<HandlerAnswer<N> | Failure>

/** What a platform supplies: every `local` entry, and any call it answers in the page instead of main. */
export type PlatformParts = { [N in LocalName]: MethodAt<N> } & Partial<{ [N in CallName]: MethodAt<N> }>

/**
 * `api`: the contract's calls, each on its channel. The preload gives them by the contract's names (the
 * page's copy of an object has no traps); the page, which must not load the contract's schemas, asks for
 * them by name (`apiByName`).
 */
export function buildBridge(
  transport: Transport,
  platform: (invoke: Invoke) => PlatformParts,
  api: ApiBridge,
): Bridge {
  const invoke = ((name: string, arg?: unknown) => transport.invoke(name, arg)) as Invoke
  const parts: Partial<Record<string, unknown>> = platform(invoke)
  const bridge: Record<string, unknown> = { api }
  for (const { name, group, key, entry } of bridgeEntries()) {
    if (entry.kind === 'call' && entry.hidden) continue
    const method =
      parts[name] ??
      (entry.kind === 'event'
        ? (listener: (payload: unknown) => void) =>
            transport.subscribe(eventChannel(name as EventName), (payload) => listener(payload))
        : (arg?: unknown) => transport.invoke(name, arg))
    if (group === null) bridge[key] = method
    else ((bridge[group] ??= {}) as Record<string, unknown>)[key] = method
  }
  return bridge as Bridge
}

/** The contract's calls by name, for a page that has no contract: `api.news.list(input)`. */
export function apiByName(call: (area: string, name: string) => (input: unknown) => Promise<unknown>) {
  // Never a thenable: a promise that resolves to it must not take it for one.
  const named = (key: string | symbol): key is string => typeof key === 'string' && key !== 'then'
  const area = (areaName: string) =>
    new Proxy({}, { get: (_, name) => (named(name) ? call(areaName, name) : undefined) })
  return new Proxy({} as ApiBridge, { get: (_, areaName) => (named(areaName) ? area(areaName) : undefined) })
}

/** The transport's call of the contract's `area.name`. */
export const apiCall = (transport: Transport) => (area: string, name: string) => (input: unknown) =>
  transport.invoke(channel.api(area, name), input)

/** Only http and https addresses may leave the app (the desktop app checks again in main). */
export function isHttpUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 2048) return false
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
  } catch {
    return false
  }
}

/** Where images are served from: an absolute http(s) address is used as it is. */
export function mediaUrl(
  base: string,
  folder: UploadFolder,
  imagePath: string | null | undefined,
): string | null {
  if (!imagePath) return null
  if (/^https?:\/\//i.test(imagePath)) return imagePath
  return `${base}${folder}/${encodeURIComponent(imagePath)}`
}

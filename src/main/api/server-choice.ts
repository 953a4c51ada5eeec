import { startEmbeddedServer, type EmbeddedServerOptions } from '../../server/embedded'

export interface ApiServer {
  /** The API base, ending in `/api/`. */
  url: string
  origin: string
  /** Headers every call must carry: the embedded server's per-launch secret; none for a remote server. */
  headers: Record<string, string>
  close(): Promise<void>
}

/**
 * The API the console talks to: a remote server when CONSOLE_API_URL names one, otherwise the embedded
 * server on loopback with its data under `dataDir`.
 */
export async function chooseApiServer(
  options: EmbeddedServerOptions,
  remote = process.env.CONSOLE_API_URL,
): Promise<ApiServer> {
  if (!remote) return startEmbeddedServer(options)
  const url = remote.endsWith('/') ? remote : `${remote}/`
  return { url, origin: new URL(url).origin, headers: {}, close: async () => {} }
}

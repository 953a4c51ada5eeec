import { createServer } from 'vite'

// The server's code as a bench loads it in its own process: through vite (the migrations are bundled as raw
// text, which plain tsx cannot import), without a config file, dependency scan or file watching.

export interface ServerCode {
  /** The module at `path` (from the repository's root, `/src/server/db/client.ts`), typed by the caller. */
  load<T>(path: string): Promise<T>
  close(): Promise<void>
}

export async function serverCode(): Promise<ServerCode> {
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  return {
    load: <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>,
    close: () => vite.close(),
  }
}

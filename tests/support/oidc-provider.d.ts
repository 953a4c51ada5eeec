// oidc-provider ships no type declarations; the tests use this much of it (see its README).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  export interface Account {
    accountId: string
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>
  }
  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[]
    findAccount?(ctx: unknown, id: string): Promise<Account | undefined> | Account | undefined
    claims?: Record<string, string[]>
    features?: Record<string, { enabled: boolean }>
    cookies?: { keys: string[] }
    pkce?: { required?: () => boolean }
  }
  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
  }
}

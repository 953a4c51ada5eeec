import { and, eq, gt, lt } from 'drizzle-orm'
import { SSO_FLOW_MS, type SsoProtocol } from '../../shared/rules/sso'
import type { Database } from '../db/client'
import { sso_flows, sso_used_ids } from '../db/schema'
import { hashToken } from './sessions'

// Started sign-ins and used SAML assertion ids, kept in the database: several servers may share one, and
// the server that finishes a sign-in need not be the one that started it.

export interface NewFlow {
  protocol: SsoProtocol
  /** The state (OIDC) or RelayState (SAML) the provider hands back: stored only as its hash. */
  state: string
  redirectUri: string
  nonce?: string
  codeVerifier?: string
  requestId?: string
}

export interface Flow {
  protocol: string
  redirectUri: string
  nonce: string
  codeVerifier: string
  requestId: string
}

export async function saveFlow(db: Database, flow: NewFlow, now = new Date()): Promise<void> {
  await db.delete(sso_flows).where(lt(sso_flows.expires_at, now.toISOString()))
  await db.insert(sso_flows).values({
    state_hash: hashToken(flow.state),
    protocol: flow.protocol,
    redirect_uri: flow.redirectUri,
    nonce: flow.nonce ?? '',
    code_verifier: flow.codeVerifier ?? '',
    request_id: flow.requestId ?? '',
    expires_at: new Date(now.getTime() + SSO_FLOW_MS).toISOString(),
  })
}

/** Where a started, unexpired sign-in returns to, without taking it (the SAML ACS relay). */
export async function returnAddressOf(
  db: Database,
  protocol: SsoProtocol,
  state: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ redirect_uri: sso_flows.redirect_uri })
    .from(sso_flows)
    .where(
      and(
        eq(sso_flows.state_hash, hashToken(state)),
        eq(sso_flows.protocol, protocol),
        gt(sso_flows.expires_at, now.toISOString()),
      ),
    )
  return row?.redirect_uri ?? null
}

/**
 * The flow a state names, removed in the same statement, so that of two finishes with one state (a
 * replay, or two servers racing) exactly one gets it. Null when unknown, of another protocol, or expired.
 * Taken before the provider's answer is checked: a refused answer uses the flow up too, and the person
 * starts again.
 */
export async function takeFlow(
  db: Database,
  protocol: SsoProtocol,
  state: string,
  now = new Date(),
): Promise<Flow | null> {
  const [row] = await db
    .delete(sso_flows)
    .where(
      and(
        eq(sso_flows.state_hash, hashToken(state)),
        eq(sso_flows.protocol, protocol),
        gt(sso_flows.expires_at, now.toISOString()),
      ),
    )
    .returning()
  if (!row) return null
  return {
    protocol: row.protocol,
    redirectUri: row.redirect_uri,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    requestId: row.request_id,
  }
}

/** Records an assertion id as used until `until`; false when it was used already (a replay). */
export async function useOnce(db: Database, id: string, until: Date, now = new Date()): Promise<boolean> {
  await db.delete(sso_used_ids).where(lt(sso_used_ids.expires_at, now.toISOString()))
  const inserted = await db
    .insert(sso_used_ids)
    .values({ id, expires_at: until.toISOString() })
    .onConflictDoNothing()
    .returning({ id: sso_used_ids.id })
  return inserted.length === 1
}

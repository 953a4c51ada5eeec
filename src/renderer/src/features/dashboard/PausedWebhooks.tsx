import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import type { SessionUser } from '../../../../shared/contract/session'
import { ACCESS, mayAny } from '../../../../shared/rules/permissions'
import { WEBHOOK_PATH, WEBHOOK_TEXT as T } from '../../../../shared/rules/webhooks'
import { useBridge } from '../../app/BridgeProvider'
import { useLoad } from '../../components/useLoad'

/** The note shows to a user who may open Webhooks (issue 46). */
export const seesWebhooks = (user: SessionUser): boolean => mayAny(user, ACCESS.webhooks)

/**
 * Issue 46: "2 webhook endpoints are paused: the public website is not told of changes", with a link to
 * Webhooks; nothing while every endpoint is active (or the server cannot say).
 */
export function PausedWebhooks() {
  const bridge = useBridge()
  const list = useLoad(
    useCallback(() => bridge.api.webhooks.list({}), [bridge]),
    'webhooks.list',
  )
  if (list.status !== 'ready') return null
  const paused = list.data.filter((endpoint) => endpoint.pausedAt !== null).length
  if (paused === 0) return null
  return (
    <p className="paused-webhooks card" role="status">
      {T.dashboardPaused(paused)} <Link to={WEBHOOK_PATH}>{T.dashboardLink}</Link>
    </p>
  )
}

import { useCallback, useMemo } from 'react'
import type { CallResult } from '../../../../shared/contract/define'
import type { ReviewRow, ReviewSettings } from '../../../../shared/contract/review'
import {
  isOpenReview,
  isReviewed,
  REVIEWED_LEVELS,
  REVIEWER_LEVELS,
  type ReviewArea,
  type ReviewRule,
} from '../../../../shared/rules/review'
import { useBridge } from '../../app/BridgeProvider'
import { useSession } from '../../state/session'
import { useLoad } from '../useLoad'

// Issue 48: what a screen knows of review before publishing: whether the signed-in editor's saves of an area
// wait for a reviewer (the Super Admin's settings, the defaults until they are read), and the open changes of
// the records they may read (a form's notice, a list's badges). Read again when any content is written.

const isReviewedLevel = (level: number): level is ReviewRule['level'] =>
  (REVIEWED_LEVELS as readonly number[]).includes(level)
const isReviewerLevel = (level: number): level is ReviewRule['reviewers'][number] =>
  (REVIEWER_LEVELS as readonly number[]).includes(level)

/** The settings' rows as the rules read them (a row no rule could hold is left to the defaults). */
export function rulesOf(settings: ReviewSettings): ReviewRule[] {
  return settings.rules.flatMap(({ level, area, reviewers }) => {
    const levels = reviewers.filter(isReviewerLevel)
    return isReviewedLevel(level) && levels.length === reviewers.length
      ? [{ level, area, reviewers: levels }]
      : []
  })
}

const NO_SETTINGS: CallResult<ReviewSettings> = { ok: true, data: { rules: [] } }

/** Does the signed-in user's save of `area` wait for review? (false for nobody signed in, or no area) */
export function useReviewedSave(area: ReviewArea | undefined): boolean {
  const bridge = useBridge()
  const level = useSession((state) => state.user?.IsAdmin ?? 0)
  const asks = area !== undefined && level !== 0
  const settings = useLoad(
    useCallback(() => (asks ? bridge.api.review.settings({}) : Promise.resolve(NO_SETTINGS)), [bridge, asks]),
  )
  const rules = settings.status === 'ready' ? rulesOf(settings.data) : []
  return asks && isReviewed(rules, level, area)
}

const NO_REVIEWS: readonly ReviewRow[] = []

/**
 * The open changes (waiting, or sent back) of every record the user may read; empty until read. The same
 * array until the list is read again: useLoad's answer is a new object at every render, and a list whose
 * columns followed it drew its grid anew at every render (the gallery list, which re-renders when its grid
 * tells it its rows, never stopped, and a row's Edit never opened its form).
 */
export function useOpenReviews(): readonly ReviewRow[] {
  const bridge = useBridge()
  const list = useLoad(
    useCallback(() => bridge.api.review.list({}), [bridge]),
    'review.list',
  )
  const rows = list.status === 'ready' ? list.data : null
  return useMemo(() => (rows ? rows.filter((row) => isOpenReview(row.state)) : NO_REVIEWS), [rows])
}

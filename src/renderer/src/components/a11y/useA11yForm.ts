import { useEffect, useState } from 'react'
import type { A11yDismissal } from '../../../../shared/contract/a11y'
import { ALL_RULES, checkContent, type A11yProblem } from '../../../../shared/rules/a11y'
import {
  CHECKED_AREAS,
  contentOf,
  type CheckedArea,
  type CheckedTable,
} from '../../../../shared/rules/a11y/areas'
import { A11Y_CHECK_DELAY_MS } from '../../../../shared/rules/a11y-screens'
import { useSession } from '../../state/session'
import type { ScheduleForm, ScheduleOption } from '../schedule/useScheduleForm'
import { readDraftPart, writeDraftPart } from '../useDraft'
import { useA11yLevels } from './levels'

// Issue 27: the content checker in a form, as one piece useSaveForm adds to any form given `a11y`: the
// problems of the values as they stand (checked again a moment after typing stops), the errors the editor
// dismissed with a reason (kept beside the form's draft), the hold on a save that would publish with an error
// left, and the dismissals every save sends.

/** What a form says of its record to be checked: one line, `a11y: { table: 'news' }`. */
export interface A11yOption {
  table: CheckedTable
  /**
   * The record as stored, by its columns, when the form's body does not carry its images' paths (the home
   * content): an image kept as it is is checked too.
   */
  stored?: Readonly<Record<string, unknown>> | null
}

/** What the checker reads of the form: its values, the body a save would send, the files chosen. */
export interface A11ySource {
  values: object
  body: object
  /** The files chosen, in the order of the area's images (the main photo, then the others); null: none. */
  files: readonly (File | null)[]
}

export interface A11yForm {
  table: CheckedTable
  area: CheckedArea
  /** The problems as last checked (a moment after typing stopped), in reading order. */
  problems: readonly A11yProblem[]
  /** The save would publish: the status chosen is the published one, or a publish time is set. */
  publishes: boolean
  /** The area has a publish step: its errors may hold a save, and may be dismissed. */
  holds: boolean
  /** The reason a problem was dismissed with, if it was. */
  dismissalOf(problem: A11yProblem): A11yDismissal | undefined
  dismiss(problem: A11yProblem, reason: string): void
  undo(problem: A11yProblem): void
  /** The last Submit was held, and an error still holds it: the panel says why. */
  held: boolean
  /** Bumped by each held Submit: the panel moves the focus to what it says. */
  heldRequest: number
  /** Errors that hold a publish: neither fixed nor dismissed. */
  open: readonly A11yProblem[]
  /**
   * At submit, with the university's levels (read first if the form opened a moment ago): nothing holds the
   * save, or the panel says why and false is returned.
   */
  passes(): Promise<boolean>
  /** The save's body with the dismissals of the problems it still has ([] when none). */
  into<I>(body: I): I
  /** The server refused the save with a rule's message: the form marks it held, as if it had seen it. */
  refusedWith(message: string): boolean
  /** After a save: the dismissals sent are the record's now; the draft's copy goes. */
  saved(): void
}

/** A dismissal is of one rule in one field. */
const keyOf = (item: { rule: string; field: string }) => `${item.rule} ${item.field}`

/** The part of a form's draft the typed dismissals are kept as. */
const PART = 'a11y'

function dismissalsIn(stored: unknown): A11yDismissal[] {
  if (!Array.isArray(stored)) return []
  return stored.filter(
    (item): item is A11yDismissal =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as A11yDismissal).rule === 'string' &&
      typeof (item as A11yDismissal).field === 'string' &&
      typeof (item as A11yDismissal).reason === 'string',
  )
}

const RULE_MESSAGES = new Set<string>(ALL_RULES.map((rule) => rule.message))

/** The values the checker reads, by the bodies' names: the form's, the body's, and each chosen file's name. */
function checkedValues(area: CheckedArea, source: A11ySource, stored: A11yOption['stored']) {
  const values: Record<string, unknown> = {}
  for (const image of area.images) if (stored?.[image.column]) values[image.body] = stored[image.column]
  Object.assign(values, source.values, source.body)
  area.images.forEach((image, i) => {
    const file = source.files[i]
    if (file) values[image.body] = file.name
  })
  return values
}

export function useA11yForm<V>(
  option: A11yOption | undefined,
  source: () => A11ySource,
  draftKey: string,
  schedule: { option?: ScheduleOption<V>; form?: ScheduleForm },
): A11yForm | undefined {
  const { levels, read } = useA11yLevels()
  const owner = useSession((state) => state.user?.StaffID ?? null)
  const [dismissals, setDismissalsState] = useState<A11yDismissal[]>(() =>
    dismissalsIn(readDraftPart(draftKey, PART, owner)),
  )
  const setDismissals = (next: A11yDismissal[]) => {
    setDismissalsState(next)
    writeDraftPart(draftKey, PART, owner, next.length > 0 ? next : null)
  }
  const [tried, setTried] = useState(false)
  const [heldRequest, setHeldRequest] = useState(0)
  const [problems, setProblems] = useState<A11yProblem[]>([])

  const area: CheckedArea | undefined = option ? CHECKED_AREAS[option.table] : undefined
  const input = area
    ? JSON.stringify(contentOf(area, checkedValues(area, source(), option?.stored), 'body'))
    : ''
  // The checker runs once typing pauses, not on every key; Submit checks what is there at that moment.
  useEffect(() => {
    if (!input) return
    const timer = setTimeout(() => setProblems(checkContent(JSON.parse(input), levels)), A11Y_CHECK_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input, levels])

  if (!option || !area) return undefined

  const checkNow = (withLevels = levels) =>
    checkContent(contentOf(area, checkedValues(area, source(), option.stored), 'body'), withLevels)
  const kept = new Map(dismissals.map((item) => [keyOf(item), item]))
  const holds = area.status !== undefined && schedule.option !== undefined
  const statusValue = schedule.option
    ? (source().values as Record<string, unknown>)[schedule.option.status]
    : undefined
  const publishes =
    holds && (String(statusValue) === String(area.status?.on) || (schedule.form?.times.publish ?? '') !== '')
  const openOf = (list: readonly A11yProblem[]) =>
    holds ? list.filter((problem) => problem.level === 'error' && !kept.has(keyOf(problem))) : []
  const open = openOf(problems)

  return {
    table: option.table,
    area,
    problems,
    publishes,
    holds,
    dismissalOf: (problem) => kept.get(keyOf(problem)),
    dismiss(problem, reason) {
      kept.set(keyOf(problem), { rule: problem.rule, field: problem.field, reason: reason.trim() })
      setDismissals([...kept.values()])
    },
    undo(problem) {
      kept.delete(keyOf(problem))
      setDismissals([...kept.values()])
    },
    held: tried && publishes && open.length > 0,
    heldRequest,
    open,
    async passes() {
      const now = checkNow(await read())
      setProblems(now)
      if (!publishes || openOf(now).length === 0) return true
      setTried(true)
      setHeldRequest((n) => n + 1)
      return false
    },
    into<I>(body: I): I {
      // In reading order, once each: a rule may find a field twice (two vague links in one text).
      const sent = new Set<string>()
      const a11yDismissals: A11yDismissal[] = []
      for (const problem of checkNow()) {
        const item = kept.get(keyOf(problem))
        if (item && !sent.has(keyOf(item))) a11yDismissals.push(item)
        sent.add(keyOf(problem))
      }
      return { ...(body as object), a11yDismissals } as I
    },
    refusedWith(message) {
      if (!RULE_MESSAGES.has(message)) return false
      setProblems(checkNow())
      setTried(true)
      setHeldRequest((n) => n + 1)
      return true
    },
    saved() {
      setTried(false)
      writeDraftPart(draftKey, PART, owner, null)
    },
  }
}

import { useCallback, useState } from 'react'
import { useSession } from '../state/session'

// A form's values, kept as a draft in localStorage on every change so a crash, a closed window or a
// session that ended loses nothing. A chosen File cannot be stored: it stays in memory only.

export const DRAFT_PREFIX = 'console.draft.'

/** The draft of a form: `news.add.General`, `news.add.<FacultyCode>`, `news.update.<id>`. */
export const draftStorageKey = (key: string) => `${DRAFT_PREFIX}${key}`

interface StoredDraft {
  /** Whose draft it is: another user signing in on this machine does not get it. */
  owner: number | null
  values: unknown
  /** Issue 25: the version of the record the changes were made to (an update form's). */
  basis?: number
}

export interface Draft<V> {
  /** The draft's key (`news.update.12`): a part of the form kept beside the values stores under it too. */
  key: string
  values: V
  set<K extends keyof V>(field: K, value: V[K]): void
  /** The chosen file, in memory only. */
  file: File | null
  setFile(file: File | null): void
  /** Something differs from what the form started with (or last saved). */
  dirty: boolean
  /** The values came back from a stored draft: the form says so and offers to discard them. */
  restored: boolean
  /** Changes when the values are replaced wholesale: fields that read their value once remount on it. */
  version: number
  /** Forget the stored changes and go back to the starting values. */
  discard(): void
  /** After a successful save: the draft is cleared, and what is on screen (or `values`, saved) counts as saved. */
  saved(values?: V): void
  /**
   * Issue 25: the version of the record these values were made to (an update form's: the save sends it);
   * a draft restored after a crash keeps the version it was typed on, not the one the screen read now.
   */
  basis?: number
  /** The values now stand on another version of the record (a merge chose them, a save made it). */
  rebase(basis: number, values?: V): void
  /** The record changed on the server by this editor's hand (a restore): the form starts again from it. */
  reopen(basis: number, values: V): void
}

function readDraft<V extends object>(
  key: string,
  owner: number | null,
  initial: V,
): { values: V; basis?: number } | null {
  try {
    const stored = JSON.parse(localStorage.getItem(draftStorageKey(key)) ?? 'null') as StoredDraft | null
    if (!stored || stored.owner !== owner || typeof stored.values !== 'object' || stored.values === null)
      return null
    // Only the fields this form has, with the type it gives them: a draft from an older version of the
    // form cannot put anything strange into it.
    const values = stored.values as Record<string, unknown>
    const merged = { ...initial } as Record<string, unknown>
    for (const [field, start] of Object.entries(initial)) {
      if (field in values && typeof values[field] === typeof start) merged[field] = values[field]
    }
    return { values: merged as V, basis: typeof stored.basis === 'number' ? stored.basis : undefined }
  } catch {
    return null
  }
}

/** Something kept beside a form's values under its draft's key (`<key>.<part>`), for this user only; null: none. */
export function readDraftPart(key: string, part: string, owner: number | null): unknown {
  try {
    const stored = JSON.parse(
      localStorage.getItem(draftStorageKey(`${key}.${part}`)) ?? 'null',
    ) as StoredDraft | null
    return stored && stored.owner === owner ? stored.values : null
  } catch {
    return null
  }
}

/** Keeps `values` beside the draft `key` as `part`; null removes it. */
export function writeDraftPart(key: string, part: string, owner: number | null, values: unknown): void {
  if (values === null) removeDraft(`${key}.${part}`)
  else writeDraft(`${key}.${part}`, owner, values)
}

function writeDraft(key: string, owner: number | null, values: unknown, basis?: number): void {
  try {
    localStorage.setItem(draftStorageKey(key), JSON.stringify({ owner, values, basis } satisfies StoredDraft))
  } catch {
    // Storage full or refused: the form still works, only without the safety net.
  }
}

const removeDraft = (key: string) => localStorage.removeItem(draftStorageKey(key))

/** Discarding a draft discards what was kept beside it (writeDraftPart). */
function removeDraftParts(key: string): void {
  const prefix = `${draftStorageKey(key)}.`
  for (const stored of Object.keys(localStorage))
    if (stored.startsWith(prefix)) localStorage.removeItem(stored)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The values of a form with the draft behind them. Read once on mount: give the form a React `key` of
 * the draft key, so another record or mode starts a new form.
 */
export function useDraft<V extends object>(key: string, initial: V, openedAt?: number): Draft<V> {
  const owner = useSession((state) => state.user?.StaffID ?? null)
  const [start] = useState(() => {
    const stored = readDraft(key, owner, initial)
    const restored = stored !== null && !same(stored.values, initial)
    return {
      values: stored?.values ?? initial,
      restored,
      basis: restored ? (stored.basis ?? openedAt) : openedAt,
    }
  })
  const [basis, setBasis] = useState(start.basis)
  const [values, setValues] = useState<V>(start.values)
  const [baseline, setBaseline] = useState<{ values: V; file: File | null }>({ values: initial, file: null })
  const [file, setFile] = useState<File | null>(null)
  const [restored, setRestored] = useState(start.restored)
  const [version, setVersion] = useState(0)

  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) =>
      setValues((current) => {
        const next = { ...current, [field]: value }
        // Written as it changes, not in an effect: a clear after saving cannot be undone by a late write.
        if (same(next, baseline.values)) removeDraft(key)
        else writeDraft(key, owner, next, basis)
        return next
      }),
    [key, owner, baseline, basis],
  )

  const rebase = useCallback(
    (to: number, merged?: V) => {
      setBasis(to)
      if (!merged) return
      writeDraft(key, owner, merged, to)
      setValues(merged)
      setVersion((n) => n + 1)
    },
    [key, owner],
  )

  const discard = useCallback(() => {
    removeDraft(key)
    removeDraftParts(key)
    setValues(initial)
    setBaseline({ values: initial, file: null })
    setFile(null)
    setRestored(false)
    setBasis(openedAt)
    setVersion((n) => n + 1)
    // `initial` is what the form started with; later renders' copies are equal by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const saved = useCallback(
    (savedValues?: V) => {
      removeDraft(key)
      setBaseline({ values: savedValues ?? values, file })
      setRestored(false)
    },
    [key, values, file],
  )

  const reopen = useCallback(
    (to: number, now: V) => {
      removeDraft(key)
      setBasis(to)
      setValues(now)
      setBaseline({ values: now, file: null })
      setFile(null)
      setRestored(false)
      setVersion((n) => n + 1)
    },
    [key],
  )

  const dirty = file !== baseline.file || !same(values, baseline.values)
  return { key, values, set, file, setFile, dirty, restored, version, discard, saved, basis, rebase, reopen }
}

import { useState } from 'react'
import { errorAlert } from '../../../shared/rules/alerts'
import { MERGE_TEXT } from '../../../shared/rules/versions'
import type { Conflict } from './MergeDialog'
import { mergeValues, same } from './merge'
import type { OpenedForm } from './opened-record'
import type { AlertSpec } from '../../../shared/rules/alerts'
import type { Draft } from './useDraft'

// Issue 25: what an update form does when its save is refused as stale (someone saved the record after the
// form's version): read the record as it is now and who saved it, merge what merges by itself, and ask
// about the rest (MergeDialog). After its own save the form stands on the version it made.

export function useStaleSave<V extends object>(
  draft: Draft<V>,
  opened: OpenedForm<V> | undefined,
  showAlert: (alert: AlertSpec) => void,
) {
  const [conflict, setConflict] = useState<Conflict<V> | null>(null)

  /** The values the draft stood on: the record as opened, or as the history kept the draft's version. */
  async function baseOf(form: OpenedForm<V>, basis: number | undefined) {
    const history = form.calls ? await form.calls.history({ EntryID: form.id }) : null
    const versions = history?.ok ? history.data : []
    if (basis === form.version) return { versions, base: form.valuesOfVersion({}) }
    const kept = basis && form.calls ? await form.calls.version({ EntryID: form.id, version: basis }) : null
    const values = kept?.ok ? kept.data.values : null
    return { versions, base: values ? form.valuesOfVersion(values) : null }
  }

  return {
    conflict,
    /** The save of `yours`, made on version `basis`, was refused as stale. */
    async ask(yours: V, basis: number | undefined) {
      const now = opened && (await opened.readValues())
      if (!opened || !now || now.version === undefined) return showAlert(errorAlert(MERGE_TEXT.cannotCompare))
      const { versions, base } = await baseOf(opened, basis)
      const newest = versions.find((version) => version.version === now.version)
      setConflict({
        result: mergeValues(base, now.values, yours),
        theirs: now.values,
        version: now.version,
        by: newest?.by,
        at: newest?.at,
      })
    },
    /** The editor chose the merged values: the draft takes them, on the version now saved. */
    choose(values: V): { values: V; basis: number } {
      const basis = conflict?.version ?? draft.basis ?? 0
      draft.rebase(basis, values)
      setConflict(null)
      return { values, basis }
    },
    /** Not now: the form keeps what was typed, on the version it had (a save asks again). */
    dismiss: () => setConflict(null),
    /**
     * After this form saved `values`: it stands on the version that made, when nothing else came between.
     * Answers the record's columns as read then (History compares with them), null when it could not be read.
     */
    async saved(values: V): Promise<Record<string, unknown> | null> {
      const now = opened && (await opened.readValues())
      if (now?.version !== undefined && same(now.values, values)) draft.rebase(now.version)
      return now ? now.columns : null
    },
  }
}

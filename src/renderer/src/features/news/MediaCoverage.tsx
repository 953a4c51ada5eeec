import { useCallback, useMemo, useState } from 'react'
import type { MediaFeedItem } from '../../../../shared/contract/media'
import { alertForAnswer, errorAlert } from '../../../../shared/rules/alerts'
import {
  isFeedUnset,
  MEDIA_FEED_UNSET,
  MEDIA_TEXT as T,
  mediaAddAnswers,
} from '../../../../shared/rules/media'
import { fullName } from '../../../../shared/rules/login'
import { isoDay } from '../../../../shared/rules/names'
import { showDay } from '../../../../shared/rules/dates'
import { useBridge } from '../../app/BridgeProvider'
import { SettingsDialog } from '../../app/SettingsDialog'
import { DataTable, type Column } from '../../components/DataTable'
import { isNetworkFailure } from '../../components/failures'
import { ListShell } from '../../components/ListShell'
import { useAlert } from '../../components/useAlert'
import { useLoad, type LoadState } from '../../components/useLoad'
import { useOpenExternal } from '../../components/usePublicPage'
import { toastNetworkFailure } from '../../components/Toasts'
import { useSession } from '../../state/session'
import './media.css'
import { BusyButton } from '../../components/BusyButton'
import { MediaItems } from './MediaItems'

/**
 * A feed item as listed: `id` keeps the feed's order under the lists' default sort (id descending).
 * `choice` is the checkbox column's field: saved, picked or open, so the cell is drawn again when either
 * the pick or the saved mark changes (an imported item removed below is offered again).
 */
type ItemRow = MediaFeedItem & { id: number; choice: 'saved' | 'picked' | 'open' }

const dateOf = (row: ItemRow) =>
  row.publishedAt ? showDay(isoDay(row.publishedAt)) || row.publishedAt : T.noDate

/**
 * SPEC §2.7 media coverage (`/news/general/media`): the configured news feed's items, read by the server,
 * each with a checkbox; Submit saves the chosen ones. Saved items show as saved and cannot be chosen again.
 * After the save the user stays here and the list reloads.
 */
export function MediaCoverage() {
  const bridge = useBridge()
  const user = useSession((state) => state.user)
  const openExternal = useOpenExternal()
  const { showAlert, alertDialog } = useAlert()
  const feed = useLoad(useCallback(() => bridge.api.media.feed({}), [bridge]))
  const items = useLoad(useCallback(() => bridge.api.media.list({}), [bridge]))
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const { retry } = feed
  const retryItems = items.retry
  // A removed item is offered by the feed again: both lists are read again.
  const itemDeleted = useCallback(() => {
    retryItems()
    retry()
  }, [retryItems, retry])
  const imported = <MediaItems list={items} onDeleted={itemDeleted} />
  // The address may have been set: read the feed again.
  const closeSettings = useCallback(() => {
    setSettingsOpen(false)
    retry()
  }, [retry])

  const rows = useMemo<LoadState<ItemRow[]> & { retry(): void }>(() => {
    if (feed.status !== 'ready') return feed
    const count = feed.data.length
    const data = feed.data.map((item, i): ItemRow => ({
      ...item,
      id: count - i,
      choice: item.saved ? 'saved' : picked.has(item.url) ? 'picked' : 'open',
    }))
    return { ...feed, data }
  }, [feed, picked])

  const choose = useCallback((url: string, on: boolean) => {
    setPicked((current) => {
      const next = new Set(current)
      if (on) next.add(url)
      else next.delete(url)
      return next
    })
  }, [])

  const columns = useMemo<Column<ItemRow>[]>(
    () => [
      {
        // The choice is the field, so the box follows it when it changes.
        field: 'choice',
        header: T.pick,
        render: (row) =>
          row.saved ? (
            <span className="media-saved">{T.saved}</span>
          ) : (
            <input
              type="checkbox"
              aria-label={`${T.pick}: ${row.title}`}
              checked={row.choice === 'picked'}
              onChange={(event) => choose(row.url, event.target.checked)}
            />
          ),
      },
      { field: 'title', header: T.columnTitle, grow: 1 },
      {
        field: 'url',
        header: T.link,
        render: (row) => (
          <button type="button" className="link-button" onClick={() => void openExternal(row.url)}>
            {T.viewLink}
          </button>
        ),
        exportValue: (row) => row.url,
      },
      { field: 'publishedAt', header: T.publishedDate, render: dateOf, exportValue: dateOf, sortable: true },
    ],
    [choose, openExternal],
  )

  async function submit() {
    if (feed.status !== 'ready' || saving) return
    const selectedNews = feed.data
      .filter((item) => picked.has(item.url) && !item.saved)
      .map(({ title, url, publishedAt }) => ({ title, url, publishedAt }))
    if (selectedNews.length === 0) return showAlert(errorAlert(T.nothingChosen))
    setSaving(true)
    // SPEC's field; the server records the signed-in user whatever it says.
    const submittedBy = user ? fullName(user) : ''
    const result = await bridge.api.media.add({ selectedNews, submittedBy })
    setSaving(false)
    if (!result.ok) {
      if (isNetworkFailure(result)) return toastNetworkFailure()
      return showAlert(errorAlert(result.message))
    }
    const alert = alertForAnswer(mediaAddAnswers, result.data.message)
    showAlert(alert)
    if (result.data.message === 'success') {
      setPicked(new Set())
      feed.retry()
      items.retry()
    }
  }

  const count = picked.size
  // No address yet is no failure: the screen says what the server said to do, and opens Settings where
  // they set it (issue 23; issue 45: a separate server's address is set there, not in Settings).
  const unset = feed.status === 'failed' && isFeedUnset(feed.failure.message) ? feed.failure.message : null
  if (unset)
    return (
      <ListShell title={T.title} trail={[T.area]}>
        <div className="media-no-feed">
          <p>{unset}</p>
          {unset === MEDIA_FEED_UNSET.inSettings && (
            <button type="button" className="button button-primary" onClick={() => setSettingsOpen(true)}>
              {T.openSettings}
            </button>
          )}
        </div>
        {settingsOpen && <SettingsDialog onClose={closeSettings} />}
        {imported}
      </ListShell>
    )
  return (
    <ListShell title={T.title} trail={[T.area]}>
      <section aria-label={T.feed}>
        <DataTable
          list={rows}
          what={T.what}
          columns={columns}
          idField="id"
          searchPlaceholder={T.search}
          empty={{ things: T.things, hint: T.emptyHint }}
          actions={
            <>
              {count > 0 && <span className="media-chosen">{T.chosen(count)}</span>}
              <BusyButton
                type="button"
                className="button button-primary"
                onClick={() => void submit()}
                busy={saving}
                disabled={feed.status !== 'ready'}
              >
                {saving ? T.saving : T.submit}
              </BusyButton>
            </>
          }
        />
      </section>
      {imported}
      {alertDialog}
    </ListShell>
  )
}

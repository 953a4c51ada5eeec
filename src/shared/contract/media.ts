import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { answer, call, none, type Area, deleteOne, readAll } from './define'
import { requiredText, submitter } from './fields'

// Media coverage (SPEC §2.7, §3 "Media-coverage item"; the screen is `/news/general/media`).
//
// SPEC's old console fetched an XML feed and read each item's title, link and date in the browser. We
// decided the server does it: it fetches the configured feed address (a sample feed in `resources/` for
// demo and tests), parses the XML and answers JSON, marking the items already saved. The renderer never
// parses XML nor reaches a third-party address, and its Content-Security-Policy stays `self` only.

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000)

export const MediaItem = z.object({
  title: requiredText(500),
  /** The item's link; only http(s), as it is opened in the system browser. */
  url: httpUrl,
  /** The item's date as the server read it, ISO 8601 when the feed's date could be parsed. */
  publishedAt: z.string().max(100),
})
export type MediaItem = z.infer<typeof MediaItem>

/** A feed item; `saved` when an item with the same url is already stored (it is not saved twice). */
export const MediaFeedItem = MediaItem.extend({ saved: z.boolean() })
export type MediaFeedItem = z.infer<typeof MediaFeedItem>

/** An imported item as stored (issue 23: the items are listed and can be removed). */
export const MediaRow = MediaItem.extend({
  EntryID: z.number().int(),
  InsertedBy: z.string(),
  InsertedDate: z.string(),
})
export type MediaRow = z.infer<typeof MediaRow>

export const MediaAddBody = z.object({
  selectedNews: z.array(MediaItem).min(1).max(500),
  submittedBy: submitter,
})

const access = ACCESS.generalContent

export const media = {
  feed: readAll('news/media/feed', none, MediaFeedItem, access),
  add: call('POST', 'news/media/add', MediaAddBody, answer(['success', 'failed']), access),
  /** Ours (issue 23): the imported items, newest first. */
  list: readAll('news/media/list', none, MediaRow, access),
  /** Ours (issue 23): an imported item taken down. */
  delete: deleteOne('news/media/delete/:EntryID', access),
} satisfies Area

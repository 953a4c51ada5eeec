import type { FeedLimits } from './fetch-feed'

/** Where the server reads the media-coverage feed from (ServerOptions.mediaFeed). */
export interface MediaFeedConfig {
  /** The feed's address, or null when none is set; read at every call. */
  url(): string | null
  limits?: Partial<FeedLimits>
}

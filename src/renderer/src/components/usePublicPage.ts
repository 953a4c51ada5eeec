import { useCallback } from 'react'
import { toast } from 'react-toastify'
import { publicPageUrl } from '../../../shared/rules/names'
import { useBridge } from '../app/BridgeProvider'
import { toastNetworkFailure } from './Toasts'
import { settled } from '../bridge/settled'

/** Opens an http(s) address in the system browser, and says so when it could not. */
export function useOpenExternal(): (url: string) => Promise<void> {
  const bridge = useBridge()
  return useCallback(
    async (url) => {
      const opened = await settled(bridge.shell.openExternal(url)).catch(() => false)
      if (!opened) toast.error(`Could not open ${url}`)
    },
    [bridge],
  )
}

/**
 * Opens a record's page on the public website (`<publicSiteUrl><kind>/<slug>`) in the system browser.
 * The site's address is read when asked, so a change in the settings applies at once.
 */
export function useOpenPublicPage(): (kind: string, slug: string) => Promise<void> {
  const bridge = useBridge()
  const openExternal = useOpenExternal()
  return useCallback(
    async (kind, slug) => {
      let url: string
      try {
        url = publicPageUrl((await settled(bridge.settings.get())).publicSiteUrl, kind, slug)
      } catch {
        return toastNetworkFailure()
      }
      await openExternal(url)
    },
    [bridge, openExternal],
  )
}

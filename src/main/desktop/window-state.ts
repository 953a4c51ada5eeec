import { z } from 'zod'

// The window's size, place and maximized state kept across restarts (issue 11), and put back on a display
// that still exists: a window saved on a monitor since unplugged opens centred on the primary one.

export const WindowState = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
})
export type WindowState = z.infer<typeof WindowState>

export interface Rectangle {
  x: number
  y: number
  width: number
  height: number
}

export const DEFAULT_SIZE = { width: 1360, height: 860 }
export const MIN_SIZE = { width: 960, height: 600 }

/** How much of a saved window must lie on one display for it to count as still there. */
const VISIBLE_PIXELS = 100

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  }
}

/**
 * Where the window opens: the saved bounds when enough of them is on a display of `workAreas`, else
 * centred on `primary` with the saved size clamped to it (or the default size when nothing was saved).
 */
export function restoreBounds(
  saved: WindowState | null,
  workAreas: readonly Rectangle[],
  primary: Rectangle,
): { bounds: Rectangle; maximized: boolean } {
  if (saved) {
    const visible = workAreas.some((area) => {
      const shared = overlap(saved, area)
      return shared.width >= VISIBLE_PIXELS && shared.height >= VISIBLE_PIXELS
    })
    if (visible)
      return {
        bounds: { x: saved.x, y: saved.y, width: saved.width, height: saved.height },
        maximized: saved.maximized,
      }
  }
  const width = Math.max(MIN_SIZE.width, Math.min(saved?.width ?? DEFAULT_SIZE.width, primary.width))
  const height = Math.max(MIN_SIZE.height, Math.min(saved?.height ?? DEFAULT_SIZE.height, primary.height))
  return {
    bounds: {
      x: Math.round(primary.x + (primary.width - width) / 2),
      y: Math.round(primary.y + (primary.height - height) / 2),
      width,
      height,
    },
    maximized: saved?.maximized ?? false,
  }
}

/** The saved state from a file's text; nothing when it is missing or not what we wrote. */
export function parseWindowState(text: string | null): WindowState | null {
  if (!text) return null
  try {
    const parsed = WindowState.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

import type { Bridge, ShrinkOutcome } from '../../../shared/bridge'
import { SHRINK_TEXT, type UploadRuleName } from '../../../shared/rules/uploads'

// Shrink to fit (issue 14): main makes a smaller copy of an over-limit photo from the file on disk. The page
// never holds that copy's bytes; it holds main's handle for it, and shows the user's own file as its preview.

/**
 * A chosen photo that main has shrunk to fit: the user's file (for its name and preview) standing for main's
 * smaller copy, which the upload calls send by `handle`.
 */
export class ShrunkPhoto extends File {
  constructor(
    original: File,
    readonly handle: string,
    readonly before: number,
    readonly after: number,
  ) {
    super([original], original.name, { type: original.type, lastModified: original.lastModified })
  }
}

/** Asks main to shrink `file` to fit `rule`; a failure on the way is told as the outcome's message. */
export async function shrinkPhoto(bridge: Bridge, file: File, rule: UploadRuleName): Promise<ShrinkOutcome> {
  try {
    const path = await bridge.files.pathFor(file)
    return await bridge.files.shrinkToFit({ path, rule })
  } catch (error) {
    return { ok: false, message: SHRINK_TEXT.failed(error instanceof Error ? error.message : String(error)) }
  }
}

import { open, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { checkFile, contentMatchesName, type UploadRule } from '../../shared/rules/uploads'

// Main checks a file again before streaming it: the renderer's checks are for the user, these are the
// wall. A regular file, an allowed extension and size, and content whose first bytes match the name.

export interface CheckedFile {
  path: string
  name: string
  size: number
  /** Modification time in ms: a file changed after it was queued is not uploaded silently. */
  modifiedMs: number
}

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; message: string }

const HEAD_BYTES = 16
/** A file that was dropped or chosen and is gone (moved, deleted) by the time main reads it. */
export const FILE_GONE = 'The file is no longer there.'

export async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const buffer = new Uint8Array(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

export async function checkFileOnDisk(path: string, rule: UploadRule): Promise<FileCheck> {
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) return { ok: false, message: FILE_GONE }
  const name = basename(path)
  const refused = checkFile(rule, { name, size: info.size })
  if (refused) return { ok: false, message: refused }
  if (!contentMatchesName(name, await readHead(path))) return { ok: false, message: rule.typeMessage }
  return { ok: true, file: { path, name, size: info.size, modifiedMs: info.mtimeMs } }
}

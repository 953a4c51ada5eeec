import { fileKindOf, type FileKind } from '../../shared/rules/uploads'

const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
}

/** The type a stored file is served as: from its name, which the server made from its checked content. */
export function contentTypeOf(name: string): string {
  // An image's renditions (shared/rules/renditions.ts).
  if (name.endsWith('.webp')) return 'image/webp'
  const kind = fileKindOf(name)
  return kind ? CONTENT_TYPES[kind] : 'application/octet-stream'
}

import { contentTypeOf as uploadTypeOf } from '../../shared/rules/uploads'

/** The type a stored file is served as: from its name, which the server made from its checked content. */
export function contentTypeOf(name: string): string {
  // An image's renditions (shared/rules/renditions.ts).
  if (name.endsWith('.webp')) return 'image/webp'
  return uploadTypeOf(name)
}

// A record's image in a list row (SPEC §2.7, §2.9 "Images (thumbnail)"), or a muted 'No image'.

export const NO_IMAGE_TEXT = 'No image'

export function Thumbnail({ src, title }: { src: string | null; title: string }) {
  if (!src) return <span className="table-thumb table-thumb--none">{NO_IMAGE_TEXT}</span>
  return <img className="table-thumb" src={src} alt={title} height={48} loading="lazy" />
}

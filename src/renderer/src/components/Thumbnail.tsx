// A list's image cell: the stored image, or words saying there is none.

export function Thumbnail({
  src,
  title,
  none = 'No image',
}: {
  src: string | null
  title: string
  none?: string
}) {
  if (!src) return <span className="table-thumb table-thumb--none">{none}</span>
  return <img className="table-thumb" src={src} alt={title} height={48} loading="lazy" />
}

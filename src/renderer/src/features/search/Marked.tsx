import type { MarkedText } from '../../../../shared/contract/search'

/** Text with its matched words in <mark>: React text nodes only, whatever the record's text holds. */
export function Marked({ text }: { text: MarkedText }) {
  const parts: React.ReactNode[] = []
  let at = 0
  for (const [start, end] of [...text.marks].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start) continue
    if (start > at) parts.push(text.text.slice(at, start))
    parts.push(<mark key={start}>{text.text.slice(start, end)}</mark>)
    at = end
  }
  if (at < text.text.length) parts.push(text.text.slice(at))
  return <>{parts}</>
}

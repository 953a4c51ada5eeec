// News bodies for the tests and benches that store news (tests/integration, bench/load/versions.ts,
// bench/public): prose-like words, so that PostgreSQL compresses them as it would real news.

const WORDS = (
  'the university library faculty students lecture examination timetable campus open day research ' +
  'award graduate seminar department professor week hall registration semester course science arts ' +
  'engineering medicine law council senate alumni ceremony announced new building opens from until ' +
  'all staff are invited to attend on monday tuesday wednesday thursday friday morning afternoon'
).split(' ')

/** Words picked by a generator seeded with `seed`: the same text for the same seed. */
export function newsWords(seed: number): () => string {
  let state = seed * 2654435761 + 1
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648), state)
  return () => WORDS[next() % WORDS.length]
}

/** A news body of `bytes` bytes of serialized rich text (one paragraph), different for every `seed`. */
export function newsContent(seed: number, bytes: number): string {
  const word = newsWords(seed)
  const frame = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
  let text = `Save ${seed}.`
  while (frame(text).length < bytes) text += ` ${word()}`
  return frame(text.slice(0, text.length - (frame(text).length - bytes)))
}

/** The body of `news/add` (a published General news item without an image), as the desktop app sends it. */
export const newsAddBody = (title: string, content: string, submittedBy: string) => ({
  title,
  image: '',
  status: 1,
  content,
  FacultyCode: 'General',
  photo: '',
  ImagePath: '',
  submittedBy,
})

// The uploads of bench/thumbnails/busy.ts: each photo to its record, AT_ONCE at a time, as the console's upload
// queue sends them. Run as a process of its own (busy.ts's default), as another editor's console is, the client
// timing the list shares no event loop with them: it says it is ready, uploads when told to go, and exits 0
// once all are stored.
// Run by busy.ts: upload-photos.ts <api> <token> <records JSON> <photos JSON>
import { openAsBlob } from 'node:fs'

/** The console's upload queue sends this many files at a time. */
export const AT_ONCE = 3

export async function uploadPhotos(
  api: string,
  token: string,
  records: number[],
  photos: string[],
): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < photos.length) {
        const index = next++
        const form = new FormData()
        form.append('entry_id', String(records[index]))
        form.append('photo', await openAsBlob(photos[index]), `phone-${index}.jpg`)
        const answer = await fetch(`${api}gallery/uploadGalleryPhoto`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
        if (!answer.ok) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`)
      }
    }),
  )
}

// Started by busy.ts (fork passes this file's own path), not imported by it.
if (process.argv[1] === import.meta.filename && process.send) {
  const [api, token, records, photos] = process.argv.slice(2)
  process.send('ready')
  await new Promise((go) => process.once('message', go))
  await uploadPhotos(api, token, JSON.parse(records) as number[], JSON.parse(photos) as string[])
  process.disconnect()
}

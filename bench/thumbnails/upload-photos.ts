// The uploads of bench/thumbnails/busy.ts, run as a process of its own, as another editor's console is, so the
// client timing the list shares no event loop with them: each photo to its record, as many at a time as the
// console's upload queue sends by default. It says it is ready, uploads when told to go, and exits 0 once all
// are stored.
// Run by busy.ts: upload-photos.ts <api> <token> <records JSON> <photos JSON>
import { openAsBlob } from 'node:fs'
import { DEFAULT_SETTINGS } from '../../src/main/vault/vault'

const [api, token, recordsJson, photosJson] = process.argv.slice(2)
const records = JSON.parse(recordsJson) as number[]
const photos = JSON.parse(photosJson) as string[]

process.send?.('ready')
await new Promise((go) => process.once('message', go))
let next = 0
await Promise.all(
  Array.from({ length: DEFAULT_SETTINGS.uploadConcurrency }, async () => {
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
process.disconnect()

import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { gallery } from '../../src/shared/contract/gallery'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import { makePng } from '../support/images'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer } from './helpers'

// Issue 46 "Measured": with UPLOADS_PUBLIC_URL (a CDN or the bucket's website) the server's
// /public/uploads/ addresses redirect there; the public API's answers name it directly, so a reader's
// browser fetches each image, rendition and srcset entry without a redirect through the API server.

const CDN = 'https://cdn.example.edu/uploads/'
const server = useTestServer({ publicUploadsUrl: CDN })

interface Media {
  src: string
  srcset: string
  renditions: { src: string }[]
}

describe('UPLOADS_PUBLIC_URL in public answers', () => {
  it("names a photo, its renditions and its srcset at the deployment's address, where the server would redirect", async () => {
    const { category, SubCategoryID } = await server.galleryBatch(await server.token('admin'))
    const marker = `cdn${randomBytes(4).toString('hex')}`
    const made = await server.ok(
      gallery.add,
      {
        ...(SAMPLE_BODIES[`${gallery.add.method} ${gallery.add.path}`] as object),
        category,
        SubCategoryID,
        ImageTitle: `${marker} hall`,
        ImageAlt: 'The great hall',
        idempotencyKey: undefined,
      } as never,
      { as: 'admin' },
    )
    const EntryID = (made as { entry_id: number }).entry_id
    expect(
      (await server.sendPhoto(gallery.uploadPhoto, EntryID, 'hall.png', makePng(1200, 600))).status,
    ).toBe(200)
    const answer = await fetch(`${server.origin}${PUBLIC_PREFIX}/gallery?q=${marker}`)
    expect(answer.status).toBe(200)
    const { items } = (await answer.json()) as { items: { media: Media }[] }
    expect(items).toHaveLength(1)
    const { media } = items[0]
    const addresses = [
      media.src,
      ...media.renditions.map((each) => each.src),
      ...media.srcset.split(', ').map((entry) => entry.split(' ')[0]),
    ]
    expect(addresses).toHaveLength(6)
    for (const address of addresses) {
      expect(address.startsWith(`${CDN}gallery/`), address).toBe(true)
      // The same address the server's own redirects to.
      const path = `/public/uploads/${address.slice(CDN.length)}`
      const redirect = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
      expect(redirect.status, path).toBe(302)
      expect(redirect.headers.get('location')).toBe(address)
    }
    // Its ETag is its own, and revalidates.
    const etag = answer.headers.get('etag') ?? ''
    const again = await fetch(`${server.origin}${PUBLIC_PREFIX}/gallery?q=${marker}`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })
})

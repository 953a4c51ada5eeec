import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { AnswerCache, codingFor, encode } from '../../src/server/public/answer-cache'

// Issue 46 "Measured": the public API's kept compressed answers (src/server/public/answer-cache.ts).

const story = JSON.stringify({
  items: Array.from({ length: 20 }, (_, index) => ({
    id: index + 1,
    title: `Convocation ${index + 1}: the Faculty of Science welcomes its new students`,
    content: { html: '<h2>Welcome</h2><ul><li>Orientation week</li><li>Registration</li></ul>'.repeat(8) },
  })),
  next: null,
})

describe('the coding of an answer', () => {
  it('follows Accept-Encoding: its q-values, a refusal with q=0, `*`, and Brotli among equals', () => {
    expect(codingFor(undefined)).toBe('identity')
    expect(codingFor('')).toBe('identity')
    expect(codingFor('gzip, deflate, br')).toBe('br')
    expect(codingFor('gzip, deflate')).toBe('gzip')
    expect(codingFor('br;q=0.5, gzip')).toBe('gzip')
    expect(codingFor('br;q=0, gzip;q=0.1')).toBe('gzip')
    expect(codingFor('deflate')).toBe('deflate')
    expect(codingFor('*')).toBe('br')
    expect(codingFor('*;q=0, identity')).toBe('identity')
    expect(codingFor('compress, x-gzip')).toBe('identity')
  })

  it('compresses a list as asked and sends a small answer as it is', async () => {
    const br = await encode(story, 'br', 1024)
    expect(br.coding).toBe('br')
    expect(br.bytes.length).toBeLessThan(story.length / 4)
    expect(brotliDecompressSync(br.bytes).toString()).toBe(story)
    expect(gunzipSync((await encode(story, 'gzip', 1024)).bytes).toString()).toBe(story)
    expect(inflateSync((await encode(story, 'deflate', 1024)).bytes).toString()).toBe(story)
    expect(await encode('{"items":[]}', 'br', 1024)).toEqual({
      bytes: Buffer.from('{"items":[]}'),
      coding: 'identity',
    })
  })
})

describe('the kept answers', () => {
  it('answers an address only for its own ETag and coding', async () => {
    const cache = new AnswerCache(1024 * 1024)
    const br = await encode(story, 'br', 1024)
    cache.set(AnswerCache.keyOf('/api/public/v1/news?limit=20', 'abc', 'br'), br)
    expect(cache.get(AnswerCache.keyOf('/api/public/v1/news?limit=20', 'abc', 'br'))).toBe(br)
    expect(cache.get(AnswerCache.keyOf('/api/public/v1/news?limit=20', 'abc', 'gzip'))).toBeUndefined()
    expect(cache.get(AnswerCache.keyOf('/api/public/v1/news?limit=20', 'abd', 'br'))).toBeUndefined()
    expect(cache.get(AnswerCache.keyOf('/api/public/v1/news?limit=21', 'abc', 'br'))).toBeUndefined()
  })

  it('stays within its bytes, dropping the least recently used first', () => {
    const answer = (size: number) => ({ bytes: Buffer.alloc(size, 1), coding: 'br' as const })
    const key = (name: string) => AnswerCache.keyOf(`/api/public/v1/news/${name}`, 'e', 'br')
    const bound = 3 * (1000 + key('a').length)
    const cache = new AnswerCache(bound)
    cache.set(key('a'), answer(1000))
    cache.set(key('b'), answer(1000))
    cache.set(key('c'), answer(1000))
    expect(cache.size).toBe(bound)
    cache.get(key('a'))
    cache.set(key('d'), answer(1000))
    expect(cache.get(key('b'))).toBeUndefined()
    expect(cache.get(key('a'))).toBeDefined()
    expect(cache.get(key('c'))).toBeDefined()
    expect(cache.get(key('d'))).toBeDefined()
    expect(cache.size).toBeLessThanOrEqual(bound)
    // An answer larger than the whole bound is not kept, and drops nothing.
    cache.set(key('e'), answer(bound))
    expect(cache.get(key('e'))).toBeUndefined()
    expect(cache.get(key('d'))).toBeDefined()
    // Set again under its key, an answer replaces itself without counting twice.
    cache.set(key('d'), answer(1000))
    expect(cache.size).toBeLessThanOrEqual(bound)
    expect(new AnswerCache(0).size).toBe(0)
  })
})

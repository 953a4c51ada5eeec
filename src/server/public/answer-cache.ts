import { promisify } from 'node:util'
import { brotliCompress, constants, deflate, gzip } from 'node:zlib'

// Issue 46 "Measured": a list of 20 is about 100 KB of JSON, and compressing it for every answer was most of
// what a list cost the server (docs/benchmarks.md, bench/public). The public API keeps the bytes it last sent
// for an address, keyed with the answer's ETag and its coding, so a repeated request whose ETag has not
// changed is sent those bytes without building or compressing again. Only published answers are kept (a
// preview's never reaches this), and a coding's bytes answer only that coding.

export type Coding = 'br' | 'gzip' | 'deflate' | 'identity'

/** Bytes as sent, and the coding they are in (identity: below the threshold, or not accepted). */
export interface Encoded {
  bytes: Buffer
  coding: Coding
}

/** Our codings in the order we prefer them when a client accepts several equally. */
const PREFERRED: readonly Coding[] = ['br', 'gzip', 'deflate']

/** The coding to answer a request's Accept-Encoding with (RFC 9110 12.5.3: q-values, `*`, q=0 refuses). */
export function codingFor(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity'
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((each) => /^\s*q=([\d.]+)\s*$/.exec(each)).find(Boolean)
    if (name) weights.set(name.trim(), q ? Number(q[1]) : 1)
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0
  let best: Coding = 'identity'
  let bestWeight = 0
  for (const coding of PREFERRED)
    if (weightOf(coding) > bestWeight) {
      best = coding
      bestWeight = weightOf(coding)
    }
  return best
}

const compressors = {
  // Quality 4: as @fastify/compress's default, most of the size for a fraction of the time of 11.
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body),
  deflate: (body: Buffer) => promisify(deflate)(body),
}

/** The body in `coding`, or as it is when smaller than `threshold` bytes. */
export async function encode(body: string, coding: Coding, threshold: number): Promise<Encoded> {
  const bytes = Buffer.from(body)
  if (coding === 'identity' || bytes.length < threshold) return { bytes, coding: 'identity' }
  return { bytes: await compressors[coding](bytes), coding }
}

/** Recently sent answers, the least recently used dropped first once their bytes pass `maxBytes`. */
export class AnswerCache {
  private readonly kept = new Map<string, Encoded>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  static keyOf(address: string, etag: string, coding: Coding): string {
    return `${coding} ${etag} ${address}`
  }

  get(key: string): Encoded | undefined {
    const found = this.kept.get(key)
    if (found) {
      // Used now: to the end of the Map's order, which is the eviction order.
      this.kept.delete(key)
      this.kept.set(key, found)
    }
    return found
  }

  set(key: string, answer: Encoded): void {
    const size = answer.bytes.length + key.length
    if (size > this.maxBytes) return
    this.drop(key)
    this.kept.set(key, answer)
    this.bytes += size
    for (const oldest of this.kept.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldest)
    }
  }

  /** The bytes kept now, keys included. */
  get size(): number {
    return this.bytes
  }

  private drop(key: string): void {
    const found = this.kept.get(key)
    if (!found) return
    this.kept.delete(key)
    this.bytes -= found.bytes.length + key.length
  }
}

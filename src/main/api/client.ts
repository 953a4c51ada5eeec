import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import ky, { type KyInstance } from 'ky'
import { z } from 'zod'
import type { Contract } from '../../shared/contract'
import { AREA_NAMES, contractCalls } from '../../shared/contract-calls'
import {
  pathFor,
  type AnswerOf,
  type CallResult,
  type CallSpec,
  type Failure,
  type InputOf,
  type Spec,
  type UploadInput,
  type UploadSpec,
} from '../../shared/contract/define'
import { cancelled, failure, failureFrom, failureFromStatus } from './failure'
import { sendUpload } from './upload-request'

// The typed HTTP client of the contract: `client.news.add(body)`. Main is the only HTTP client.

/** SPEC §9: lists give up after 15000 ms. */
export const CALL_TIMEOUT_MS = 15_000

export interface CallOptions {
  signal?: AbortSignal
  headers?: Record<string, string>
  onUploadProgress?: (sentBytes: number, totalBytes: number) => void
}

export type ApiClient = {
  [A in keyof Contract]: {
    [K in keyof Contract[A]]: (
      input: InputOf<Contract[A][K]>,
      options?: CallOptions,
    ) => Promise<CallResult<AnswerOf<Contract[A][K]>>>
  }
}

export interface ClientOptions {
  /** The API base, ending in `/api/`. */
  baseUrl: string
  token(): string | null
  /** Told when the server says the token is no longer good. */
  onUnauthorized?(): void
  /** Sent with every call: the embedded server's per-launch secret. */
  headers?: Record<string, string>
  /**
   * Told after every call whether the server was reached (any answer below 500) or not (no answer at all):
   * the connection monitor's signal between its own probes. A call the caller cancelled says nothing.
   */
  onReachability?(reachable: boolean): void
}

/** A call's outcome before its answer is checked: the body of a 2xx answer, or why there is none. */
type Answered = { ok: true; body: unknown } | Failure

export function createApiClient(options: ClientOptions): ApiClientWithSend {
  /** Every call carries the launch secret and the session's token, over the caller's own headers. */
  function ownHeaders(): Record<string, string> {
    const token = options.token()
    return { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }
  }

  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(ownHeaders())) request.headers.set(name, value)
        },
      ],
    },
  })

  function reportReachability(result: Failure): void {
    if (result.reason === 'network' || result.reason === 'timeout') options.onReachability?.(false)
    else if (result.status !== undefined && result.status < 500) options.onReachability?.(true)
  }

  async function call(spec: CallSpec, input: unknown, { signal, headers }: CallOptions): Promise<Answered> {
    try {
      const hasBody = spec.method === 'POST' || spec.method === 'PATCH'
      const response = await http(pathFor(spec.path, hasBody ? {} : input), {
        method: spec.method,
        json: hasBody ? input : undefined,
        timeout: CALL_TIMEOUT_MS,
        signal,
        headers,
      })
      return { ok: true, body: await response.json().catch(() => undefined) }
    } catch (error) {
      return failureFrom(error)
    }
  }

  /** Uploads go by their own sender (upload-request.ts), in bounded memory, with no time-out. */
  async function upload(spec: UploadSpec, input: UploadInput, callOptions: CallOptions): Promise<Answered> {
    const { signal } = callOptions
    try {
      const answer = await sendUpload({
        url: new URL(pathFor(spec.path, input), options.baseUrl),
        method: spec.method,
        headers: lowerCaseNames({ ...callOptions.headers, ...ownHeaders() }),
        field: spec.field,
        entryId: input.entry_id,
        filePath: input.filePath,
        signal,
        onProgress: callOptions.onUploadProgress,
      })
      const { status, body } = answer
      return status >= 200 && status < 300 ? { ok: true, body } : failureFromStatus(status, body)
    } catch {
      return signal?.aborted ? cancelled() : failure('network')
    }
  }

  const send: Send = async <S extends Spec>(spec: S, input: InputOf<S>, callOptions: CallOptions = {}) => {
    const outcome =
      spec.kind === 'upload'
        ? await upload(spec, input as UploadInput, callOptions)
        : await call(spec, input, callOptions)
    if (!outcome.ok) {
      if (outcome.reason === 'unauthorized') options.onUnauthorized?.()
      if (!callOptions.signal?.aborted) reportReachability(outcome)
      return outcome
    }
    options.onReachability?.(true)
    // Parsed by the schema as the spec's own answer type, so the result is typed by the spec it was sent for.
    const answer: S['answer'] = spec.answer
    const parsed = z.safeParse(answer, outcome.body)
    return parsed.success ? { ok: true, data: parsed.data } : failure('bad-answer')
  }

  /**
   * A file streamed from disk as the whole body of a POST (the CSV import of university records, a route
   * outside the JSON contract), its JSON answer unchecked: the caller parses it. No time-out: a large file
   * takes as long as it takes.
   */
  async function postFile(path: string, filePath: string, contentType: string): Promise<CallResult<unknown>> {
    try {
      const response = await fetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: { ...lowerCaseNames(ownHeaders()), 'content-type': contentType },
        body: Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' })
      const body: unknown = await response.json().catch(() => undefined)
      options.onReachability?.(response.status < 500)
      if (response.ok) return { ok: true, data: body }
      if (response.status === 401) options.onUnauthorized?.()
      return failureFromStatus(response.status, body)
    } catch {
      options.onReachability?.(false)
      return failure('network')
    }
  }

  const typed = contractCalls<ApiClient>(
    AREA_NAMES,
    (spec) => (input: unknown, callOptions?: CallOptions) => send(spec, input, callOptions),
  )
  return Object.assign(typed, { send, postFile })
}

/**
 * One call of the contract by its spec, answered with that spec's answer: for code that is handed a spec
 * (the bridge handlers, the two-step save, the upload queue) rather than calling `client.news.add`.
 */
export type Send = <S extends Spec>(
  spec: S,
  input: InputOf<S>,
  options?: CallOptions,
) => Promise<CallResult<z.output<S['answer']>>>

/** The typed client, plus `send` for code that walks the contract. */
export type ApiClientWithSend = ApiClient & {
  send: Send
  postFile(path: string, filePath: string, contentType: string): Promise<CallResult<unknown>>
}

/** Header names as node:http sends them, so a caller's `Idempotency-Key` and ours never both go. */
const lowerCaseNames = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))

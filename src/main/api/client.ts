import { basename, extname } from 'node:path'
import { openAsBlob } from 'node:fs'
import ky, { type KyInstance } from 'ky'
import { contract, type Contract } from '../../shared/contract'
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
import { failure, failureFrom } from './failure'

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

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.avi': 'video/x-msvideo',
  '.mov': 'video/quicktime',
}

/** Multipart body of an upload; the file is a Blob backed by the file on disk, streamed as it is sent. */
export async function uploadForm(spec: UploadSpec, input: UploadInput): Promise<FormData> {
  const type = CONTENT_TYPES[extname(input.filePath).toLowerCase()] ?? 'application/octet-stream'
  const form = new FormData()
  form.append('entry_id', String(input.entry_id))
  form.append(spec.field, await openAsBlob(input.filePath, { type }), basename(input.filePath))
  return form
}

export function createApiClient(options: ClientOptions): ApiClientWithSend {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(options.headers ?? {})) request.headers.set(name, value)
          const token = options.token()
          if (token) request.headers.set('authorization', `Bearer ${token}`)
        },
      ],
    },
  })

  function reportReachability(result: Failure): void {
    if (result.reason === 'network' || result.reason === 'timeout') options.onReachability?.(false)
    else if (result.status !== undefined && result.status < 500) options.onReachability?.(true)
  }

  async function send(
    spec: Spec,
    input: unknown,
    callOptions: CallOptions = {},
  ): Promise<CallResult<unknown>> {
    const { signal, headers } = callOptions
    try {
      let response: Response
      if (spec.kind === 'upload') {
        response = await http(pathFor(spec.path, input), {
          method: spec.method,
          body: await uploadForm(spec, input as UploadInput),
          timeout: false,
          signal,
          headers,
          onUploadProgress: callOptions.onUploadProgress
            ? (progress) => callOptions.onUploadProgress?.(progress.transferredBytes, progress.totalBytes)
            : undefined,
        })
      } else {
        const hasBody = spec.method === 'POST' || spec.method === 'PATCH'
        response = await http(pathFor(spec.path, hasBody ? {} : input), {
          method: spec.method,
          json: hasBody ? input : undefined,
          timeout: CALL_TIMEOUT_MS,
          signal,
          headers,
        })
      }
      options.onReachability?.(true)
      const body: unknown = await response.json().catch(() => undefined)
      const parsed = (spec as CallSpec).answer.safeParse(body)
      return parsed.success ? { ok: true, data: parsed.data } : failure('bad-answer')
    } catch (error) {
      const result = await failureFrom(error)
      if (result.reason === 'unauthorized') options.onUnauthorized?.()
      if (!signal?.aborted) reportReachability(result)
      return result
    }
  }

  const typed = Object.fromEntries(
    Object.entries(contract).map(([area, calls]) => [
      area,
      Object.fromEntries(
        Object.entries(calls as Record<string, Spec>).map(([name, spec]) => [
          name,
          (input: unknown, callOptions?: CallOptions) => send(spec, input, callOptions),
        ]),
      ),
    ]),
  ) as unknown as ApiClient
  return Object.assign(typed, { send })
}

/** The typed client, plus the untyped `send` for code that walks the contract (the bridge handlers). */
export type ApiClientWithSend = ApiClient & {
  send(spec: Spec, input: unknown, options?: CallOptions): Promise<CallResult<unknown>>
}

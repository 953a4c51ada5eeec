import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { CallOptions, Send } from '../../src/main/api/client'
import { failure } from '../../src/main/api/failure'
import { createSaveWithPhoto } from '../../src/main/bridge/records'
import type { Spec } from '../../src/shared/contract/define'
import {
  RECORD_REQUEST_HEADER,
  tooManyPixelsMessage,
  UNREADABLE_IMAGE_MESSAGE,
  UNREADABLE_IMAGE_NOT_SAVED,
} from '../../src/shared/rules/uploads'
import { makeHugePng, makePng } from '../support/images'

// Main's two-step save when the server refuses the photo after the record: what the page is told. The
// server's side (removing the record) is tested against the real server in integration/damaged-photo.

let dir: string
let photo: string
let hugePhoto: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'save-with-photo-'))
  photo = join(dir, 'whole.png')
  await writeFile(photo, makePng(8, 8))
  hugePhoto = join(dir, 'huge.png')
  await writeFile(hugePhoto, await makeHugePng(11_000, 11_000))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const KEY = '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f'
const request = (requestKey?: string) => ({
  area: 'news',
  save: 'add',
  upload: 'uploadPhoto',
  input: {
    title: 'A photo the server could not read',
    image: 'whole.png',
    status: 1,
    content: '[]',
    FacultyCode: 'General',
    photo: '',
    ImagePath: '',
    submittedBy: 'x',
  },
  photo: { path: 'handle', rule: 'standard' as const },
  ...(requestKey ? { requestKey } : {}),
})

/** A server that saves the record and refuses its photo with `refusal`; it notes each call's headers. */
function refusingServer(refusal: string, path = photo) {
  const calls: { path: string; headers: Record<string, string> }[] = []
  const send: Send = async <S extends Spec>(spec: S, _input: unknown, options?: CallOptions) => {
    calls.push({ path: spec.path, headers: options?.headers ?? {} })
    // The answer as the real client gives it: read by the call's own answer schema.
    const answer: S['answer'] = spec.answer
    return spec.kind === 'call'
      ? { ok: true as const, data: z.parse(answer, { message: 'success', entry_id: 41 }) }
      : failure('invalid', refusal, 400)
  }
  return { calls, save: createSaveWithPhoto(send, () => path) }
}

describe('a photo refused by the server after its record was saved', () => {
  it('names the create to the photo step, and is the save failing when the server removed that record', async () => {
    const server = refusingServer(UNREADABLE_IMAGE_NOT_SAVED)
    expect(await server.save(request(KEY))).toEqual({
      ok: false,
      reason: 'invalid',
      message: UNREADABLE_IMAGE_NOT_SAVED,
      status: 400,
    })
    expect(server.calls).toEqual([
      { path: 'news/add', headers: { 'idempotency-key': KEY } },
      { path: 'news/uploadNewsPhoto', headers: { [RECORD_REQUEST_HEADER]: KEY } },
    ])
  })

  it('stays a failed photo of a saved record, to retry alone, when the record was kept', async () => {
    const server = refusingServer(UNREADABLE_IMAGE_MESSAGE)
    expect(await server.save(request())).toEqual({
      ok: true,
      data: {
        answer: { message: 'success', entry_id: 41 },
        photo: { status: 'failed', entryId: 41, message: UNREADABLE_IMAGE_MESSAGE },
      },
    })
    expect(server.calls[1].headers).toEqual({})
  })

  it('is the save failing, too, when the server refused a picture of too many pixels and removed its record', async () => {
    const notSaved = tooManyPixelsMessage(11_000, 11_000, true)
    const server = refusingServer(notSaved)
    expect(await server.save(request(KEY))).toMatchObject({ ok: false, message: notSaved })
  })
})

describe('a photo of more pixels than an upload may have', () => {
  it('is refused in main by its header, before anything is saved or sent', async () => {
    const server = refusingServer('never asked', hugePhoto)
    expect(await server.save(request(KEY))).toEqual({
      ok: false,
      reason: 'invalid',
      message: tooManyPixelsMessage(11_000, 11_000),
    })
    expect(server.calls).toEqual([])
  })
})

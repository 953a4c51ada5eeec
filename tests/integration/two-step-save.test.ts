import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channel } from '../../src/shared/bridge'
import { UNREADABLE_IMAGE_MESSAGE } from '../../src/shared/rules/uploads'
import { makeCutShortJpeg, makePng } from '../support/images'
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy'
import { mainBridge } from '../support/main-bridge'
import { useTestServer } from './helpers'

// The two-step save of SPEC §1 as main runs it, against the real server behind a proxy that fails the
// photo upload once: the record is saved once, and the photo alone is retried.

const server = useTestServer()
let proxy: FaultProxy
let handlers: Record<string, (arg: unknown) => Promise<unknown>>
/** The handle the page would get for a file the user chose. */
let chosen: (path: string) => string
let dir: string

beforeAll(async () => {
  proxy = await startFaultProxy(server.origin)
  dir = await mkdtemp(join(tmpdir(), 'two-step-'))
  const bridge = mainBridge(`${proxy.origin}/api/`, dir)
  handlers = bridge.handlers
  chosen = bridge.files.grant
  const login = (await handlers['session.login']({ username: 'dssd', password: 'demo1234' })) as {
    ok: boolean
  }
  expect(login.ok).toBe(true)
})

afterAll(async () => {
  await proxy?.close()
})

const newsInput = (title: string) => ({
  title,
  image: 'photo.png',
  status: 1,
  content: JSON.stringify([{ type: 'paragraph', children: [{ text: 'Body' }] }]),
  FacultyCode: 'General',
  photo: '',
  ImagePath: '',
  submittedBy: 'Ibrahim Musa Danjuma',
})

/** Main's two-step save of a news item (record, then photo), as Add News asks for it. */
const saveNews = (title: string, photo: { path: string; rule: 'standard' } | null) =>
  handlers['records.saveWithPhoto']({
    area: 'news',
    save: 'add',
    upload: 'uploadPhoto',
    input: newsInput(title),
    photo,
  })

async function generalNews() {
  const result = (await handlers[channel.api('news', 'list')]({ facultyCode: 'General' })) as {
    ok: true
    data: { EntryID: number; Title: string; ImagePath: string | null }[]
  }
  return result.data
}

describe('two-step save in main', () => {
  it('saves the record once, reports the failed photo, and retries the photo alone', async () => {
    const photo = join(dir, 'open-day.png')
    await writeFile(photo, makePng(16, 16))
    proxy.failNext('PATCH', /news\/uploadNewsPhoto$/, { status: 500 })

    const saved = (await saveNews('Open day with a stubborn photo', {
      path: chosen(photo),
      rule: 'standard',
    })) as {
      ok: true
      data: { answer: { message: string; entry_id: number }; photo: { status: string; entryId: number } }
    }

    expect(saved.ok).toBe(true)
    expect(saved.data.answer.message).toBe('success')
    expect(saved.data.photo.status).toBe('failed')
    expect(saved.data.photo.entryId).toBe(saved.data.answer.entry_id)

    const retried = (await handlers[channel.api('news', 'uploadPhoto')]({
      entry_id: saved.data.photo.entryId,
      filePath: chosen(photo),
    })) as { ok: boolean; data?: { message: string } }
    expect(retried).toMatchObject({ ok: true, data: { message: 'uploaded' } })

    const matching = (await generalNews()).filter((n) => n.Title === 'Open day with a stubborn photo')
    expect(matching).toHaveLength(1)
    expect(matching[0].ImagePath).toMatch(/\.png$/)
    expect(proxy.seen.filter((s) => s === 'POST /api/news/add')).toHaveLength(1)
  })

  it('refuses a file whose content is not the image its name says, before saving anything', async () => {
    const fake = join(dir, 'not-really.png')
    await writeFile(fake, 'just text, not a picture')
    const before = proxy.seen.length
    const result = (await saveNews('Never saved', { path: chosen(fake), rule: 'standard' })) as {
      ok: false
      message: string
    }
    expect(result).toMatchObject({ ok: false, message: 'Only .png, .jpg and .jpeg format allowed!' })
    expect(proxy.seen.slice(before)).toEqual([])
    expect((await generalNews()).some((n) => n.Title === 'Never saved')).toBe(false)
  })

  it('takes only files the user chose: a path named by the page is refused alike, existing or not', async () => {
    const real = join(dir, 'secret.png')
    await writeFile(real, makePng(4, 4))
    const before = proxy.seen.length
    for (const path of [real, join(dir, 'missing.png'), 'chosen:made-up/secret.png']) {
      const saved = await saveNews(`Never saved ${path}`, { path, rule: 'standard' })
      expect(saved, path).toEqual({ ok: false, reason: 'invalid', message: 'The file is no longer there.' })
      const uploaded = await handlers[channel.api('news', 'uploadPhoto')]({ entry_id: 1, filePath: path })
      expect(uploaded, path).toEqual({
        ok: false,
        reason: 'invalid',
        message: 'The file is no longer there.',
      })
      const enqueued = await handlers['uploads.enqueue']({
        files: [{ path, title: 'x', name: 'secret.png' }],
        category: 1,
        SubCategoryID: 1,
        FacultyCode: 'General',
        InsertedBy: 'x',
      })
      expect(enqueued, path).toEqual({
        ok: false,
        reason: 'invalid',
        message: 'The file is no longer there.',
      })
    }
    expect(proxy.seen.slice(before)).toEqual([])
  })

  it('skips the photo step when no new image was chosen', async () => {
    const result = (await saveNews('Words only', null)) as { ok: true; data: { photo: { status: string } } }
    expect(result.data.photo.status).toBe('none')
    expect(proxy.seen.filter((s) => s.includes('uploadNewsPhoto'))).toHaveLength(2)
  })

  it('a save repeated after its answer was lost makes one record', async () => {
    proxy.failNext('POST', /\/news\/add$/, { loseAnswer: true })
    const request = {
      area: 'news',
      save: 'add',
      upload: 'uploadPhoto',
      input: newsInput('Lost in transit'),
      photo: null,
      requestKey: '5b0f5c39-8a8e-4d0e-9d4f-1f2a3b4c5d6e',
    }
    const first = (await handlers['records.saveWithPhoto'](request)) as { ok: boolean; reason?: string }
    expect(first).toMatchObject({ ok: false, reason: 'network' })
    const second = (await handlers['records.saveWithPhoto'](request)) as {
      ok: true
      data: { answer: { message: string } }
    }
    expect(second.data.answer.message).toBe('success')
    expect((await generalNews()).filter((n) => n.Title === 'Lost in transit')).toHaveLength(1)
  })

  it('saves a record of a form with no photo (no upload named) alone, once even when repeated', async () => {
    // A headline's form names no upload; news stands in here, as this session may not save headlines.
    proxy.failNext('POST', /\/news\/add$/, { loseAnswer: true })
    const request = {
      area: 'news',
      save: 'add',
      input: newsInput('No photo step at all'),
      photo: null,
      requestKey: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
    }
    const before = proxy.seen.filter((s) => s.includes('uploadNewsPhoto')).length
    expect(await handlers['records.saveWithPhoto'](request)).toMatchObject({ ok: false, reason: 'network' })
    const second = (await handlers['records.saveWithPhoto'](request)) as {
      ok: true
      data: { answer: { message: string }; photo: { status: string } }
    }
    expect(second.data).toMatchObject({ answer: { message: 'success' }, photo: { status: 'none' } })
    expect((await generalNews()).filter((n) => n.Title === 'No photo step at all')).toHaveLength(1)
    expect(proxy.seen.filter((s) => s.includes('uploadNewsPhoto'))).toHaveLength(before)
  })

  it('uploads the photo of a new enrolment only, not of one that updated the record (SPEC §4)', async () => {
    const photo = join(dir, 'senator.png')
    await writeFile(photo, makePng(8, 8))
    const enrol = () =>
      handlers['records.saveWithPhoto']({
        area: 'leadership',
        save: 'senateEnrol',
        upload: 'enrolPhoto',
        input: {
          title: 'Prof.',
          fullname: 'Peter Ayodele Ojo',
          designation: 'Director of Academic Planning',
          position: 4,
          status: 1,
          description: '',
          submittedBy: '',
          category: 'Senate',
        },
        photo: { path: chosen(photo), rule: 'standard' },
      }) as Promise<{ ok: true; data: { answer: { type: string }; photo: { status: string } } }>
    const uploads = () => proxy.seen.filter((s) => s.endsWith('leadership/uploadPhoto')).length
    const first = await enrol()
    expect(first.data).toMatchObject({ answer: { type: 'new' }, photo: { status: 'uploaded' } })
    const second = await enrol()
    expect(second.data).toMatchObject({ answer: { type: 'update' }, photo: { status: 'none' } })
    expect(uploads()).toBe(1)
  })

  it('refuses a damaged photo (cut short, its first bytes right) before saving anything', async () => {
    const cut = join(dir, 'cut-short.jpg')
    await writeFile(cut, await makeCutShortJpeg())
    const before = proxy.seen.length
    const result = await handlers['records.saveWithPhoto']({
      area: 'news',
      save: 'add',
      upload: 'uploadPhoto',
      input: newsInput('Damaged photo, no record'),
      photo: { path: chosen(cut), rule: 'standard' },
      requestKey: '7d1e2f30-4a5b-4c6d-8e7f-90a1b2c3d4e5',
    })
    expect(result).toEqual({ ok: false, reason: 'invalid', message: UNREADABLE_IMAGE_MESSAGE })
    expect(proxy.seen.slice(before)).toEqual([])
    expect((await generalNews()).some((n) => n.Title === 'Damaged photo, no record')).toBe(false)

    // Another file chosen, the same Submit again: one record, with its photo.
    const good = join(dir, 'good-copy.png')
    await writeFile(good, makePng(16, 16))
    const again = (await handlers['records.saveWithPhoto']({
      area: 'news',
      save: 'add',
      upload: 'uploadPhoto',
      input: newsInput('Damaged photo, no record'),
      photo: { path: chosen(good), rule: 'standard' },
      requestKey: '7d1e2f30-4a5b-4c6d-8e7f-90a1b2c3d4e5',
    })) as { ok: true; data: { photo: { status: string } } }
    expect(again.data.photo.status).toBe('uploaded')
    expect((await generalNews()).filter((n) => n.Title === 'Damaged photo, no record')).toHaveLength(1)
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contract } from '../../src/shared/contract'
import {
  paramNames,
  UPLOAD_FOLDERS,
  type CallSpec,
  type Method,
  type Spec,
  type UploadFolder,
} from '../../src/shared/contract/define'
import { ACCESS, ALL_LEVELS, PUBLIC, type Access, type Level } from '../../src/shared/rules/permissions'
import { SAMPLE_BODIES } from '../support/sample-bodies'

// SPEC §7, typed out call by call: what the contract must declare, no more, no less. The third column is
// the answer's `message` values for a call that answers one, or the SPEC §3 folder of an upload.
type Expected = readonly [Method, string, (readonly string[] | { upload: UploadFolder })?]

const SPEC_CALLS: readonly Expected[] = [
  // Session and general (plus ours: logout and health)
  ['POST', 'login/staff_login', ['invalid_login', 'error', 'success']],
  ['POST', 'login/logout', ['logged_out']],
  ['GET', 'health'],
  // Ours: sign-in through the university's identity provider, and who waits for access
  ['GET', 'auth/providers'],
  ['POST', 'auth/oidc/start'],
  ['POST', 'auth/oidc/finish', ['success', 'access_requested']],
  ['POST', 'auth/saml/start'],
  ['POST', 'auth/saml/finish', ['success', 'access_requested']],
  ['GET', 'auth/waiting'],
  // Ours: the first run of an empty embedded database
  ['GET', 'setup/status'],
  ['POST', 'setup/first_admin', ['success']],
  ['GET', 'general/dashboard/count'],
  ['GET', 'academics/faculty/academic/list'],
  // Gallery
  ['GET', 'gallery/category/list'],
  ['GET', 'gallery/subcategory/list'],
  ['GET', 'gallery/subcategory/list/:CategoryID'],
  ['POST', 'gallery/category/add', ['success', 'name exist', 'failed']],
  ['PATCH', 'gallery/category/update', ['success', 'failed']],
  ['DELETE', 'gallery/category/delete/:EntryID', ['deleted']],
  ['POST', 'gallery/subcategory/add', ['success', 'name exist', 'failed']],
  ['PATCH', 'gallery/subcategory/update', ['success', 'failed']],
  ['DELETE', 'gallery/subcategory/delete/:EntryID', ['deleted']],
  ['GET', 'gallery/list'],
  ['POST', 'gallery/add', ['name exist', 'failed', 'success']],
  ['PATCH', 'gallery/uploadGalleryPhoto', { upload: 'gallery' }],
  // Ours (issue 27): a video's WebVTT captions, stored beside it
  ['PATCH', 'gallery/uploadCaptions', { upload: 'gallery' }],
  ['PATCH', 'gallery/update', ['success']],
  ['DELETE', 'gallery/delete/:EntryID', ['deleted']],
  // Leadership and staff
  ['GET', 'leadership/list'],
  ['GET', 'leadership/board/list'],
  ['GET', 'staff/list/active'],
  ['POST', 'leadership/add', ['name exist', 'failed', 'success']],
  ['POST', 'leadership/uploadLeadershipsPhoto', { upload: 'leaderships_uploads' }],
  ['PATCH', 'leadership/update', ['success']],
  ['PATCH', 'leadership/updateLeadershipsPhoto', { upload: 'leaderships_uploads' }],
  ['DELETE', 'leadership/delete/:EntryID', ['deleted']],
  ['POST', 'leadership/senate/enrol', ['success', 'name exist', 'failed']],
  ['POST', 'leadership/management/enrol', ['success', 'name exist', 'failed']],
  ['POST', 'leadership/uploadPhoto', { upload: 'leaderships_uploads' }],
  // News, events, headlines, sliders, media coverage
  ['POST', 'news/add', ['news exist', 'failed', 'success']],
  ['PATCH', 'news/uploadNewsPhoto', { upload: 'news_uploads' }],
  ['GET', 'news/list/all/:facultyCode'],
  ['PATCH', 'news/update', ['success']],
  ['DELETE', 'news/delete/:EntryID', ['deleted']],
  ['POST', 'event/add', ['event exist', 'failed', 'success']],
  ['PATCH', 'event/uploadEventPhoto', { upload: 'event_uploads' }],
  ['GET', 'event/list/all/:facultyCode'],
  ['PATCH', 'event/update', ['success', 'failed']],
  ['DELETE', 'event/delete/:EntryID', ['deleted']],
  ['POST', 'news/add_headline', ['Headline exist', 'failed', 'success']],
  ['GET', 'news/headline_list/all'],
  ['PATCH', 'news/headline/update', ['success']],
  ['DELETE', 'news/headline/delete/:EntryID', ['deleted']],
  ['POST', 'slider/add', ['news exist', 'failed', 'success']],
  ['POST', 'slider/uploadSlidersPhoto', { upload: 'sliders_uploads' }],
  ['GET', 'slider/homepage'],
  ['PATCH', 'slider/update', ['success']],
  ['PATCH', 'slider/updateSlidersPhoto', { upload: 'sliders_uploads' }],
  ['DELETE', 'slider/delete/:EntryID', ['deleted']],
  ['GET', 'news/media/feed'],
  ['POST', 'news/media/add', ['success', 'failed']],
  // Ours (issue 23): the imported media items, listed and taken down
  ['GET', 'news/media/list'],
  ['DELETE', 'news/media/delete/:EntryID', ['deleted']],
  // Alumni
  ['GET', 'student/alumni/feedback'],
  ['GET', 'student/alumni/list/all'],
  ['POST', 'student/alumni/feedback/add', ['success', 'feedback exist', 'failed']],
  ['PATCH', 'student/alumni/upload', { upload: 'alumni' }],
  ['DELETE', 'student/alumin/feedback/delete/:ImagePath/:EntryID', ['deleted']],
  // Faculty, courses, content
  ['GET', 'academics/course/list/:facultyCode'],
  ['GET', 'course/list/all/:slug'],
  ['GET', 'academics/details/:facultyCode'],
  ['GET', 'general/faculty/dashboard/count/:facultyCode'],
  ['GET', 'academics/list/all/:CourseCode'],
  ['POST', 'academics/course/details/add', ['success', 'failed']],
  ['PATCH', 'academics/course/uploadCoursePhoto', { upload: 'course' }],
  ['POST', 'academics/faculty/details/add', ['success', 'news exist', 'failed']],
  ['PATCH', 'academics/faculty/uploadPhoto', { upload: 'faculty' }],
  ['POST', 'general/content/add', ['news exist', 'failed', 'success']],
  ['PATCH', 'general/content/uploadPhoto', { upload: 'content_uploads' }],
  ['PATCH', 'general/content/campusPhoto', { upload: 'content_uploads' }],
  ['PATCH', 'general/content/campusPhoto2', { upload: 'content_uploads' }],
  // Partners and permissions
  ['POST', 'general/partner/add', ['exist', 'failed', 'success']],
  ['PATCH', 'general/partners_upload', { upload: 'partners_uploads' }],
  ['GET', 'general/partner/list'],
  ['PATCH', 'general/partner/update', ['success']],
  ['DELETE', 'general/partner/delete/:EntryID', ['deleted']],
  ['GET', 'staff/permission/list/active'],
  ['PATCH', 'staff/permission/add', ['success', 'failed']],
  ['PATCH', 'staff/permission/remove', ['success', 'failed']],
  // Ours: every grant and revoke, for a Super Admin
  ['GET', 'staff/permission/changes'],
  // Ours: the audit log of every write (read only)
  ['GET', 'audit/list'],
  // Issue 47: the log by its filters, and the people it names
  ['POST', 'audit/find'],
  ['GET', 'audit/people'],
  // Ours: the dashboard's getting-started checklist
  ['GET', 'setup/checklist'],
  // Ours (issue 22): the university's records, kept by hand; their CSV import is a route of its own
  ['GET', 'records/list/:kind'],
  ['POST', 'records/add', ['success', 'exist']],
  ['PATCH', 'records/update', ['success', 'exist']],
  ['DELETE', 'records/delete/:kind/:EntryID', ['deleted']],
  ['GET', 'records/mapping/:kind'],
  ['POST', 'records/mapping/save', ['success']],
  // Ours: staff accounts and their set-password links (docs/permissions.md "Accounts")
  ['GET', 'accounts/list'],
  ['GET', 'accounts/staff-without-account'],
  ['PATCH', 'accounts/add', ['success']],
  ['PATCH', 'accounts/update', ['success']],
  ['PATCH', 'accounts/deactivate', ['success']],
  ['PATCH', 'accounts/reactivate', ['success']],
  ['PATCH', 'accounts/reset-password', ['success']],
  ['PATCH', 'accounts/send-link', ['success']],
  ['POST', 'accounts/password-link/check', ['valid']],
  ['POST', 'accounts/password-link/set', ['success']],
  // Ours (issue 23): each update screen's record by its id, so the screen can be opened by its address
  ['GET', 'news/one/:EntryID'],
  ['GET', 'event/one/:EntryID'],
  ['GET', 'news/headline/one/:EntryID'],
  ['GET', 'slider/one/:EntryID'],
  ['GET', 'general/partner/one/:EntryID'],
  ['GET', 'leadership/one/:EntryID'],
  ['GET', 'student/alumni/feedback/one/:EntryID'],
  ['GET', 'gallery/one/:EntryID'],
  ['GET', 'accounts/one/:StaffID'],
  ['GET', 'records/one/:kind/:EntryID'],
  // Ours (issue 25): each of those records' kept versions
  ['GET', 'news/history/:EntryID'],
  ['GET', 'event/history/:EntryID'],
  ['GET', 'news/headline/history/:EntryID'],
  ['GET', 'slider/history/:EntryID'],
  ['GET', 'general/partner/history/:EntryID'],
  ['GET', 'leadership/history/:EntryID'],
  ['GET', 'student/alumni/feedback/history/:EntryID'],
  ['GET', 'gallery/history/:EntryID'],
  // Ours (issue 25): the soft lease an update screen holds on its record
  ['POST', 'news/lease'],
  ['POST', 'event/lease'],
  ['POST', 'news/headline/lease'],
  ['POST', 'slider/lease'],
  ['POST', 'general/partner/lease'],
  ['POST', 'leadership/lease'],
  ['POST', 'student/alumni/feedback/lease'],
  ['POST', 'gallery/lease'],
  // Ours (issue 25): put back chosen fields of one of the record's versions
  ['POST', 'news/restore', ['success']],
  ['POST', 'event/restore', ['success']],
  ['POST', 'news/headline/restore', ['success']],
  ['POST', 'slider/restore', ['success']],
  ['POST', 'general/partner/restore', ['success']],
  ['POST', 'leadership/restore', ['success']],
  ['POST', 'student/alumni/feedback/restore', ['success']],
  ['POST', 'gallery/restore', ['success']],
  // Ours (issue 25): the same three for the records named otherwise: the home content, a faculty's page and
  // a course's page by their codes, an account by its StaffID
  ['GET', 'general/content/one/:EntryID'],
  ['GET', 'general/content/history/:EntryID'],
  ['POST', 'general/content/lease'],
  ['GET', 'academics/faculty/one/:FacultyCode'],
  ['GET', 'academics/faculty/history/:FacultyCode'],
  ['POST', 'academics/faculty/lease'],
  ['GET', 'academics/course/about/one/:CourseCode'],
  ['GET', 'academics/course/about/history/:CourseCode'],
  ['POST', 'academics/course/about/lease'],
  ['GET', 'accounts/history/:StaffID'],
  ['POST', 'accounts/lease'],
  ['POST', 'general/content/restore', ['success']],
  ['POST', 'academics/faculty/restore', ['success']],
  ['POST', 'academics/course/about/restore', ['success']],
  ['POST', 'accounts/restore', ['success']],
  // and a university record by its kind and EntryID
  ['GET', 'records/history/:kind/:EntryID'],
  ['POST', 'records/lease'],
  ['POST', 'records/restore', ['success']],
  // Ours (issue 25): how long versions are kept, pinning one, restoring a deleted record
  ['GET', 'versions/retention'],
  ['PATCH', 'versions/retention', ['success']],
  ['PATCH', 'versions/pin', ['success']],
  ['POST', 'versions/restore', ['success']],
  // Ours (issue 28): one search over every area the caller may see
  ['POST', 'search'],
  // Ours (issue 25): one version of a record with its values (the history lists them without)
  ['GET', 'news/version/:EntryID/:version'],
  ['GET', 'event/version/:EntryID/:version'],
  ['GET', 'news/headline/version/:EntryID/:version'],
  ['GET', 'slider/version/:EntryID/:version'],
  ['GET', 'general/partner/version/:EntryID/:version'],
  ['GET', 'leadership/version/:EntryID/:version'],
  ['GET', 'student/alumni/feedback/version/:EntryID/:version'],
  ['GET', 'gallery/version/:EntryID/:version'],
  ['GET', 'general/content/version/:EntryID/:version'],
  ['GET', 'academics/faculty/version/:FacultyCode/:version'],
  ['GET', 'academics/course/about/version/:CourseCode/:version'],
  ['GET', 'accounts/version/:StaffID/:version'],
  ['GET', 'records/version/:kind/:EntryID/:version'],
  // Ours (issue 26): what is scheduled, and the university's time zone
  ['GET', 'schedule/pending'],
  ['GET', 'schedule/overview'],
  ['GET', 'schedule/zone'],
  ['PATCH', 'schedule/zone', ['success']],
  // Ours (issue 47): the university's locale, beside its zone
  ['PATCH', 'schedule/locale', ['success']],
  // Ours (issue 28): which of these files, by SHA-256, the gallery holds already
  ['POST', 'gallery/known'],
  // Ours (issue 47): move, delete or describe several photos at once
  ['POST', 'gallery/bulk', ['success', 'gone']],
  // Ours (issue 27): the checker's levels, the dismissed problems, the report and the dashboard's count
  ['GET', 'a11y/levels'],
  ['PATCH', 'a11y/levels', ['success']],
  ['GET', 'a11y/dismissals'],
  ['GET', 'a11y/report'],
  ['GET', 'a11y/count'],
  // Ours (issue 46): the public website's webhook endpoints and their delivery logs
  ['GET', 'webhooks/list'],
  ['PATCH', 'webhooks/add', ['success']],
  ['PATCH', 'webhooks/update', ['success']],
  ['DELETE', 'webhooks/delete/:id', ['deleted']],
  ['PATCH', 'webhooks/pause', ['success']],
  ['PATCH', 'webhooks/resume', ['success']],
  ['GET', 'webhooks/deliveries/:id'],
  ['PATCH', 'webhooks/test', ['success']],
  ['PATCH', 'webhooks/redeliver', ['success']],
  // Ours (issue 46): the site's preview address, and a record's preview link
  ['GET', 'preview/settings'],
  ['PATCH', 'preview/settings', ['success']],
  ['POST', 'preview/link'],
  // Ours (issue 48): review before publishing
  ['GET', 'review/list'],
  ['GET', 'review/count'],
  ['GET', 'review/mine'],
  ['GET', 'review/one/:table/:EntryID'],
  ['POST', 'review/approve', ['success']],
  ['POST', 'review/request-changes', ['success']],
  ['POST', 'review/reject', ['success']],
  ['POST', 'review/comment', ['success']],
  ['GET', 'review/notices'],
  ['POST', 'review/notices/seen', ['success']],
  ['GET', 'review/settings'],
  ['PATCH', 'review/settings', ['success']],
]

const PUBLIC_CALLS = [
  'POST login/staff_login',
  'GET health',
  'GET setup/status',
  'POST setup/first_admin',
  'GET auth/providers',
  'POST auth/oidc/start',
  'POST auth/oidc/finish',
  'POST auth/saml/start',
  'POST auth/saml/finish',
  'POST accounts/password-link/check',
  'POST accounts/password-link/set',
]

interface Entry {
  area: string
  name: string
  spec: Spec
  key: string
}
const entries: Entry[] = Object.entries(contract).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, Spec>).map(([name, spec]) => ({
    area,
    name,
    spec,
    key: `${spec.method} ${spec.path}`,
  })),
)
const byKey = new Map(entries.map((e) => [e.key, e]))
const keyOf = ([method, path]: Expected) => `${method} ${path}`
const hasBody = (method: Method) => method === 'POST' || method === 'PATCH'

/** The `message` values of an answer declared with `answer([...])`, or undefined for a list or a row. */
function messagesOf(spec: CallSpec): readonly string[] | undefined {
  if (!(spec.answer instanceof z.ZodObject)) return undefined
  const message = (spec.answer.shape as Record<string, z.ZodType>).message
  return message instanceof z.ZodEnum ? (message.options as string[]) : undefined
}

describe('the contract declares SPEC §7, every call once', () => {
  it('has no call SPEC lacks and lacks none SPEC has', () => {
    const declared = entries.map((e) => e.key).sort()
    const expected = SPEC_CALLS.map(keyOf).sort()
    expect(declared.filter((k) => !expected.includes(k))).toEqual([])
    expect(expected.filter((k) => !declared.includes(k))).toEqual([])
  })

  it('declares no method and path twice, in the contract or in the table', () => {
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length)
    expect(new Set(SPEC_CALLS.map(keyOf)).size).toBe(SPEC_CALLS.length)
  })

  it.each(SPEC_CALLS.map((c) => [keyOf(c), c] as const))('%s answers as SPEC says', (key, expected) => {
    const { spec } = byKey.get(key)!
    const detail = expected[2]
    if (detail && 'upload' in detail) {
      expect(spec.kind).toBe('upload')
      if (spec.kind === 'upload') expect(spec.folder).toBe(detail.upload)
      return
    }
    expect(spec.kind).toBe('call')
    const messages = messagesOf(spec as CallSpec)
    if (detail) expect([...(messages ?? [])].sort()).toEqual([...detail].sort())
    else expect(messages).toBeUndefined()
  })

  it('takes path parameters on GET and DELETE exactly as the input names them, and none on POST and PATCH', () => {
    for (const { key, spec } of entries) {
      if (spec.kind === 'upload' || hasBody(spec.method)) {
        expect(paramNames(spec.path), key).toEqual([])
        continue
      }
      expect(spec.input, key).toBeInstanceOf(z.ZodObject)
      const keys = Object.keys((spec.input as z.ZodObject).shape).sort()
      expect(keys, key).toEqual(paramNames(spec.path).sort())
    }
  })

  it('stores uploads only in the folders of SPEC §3', () => {
    for (const { key, spec } of entries)
      if (spec.kind === 'upload') expect(UPLOAD_FOLDERS, key).toContain(spec.folder)
  })

  it('guards every call but login and health with a named ACCESS policy', () => {
    const named = new Set<Access>(Object.values(ACCESS))
    for (const { key, spec } of entries) {
      if (PUBLIC_CALLS.includes(key)) expect(spec.access, key).toBe(PUBLIC)
      else expect(named.has(spec.access), key).toBe(true)
    }
  })
})

const bodyCalls = entries.filter((e) => e.spec.kind === 'call' && hasBody(e.spec.method))
const inputOf = (key: string) => (byKey.get(key)!.spec as CallSpec).input

describe('request bodies', () => {
  it('has a sample body for every POST and PATCH call', () => {
    expect(bodyCalls.map((e) => e.key).filter((k) => !(k in SAMPLE_BODIES))).toEqual([])
  })

  it.each(Object.entries(SAMPLE_BODIES))(
    '%s accepts what SPEC’s form sends, and its own output',
    (key, body) => {
      const first = inputOf(key).safeParse(body)
      expect(first.error, key).toBeUndefined()
      const second = inputOf(key).safeParse(first.data)
      expect(second.data).toEqual(first.data)
    },
  )

  it('refuses bodies without the content SPEC requires', () => {
    const refuses = (key: string, patch: Record<string, unknown>) =>
      expect(inputOf(key).safeParse({ ...(SAMPLE_BODIES[key] as object), ...patch }).success, key).toBe(false)
    refuses('POST news/add', { title: '   ' })
    refuses('POST news/add', { content: '' })
    refuses('POST news/add', { status: '1' })
    refuses('POST event/add', { eventDate: '28/11/2025' })
    refuses('POST event/add', { startTime: '9am' })
    refuses('POST leadership/add', { position: 21 })
    refuses('POST leadership/add', { description: '' })
    refuses('POST leadership/add', { category: 'Senate' })
    refuses('POST slider/add', { imagePosition: 13 })
    refuses('POST news/add_headline', { bgColour: 'pink' })
    refuses('PATCH news/headline/update', { linkPath: '/admissions' })
    refuses('POST general/partner/add', { Status: 1 })
    refuses('POST gallery/add', { ImageTitle: '' })
    refuses('POST news/media/add', {
      selectedNews: [{ title: 'x', url: 'javascript:alert(1)', publishedAt: '' }],
    })
    refuses('PATCH staff/permission/add', { permission: 0 })
    refuses('PATCH staff/permission/add', { permission: 5 })
    refuses('PATCH staff/permission/remove', { permission: 2 })
  })

  it('fills the defaults SPEC gives: a new partner is published, a gallery item is general content', () => {
    expect(
      inputOf('POST general/partner/add').parse(SAMPLE_BODIES['POST general/partner/add']),
    ).toMatchObject({
      Status: '1',
    })
    const { FacultyCode: _, ...galleryWithoutCode } = SAMPLE_BODIES['POST gallery/add'] as Record<
      string,
      unknown
    >
    expect(inputOf('POST gallery/add').parse(galleryWithoutCode)).toMatchObject({ FacultyCode: 'General' })
  })

  it('reads record ids in paths as numbers, whether given as numbers or as they arrive in the URL', () => {
    const remove = inputOf('DELETE student/alumin/feedback/delete/:ImagePath/:EntryID')
    expect(remove.parse({ ImagePath: 'kj.png', EntryID: '42' })).toEqual({ ImagePath: 'kj.png', EntryID: 42 })
    expect(remove.parse({ ImagePath: 'kj.png', EntryID: 42 })).toEqual({ ImagePath: 'kj.png', EntryID: 42 })
    expect(inputOf('DELETE gallery/delete/:EntryID').safeParse({ EntryID: '0' }).success).toBe(false)
    expect(inputOf('DELETE gallery/delete/:EntryID').safeParse({ EntryID: '4; drop' }).success).toBe(false)
  })
})

// docs/permissions.md holds the table below, rendered from the contract and ACCESS; this keeps them in step.
const LEVEL_COLUMNS: readonly Level[] = ALL_LEVELS
function cell(access: Access, level: Level): string {
  if (access === PUBLIC) return 'yes (no session)'
  if (access.general.includes(level)) return 'yes'
  if (access.faculty.includes(level)) return level === 2 || level === 3 ? 'own faculty' : 'faculties'
  return 'no'
}
const expectedRows = entries.map(({ area, name, spec }) => [
  `${area}.${name}`,
  `${spec.method} ${spec.path}`,
  spec.access === PUBLIC ? 'PUBLIC' : spec.access.name,
  ...LEVEL_COLUMNS.map((level) => cell(spec.access, level)),
])

describe('docs/permissions.md', () => {
  it('lists every call with the levels its ACCESS policy admits', () => {
    const doc = readFileSync(new URL('../../docs/permissions.md', import.meta.url), 'utf8')
    const table = doc.split('<!-- calls:start -->')[1]?.split('<!-- calls:end -->')[0] ?? ''
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
      .slice(1)
      .map((line) =>
        line
          .slice(1, -1)
          .split('|')
          .map((c) => c.trim().replace(/^`|`$/g, '')),
      )
    expect(rows).toEqual(expectedRows)
  })
})

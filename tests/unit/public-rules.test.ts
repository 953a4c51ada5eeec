import { readFileSync } from 'node:fs'
import { getTableColumns } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { recordTableNamed } from '../../src/server/db/tables'
import { contract, type AreaName } from '../../src/shared/contract'
import type { Spec } from '../../src/shared/contract/define'
import { publicListSchema, publicRecordSchema } from '../../src/shared/contract/public'
import { CHECKED_AREAS, CHECKED_TABLES } from '../../src/shared/rules/a11y/areas'
import { PUBLIC_AREAS, type PublicArea } from '../../src/shared/rules/public'
import { SCHEDULED_TABLES } from '../../src/shared/rules/schedule'

// Issue 46: the public rules (rules/public.ts) walked against the contract and the schema, so an area added to
// the console cannot forget what readers see of it, and a rule cannot name what is not there.

const AREAS = PUBLIC_AREAS as readonly PublicArea[]

/** Every contract area: the public areas showing its records, or why none does. */
const CONTRACT_AREAS: Record<AreaName, readonly string[] | string> = {
  session: 'sign-in: no content',
  sso: 'sign-in: no content',
  accessRequests: 'staff asking for access: account data',
  setup: 'the first Super Admin: account data',
  general: 'the dashboard counts; the home content it answers is the content area',
  academics: ['faculties', 'courses'],
  content: ['home'],
  gallery: ['gallery', 'gallery-categories'],
  leadership: ['leadership'],
  staff: 'staff records: account data',
  news: ['news'],
  event: ['events'],
  headline: ['headlines'],
  slider: ['sliders'],
  media: 'links to stories on other sites, which issue 46 does not publish',
  alumni: ['alumni-feedback'],
  partners: ['partners'],
  permission: 'permission groups: account data',
  audit: 'the audit log: never for readers',
  records: ['faculties', 'courses'],
  accounts: 'accounts: never for readers',
  versions: 'versions: audit data',
  schedule: 'scheduled jobs: who set them is audit data',
  search: "the staff's search",
  a11y: 'accessibility problems and dismissals: never for readers',
  webhooks: 'webhook endpoints and their secrets: never for readers',
  preview: 'preview settings and links: staff only (a link opens a draft through the public API)',
  review: 'changes waiting for review: a decision changes the areas above, whose rules hold',
}

const HIDDEN_COLUMNS =
  /^(InsertedBy|UpdatedBy|StaffID|StudentID|ViewCount|RequestKey|ContentHash|LikenessHash|PasswordHash|Status)$/

const columnsOf = (table: string): string[] => {
  const found = recordTableNamed(table)
  return found ? Object.keys(getTableColumns(found)) : []
}

describe('the public rules', () => {
  it('name, for every area of the contract, the public areas of its records or why it has none', () => {
    expect(Object.keys(CONTRACT_AREAS).sort()).toEqual(Object.keys(contract).sort())
    const named = new Set(
      Object.values(CONTRACT_AREAS).flatMap((entry) => (Array.isArray(entry) ? entry : [])),
    )
    expect([...named].sort()).toEqual(AREAS.map((area) => area.path).sort())
  })

  it('cover every table whose records the accessibility checker or the scheduler reads', () => {
    const covered = new Set(
      AREAS.flatMap((area) => [area.table, ...(area.joined ? [area.joined.table] : [])]),
    )
    for (const table of [...CHECKED_TABLES, ...SCHEDULED_TABLES]) expect(covered, table).toContain(table)
    for (const area of AREAS)
      if (SCHEDULED_TABLES.includes(area.table as never)) expect(area.scheduled).toBe(area.table)
  })

  it.each(AREAS.map((area) => [area.path, area] as const))(
    '%s: names only columns its tables have',
    (_, area) => {
      const own = columnsOf(area.table)
      const joined = area.joined ? columnsOf(area.joined.table) : []
      expect(own, area.table).toContain('EntryID')
      for (const field of area.fields) {
        expect(field.joined ? joined : own, `${area.path}.${field.name}`).toContain(field.column)
        if (field.time) expect(own).toContain(field.time)
        expect(field.column, `${area.path}.${field.name} is for staff`).not.toMatch(HIDDEN_COLUMNS)
      }
      if (area.joined) {
        expect(joined).toContain(area.joined.on[0])
        expect(own).toContain(area.joined.on[1])
      }
      for (const column of [area.slug, area.faculty, ...area.order.by.map((each) => each.column)])
        if (column) expect(own, `${area.path}: ${column}`).toContain(column)
      for (const column of area.searched) expect([...own, ...joined]).toContain(column)
      if (area.bySlug) expect(area.slug).toBeTruthy()
      const names = area.fields.map((field) => field.name)
      expect(new Set(names).size).toBe(names.length)
      for (const taken of ['id', 'slug', 'faculty']) expect(names).not.toContain(taken)
    },
  )

  it('describe each image by the checker and store it where the contract uploads it', () => {
    const uploads = Object.values(contract).flatMap((area) =>
      Object.values(area as Record<string, Spec>).filter((spec) => spec.kind === 'upload'),
    )
    for (const area of AREAS)
      for (const field of area.fields.filter((each) => each.kind === 'image')) {
        const table = field.joined && area.joined ? area.joined.table : area.table
        const checked = (CHECKED_AREAS as Record<string, { images: readonly { column: string }[] }>)[table]
        expect(
          checked?.images.map((image) => image.column),
          `${area.path}.${field.name}`,
        ).toContain(field.column)
        expect(
          uploads.some(
            (spec) => spec.kind === 'upload' && spec.folder === field.folder && spec.column === field.column,
          ),
          `${area.path}.${field.name} in ${field.folder}`,
        ).toBe(true)
      }
  })

  it('are the table of docs/public-api.md', () => {
    const doc = readFileSync('docs/public-api.md', 'utf8').replace(/\s+/g, ' ')
    for (const area of AREAS) {
      const fields = area.fields.map((field) => `\`${field.name}\``).join(', ')
      if (area.within) expect(doc).toContain(area.orderText)
      else expect(doc, area.path).toContain(`| \`${area.path}\` | ${fields} | ${area.orderText}`)
    }
  })

  it('make strict answer schemas, which refuse a field no rule names', () => {
    const news = AREAS.find((area) => area.path === 'news') as PublicArea
    const record = { id: 1, slug: 'a', faculty: 'General', title: 't', content: { document: [], html: '' } }
    const full = { ...record, image: null, publishedAt: '2026-12-06T10:00:00+01:00', updatedAt: null }
    expect(publicRecordSchema(news).safeParse(full).success).toBe(true)
    expect(publicRecordSchema(news).safeParse({ ...full, InsertedBy: 'Ada' }).success).toBe(false)
    expect(publicListSchema(news).safeParse({ items: [full], next: null }).success).toBe(true)
  })
})

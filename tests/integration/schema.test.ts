import type { Table } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { Course, Faculty } from '../../src/shared/contract/academics'
import { AlumniFeedbackRow, AlumniStudentRow } from '../../src/shared/contract/alumni'
import { HomeContent } from '../../src/shared/contract/content'
import { EventRow } from '../../src/shared/contract/event'
import { GalleryCategoryRow } from '../../src/shared/contract/gallery'
import { LeadershipRow } from '../../src/shared/contract/leadership'
import { NewsRow } from '../../src/shared/contract/news'
import { columnsFor } from '../../src/server/db/columns'
import {
  alumni_feedback,
  alumni_student,
  course,
  event,
  faculty,
  gallery_category,
  home_content,
  leadership,
  news,
} from '../../src/server/db/schema'
import { openTestDatabase, type TestDatabase } from './helpers'

// The tables and the contract describe the same rows: every field of a contract row that is a column of
// one table is read from it, and the seeded rows parse as the contract's answers.

const pairs: [string, Table, z.ZodObject<z.ZodRawShape>][] = [
  ['faculty', faculty, Faculty],
  ['course', course, Course],
  ['home_content', home_content, HomeContent],
  ['news', news, NewsRow],
  ['event', event, EventRow],
  ['alumni_student', alumni_student, AlumniStudentRow],
  ['alumni_feedback', alumni_feedback, AlumniFeedbackRow],
  ['leadership', leadership, LeadershipRow],
  ['gallery_category', gallery_category, GalleryCategoryRow],
]

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database?.close())

describe.each(pairs)('%s', (_name, table, row) => {
  it('has a column for every field of the contract row', () => {
    expect(Object.keys(columnsFor(table, row)).sort()).toEqual(Object.keys(row.shape).sort())
  })

  it('reads seeded rows the contract accepts', async () => {
    const rows = await database.db.select(columnsFor(table, row)).from(table)
    expect(rows.length).toBeGreaterThan(0)
    for (const item of rows) row.parse(JSON.parse(JSON.stringify(item)))
  })
})

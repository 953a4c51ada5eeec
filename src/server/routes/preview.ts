import { eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { academics } from '../../shared/contract/academics'
import { event as eventArea } from '../../shared/contract/event'
import { headline as headlineArea } from '../../shared/contract/headline'
import { news as newsArea } from '../../shared/contract/news'
import { preview } from '../../shared/contract/preview'
import { slider as sliderArea } from '../../shared/contract/slider'
import type { Access } from '../../shared/rules/permissions'
import { fillPreviewTemplate, PREVIEW_NOT_FOUND, type PreviewArea } from '../../shared/rules/preview'
import type { Database } from '../db/client'
import { course, event, faculty, headline, news, slider } from '../db/schema'
import { HttpError } from '../errors'
import { previewTokens, type PreviewRecord } from '../public/preview-token'
import { previewSecret, readPreviewSettings, savePreviewSettings } from '../public/preview'
import { registerArea } from './define'
import { requireFaculty } from './guards'

// Issue 46 "Preview before publishing": the Super Admin's preview address, and a record's preview link for
// whoever may update that record (its area's update policy, held to the record's faculty as its update is).
// A link is audited with what was asked (the area and id) and names no record: it moves no version.

/** Each previewed area's record: its table, the faculty it belongs to, and who may update it. */
interface PreviewedTable {
  table: PgTable
  id: PgColumn
  slug: PgColumn
  /** The record's faculty code; none for general-site content (headlines, sliders). */
  faculty: PgColumn | null
  /** The area's update call's policy. */
  access: Access
}

const PREVIEWED: Record<PreviewArea, PreviewedTable> = {
  news: {
    table: news,
    id: news.EntryID,
    slug: news.Slug,
    faculty: news.FacultyCode,
    access: newsArea.update.access,
  },
  events: {
    table: event,
    id: event.EntryID,
    slug: event.Slug,
    faculty: event.FacultyCode,
    access: eventArea.update.access,
  },
  headlines: {
    table: headline,
    id: headline.EntryID,
    slug: headline.Slug,
    faculty: null,
    access: headlineArea.update.access,
  },
  sliders: {
    table: slider,
    id: slider.EntryID,
    slug: slider.Slug,
    faculty: null,
    access: sliderArea.update.access,
  },
  // A faculty's page is its faculty content; a course's page is the course with its about page.
  faculties: {
    table: faculty,
    id: faculty.EntryID,
    slug: faculty.Slug,
    faculty: faculty.FacultyCode,
    access: academics.facultyDetailsAdd.access,
  },
  courses: {
    table: course,
    id: course.EntryID,
    slug: course.Slug,
    faculty: course.FacultyCode,
    access: academics.courseAboutAdd.access,
  },
}

/** The record a link is asked for, with its slug and faculty; 404 when there is none. */
async function recordToPreview(
  db: Database,
  area: PreviewArea,
  id: number,
): Promise<{ slug: string; faculty: string | null }> {
  const { table, id: idColumn, slug, faculty: facultyColumn } = PREVIEWED[area]
  const facultyOf: SQL<string | null> = facultyColumn ? sql`${facultyColumn}` : sql`null`
  const [row] = await db
    .select({ slug: sql<string>`${slug}`, faculty: facultyOf })
    .from(table)
    .where(eq(idColumn, id))
  if (!row) throw new HttpError(404, PREVIEW_NOT_FOUND, 'id')
  return row
}

export function registerPreviewRoutes(app: FastifyInstance) {
  registerArea(app, preview, {
    settings: ({ db }) => readPreviewSettings(db),
    async setSettings({ input, db }) {
      await savePreviewSettings(db, input)
      return { message: 'success' }
    },
    async link({ input, actor, db }) {
      const { area, id } = input
      const record = await recordToPreview(db, area, id)
      requireFaculty({ actor, access: PREVIEWED[area].access }, record.faculty)
      const { template, minutes } = await readPreviewSettings(db)
      if (template === '') return { url: null, expiresAt: null }
      // Whole seconds, as the token keeps it: the time said is the time it stops.
      const expiresAt = new Date(Math.floor(app.services.now().getTime() / 1000 + minutes * 60) * 1000)
      const opened: PreviewRecord = { area, id, slug: record.slug }
      const token = previewTokens(await previewSecret(db)).sign(opened, expiresAt)
      return {
        url: fillPreviewTemplate(template, { area, slug: record.slug, token }),
        expiresAt: expiresAt.toISOString(),
      }
    },
  })
}

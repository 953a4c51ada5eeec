import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { academics } from '../../src/shared/contract/academics'
import { general } from '../../src/shared/contract/general'
import { course, event, faculty, home_content, modules, news, staff } from '../../src/server/db/schema'
import { GENERAL_CODE } from '../../src/shared/rules/permissions'
import { useTestServer } from './helpers'

// The dashboard counts, the side menu's faculty list, and the uploaded-files folder.

const server = useTestServer()
let token: string
beforeAll(async () => {
  token = await server.token('admin')
})

describe('general/dashboard/count', () => {
  const countsOf = async (username: string) => {
    const response = await server.api('general/dashboard/count', { token: await server.login(username) })
    expect(response.status).toBe(200)
    return general.dashboardCount.answer.parse(await response.json())
  }

  it("gives a Super Admin the whole site's counts, news and events as the general lists show them", async () => {
    const body = await countsOf('admin')
    const { db } = server.database
    expect(body).toMatchObject({
      UserCount: await db.$count(staff, isNotNull(staff.username)),
      FacultyCount: await db.$count(faculty),
      CoursesCount: await db.$count(course),
      NewsCount: await db.$count(news, eq(news.FacultyCode, GENERAL_CODE)),
      EventCount: await db.$count(event, eq(event.FacultyCode, GENERAL_CODE)),
      ModuleCount: await db.$count(modules),
    })
    for (const count of [
      body.UserCount,
      body.FacultyCount,
      body.CoursesCount,
      body.NewsCount,
      body.EventCount,
    ])
      expect(count).toBeGreaterThan(0)
    const [home] = await db.select().from(home_content)
    expect(body.HomeContent?.EntryID).toBe(home.EntryID)
    expect(body.HomeContent).not.toHaveProperty('InsertedBy')
  })

  it("gives a Faculty user their own faculty's counts only, and nothing of areas they cannot open", async () => {
    const { db } = server.database
    const body = await countsOf('faculty')
    expect(body).toEqual({
      UserCount: await db.$count(
        staff,
        and(isNotNull(staff.username), eq(staff.IsAdmin, 3), eq(staff.FacultyCode, 'FCS')),
      ),
      FacultyCount: null,
      CoursesCount: await db.$count(course, eq(course.FacultyCode, 'FCS')),
      NewsCount: await db.$count(news, eq(news.FacultyCode, 'FCS')),
      EventCount: await db.$count(event, eq(event.FacultyCode, 'FCS')),
      ModuleCount: null,
      HomeContent: null,
    })
    expect(body.CoursesCount).toBeGreaterThan(0)
    expect(body.CoursesCount).toBeLessThan(await db.$count(course))
    expect(body.NewsCount).toBeLessThan(await db.$count(news))
  })

  it("follows the actor: news of one faculty counts for that faculty's user, not for another's", async () => {
    const { db } = server.database
    const [before, otherBefore] = [await countsOf('faculty'), await countsOf('department')]
    const [added] = await db
      .insert(news)
      .values({ Title: 'Counted For FCS Only', Slug: 'counted-for-fcs-only', FacultyCode: 'FCS' })
      .returning({ EntryID: news.EntryID })
    try {
      expect((await countsOf('faculty')).NewsCount).toBe((before.NewsCount ?? 0) + 1)
      expect((await countsOf('admin')).NewsCount).toBe(
        await db.$count(news, eq(news.FacultyCode, GENERAL_CODE)),
      )
      // A Department user opens no news list: no news count at all, however many their faculty has.
      expect(otherBefore.NewsCount).toBeNull()
      expect((await countsOf('department')).CoursesCount).toBe(
        await db.$count(course, eq(course.FacultyCode, 'FMSS')),
      )
    } finally {
      await db.delete(news).where(eq(news.EntryID, added.EntryID))
    }
  })

  it('gives DSSD the general news and events only', async () => {
    expect(await countsOf('dssd')).toMatchObject({
      UserCount: null,
      FacultyCount: null,
      CoursesCount: null,
      ModuleCount: null,
      NewsCount: await server.database.db.$count(news, eq(news.FacultyCode, GENERAL_CODE)),
      HomeContent: null,
    })
  })
})

describe('academics/faculty/academic/list', () => {
  it('gives a Faculty or Department user only their own faculty, and DSSD every one', async () => {
    const codes = async (username: string) => {
      const response = await server.api('academics/faculty/academic/list', {
        token: await server.login(username),
      })
      return academics.facultyList.answer.parse(await response.json()).map((item) => item.FacultyCode)
    }
    const all = (await server.database.db.select().from(faculty)).map((row) => row.FacultyCode)
    expect(all.length).toBeGreaterThan(1)
    expect(await codes('faculty')).toEqual(['FCS'])
    expect(await codes('department')).toEqual(['FMSS'])
    expect((await codes('dssd')).sort()).toEqual([...all].sort())
  })

  it('lists every faculty by name with its slug and code', async () => {
    const response = await server.api('academics/faculty/academic/list', { token })
    const list = academics.facultyList.answer.parse(await response.json())
    const rows = await server.database.db.select().from(faculty).orderBy(asc(faculty.FacultyName))
    expect(list.map((item) => item.FacultyCode)).toEqual(rows.map((row) => row.FacultyCode))
    expect(list.map((item) => item.FacultyName)).toEqual([...list.map((item) => item.FacultyName)].sort())
    expect(list).toContainEqual(
      expect.objectContaining({
        FacultyCode: 'FCS',
        FacultyName: 'Faculty of Computing and Applied Sciences',
        Slug: 'faculty-of-computing-and-applied-sciences',
      }),
    )
  })
})

describe('/public/uploads/', () => {
  it('serves stored files with nosniff, and nothing outside the folder', async () => {
    const local = join(server.uploadsDir, '.incoming', 'photo.part')
    await mkdir(dirname(local), { recursive: true })
    await writeFile(local, 'not really a png')
    await server.files.put('news_uploads', 'photo.png', local)
    const file = await fetch(`${server.origin}/public/uploads/news_uploads/photo.png`)
    expect(file.status).toBe(200)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await file.text()).toBe('not really a png')

    const missing = await fetch(`${server.origin}/public/uploads/news_uploads/none.png`)
    expect(missing.status).toBe(404)
    const escape = await fetch(`${server.origin}/public/uploads/..%2f..%2fpackage.json`)
    expect([403, 404]).toContain(escape.status)
  })
})

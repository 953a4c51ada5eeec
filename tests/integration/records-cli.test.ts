import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { readServerConfig, type ServerConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/client'
import { course, faculty } from '../../src/server/db/schema'
import { saveMapping } from '../../src/server/records/import'
import { importCommand } from '../../src/server/records/cli'
import { createPostgresDatabase } from './helpers'

// `server.js import <kind> <file>` on a temporary, empty database (issue 22): a deployment's scheduled
// sync. PGlite in a temporary folder here; a new database on TEST_DATABASE_URL's server in CI.

let dir: string
let config: ServerConfig
let dropDatabase: (() => Promise<void>) | null = null
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'console-import-cli-'))
  const env: Record<string, string> = { DATA_DIR: join(dir, 'data') }
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase()
    env.DATABASE_URL = created.url
    dropDatabase = created.drop
  }
  config = readServerConfig(env)
})
afterAll(async () => {
  // The files of a worker share their modules and globals (vitest.config.ts): the next one prints again.
  vi.restoreAllMocks()
  await dropDatabase?.()
  await rm(dir, { recursive: true, force: true })
})

let printed: string[] = []
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line))
  vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line))
})
afterEach(() => {
  printed = []
})

async function csvFile(name: string, text: string): Promise<string> {
  const path = join(dir, name)
  await writeFile(path, text)
  return path
}

async function stored<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase(config.database)
  try {
    return await read(database.db)
  } finally {
    await database.close()
  }
}

describe('the import command', () => {
  it('imports faculties, then courses, and prints what it did', async () => {
    const faculties = await csvFile('faculties.csv', 'FacultyCode;FacultyName\r\nFSCI;Faculty of Science\r\n')
    expect(await importCommand(config, ['faculties', faculties])).toBe(0)
    expect(printed).toContain('faculties: 1 rows: 1 to add, 0 to change, 0 unchanged, 0 refused')
    expect(printed).toContain('Applied.')

    const courses = await csvFile('courses.csv', 'CourseCode,FacultyCode,CourseName\nPHY,FSCI,Physics\n')
    expect(await importCommand(config, ['courses', courses])).toBe(0)
    expect(await stored((db) => db.select().from(course))).toEqual([
      expect.objectContaining({ CourseCode: 'PHY', FacultyCode: 'FSCI', Slug: 'physics' }),
    ])
  })

  it('uses the mapping a Super Admin saved for the kind', async () => {
    await stored((db) => saveMapping(db, 'faculties', { FacultyCode: 'Code', FacultyName: 'Name' }, 'test'))
    const file = await csvFile('renamed.csv', 'Code,Name\nFSCI,Faculty of Natural Sciences\n')
    expect(await importCommand(config, ['faculties', file, '--preview'])).toBe(0)
    expect(printed).toContain(
      `  line 2: FSCI: FacultyName 'Faculty of Science' → 'Faculty of Natural Sciences'`,
    )
    expect(printed).toContain('Preview only: nothing was written.')
    expect((await stored((db) => db.select().from(faculty)))[0].FacultyName).toBe('Faculty of Science')
  })

  it('exits 1 with the refused lines when a row is refused, writing nothing', async () => {
    const file = await csvFile(
      'bad.csv',
      'CourseCode,FacultyCode,CourseName\nCHM,FSCI,Chemistry\nGEO,FGEO,Geology\n',
    )
    expect(await importCommand(config, ['courses', file])).toBe(1)
    expect(printed).toContain('  line 3: No faculty has the code FGEO')
    expect((await stored((db) => db.select().from(course))).map((c) => c.CourseCode)).toEqual(['PHY'])
  })

  it('refuses an unknown kind with its usage', async () => {
    await expect(importCommand(config, ['planets', 'x.csv'])).rejects.toThrow(/usage: server.js import/)
  })
})

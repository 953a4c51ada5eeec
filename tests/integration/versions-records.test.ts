import { describe, expect, it } from 'vitest'
import { audit } from '../../src/shared/contract/audit'
import { records } from '../../src/shared/contract/records'
import { RECORD_KIND_SPECS, fieldNames, type RecordKind } from '../../src/shared/rules/records'
import { STALE_VERSION, VERSION_HEADER, notRestorable } from '../../src/shared/rules/versions'
import { useTestServer, withValues } from './helpers'

// Issue 25 for the university records (records/<kind>/update): each kind's record is named by its kind and
// EntryID (a staff member's StaffID) and kept in its kind's own table. Its read answers its version; an update
// from its screen sends that version and keeps a new one, a stale one is refused (409); its history lists
// the versions with their values as text per field, as the record crosses the wire; a restore of a whole
// version or one field is a new version and an audit entry; the lease says who else has it open.

const server = useTestServer()
const as = { as: 'admin' }

/** One kind: a new record's values, and a field an update changes (never the key). */
interface KindCase {
  kind: RecordKind
  make(n: number): Record<string, string>
  field: string
  values: readonly [string, string, string]
  /** The audit log's name of the table ('staff 12'): the name every earlier write of the kind has. */
  table: string
}

const CASES: KindCase[] = [
  {
    kind: 'faculties',
    make: (n) => ({
      FacultyCode: `FVR${n}`,
      FacultyName: `Faculty of Versions ${n}`,
      FacultyDean: 'Dean One',
    }),
    field: 'FacultyDean',
    values: ['Prof. Ada Eze', 'Prof. Musa Ade', 'Dr. Ngozi Obi'],
    table: 'faculty',
  },
  {
    kind: 'courses',
    make: (n) => ({ CourseCode: `CVR${n}`, FacultyCode: 'FCS', CourseName: `Versioned Course ${n}` }),
    field: 'CourseName',
    values: ['BSc Versions', 'BSc Versions and Merges', 'BSc History'],
    table: 'course',
  },
  {
    kind: 'staff',
    make: (n) => ({
      StaffNumber: `SVR${n}`,
      FirstName: 'Versioned',
      Surname: `Staff${n}`,
      designation: 'Clerk',
    }),
    field: 'designation',
    values: ['Senior Clerk', 'Registrar', 'Deputy Registrar'],
    table: 'staff',
  },
  {
    kind: 'alumni-students',
    make: (n) => ({
      StudentID: `AVR${n}`,
      StudentName: `Versioned Student ${n}`,
      Gender: 'Female',
      CourseName: 'BSc Computing',
    }),
    field: 'StudentName',
    values: ['Amina Versioned', 'Amina V. Bello', 'Amina Bello'],
    table: 'alumni_student',
  },
]

let seq = 0

describe.each(CASES.map((c) => [c.kind, c] as const))('a %s record', (_kind, c) => {
  const { kind } = c
  const open = (EntryID: number) => server.ok(records.get, { kind, EntryID }, as)
  const update = (EntryID: number, values: Record<string, string>, version?: number) =>
    server.call(
      records.update,
      { kind, EntryID, values },
      { ...as, headers: version === undefined ? {} : { [VERSION_HEADER]: String(version) } },
    )
  const history = (EntryID: number) =>
    withValues(server.ok(records.history, { kind, EntryID }, as), (version) =>
      server.ok(records.version, { kind, EntryID, version }, as),
    )
  async function make() {
    const values = c.make(++seq)
    const made = await server.ok(records.add, { kind, values }, as)
    if (made.message !== 'success' || !made.entry_id) throw new Error(`${kind} not added: ${made.message}`)
    return made.entry_id
  }
  /** Saves the three values in turn from the screen, each at the version it read. */
  async function threeSaves(EntryID: number) {
    for (const value of c.values) {
      const now = await open(EntryID)
      const saved = await update(EntryID, { ...now.values, [c.field]: value }, now.version)
      expect(saved.status).toBe(200)
    }
  }

  it('answers its version, and an update sent with it keeps a version its history shows', async () => {
    const EntryID = await make()
    const opened = await open(EntryID)
    expect(opened.version).toBeGreaterThan(0)
    const [value] = c.values
    expect((await update(EntryID, { ...opened.values, [c.field]: value }, opened.version)).status).toBe(200)
    const saved = await open(EntryID)
    expect(saved.values[c.field]).toBe(value)
    expect(saved.version).toBeGreaterThan(opened.version)
    const [newest, added] = await history(EntryID)
    expect(newest).toMatchObject({
      version: saved.version,
      call: 'PATCH records/update',
      by: 'Amina Halima Bello',
    })
    expect(newest.changed).toContain(c.field)
    // The values as the record crosses the wire: text per field of its kind, nothing else of its table.
    expect(newest.values).toEqual(saved.values)
    expect(Object.keys(newest.values ?? {}).sort()).toEqual(fieldNames(kind).sort())
    expect(added).toMatchObject({ version: opened.version, call: 'POST records/add' })
  })

  it('refuses an update based on an older version with 409, and keeps the other editor’s save', async () => {
    const EntryID = await make()
    const opened = await open(EntryID)
    const [, first, second] = c.values
    expect((await update(EntryID, { ...opened.values, [c.field]: first }, opened.version)).status).toBe(200)
    const kept = await open(EntryID)
    const stale = await update(EntryID, { ...opened.values, [c.field]: second }, opened.version)
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_VERSION } })
    expect(await open(EntryID)).toEqual(kept)
    // The old client sends no version: last save wins (docs/spec-deviations.md).
    expect((await update(EntryID, { ...opened.values, [c.field]: second })).status).toBe(200)
    expect((await open(EntryID)).values[c.field]).toBe(second)
  })

  it('restores a whole version and one field, each a new version and an audit entry', async () => {
    const EntryID = await make()
    const made = await open(EntryID)
    await threeSaves(EntryID)
    const versions = await history(EntryID)
    expect(versions.map((v) => v.values?.[c.field])).toEqual(
      [...c.values].reverse().concat(made.values[c.field]),
    )
    const first = versions[versions.length - 1]

    // The whole first version: every field that differs now.
    const before = await open(EntryID)
    const differing = fieldNames(kind).filter((f) => first.values?.[f] !== before.values[f])
    expect(differing).toEqual([c.field])
    const whole = await server.ok(
      records.restore,
      { kind, EntryID, version: first.version, basedOn: before.version, fields: differing },
      as,
    )
    expect(whole).toEqual({ message: 'success' })
    const restored = await open(EntryID)
    expect(restored.values).toEqual(made.values)
    const [restore, ...older] = await history(EntryID)
    expect(restore).toMatchObject({
      version: restored.version,
      call: 'POST records/restore',
      changed: [c.field],
    })
    expect(older).toEqual(versions)

    // One field of the second version, from the record as restored.
    const second = versions[versions.length - 2]
    await server.ok(
      records.restore,
      { kind, EntryID, version: second.version, basedOn: restored.version, fields: [c.field] },
      as,
    )
    const now = await open(EntryID)
    expect(now.values).toEqual({ ...made.values, [c.field]: c.values[0] })

    // Both audited, under the name every earlier write of the record has.
    const entries = (await server.ok(audit.list, {}, as)).filter((e) => e.record === `${c.table} ${EntryID}`)
    expect(entries.map((e) => e.call).slice(0, 2)).toEqual(['POST records/restore', 'POST records/restore'])
    expect(entries).toHaveLength(versions.length + 2)
  })

  it('refuses restoring the university’s code or from a screen that shows an older version', async () => {
    const EntryID = await make()
    await threeSaves(EntryID)
    const [newest, older] = await history(EntryID)
    const { key } = RECORD_KIND_SPECS[kind]
    const code = await server.call(
      records.restore,
      { kind, EntryID, version: older.version, basedOn: newest.version, fields: [key] },
      as,
    )
    expect(code).toMatchObject({ status: 400, body: { message: notRestorable(key), field: 'fields' } })
    const stale = await server.call(
      records.restore,
      { kind, EntryID, version: older.version, basedOn: older.version, fields: [c.field] },
      as,
    )
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_VERSION } })
    expect((await open(EntryID)).version).toBe(newest.version)
  })

  it('tells a second screen who has the record open; another record is free', async () => {
    const EntryID = await make()
    const other = await make()
    const hold = (id: number, holder: string) =>
      server.ok(records.lease, { kind, EntryID: id, holder, action: 'hold' }, as)
    expect(await hold(EntryID, `screen-first-${kind}`)).toEqual({ mine: true, heldBy: null })
    expect(await hold(EntryID, `screen-second-${kind}`)).toMatchObject({
      mine: false,
      heldBy: { name: 'Amina Halima Bello' },
    })
    expect(await hold(other, `screen-second-${kind}`)).toEqual({ mine: true, heldBy: null })
  })
})

describe('the records calls of one record', () => {
  it('name the record by its kind: the same EntryID of another kind is another record', async () => {
    const [faculty] = await server.ok(records.list, { kind: 'faculties' }, as)
    const history = await server.call(records.history, { kind: 'faculties', EntryID: faculty.EntryID }, as)
    expect(history.status).toBe(200)
    const unknown = await server.call(records.history, { kind: 'courses', EntryID: 2 ** 31 - 1 }, as)
    expect(unknown).toMatchObject({ status: 404, body: { field: 'EntryID' } })
  })

  it('are refused below the records level', async () => {
    const [faculty] = await server.ok(records.list, { kind: 'faculties' }, as)
    const input = { kind: 'faculties' as const, EntryID: faculty.EntryID }
    expect((await server.call(records.history, input, { as: 'faculty' })).status).toBe(403)
    const lease = { ...input, holder: 'screen-faculty-1', action: 'hold' as const }
    expect((await server.call(records.lease, lease, { as: 'dssd' })).status).toBe(403)
  })
})

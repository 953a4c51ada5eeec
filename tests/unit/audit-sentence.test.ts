import { describe, expect, it } from 'vitest'
import type { AuditRow } from '../../src/shared/contract/audit'
import { contract } from '../../src/shared/contract'
import type { Spec } from '../../src/shared/contract/define'
import { isAuditedWrite } from '../../src/server/audit-log'
import { auditNames, auditSentence, fieldChanges, tellsCall } from '../../src/shared/rules/audit'

// Each audit entry told as one sentence, from entries shaped as the server writes them (audit-log.ts,
// storage/uploads.ts): the staff member first, the area and record in words, never a raw call.

const doc = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const newsRow = {
  EntryID: 12,
  Title: 'Library hours',
  Description: doc('Open until 9.'),
  ImagePath: null,
  Status: 1,
  FacultyCode: 'General',
  ViewCount: 0,
  Slug: 'library-hours',
  InsertedBy: 'Amina Halima Bello',
  InsertedDate: '2026-11-24T09:00:00.000Z',
  UpdatedBy: null,
  UpdatedDate: null,
}

function entry(row: Partial<AuditRow>): AuditRow {
  return {
    id: 1,
    at: '2026-11-24T09:00:00.000Z',
    StaffID: 1,
    staff_name: 'Amina Bello',
    level: 1,
    address: '127.0.0.1',
    call: 'POST news/add',
    record: 'news 12',
    before: null,
    after: null,
    pinned: false,
    pruned_at: null,
    ...row,
  }
}

const updated = (change: Partial<typeof newsRow>) =>
  entry({
    call: 'PATCH news/update',
    before: newsRow,
    after: {
      ...newsRow,
      ...change,
      UpdatedBy: 'Amina Halima Bello',
      UpdatedDate: '2026-11-24T10:00:00.000Z',
    },
  })

describe('auditSentence', () => {
  it('tells the version retention, a pin and a restore (issue 25), a restore by the record it brought back', () => {
    const set = entry({
      call: 'PATCH versions/retention',
      record: null,
      after: { keepVersions: 20, keepDays: 90 },
    })
    expect(auditSentence(set)).toBe(
      'Amina Bello set the version retention to the last 20 versions and 90 days',
    )
    const pin = entry({ call: 'PATCH versions/pin', record: null, after: { version: 41, pinned: true } })
    expect(auditSentence(pin)).toBe('Amina Bello pinned version #41')
    const unpin = entry({ call: 'PATCH versions/pin', record: null, after: { version: 41, pinned: false } })
    expect(auditSentence(unpin)).toBe('Amina Bello unpinned version #41')
    const restored = entry({ call: 'POST versions/restore', before: null, after: newsRow })
    expect(auditSentence(restored)).toBe("Amina Bello restored the news 'Library hours'")
    const earlier = { ...updated({ Title: 'Library hours (old)' }), call: 'POST news/restore' }
    expect(auditSentence(earlier)).toBe(
      "Amina Bello restored the title of the news 'Library hours (old)' from an earlier version",
    )
  })

  it('tells a review’s decisions by the record decided, and a comment by the record it is about (issue 48)', () => {
    const decided = (call: string) => entry({ call, before: newsRow, after: newsRow })
    expect(auditSentence(decided('POST review/approve'))).toBe(
      "Amina Bello approved the change to the news 'Library hours'",
    )
    expect(auditSentence(decided('POST review/request-changes'))).toBe(
      "Amina Bello asked for changes to the news 'Library hours'",
    )
    expect(auditSentence(decided('POST review/reject'))).toBe(
      "Amina Bello rejected the change to the news 'Library hours'",
    )
    const comment = entry({
      call: 'POST review/comment',
      record: null,
      after: { table: 'news', EntryID: 12, text: 'Is the date right?' },
    })
    expect(auditSentence(comment, new Map([['news 12', 'Library hours']]))).toBe(
      "Amina Bello commented on the change to the news 'Library hours'",
    )
    // A save that waits for a reviewer says so (its entry carries the mark beside the record).
    const held = updated({ Title: 'Library hours (new)' })
    expect(auditSentence({ ...held, after: { ...(held.after as object), reviewAsked: true } })).toBe(
      "Amina Bello submitted a change to the title of the news 'Library hours (new)' for review",
    )
    expect(auditSentence(entry({ after: { ...newsRow, reviewAsked: true } }))).toBe(
      "Amina Bello added the news 'Library hours' and submitted it for review",
    )
    const settings = entry({ call: 'PATCH review/settings', record: null, after: { rules: [] } })
    expect(auditSentence(settings)).toBe('Amina Bello set who is reviewed before publishing')
  })

  it('tells an add, naming the record by its title, and its photo when the upload joined it', () => {
    expect(auditSentence(entry({ after: newsRow }))).toBe("Amina Bello added the news 'Library hours'")
    expect(auditSentence(entry({ after: { ...newsRow, ImagePath: 'a'.repeat(32) + '.png' } }))).toBe(
      "Amina Bello added the news 'Library hours' with a photo",
    )
    const photo = { EntryID: 4, ImageTitle: 'Sunset', ImagePath: 'b'.repeat(32) + '.jpg', CategoryID: 3 }
    expect(auditSentence(entry({ call: 'POST gallery/add', record: 'gallery 4', after: photo }))).toBe(
      "Amina Bello added the gallery photo 'Sunset'",
    )
    // A call that answers no id leaves what it asked for, named as its body names it.
    const asked = entry({
      call: 'POST gallery/category/add',
      record: null,
      after: { categoryName: 'Campus life' },
    })
    expect(auditSentence(asked)).toBe("Amina Bello added the gallery category 'Campus life'")
  })

  it('names the fields an update changed, leaving out what the server keeps (slug, who and when)', () => {
    expect(auditSentence(updated({ Title: 'Library hours (new)', Slug: 'library-hours-new' }))).toBe(
      "Amina Bello changed the title of the news 'Library hours (new)'",
    )
    expect(auditSentence(updated({ Title: 'Opening times', Description: doc('Open until 10.') }))).toBe(
      "Amina Bello changed the title and content of the news 'Opening times'",
    )
    expect(auditSentence(updated({ Title: 'X', Description: doc('Y'), Status: 0 }))).toBe(
      "Amina Bello changed the title, content and status of the news 'X'",
    )
    expect(auditSentence(updated({ Title: 'X', Description: doc('Y'), Status: 0, FacultyCode: 'FCS' }))).toBe(
      "Amina Bello changed 4 fields of the news 'X'",
    )
    expect(auditSentence(updated({}))).toBe("Amina Bello saved the news 'Library hours' unchanged")
  })

  it('tells a delete by the record as it was, and falls back to the id when no name is kept', () => {
    const category = { EntryID: 5, CategoryName: 'Campus life' }
    expect(
      auditSentence(
        entry({
          call: 'DELETE gallery/category/delete/:EntryID',
          record: 'gallery_category 5',
          before: category,
        }),
      ),
    ).toBe("Amina Bello deleted the gallery category 'Campus life'")
    expect(
      auditSentence(entry({ call: 'DELETE gallery/delete/:EntryID', record: 'gallery 9', before: null })),
    ).toBe('Amina Bello deleted the gallery photo')
  })

  it('tells an upload of a photo for a record, and the removal of one whose photo could not be read', () => {
    const row = { ...newsRow, UpdatedBy: 'x' }
    const upload = entry({
      call: 'PATCH news/uploadNewsPhoto',
      before: { ...row, ImagePath: 'a'.repeat(32) + '.png' },
      after: { ...row, ImagePath: 'c'.repeat(32) + '.png' },
    })
    expect(auditSentence(upload)).toBe("Amina Bello uploaded a photo for the news 'Library hours'")
    // An upload entry of a record without its row (written before entries held it) still reads as a sentence.
    expect(
      auditSentence(
        entry({
          call: 'PATCH event/uploadEventPhoto',
          record: 'event 3',
          before: { ImagePath: null },
          after: { ImagePath: 'd.png' },
        }),
      ),
    ).toBe('Amina Bello uploaded a photo for the event')
    expect(auditSentence(entry({ call: 'PATCH news/uploadNewsPhoto', before: newsRow, after: null }))).toBe(
      "Amina Bello removed the news 'Library hours', as its photo could not be read",
    )
  })

  it('tells a permission granted and revoked by the group, naming the staff member', () => {
    const staff = { StaffID: 7, FirstName: 'Samuel', MiddleName: 'Oluwatobi', Surname: 'Ajayi', IsAdmin: 0 }
    const grant = entry({
      call: 'PATCH staff/permission/add',
      record: 'staff 7',
      before: staff,
      after: { ...staff, IsAdmin: 4 },
    })
    expect(auditSentence(grant)).toBe(
      "Amina Bello granted the permission 'DSSD' to the staff account 'Samuel Oluwatobi Ajayi'",
    )
    const revoke = entry({
      call: 'PATCH staff/permission/remove',
      record: 'staff 7',
      before: { ...staff, IsAdmin: 2 },
      after: staff,
    })
    expect(auditSentence(revoke)).toBe(
      "Amina Bello revoked the permission 'Faculty' of the staff account 'Samuel Oluwatobi Ajayi'",
    )
  })

  it('tells an import by its counts, and an unknown call in plain words, never by its path', () => {
    const imported = entry({
      call: 'POST records/import/student',
      record: null,
      after: { counts: { added: 3, changed: 2, unchanged: 0, refused: 0 }, mapping: {} },
    })
    expect(auditSentence(imported)).toBe('Amina Bello imported student records (3 added, 2 changed)')
    const unknown = auditSentence(entry({ call: 'PATCH news/archive', record: 'news 12', after: newsRow }))
    expect(unknown).toBe("Amina Bello made a change to the news 'Library hours'")
    const bare = auditSentence(entry({ call: 'POST something/new', record: null, after: { a: 1 } }))
    expect(bare).toBe('Amina Bello made a change')
    expect(bare).not.toMatch(/\//)
  })
})

it('knows every call the server audits, so none reads as a bare "made a change"', () => {
  const audited = Object.values(contract)
    .flatMap((area) => Object.values(area as Record<string, Spec>))
    .filter(isAuditedWrite)
    .map((spec) => `${spec.method} ${spec.path}`)
  expect(audited.length).toBeGreaterThan(40)
  expect(audited.filter((call) => !tellsCall(call))).toEqual([])
  expect(tellsCall('POST records/import/student')).toBe(true)
})

it('tells the accessibility levels a Super Admin set, and a save that dismissed problems', () => {
  const levels = entry({
    call: 'PATCH a11y/levels',
    record: null,
    after: { levels: { 'text-capitals': 'error' } },
  })
  expect(auditSentence(levels)).toBe('Amina Bello set the accessibility levels: text-capitals error')
  const dismissed = {
    ...newsRow,
    a11yDismissals: [{ rule: 'link-vague', field: 'Description', reason: 'x' }],
  }
  const save = entry({ call: 'PATCH news/update', record: 'news 12', before: newsRow, after: dismissed })
  expect(auditSentence(save)).toBe(
    "Amina Bello changed the dismissed accessibility problems of the news 'Library hours'",
  )
})

describe('fieldChanges', () => {
  it('lists the changed fields first in words, rich text as its text, the unchanged ones after', () => {
    const rows = fieldChanges(newsRow, {
      ...newsRow,
      Title: 'Opening times',
      Description: doc('Open until 10.'),
    })
    expect(rows.slice(0, 2)).toEqual([
      { field: 'Title', label: 'title', before: 'Library hours', after: 'Opening times', changed: true },
      {
        field: 'Description',
        label: 'content',
        before: 'Open until 9.',
        after: 'Open until 10.',
        changed: true,
      },
    ])
    expect(rows.slice(2).every((row) => !row.changed)).toBe(true)
    expect(rows.find((row) => row.field === 'ImagePath')).toMatchObject({
      label: 'photo',
      before: '—',
      after: '—',
    })
  })
})

describe('records by their names, never "#21" (issue 47)', () => {
  it('names a record an entry holds no name of by the name another entry of the log holds', () => {
    const log = [
      entry({
        id: 3,
        call: 'PATCH event/uploadEventPhoto',
        record: 'event 21',
        before: {},
        after: { ImagePath: 'd.png' },
      }),
      entry({
        id: 2,
        call: 'POST event/add',
        record: 'event 21',
        before: null,
        after: { EntryID: 21, title: 'Open Day' },
      }),
    ]
    expect(auditSentence(log[0], auditNames(log))).toBe(
      "Amina Bello uploaded a photo for the event 'Open Day'",
    )
  })

  it('names a university record by its kind and name', () => {
    const course = { EntryID: 21, CourseName: 'Civil Engineering', CourseCode: 'CVE', FacultyCode: 'FENG' }
    const changed = entry({
      call: 'PATCH records/update',
      record: 'course 21',
      before: course,
      after: { ...course, CourseName: 'Civil and Environmental Engineering' },
    })
    expect(auditSentence(changed)).toBe(
      "Amina Bello changed the course name of the course 'Civil and Environmental Engineering'",
    )
  })
})

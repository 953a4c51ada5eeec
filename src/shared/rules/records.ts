import { errorAlert, type AnswerAlerts } from './alerts'
import { isBlank, type Check } from './forms'
import { successAlert, titleCase } from './names'
import { GENERAL_CODE } from './permissions'

// University records (issue 22): the reference lists SPEC reads from the university's own systems
// (faculties, courses, staff, alumni students), which this product lets a Super Admin type in or import
// from a CSV file. Each kind is data: its fields, its key, its labels. The screens, the server's routes,
// the import and the command line all read it from here.

export const RECORD_KINDS = ['faculties', 'courses', 'staff', 'alumni-students'] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

export const isRecordKind = (value: unknown): value is RecordKind =>
  typeof value === 'string' && (RECORD_KINDS as readonly string[]).includes(value)

/** How a field's text is read: plain text, an e-mail address, digits only, a whole number, a faculty code. */
export type FieldType = 'text' | 'email' | 'digits' | 'integer' | 'faculty'

export interface RecordField {
  /** The column name, as SPEC names it: what a CSV header is matched against. */
  name: string
  label: string
  required: boolean
  max: number
  type: FieldType
  /** A whole number's bounds (type 'integer'). */
  min?: number
  upTo?: number
  /** Stored when an added record leaves the field empty. */
  fallback?: string
  /** The words the form offers for the field (issue 47); an import may still bring others. */
  choices?: readonly string[]
}

export interface RecordKindSpec {
  kind: RecordKind
  /** 'Faculty', 'Faculties': for titles, buttons and messages. */
  one: string
  many: string
  /** The field a record is matched by: the university's own code or number. */
  key: string
  fields: readonly RecordField[]
  /** The columns the list screen shows. */
  listed: readonly string[]
}

/** How a course's length is counted, as the form offers it (a record imported with another word keeps it). */
export const DURATION_TYPES: readonly string[] = ['Years', 'Semesters', 'Months', 'Weeks']

const text = (name: string, label: string, required: boolean, max: number): RecordField => ({
  name,
  label,
  required,
  max,
  type: 'text',
})

export const RECORD_KIND_SPECS: Record<RecordKind, RecordKindSpec> = {
  faculties: {
    kind: 'faculties',
    one: 'Faculty',
    many: 'Faculties',
    key: 'FacultyCode',
    fields: [
      text('FacultyCode', 'Faculty code', true, 50),
      text('FacultyName', 'Faculty name', true, 300),
      text('FacultyDean', 'Dean', false, 300),
      text('FacultyColor', 'Colour', false, 20),
      { name: 'FacultyEmail', label: 'E-mail', required: false, max: 300, type: 'email' },
      { name: 'FacultyPhone', label: 'Phone', required: false, max: 20, type: 'digits' },
    ],
    listed: ['FacultyCode', 'FacultyName', 'FacultyDean', 'FacultyEmail'],
  },
  courses: {
    kind: 'courses',
    one: 'Course',
    many: 'Courses',
    key: 'CourseCode',
    fields: [
      text('CourseCode', 'Course code', true, 50),
      { name: 'FacultyCode', label: 'Faculty', required: true, max: 50, type: 'faculty' },
      text('CourseName', 'Course name', true, 300),
      {
        name: 'Duration',
        label: 'Duration',
        required: false,
        max: 2,
        type: 'integer',
        min: 1,
        upTo: 20,
        fallback: '4',
      },
      { ...text('DurationType', 'Duration type', false, 30), fallback: 'Years', choices: DURATION_TYPES },
    ],
    listed: ['CourseCode', 'CourseName', 'FacultyCode', 'Duration', 'DurationType'],
  },
  staff: {
    kind: 'staff',
    one: 'Staff member',
    many: 'Staff',
    key: 'StaffNumber',
    fields: [
      text('StaffNumber', 'Staff number', true, 50),
      text('FirstName', 'First name', true, 100),
      text('MiddleName', 'Middle name', false, 100),
      text('Surname', 'Surname', true, 100),
      text('designation', 'Designation', false, 300),
      { name: 'Email', label: 'E-mail', required: false, max: 300, type: 'email' },
      { name: 'FacultyCode', label: 'Faculty', required: false, max: 50, type: 'faculty' },
    ],
    listed: ['StaffNumber', 'FirstName', 'Surname', 'designation', 'FacultyCode'],
  },
  'alumni-students': {
    kind: 'alumni-students',
    one: 'Alumni student',
    many: 'Alumni students',
    key: 'StudentID',
    fields: [
      text('StudentID', 'Student ID', true, 50),
      text('StudentName', 'Student name', true, 300),
      text('Gender', 'Gender', true, 20),
      text('CourseName', 'Course name', true, 300),
    ],
    listed: ['StudentID', 'StudentName', 'Gender', 'CourseName'],
  },
}

/** A record as the forms, the lists and the import see it: every field as text ('' for none). */
export type RecordValues = Record<string, string>

export const fieldNames = (kind: RecordKind): string[] => RECORD_KIND_SPECS[kind].fields.map((f) => f.name)

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** One rule of a field: what it says when the field's (trimmed, not blank) text breaks it. */
interface FieldRule {
  message: string
  breaks(text: string): boolean
}

/** The rules a field's text must keep once given, in order. */
function fieldRules(field: RecordField): FieldRule[] {
  const rules: FieldRule[] = [
    { message: `${field.label} is longer than ${field.max} characters`, breaks: (t) => t.length > field.max },
  ]
  if (field.type === 'email')
    rules.push({ message: `${field.label} is not an e-mail address`, breaks: (t) => !EMAIL.test(t) })
  if (field.type === 'digits')
    rules.push({ message: `${field.label} must be digits`, breaks: (t) => !/^[0-9]+$/.test(t) })
  if (field.type === 'integer') {
    const [min, max] = [field.min ?? 0, field.upTo ?? 999_999]
    rules.push({
      message: `${field.label} must be a whole number from ${min} to ${max}`,
      breaks: (t) => !/^[0-9]{1,9}$/.test(t) || Number(t) < min || Number(t) > max,
    })
  }
  if (field.name === 'FacultyCode')
    rules.push({
      message: `${field.label} cannot be ${GENERAL_CODE}: it is kept for the general site's content`,
      breaks: (t) => t === GENERAL_CODE,
    })
  return rules
}

/**
 * Why this field's text cannot be stored, or null. The forms (recordChecks) and the server (saves and
 * imports alike) ask these same rules, so a row the form accepts is a row the import accepts.
 */
export function fieldProblem(field: RecordField, value: string): string | null {
  const trimmed = value.trim()
  if (isBlank(trimmed)) return field.required ? requiredMessage(field) : null
  return fieldRules(field).find((rule) => rule.breaks(trimmed))?.message ?? null
}

const requiredMessage = (field: RecordField) => `${field.label} is required`

/** The form's checks of a kind (rules/forms.ts), field by field: the same rules as fieldProblem. */
export function recordChecks(kind: RecordKind): Check<RecordValues>[] {
  return RECORD_KIND_SPECS[kind].fields.flatMap((field) => {
    const text = (values: RecordValues) => (values[field.name] ?? '').trim()
    const given = (values: RecordValues) => !isBlank(text(values))
    const required: Check<RecordValues>[] = field.required
      ? [{ message: requiredMessage(field), field: field.name, required: true, fails: (v) => !given(v) }]
      : []
    return [
      ...required,
      ...fieldRules(field).map((rule): Check<RecordValues> => ({
        message: rule.message,
        field: field.name,
        fails: (v) => given(v) && rule.breaks(text(v)),
      })),
    ]
  })
}

/** The first problem of a record's values, field by field in form order, or null. */
export function recordProblem(kind: RecordKind, values: RecordValues): string | null {
  for (const field of RECORD_KIND_SPECS[kind].fields) {
    const problem = fieldProblem(field, values[field.name] ?? '')
    if (problem) return problem
  }
  return null
}

/** Limits of one import (a file from the university's systems). */
export const IMPORT_LIMITS = {
  /** The CSV file's size. */
  maxBytes: 20 * 1024 * 1024,
  /** Data rows, the header line not counted. */
  maxRows: 100_000,
  /** Rows validated, looked up and written at a time. */
  batchRows: 500,
  /** Rows of each list (added, changed, refused) the preview names one by one; the rest are counted. */
  maxListed: 2_000,
  /** How much of the file is read to find its header line. */
  headerBytes: 64 * 1024,
  /** One row, quoted newlines and all: a longer one is a broken quote, not a record. */
  maxRowBytes: 64 * 1024,
} as const

export const IMPORT_MESSAGES = {
  tooLarge: `The file is larger than ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en')} rows`,
  noHeader: 'The file has no header line',
  notCsv: 'Send the file as text/csv',
  keyNotMapped: (key: string) => `No column of the file is mapped to ${key}, the field rows are matched by`,
  duplicateKey: (key: string, value: string, line: number) => `${key} ${value} is already on line ${line}`,
  unknownFaculty: (code: string) => `No faculty has the code ${code}`,
  badCsv: (why: string) => `The file is not readable CSV: ${why}`,
  tooManyFields: (found: number, expected: number) =>
    `The row has ${found} fields, the header line ${expected}`,
  refusedWhole: 'Nothing was imported: the file has refused rows. Correct them and import it again.',
  unknownKind: 'No such kind of record',
} as const

/**
 * Which header of the file each field reads, by default: a header equal to the field's name, in any case
 * and with spaces around it ignored. A remembered mapping (field → header) wins where its header is in
 * the file.
 */
export function defaultMapping(
  kind: RecordKind,
  headers: readonly string[],
  remembered: Record<string, string> | null = null,
): Record<string, string> {
  const byLower = new Map(headers.map((h) => [h.trim().toLowerCase(), h]))
  const mapping: Record<string, string> = {}
  for (const name of fieldNames(kind)) {
    const saved = remembered?.[name]
    if (saved !== undefined && headers.includes(saved)) mapping[name] = saved
    else if (saved === undefined || saved !== '') {
      const header = byLower.get(name.toLowerCase())
      if (header !== undefined) mapping[name] = header
    }
  }
  return mapping
}

/** The delimiter of a header line: the most frequent of comma, semicolon and tab outside quotes. */
export function sniffDelimiter(headerLine: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';'
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t'
  return ','
}

/** The end of a text's first line outside quotes, or -1 when it has none. */
export function firstLineEnd(text: string): number {
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) return i
  }
  return -1
}

/**
 * The column names of a CSV file from its first bytes (a BOM dropped, the delimiter sniffed, quotes read):
 * what the import screen offers for mapping before the file is sent. The server reads the header again.
 */
export function headerOf(start: string): string[] {
  const text = start.replace(/^\ufeff/, '')
  const end = firstLineEnd(text)
  const line = end >= 0 ? text.slice(0, end) : text
  const delimiter = sniffDelimiter(line)
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"'
      i++
    } else if (ch === '"') quoted = !quoted
    else if (!quoted && ch === delimiter) {
      fields.push(field.trim())
      field = ''
    } else field += ch
  }
  fields.push(field.trim())
  return line.trim() === '' ? [] : fields
}

/** What still uses a record, as the refusal to delete it names it. */
export interface Usage {
  count: number
  /** 'course', 'courses' */
  one: string
  many: string
}

/** 'This faculty still has 3 courses and 12 news items.'; null when nothing uses it. */
export function inUseMessage(thing: string, usages: readonly Usage[]): string | null {
  const parts = usages
    .filter((u) => u.count > 0)
    .map((u) => `${u.count.toLocaleString('en')} ${u.count === 1 ? u.one : u.many}`)
  if (parts.length === 0) return null
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  return `This ${thing} still has ${listed}.`
}

/** The screens of each kind (issue 22). */
export const recordPaths = (kind: RecordKind) =>
  ({
    list: `/records/${kind}`,
    add: `/records/${kind}/add`,
    update: `/records/${kind}/update`,
    import: `/records/${kind}/import`,
  }) as const

/** The words of the records screens (issue 22). */
export const RECORDS_TEXT = {
  // Titles and the menu in Title Case (rules/names.ts titleCase); sentences keep the kind's own words.
  section: 'University Records',
  trail: ['University Records'],
  add: (spec: RecordKindSpec) => titleCase(`Add ${spec.one}`),
  update: (spec: RecordKindSpec) => titleCase(`Update ${spec.one}`),
  importTitle: (spec: RecordKindSpec) => titleCase(`Import ${spec.many}`),
  importButton: 'Import CSV',
  list: (spec: RecordKindSpec) => titleCase(spec.many),
  search: 'Search',
  goToList: (spec: RecordKindSpec) => `Go to ${spec.many}`,
  deleteTitle: (spec: RecordKindSpec) => `Delete ${spec.one.toLowerCase()}?`,
  deleteText: 'It is removed for good. A record other content still uses is not removed.',
  deleted: (spec: RecordKindSpec) => `${spec.one.toUpperCase()} DELETED SUCCESSFULLY`,
  deleteFailed: 'The record was not deleted.',
  keyFixed: "The code is the university's own and cannot be changed here.",
  /** The first choice of a faculty field: none chosen yet (required) or none at all (staff). */
  chooseFaculty: 'Choose a faculty',
  noFaculty: '(none)',
  chooseType: 'Choose',
  chooseFile: 'CSV file',
  chooseFileHint: `A CSV file with a header line, at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB; comma- or semicolon-separated.`,
  mappingTitle: 'Columns',
  mappingHint:
    'Which column of the file each field reads. It is remembered for the next import of this kind.',
  noColumn: '(none)',
  preview: 'Preview',
  apply: 'Apply',
  previewing: 'Reading the file…',
  applying: 'Importing…',
  summary: (c: { added: number; changed: number; unchanged: number; refused: number }) =>
    `${c.added} to add, ${c.changed} to change, ${c.unchanged} unchanged, ${c.refused} refused`,
  appliedSummary: (c: { added: number; changed: number; unchanged: number }) =>
    `Imported: ${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged.`,
  refusedWhole: IMPORT_MESSAGES.refusedWhole,
  addedHeading: 'To add',
  changedHeading: 'To change',
  refusedHeading: 'Refused',
  moreNotListed: (n: number) => `and ${n.toLocaleString('en')} more not listed`,
  line: 'Line',
  key: 'Key',
  changes: 'Changes',
  reason: 'Reason',
  fileChanged: 'Choose the file again: it must be previewed before it is applied.',
} as const

/** The answers of the add and update forms. */
/** The words of a kind's key field ('Course code'), never its column name (issue 47). */
const keyLabel = (spec: RecordKindSpec) =>
  spec.fields.find((field) => field.name === spec.key)?.label ?? spec.key

export const recordAnswers = (spec: RecordKindSpec, adding: boolean): AnswerAlerts<'success' | 'exist'> => ({
  answers: {
    success: successAlert(
      `${spec.one.toUpperCase()} ${adding ? 'ADDED' : 'UPDATED'} SUCCESSFULLY`,
      recordPaths(spec.kind).list,
    ),
    exist: errorAlert(`A ${spec.one.toLowerCase()} with this ${keyLabel(spec).toLowerCase()} already exists`),
  },
  other: errorAlert(`Failed to save the ${spec.one.toLowerCase()}`),
})

/** An empty form of a kind. */
export const emptyValues = (kind: RecordKind): RecordValues =>
  Object.fromEntries(RECORD_KIND_SPECS[kind].fields.map((f) => [f.name, '']))

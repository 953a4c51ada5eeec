import type { Database } from '../db/client'
import { HttpError } from '../errors'
import {
  nameHolder,
  recoverable,
  saveWithUniqueSlug,
  uniqueViolation,
  type NameColumn,
  type SlugColumn,
} from './records'

// A name that must not repeat (a news title within its faculty, a slider's title, a partner's name),
// trimmed and in any case: checked before the write for SPEC's 'exist' answer (naming the record that has it), and held by a unique index
// on the same expression against the concurrent save the check cannot see.

/**
 * SPEC's 'exist': the name is another record's, and which record (issue 47: the refusal links to it). `by` is
 * null only when that record went between the unique index's refusal and the look-up.
 */
export class NameTaken {
  constructor(readonly by: number | null) {}

  /** The add's answer: the area's 'exist' message, and `takenBy` when the record is known. */
  answer<M extends string>(message: M): { message: M; takenBy?: number } {
    return this.by === null ? { message } : { message, takenBy: this.by }
  }
}

export interface UniqueName extends NameColumn {
  /** The unique index on (scope, lower(btrim(name))). */
  constraint: string
}

/**
 * SPEC's 'exist' answer for a taken name, whether the check before the write or the unique index (a
 * concurrent save the check cannot see) finds it; otherwise the write's own answer. `exceptId`: the record
 * an update changes, whose own name is no clash.
 */
export async function writeUnlessNameTaken<T>(
  db: Database,
  where: UniqueName,
  change: { name: string; scope?: string; exceptId?: number },
  write: () => Promise<T>,
): Promise<T | NameTaken> {
  const holder = () => nameHolder(db, where, change.name, { scope: change.scope, exceptId: change.exceptId })
  const before = await holder()
  if (before !== null) return new NameTaken(before)
  try {
    return await recoverable(db, write)
  } catch (error) {
    if (uniqueViolation(error) === where.constraint) return new NameTaken(await holder())
    throw error
  }
}

/** An add's 'exist' answer, whether the check before the insert or the unique index finds the name. */
export function addUnlessNameTaken<T>(
  db: Database,
  where: UniqueName,
  name: string,
  insert: () => Promise<T>,
  scope?: string,
): Promise<T | NameTaken> {
  return writeUnlessNameTaken(db, where, { name, scope }, insert)
}

/**
 * An update whose contract answers only 'success' refuses a taken name with 409, the SPEC text, the field
 * and the record that has the name (`takenBy`), whether the check before the write or the unique index (a concurrent save) finds it.
 */
export async function updateKeepingNameUnique(
  db: Database,
  where: UniqueName,
  refusal: { message: string; field: string },
  change: { name: string; id: number; scope?: string },
  write: () => Promise<unknown>,
): Promise<void> {
  const named = { name: change.name, scope: change.scope, exceptId: change.id }
  const saved = await writeUnlessNameTaken(db, where, named, write)
  if (saved instanceof NameTaken)
    throw new HttpError(409, refusal.message, refusal.field, saved.by ?? undefined)
}

/**
 * Writes an updated record under its slug: the public address stays as it was unless the title changed,
 * then it is made anew (unique, the record itself not counted).
 */
export function writeKeepingSlug<T>(
  db: Database,
  where: SlugColumn & { slugConstraint: string },
  change: { title: string; id: number },
  current: { title: string; slug: string },
  write: (slug: string) => Promise<T>,
): Promise<T> {
  return change.title === current.title
    ? write(current.slug)
    : saveWithUniqueSlug(db, where, change.title, write, change.id)
}

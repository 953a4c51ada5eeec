import type { Failure } from '../../../../shared/contract/define'
import { FACULTY_TEXT } from '../../../../shared/rules/faculty'
import { LoadFailure } from '../../components/LoadFailure'

/** A faculty screen that cannot show its faculty: none at this address, or one that is not the user's. */
export function FacultyNotice({ text }: { text: string }) {
  return (
    <section className="card screen-notice" role="status">
      <p>{text}</p>
    </section>
  )
}

/** A failed load of a faculty's data: refused (403) says so plainly; anything else offers Retry. */
export function FacultyLoadFailure({
  what,
  failure,
  retry,
}: {
  what: string
  failure: Failure
  retry(): void
}) {
  if (failure.reason === 'forbidden') return <FacultyNotice text={FACULTY_TEXT.notYours} />
  return <LoadFailure what={what} failure={failure} retry={retry} />
}

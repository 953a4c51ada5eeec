import { Link } from 'react-router-dom'
import { FORM_TEXT } from '../../../shared/rules/names'

// What a screen says instead of its form or list when it has nothing to work on.

/** Faculty mode with no faculty: the side menu's Faculty section is where one is chosen (SPEC §2.2). */
export function FacultyRequired() {
  return (
    <section className="card screen-notice" role="status">
      <p>{FORM_TEXT.chooseFacultyFirst}</p>
    </section>
  )
}

/** An edit screen opened without a row chosen in its list (SPEC §1: Edit copies the row, then navigates). */
export function NothingSelected({ listPath, listLabel }: { listPath: string; listLabel: string }) {
  return (
    <section className="card screen-notice" role="status">
      <p>{FORM_TEXT.nothingSelected}</p>
      <Link to={listPath} className="button button-secondary">
        {listLabel}
      </Link>
    </section>
  )
}

/** An edit screen whose address names a record it cannot show (none with that id, or not the caller's). */
export function RecordNotice({
  text,
  listPath,
  listLabel,
}: {
  text: string
  listPath: string
  listLabel: string
}) {
  return (
    <section className="card screen-notice" role="alert">
      <p>{text}</p>
      <Link to={listPath} className="button button-secondary">
        {listLabel}
      </Link>
    </section>
  )
}

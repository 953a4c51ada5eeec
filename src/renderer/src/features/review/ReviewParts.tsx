import { useId, type ReactNode } from 'react'
import type { ReviewComment, ReviewDetail } from '../../../../shared/contract/review'
import { A11Y_LEVEL_TEXT, A11Y_TEXT, fieldLabel } from '../../../../shared/rules/a11y-screens'
import { isCheckedTable } from '../../../../shared/rules/a11y/areas'
import { PUBLIC_AREAS, type PublicArea, type PublicField } from '../../../../shared/rules/public'
import { shownImage } from '../../../../shared/rules/renditions'
import { REVIEW_SCREEN_TEXT as S, REVIEW_TEXT as T } from '../../../../shared/rules/review'
import { fullWhen } from '../../../../shared/rules/schedule'
import { useBridge } from '../../app/BridgeProvider'
import { ChangeCompare } from '../../components/history/ChangeCompare'
import type { PhotoAddress } from '../../components/history/FieldValues'
import { universityZone } from '../../components/schedule/known-zone'

// The parts of an opened change (issue 48): its comparison with the live version (the History panel's), its
// accessibility problems and dismissals, and the record's comment thread. Each a labelled region.

const when = (at: string) => fullWhen(new Date(at), universityZone())

/** The upload folder of a table's image column, as the public rules name it (null: not an image). */
function folderOf(table: string, column: string) {
  const areas: readonly PublicArea[] = PUBLIC_AREAS
  for (const area of areas) {
    if (area.table !== table && area.joined?.table !== table) continue
    const fields: readonly PublicField[] = area.fields
    const field = fields.find((each) => each.column === column && each.kind === 'image')
    if (field?.folder) return field.folder
  }
  return null
}

const fieldOf = (table: string, column: string) =>
  isCheckedTable(table) ? fieldLabel(table, column) : column

function Region({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="review-part" aria-labelledby={id}>
      <h3 id={id} className="review-part__title">
        {title}
      </h3>
      {children}
    </section>
  )
}

export function ReviewComparison({ detail }: { detail: ReviewDetail }) {
  const bridge = useBridge()
  const address: PhotoAddress = {
    src: (column, name) => {
      const folder = folderOf(detail.table, column)
      // The edit form's rendition: a reviewer judges the photo itself, not a list's thumbnail of it.
      return folder ? bridge.media.url(folder, shownImage(name, 'md')) : null
    },
    original: (column, name) => {
      const folder = folderOf(detail.table, column)
      return folder ? bridge.media.url(folder, name) : null
    },
  }
  return (
    <Region title={detail.live ? `${T.live} / ${T.proposed}` : T.proposed}>
      <ChangeCompare
        before={detail.live}
        after={detail.proposed}
        beforeLabel={T.live}
        afterLabel={detail.live ? T.proposed : `${T.proposed} (${T.newRecord})`}
        same={S.same}
        address={address}
      />
    </Region>
  )
}

export function ReviewProblems({ detail }: { detail: ReviewDetail }) {
  const { problems, dismissals, table } = detail
  return (
    <Region title={T.problems}>
      {problems.length === 0 ? (
        <p>{S.noProblems}</p>
      ) : (
        <ul className="review-list">
          {problems.map((problem, i) => (
            <li key={`${i} ${problem.rule} ${problem.field}`}>
              <strong>{A11Y_LEVEL_TEXT[problem.level]}</strong>{' '}
              {A11Y_TEXT.field(fieldOf(table, problem.field))}: {problem.message}
            </li>
          ))}
        </ul>
      )}
      {dismissals.length > 0 && (
        <>
          <h4 className="review-part__subtitle">{T.dismissals}</h4>
          <ul className="review-list">
            {dismissals.map((dismissal) => (
              <li key={`${dismissal.rule} ${dismissal.field}`}>
                {A11Y_TEXT.field(fieldOf(table, dismissal.field))}:{' '}
                {S.dismissedBy(dismissal.by, dismissal.reason)}{' '}
                <span className="review-when">({when(dismissal.at)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Region>
  )
}

export function ReviewThread({ comments }: { comments: readonly ReviewComment[] }) {
  return (
    <Region title={T.comments}>
      {comments.length === 0 ? (
        <p>{S.noComments}</p>
      ) : (
        <ol className="review-list review-thread">
          {comments.map((comment) => (
            <li key={comment.id}>
              <p className="review-thread__who">
                <strong>{comment.by.name}</strong>{' '}
                <time dateTime={comment.at} className="review-when">
                  {when(comment.at)}
                </time>
              </p>
              <p className="review-thread__text">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
    </Region>
  )
}

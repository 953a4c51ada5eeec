import { useNavigate } from 'react-router-dom'
import { LEADERSHIP_PATHS, LEADERSHIP_TEXT as T } from '../../../../shared/rules/leadership'
import { ListShell } from '../../components/ListShell'
import { LeadershipTable } from './LeadershipTable'

/** SPEC §2.6 Board List (`/leadership/boardlist`): heading Leadership / Board List, card 'BOARD LIST'. */
export function BoardList() {
  const navigate = useNavigate()
  return (
    <ListShell title={T.boardList} trail={[T.area]} context={T.boardCard}>
      <LeadershipTable
        which="boardList"
        exportName={T.boardExportName}
        empty={{
          things: T.things.board,
          add: { label: T.add, path: LEADERSHIP_PATHS.add },
        }}
        actions={
          <button
            type="button"
            className="button button-primary"
            onClick={() => navigate(LEADERSHIP_PATHS.add)}
          >
            {T.add}
          </button>
        }
      />
    </ListShell>
  )
}

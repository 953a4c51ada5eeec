import { Fragment, type ReactNode } from 'react'
import type { PathsByMode, ScreenPaths } from '../../../shared/rules/names'
import { useContentMode } from '../state/content-mode'
import { ListShell } from './ListShell'
import { FacultyRequired } from './notices'

/**
 * The frame of a list kept both generally and per faculty (news, events): the general list, or the chosen
 * faculty's under its name. The table is made anew for another faculty, so it never shows the last one's rows.
 */
export function FacultyListShell(props: {
  pathsByMode: PathsByMode
  title: string
  trail: readonly string[]
  table: (facultyCode: string, paths: ScreenPaths) => ReactNode
}) {
  const mode = useContentMode(props.pathsByMode)
  if (mode.facultyCode === null) return <FacultyRequired />
  return (
    <ListShell title={props.title} trail={props.trail} context={mode.facultyName ?? mode.facultyCode}>
      <Fragment key={mode.facultyCode}>{props.table(mode.facultyCode, mode.paths)}</Fragment>
    </ListShell>
  )
}

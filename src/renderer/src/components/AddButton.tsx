import { Link, useNavigate } from 'react-router-dom'

/** The way to a list's add screen: its label ('Add News') and path. */
export interface AddWay {
  label: string
  path: string
}

/**
 * A list's toolbar button to its add screen. `link` where SPEC has a link there ('Add Partner'): it is then
 * a link to the screen, styled as the button.
 */
export function AddButton({ add, link = false }: { add: AddWay; link?: boolean }) {
  const navigate = useNavigate()
  if (link)
    return (
      <Link to={add.path} className="button button-primary">
        {add.label}
      </Link>
    )
  return (
    <button type="button" className="button button-primary" onClick={() => navigate(add.path)}>
      {add.label}
    </button>
  )
}

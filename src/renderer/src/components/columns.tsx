import type { ActionColumn } from './DataTable'

// The row buttons of the lists (Edit, Delete, ...): a column whose header is the button's label.

export function buttonColumn<Row>(
  label: string,
  onClick: (row: Row) => void,
  tone: 'secondary' | 'danger' = 'secondary',
): ActionColumn<Row> {
  return {
    id: label,
    header: label,
    render: (row) => (
      <button type="button" className={`button button-${tone} button-small`} onClick={() => onClick(row)}>
        {label}
      </button>
    ),
  }
}

/** A column of text links (View): a button styled as a link, for actions that leave the console. */
export function linkColumn<Row>(label: string, onClick: (row: Row) => void): ActionColumn<Row> {
  return {
    id: label,
    header: label,
    render: (row) => (
      <button type="button" className="link-button" onClick={() => onClick(row)}>
        {label}
      </button>
    ),
  }
}

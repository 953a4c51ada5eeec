import { GALLERY_TEXT } from '../../../../shared/rules/gallery'
import type { Column } from '../../components/DataTable'

// The Edit and Delete columns of the gallery tables (SPEC §2.5). They hold buttons, not data: their
// fields exist only to give each column its own id in the table.

export type WithActions<Row> = Row & { Edit?: never; Delete?: never }

export function editColumn<Row>(onEdit: (row: Row) => void): Column<WithActions<Row>> {
  return {
    field: 'Edit',
    header: GALLERY_TEXT.edit,
    render: (row) => (
      <button type="button" className="button button-secondary button-small" onClick={() => onEdit(row)}>
        {GALLERY_TEXT.edit}
      </button>
    ),
  }
}

export function deleteColumn<Row>(onDelete: (row: Row) => void): Column<WithActions<Row>> {
  return {
    field: 'Delete',
    header: GALLERY_TEXT.delete,
    render: (row) => (
      <button type="button" className="button button-danger button-small" onClick={() => onDelete(row)}>
        {GALLERY_TEXT.delete}
      </button>
    ),
  }
}

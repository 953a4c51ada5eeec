import type { ActionColumn, DataColumn } from './DataTable'
import { showDay } from '../../../shared/rules/dates'
import { isoDay, LIST_TEXT } from '../../../shared/rules/names'
import { shownImage } from '../../../shared/rules/renditions'
import { updateAddress } from '../../../shared/rules/record-address'
import { Thumbnail } from './Thumbnail'
import type { useCarryRow } from './useCarryRow'

// The row buttons of the lists (View, Edit, Delete, ...) under one 'Actions' column, and the thumbnail a
// list shows of a record's image.

/** One button of a row: its label, what it does with the row, how it looks (a link opens something outside). */
export interface RowAction<Row> {
  label: string
  onClick: (row: Row) => void
  tone?: 'secondary' | 'danger' | 'link'
  /** Rows the button is for, where not every row has it (a deactivated account has no Reset password). */
  shown?: (row: Row) => boolean
}

export const viewAction = <Row,>(onClick: (row: Row) => void): RowAction<Row> => ({
  label: LIST_TEXT.view,
  onClick,
  tone: 'link',
})
export const editAction = <Row,>(onClick: (row: Row) => void): RowAction<Row> => ({
  label: LIST_TEXT.edit,
  onClick,
})
/** Edit on a record's list: the row carried to the area's update screen, at the record's address. */
export const editRecordAction = <Row extends { EntryID: number }>(
  carry: ReturnType<typeof useCarryRow>,
  area: string,
  updatePath: string,
): RowAction<Row> => editAction(carry<Row>(area, (row) => updateAddress(updatePath, row.EntryID)))
/** Adding Delete to a list is this one entry (its `onClick` is usually useDeleteRow's `ask`). */
export const deleteAction = <Row,>(onClick: (row: Row) => void): RowAction<Row> => ({
  label: LIST_TEXT.delete,
  onClick,
  tone: 'danger',
})

const CLASS_OF = {
  secondary: 'button button-secondary button-small',
  danger: 'button button-danger button-small',
  link: 'link-button',
} as const

/**
 * A row's buttons side by side under one header, 'Actions'. Each button shows its label and is named with
 * the row's record ("Edit 'Library hours'"), so a screen reader's list of buttons says which row each acts
 * on. Not sorted, searched or exported. The cell is plain elements (no hooks): cheap for 10,000 rows.
 */
export function actionsColumn<Row>(
  recordOf: (row: Row) => string,
  actions: readonly RowAction<Row>[],
): ActionColumn<Row> {
  return {
    id: 'actions',
    header: LIST_TEXT.actions,
    render: (row) => {
      const record = recordOf(row)
      return (
        <span className="row-actions">
          {actions.map((action) =>
            action.shown && !action.shown(row) ? null : (
              <button
                key={action.label}
                type="button"
                className={CLASS_OF[action.tone ?? 'secondary']}
                aria-label={LIST_TEXT.actionName(action.label, record)}
                onClick={() => action.onClick(row)}
              >
                {action.label}
              </button>
            ),
          )}
        </span>
      )
    },
  }
}

/**
 * A list's image column (SPEC 'Images'): the record's thumbnail (its small rendition), exported as its stored
 * file name. `urlOf`
 * turns a stored name into an address (the bridge's media url of the area's folder).
 */
export function imageColumn<Row extends { ImagePath: string | null }>(
  header: string,
  urlOf: (path: string | null) => string | null,
  titleOf: (row: Row) => string,
): DataColumn<Row> {
  return {
    field: 'ImagePath' as Extract<keyof Row, string>,
    header,
    render: (row) => (
      <Thumbnail
        src={urlOf(shownImage(row.ImagePath, 'sm'))}
        original={urlOf(row.ImagePath)}
        title={titleOf(row)}
      />
    ),
    exportValue: (row) => row.ImagePath ?? '',
  }
}

/**
 * A column that shows a field in words (a date, a status, a group's name): the CSV and the search get the
 * same words the cell shows. Sorted by the stored value unless `sortable` is false.
 */
export function textColumn<Row>(
  field: Extract<keyof Row, string>,
  header: string,
  text: (row: Row) => string,
  sortable = true,
): DataColumn<Row> {
  return { field, header, render: text, exportValue: text, sortable }
}

/** A date-time field (text) shown and exported as its day, "18 Dec 2026" (issue 47; SPEC: YYYY-MM-DD). */
export function dayColumn<Field extends string, Row extends Record<Field, string | null>>(
  field: Field & Extract<keyof Row, string>,
  header: string,
): DataColumn<Row> {
  return textColumn<Row>(field, header, (row) => showDay(isoDay(row[field])))
}

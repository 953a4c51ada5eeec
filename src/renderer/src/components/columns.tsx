import type { ActionColumn, DataColumn } from './DataTable'
import { publishStatusLabel } from '../../../shared/rules/names'
import { shownImage } from '../../../shared/rules/renditions'
import { Thumbnail } from './Thumbnail'

// The row buttons of the lists (Edit, Delete, View, ...): a column whose header is the button's label,
// and the thumbnail a list shows of a record's image.

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

/** A column of links that open something outside the console (View, View Link), under its own header. */
export function linkColumn<Row>(
  header: string,
  label: string,
  onClick: (row: Row) => void,
): ActionColumn<Row> {
  return {
    id: header,
    header,
    render: (row) => (
      <button type="button" className="link-button" onClick={() => onClick(row)}>
        {label}
      </button>
    ),
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

/** A record's Publish/Draft status, shown and exported as Published or Draft (issue 23: headlines, sliders). */
export function statusColumn<Row extends { Status: number }>(header: string): DataColumn<Row> {
  const label = (row: Row) => publishStatusLabel(row.Status)
  return {
    field: 'Status' as Extract<keyof Row, string>,
    header,
    render: label,
    exportValue: label,
    sortable: true,
  }
}

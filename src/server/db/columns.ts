import { getTableColumns, type Table } from 'drizzle-orm'
import type { z } from 'zod'

type ColumnsOf<T extends Table, S extends z.ZodRawShape> = {
  [K in keyof S & keyof T['_']['columns']]: T['_']['columns'][K]
}

/**
 * The columns of `table` that a contract row schema names: `db.select(columnsFor(faculty, FacultyMenuItem))`
 * reads exactly the fields an answer carries, with the contract as the one list of them. Fields that are
 * not columns of the table (a joined CategoryName) are left out, for the caller to add:
 * `select({ ...columnsFor(gallery, GalleryRow), CategoryName: gallery_category.CategoryName })`.
 */
export function columnsFor<T extends Table, S extends z.ZodRawShape>(
  table: T,
  row: z.ZodObject<S>,
): ColumnsOf<T, S> {
  const all = getTableColumns(table)
  const picked = Object.keys(row.shape).flatMap((key) => (key in all ? [[key, all[key]]] : []))
  return Object.fromEntries(picked) as ColumnsOf<T, S>
}

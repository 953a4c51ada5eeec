import { useMemo } from 'react'
import { scheduledBadge, type ScheduledTable } from '../../../../shared/rules/schedule'
import type { DataColumn } from '../DataTable'
import { jobsOf, useSchedule } from './useSchedule'
import { ReviewBadge, useReviewBadges } from '../review/useReviewBadges'
import './schedule.css'

/**
 * Issue 26: a scheduled area's Status column: the record's status in words, and beside it a badge for each
 * pending change ("Scheduled 08:00 Mon", "Until 18:00 Fri") in the university's zone, and (issue 48) one for
 * a change waiting for review or sent back. The CSV and the search get the same words. `label` reads the row's
 * Status (keep it a module function: the column is memoised).
 */
export function useStatusColumn<Row extends { EntryID: number; Status: unknown }>(
  table: ScheduledTable,
  header: string,
  label: (status: Row['Status']) => string,
): DataColumn<Row> {
  const { pending, zone } = useSchedule()
  const review = useReviewBadges(table)
  return useMemo(() => {
    const badges = (row: Row) =>
      jobsOf(pending, table, row.EntryID)
        .sort((a, b) => a.dueAt.localeCompare(b.dueAt))
        .map((job) => ({ id: job.id, text: scheduledBadge(job.action, new Date(job.dueAt), zone) }))
    const text = (row: Row) =>
      [label(row.Status), ...badges(row).map((badge) => badge.text), review.text(row.EntryID)]
        .filter(Boolean)
        .join(' · ')
    return {
      field: 'Status' as Extract<keyof Row, string>,
      header,
      sortable: true,
      exportValue: text,
      render: (row: Row) => (
        <span className="schedule-status">
          <span>{label(row.Status)}</span>
          {badges(row).map((badge) => (
            <span key={badge.id} className="schedule-badge">
              {badge.text}
            </span>
          ))}
          <ReviewBadge text={review.text(row.EntryID)} />
        </span>
      ),
    }
  }, [pending, zone, table, header, label, review])
}

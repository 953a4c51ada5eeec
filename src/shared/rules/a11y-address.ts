import { CHECKED_AREAS, type CheckedTable } from './a11y/areas'
import { ALUMNI_PATHS } from './alumni'
import { HOME_CONTENT_PATH } from './content'
import { courseAboutAddress, FACULTY_PATHS } from './faculty'
import { GALLERY_PATHS } from './gallery'
import { updateAddress } from './record-address'
import { isScheduledTable } from './schedule'
import { scheduledRecordAddress } from './schedule-screens'

// Issue 27's report: what it calls a record's area, and where each record is edited (apart from
// a11y-screens.ts, which the route table and menu read: these addresses read the areas' own rules).

/** What the report calls a record's area. */
export const areaNoun = (table: CheckedTable): string => CHECKED_AREAS[table].noun

/**
 * Where a record of the report is edited: the update screen the schedule panel and search lead to. A faculty
 * page and a course page are their faculty's (faculty mode: the screen opens on the chosen faculty).
 */
export function a11yRecordAddress(
  table: CheckedTable,
  EntryID: number,
  facultyCode: string | null,
  section: string | null,
): string {
  if (isScheduledTable(table)) return scheduledRecordAddress(table, EntryID, facultyCode, section)
  switch (table) {
    case 'gallery':
      return updateAddress(GALLERY_PATHS.update, EntryID)
    case 'alumni_feedback':
      return updateAddress(ALUMNI_PATHS.feedbackUpdate, EntryID)
    case 'faculty':
      return FACULTY_PATHS.content
    case 'course_about':
      return courseAboutAddress(section ?? '')
    case 'home_content':
      return HOME_CONTENT_PATH
  }
}

import { hashPassword } from '../auth/password'
import type { Database } from './client'
import {
  alumni_student,
  course,
  event,
  faculty,
  gallery_category,
  gallery_subcategory,
  home_content,
  modules,
  news,
  published_state,
  staff,
} from './schema'
import {
  ALUMNI_FIRST_NAMES,
  ALUMNI_SURNAMES,
  DEMO_ACCOUNTS,
  DEMO_COURSES,
  DEMO_EVENTS,
  DEMO_FACULTIES,
  DEMO_GALLERY,
  DEMO_MODULES,
  DEMO_NEWS,
  DEMO_STAFF,
  richText,
  slugify,
} from './seed-data'
import { seedFacultyBanners } from './seed-faculty'
import { seedHeadlines } from './seed-headline'
import { seedSlidersAndPartners } from './seed-sliders-partners'
import { seedLeadershipAndAlumni } from './seed-leadership'
import { seedPermissionLogin } from './seed-permissions'

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './seed-data'

// Fills an empty database with the demo university. Only the embedded server (and the tests) call it;
// a deployment on PostgreSQL never gets demo accounts with a published password.

/** Seeds when the staff table is empty and answers whether it did; a database in use is left alone. */
export async function seedDemoData(db: Database): Promise<boolean> {
  // Every start of a demo console asks: one already seeded is told so before any password is hashed (about a
  // second of processor time each). The transaction asks again, for two servers starting on one database.
  if ((await db.$count(staff)) > 0) return false
  // Hashed before the transaction: scrypt is slow on purpose, and the transaction should be short.
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      FirstName: account.FirstName,
      MiddleName: account.MiddleName,
      Surname: account.Surname,
      designation: account.designation,
      IsAdmin: account.level,
      FacultyCode: account.FacultyCode,
      username: account.username,
      PasswordHash: await hashPassword(account.password),
    })),
  )
  return db.transaction(async (tx) => {
    if ((await tx.$count(staff)) > 0) return false
    const by = 'Demo Data'

    await tx.insert(faculty).values(
      DEMO_FACULTIES.map((item) => ({
        ...item,
        Slug: slugify(item.FacultyName),
        FacultyDetail: richText(`Welcome to the ${item.FacultyName}.`),
        InsertedBy: by,
      })),
    )
    await tx.insert(course).values(
      DEMO_COURSES.map(([CourseCode, CourseName, FacultyCode, Duration]) => ({
        CourseCode,
        CourseName,
        FacultyCode,
        Duration,
        DurationType: 'Years',
        Slug: slugify(CourseName),
      })),
    )
    await tx
      .insert(modules)
      .values(
        DEMO_MODULES.map(([ModuleCode, ModuleName, CourseCode]) => ({ ModuleCode, ModuleName, CourseCode })),
      )

    await tx.insert(staff).values(accounts)
    await tx.insert(staff).values(
      DEMO_STAFF.map(([FirstName, MiddleName, Surname, designation, FacultyCode, Active]) => ({
        FirstName,
        MiddleName,
        Surname,
        designation,
        FacultyCode,
        Active,
      })),
    )

    await tx.insert(alumni_student).values(
      ALUMNI_SURNAMES.flatMap((surname, s) =>
        ALUMNI_FIRST_NAMES.map(([firstName, Gender], f) => {
          const n = s * ALUMNI_FIRST_NAMES.length + f
          const [CourseCode, CourseName] = DEMO_COURSES[n % DEMO_COURSES.length]
          return {
            StudentID: `DU/${18 + (n % 5)}/${CourseCode}/${1001 + n}`,
            StudentName: `${firstName} ${surname}`,
            Gender,
            CourseName,
          }
        }),
      ),
    )

    await tx.insert(news).values(
      DEMO_NEWS.map(([Title, FacultyCode, Status, paragraphs]) => ({
        Title,
        FacultyCode,
        Status,
        Description: richText(...paragraphs),
        Slug: slugify(Title),
        InsertedBy: by,
      })),
    )
    await tx.insert(event).values(
      DEMO_EVENTS.map(([Title, FacultyCode, EventDate, StartTime, EndTime, Location]) => ({
        Title,
        FacultyCode,
        EventDate,
        StartTime,
        EndTime,
        Location,
        Description: richText(`${Title} at ${Location}.`),
        Slug: slugify(Title),
        InsertedBy: by,
      })),
    )

    for (const { CategoryName, subcategories } of DEMO_GALLERY) {
      const [category] = await tx
        .insert(gallery_category)
        .values({ CategoryName, InsertedBy: by })
        .returning({ EntryID: gallery_category.EntryID })
      await tx.insert(gallery_subcategory).values(
        subcategories.map((SubCategoryName) => ({
          CategoryID: category.EntryID,
          SubCategoryName,
          InsertedBy: by,
        })),
      )
    }

    await tx.insert(home_content).values({
      DiscoverContent: richText('Discover a university where teaching, research and enterprise meet.'),
      AboutContent: richText('Founded to offer an education of international standard at home.'),
      CampusContent: richText('A green campus with modern lecture halls, laboratories and hostels.'),
      CampusContent2: richText('Sports facilities, a medical centre and a 24-hour library.'),
      EducationContent: richText('Undergraduate and postgraduate programmes across six faculties.'),
      RegistryContent: richText('The Registry handles admissions, records and transcripts.'),
      InsertedBy: by,
    })
    await seedFacultyBanners(tx)
    await seedHeadlines(tx, by)
    await seedSlidersAndPartners(tx, by)
    await seedLeadershipAndAlumni(tx, by)
    await seedPermissionLogin(tx)
    // Written without the write path, the demo's records have no readers' copies yet: the projection's
    // fingerprint is forgotten, so the server's rebuild (public/rebuild.ts) builds them all, as on a first start.
    // A database whose projection was built while it was empty (started once without the demo) would else
    // keep an empty public site.
    await tx.delete(published_state)
    return true
  })
}

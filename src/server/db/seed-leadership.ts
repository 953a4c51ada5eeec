import { and, eq } from 'drizzle-orm'
import type { Database } from './client'
import { alumni_feedback, alumni_student, leadership, staff } from './schema'
import { richText } from './seed-data'

// Demo leadership (a Board, a Senate and a Management enrolled from the staff) and a few alumni
// testimonials, so that every leadership and alumni list has rows on first run. No images: the lists
// show 'No image' until an editor uploads one.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** [Title, FullName, Designation, Position] */
const BOARD: readonly (readonly [string, string, string, number])[] = [
  ['Dr.', 'Ibrahim Musa Danjuma', 'Chancellor', 1],
  ['Prof.', 'Comfort Adaobi Okeke', 'Pro-Chancellor and Chairman of Council', 2],
  ['Prof.', 'Abdulkadir Bello Yakubu', 'Vice-Chancellor', 3],
  ['Mrs.', 'Grace Omolara Adeyemi', 'Member of Council', 4],
]

/** Staff enrolled by [FirstName, Surname]: [Title, Designation, Position]. */
const SENATE: readonly (readonly [string, string, string, string, number])[] = [
  ['Olufemi', 'Adebayo', 'Prof.', 'Dean, Faculty of Computing and Applied Sciences', 1],
  ['Ngozi', 'Eze', 'Prof.', 'Dean, Faculty of Management and Social Sciences', 2],
  ['Yusuf', 'Abdullahi', 'Prof.', 'Dean, Faculty of Engineering', 3],
]
const MANAGEMENT: readonly (readonly [string, string, string, string, number])[] = [
  ['Tunde', 'Bakare', 'Mr.', 'Registrar', 1],
  ['Emmanuel', 'Obi', 'Mr.', 'Bursar', 2],
  ['Fatima', 'Usman', 'Dr.', 'University Librarian', 3],
]

/** [StudentName, Title, feedback] */
const FEEDBACK: readonly (readonly [string, string, string])[] = [
  ['Adebola Akande', 'The lecturers knew my name', 'Small classes meant every lecturer knew my name.'],
  ['Ikenna Bassey', 'Ready for my first job', 'The industrial training placement led to my first job.'],
  ['Rahama Dikko', 'A library that never closed', 'Revising at night in the 24-hour library got me through.'],
]

export async function seedLeadershipAndAlumni(tx: Transaction, by: string): Promise<void> {
  await tx.insert(leadership).values(
    BOARD.map(([Title, FullName, Designation, Position]) => ({
      Title,
      FullName,
      Designation,
      Position,
      Category: 'Board' as const,
      Status: 1,
      Description: richText(`${Title} ${FullName} serves as ${Designation}.`),
      InsertedBy: by,
    })),
  )
  for (const [Category, people] of [
    ['Senate', SENATE],
    ['Management', MANAGEMENT],
  ] as const) {
    for (const [first, surname, Title, Designation, Position] of people) {
      const [member] = await tx
        .select({ StaffID: staff.StaffID, MiddleName: staff.MiddleName })
        .from(staff)
        .where(and(eq(staff.FirstName, first), eq(staff.Surname, surname)))
      const FullName = [first, member?.MiddleName, surname].filter(Boolean).join(' ')
      await tx.insert(leadership).values({
        Title,
        FullName,
        Designation,
        Position,
        Category,
        Status: 1,
        Description: richText(`${Title} ${FullName}, ${Designation}.`),
        StaffID: member?.StaffID,
        InsertedBy: by,
      })
    }
  }

  for (const [StudentName, Title, text] of FEEDBACK) {
    const [student] = await tx
      .select({ StudentID: alumni_student.StudentID })
      .from(alumni_student)
      .where(eq(alumni_student.StudentName, StudentName))
    if (!student) continue
    await tx.insert(alumni_feedback).values({
      StudentID: student.StudentID,
      StudentName,
      Title,
      Description: richText(text),
      InsertedBy: by,
    })
  }
}

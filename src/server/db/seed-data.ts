// The demo university of the embedded server (desktop app without a remote API, browser mode, tests).
// Fixed data, no randomness: tests and screenshots see the same site every time.

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'demo1234'

export interface DemoAccount {
  username: string
  /** IsAdmin: 1 Super Admin, 2 Faculty, 3 Department, 4 DSSD. */
  level: 1 | 2 | 3 | 4
  password: string
  FacultyCode: string | null
  FirstName: string
  MiddleName: string
  Surname: string
  designation: string
}

/** One account per permission group; README and tests read them from here. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    level: 1,
    password: DEMO_PASSWORD,
    FacultyCode: null,
    FirstName: 'Amina',
    MiddleName: 'Halima',
    Surname: 'Bello',
    designation: 'Head, Web and Digital Media',
  },
  {
    username: 'faculty',
    level: 2,
    password: DEMO_PASSWORD,
    FacultyCode: 'FCS',
    FirstName: 'Chinedu',
    MiddleName: 'Emeka',
    Surname: 'Okafor',
    designation: 'Faculty Officer',
  },
  {
    username: 'department',
    level: 3,
    password: DEMO_PASSWORD,
    FacultyCode: 'FMSS',
    FirstName: 'Grace',
    MiddleName: 'Oluwaseun',
    Surname: 'Adeyemi',
    designation: 'Departmental Secretary',
  },
  {
    username: 'dssd',
    level: 4,
    password: DEMO_PASSWORD,
    FacultyCode: null,
    FirstName: 'Ibrahim',
    MiddleName: 'Musa',
    Surname: 'Danjuma',
    designation: 'Content Officer, DSSD',
  },
]

export const DEMO_FACULTIES = [
  {
    FacultyCode: 'FCS',
    FacultyName: 'Faculty of Computing and Applied Sciences',
    FacultyDean: 'Prof. Olufemi Adebayo',
    FacultyColor: '#1f4e79',
    FacultyEmail: 'computing@demo-university.edu.ng',
    FacultyPhone: '08031234501',
  },
  {
    FacultyCode: 'FMSS',
    FacultyName: 'Faculty of Management and Social Sciences',
    FacultyDean: 'Prof. Ngozi Eze',
    FacultyColor: '#7a1f3d',
    FacultyEmail: 'management@demo-university.edu.ng',
    FacultyPhone: '08031234502',
  },
  {
    FacultyCode: 'FENG',
    FacultyName: 'Faculty of Engineering',
    FacultyDean: 'Prof. Yusuf Abdullahi',
    FacultyColor: '#b35c00',
    FacultyEmail: 'engineering@demo-university.edu.ng',
    FacultyPhone: '08031234503',
  },
  {
    FacultyCode: 'FLAW',
    FacultyName: 'Faculty of Law',
    FacultyDean: 'Prof. Adaeze Nwachukwu',
    FacultyColor: '#2e2e2e',
    FacultyEmail: 'law@demo-university.edu.ng',
    FacultyPhone: '08031234504',
  },
  {
    FacultyCode: 'FMHS',
    FacultyName: 'Faculty of Medicine and Health Sciences',
    FacultyDean: 'Prof. Kabiru Lawal',
    FacultyColor: '#0b6e4f',
    FacultyEmail: 'health@demo-university.edu.ng',
    FacultyPhone: '08031234505',
  },
  {
    FacultyCode: 'FENV',
    FacultyName: 'Faculty of Environmental Sciences',
    FacultyDean: 'Dr. Folake Ogunleye',
    FacultyColor: '#4b6b1f',
    FacultyEmail: 'environment@demo-university.edu.ng',
    FacultyPhone: '08031234506',
  },
] as const

/** [CourseCode, CourseName, FacultyCode, Duration in years] */
export const DEMO_COURSES: readonly (readonly [string, string, string, number])[] = [
  ['CSC', 'Computer Science', 'FCS', 4],
  ['SEN', 'Software Engineering', 'FCS', 4],
  ['CYB', 'Cyber Security', 'FCS', 4],
  ['IFT', 'Information Technology', 'FCS', 4],
  ['BCH', 'Biochemistry', 'FCS', 4],
  ['MCB', 'Microbiology', 'FCS', 4],
  ['ACC', 'Accounting', 'FMSS', 4],
  ['BUS', 'Business Administration', 'FMSS', 4],
  ['ECO', 'Economics', 'FMSS', 4],
  ['MAC', 'Mass Communication', 'FMSS', 4],
  ['PSC', 'Political Science', 'FMSS', 4],
  ['CVE', 'Civil Engineering', 'FENG', 5],
  ['EEE', 'Electrical and Electronics Engineering', 'FENG', 5],
  ['MEE', 'Mechanical Engineering', 'FENG', 5],
  ['LAW', 'Law', 'FLAW', 5],
  ['NUR', 'Nursing Science', 'FMHS', 5],
  ['PUH', 'Public Health', 'FMHS', 4],
  ['MLS', 'Medical Laboratory Science', 'FMHS', 5],
  ['ARC', 'Architecture', 'FENV', 5],
  ['EVM', 'Estate Management', 'FENV', 4],
]

/** [ModuleCode, ModuleName, CourseCode] */
export const DEMO_MODULES: readonly (readonly [string, string, string])[] = [
  ['CSC101', 'Introduction to Computing', 'CSC'],
  ['CSC201', 'Data Structures and Algorithms', 'CSC'],
  ['CSC305', 'Operating Systems', 'CSC'],
  ['SEN301', 'Software Requirements Engineering', 'SEN'],
  ['CYB201', 'Network Security Fundamentals', 'CYB'],
  ['ACC101', 'Principles of Accounting', 'ACC'],
  ['ECO201', 'Microeconomic Theory', 'ECO'],
  ['MAC205', 'News Writing and Reporting', 'MAC'],
  ['CVE301', 'Structural Analysis', 'CVE'],
  ['EEE202', 'Circuit Theory', 'EEE'],
  ['LAW101', 'Legal Methods', 'LAW'],
  ['NUR201', 'Anatomy and Physiology', 'NUR'],
]

/** Staff without a login: [FirstName, MiddleName, Surname, designation, FacultyCode, Active] */
export const DEMO_STAFF: readonly (readonly [string, string, string, string, string | null, boolean])[] = [
  ['Olufemi', 'Adewale', 'Adebayo', 'Professor', 'FCS', true],
  ['Ngozi', 'Chioma', 'Eze', 'Professor', 'FMSS', true],
  ['Yusuf', 'Aliyu', 'Abdullahi', 'Professor', 'FENG', true],
  ['Adaeze', 'Ifeoma', 'Nwachukwu', 'Professor', 'FLAW', true],
  ['Kabiru', 'Sani', 'Lawal', 'Professor', 'FMHS', true],
  ['Folake', 'Abimbola', 'Ogunleye', 'Senior Lecturer', 'FENV', true],
  ['Tunde', 'Olamide', 'Bakare', 'Registrar', null, true],
  ['Zainab', 'Hauwa', 'Garba', 'Deputy Registrar', null, true],
  ['Emmanuel', 'Chukwudi', 'Obi', 'Bursar', null, true],
  ['Fatima', 'Aisha', 'Usman', 'University Librarian', null, true],
  ['Samuel', 'Oluwatobi', 'Ajayi', 'Lecturer I', 'FCS', true],
  ['Blessing', 'Nkechi', 'Okonkwo', 'Lecturer II', 'FCS', true],
  ['Abubakar', 'Sadiq', 'Mohammed', 'Senior Lecturer', 'FCS', true],
  ['Funmilayo', 'Titilayo', 'Ogundipe', 'Lecturer I', 'FMSS', true],
  ['Daniel', 'Ikechukwu', 'Nnamdi', 'Lecturer II', 'FMSS', true],
  ['Hadiza', 'Maryam', 'Suleiman', 'Senior Lecturer', 'FMSS', true],
  ['Victor', 'Osagie', 'Igbinedion', 'Lecturer I', 'FENG', true],
  ['Ruth', 'Ebere', 'Agu', 'Assistant Lecturer', 'FENG', true],
  ['Musa', 'Bala', 'Shehu', 'Lecturer I', 'FLAW', true],
  ['Chiamaka', 'Uchechi', 'Onyeka', 'Lecturer II', 'FMHS', true],
  ['Oluwaseun', 'Kayode', 'Fashola', 'Senior Lecturer', 'FMHS', true],
  ['Aisha', 'Binta', 'Waziri', 'Lecturer I', 'FENV', true],
  ['Peter', 'Ayodele', 'Ojo', 'Director of Academic Planning', null, true],
  ['Halima', 'Rukayya', 'Idris', 'Public Relations Officer', null, true],
  ['Godwin', 'Efosa', 'Omoregie', 'Lecturer II', 'FCS', false],
  ['Esther', 'Bukola', 'Adeleke', 'Assistant Lecturer', 'FMSS', false],
]

/** Alumni names: [first name, gender]; paired with the surnames below to make 50 graduates. */
export const ALUMNI_FIRST_NAMES: readonly (readonly [string, 'Male' | 'Female'])[] = [
  ['Adebola', 'Female'],
  ['Chukwuemeka', 'Male'],
  ['Farida', 'Female'],
  ['Ikenna', 'Male'],
  ['Kemi', 'Female'],
  ['Mustapha', 'Male'],
  ['Nneka', 'Female'],
  ['Olumide', 'Male'],
  ['Rahama', 'Female'],
  ['Tobenna', 'Male'],
]
export const ALUMNI_SURNAMES: readonly string[] = ['Akande', 'Bassey', 'Dikko', 'Ekwueme', 'Okoro']
export const ALUMNI_COUNT = ALUMNI_FIRST_NAMES.length * ALUMNI_SURNAMES.length

export const DEMO_GALLERY: readonly { CategoryName: string; subcategories: readonly string[] }[] = [
  { CategoryName: 'Campus Life', subcategories: ['Convocation', 'Sports', 'Student Week'] },
  { CategoryName: 'Events', subcategories: ['Conferences', 'Matriculation'] },
  { CategoryName: 'Facilities', subcategories: ['Library', 'Laboratories'] },
]

/** [Title, FacultyCode, Status, paragraphs] */
export const DEMO_NEWS: readonly (readonly [string, string, number, readonly string[]])[] = [
  [
    'University Admits New Students for the 2026/2027 Session',
    'General',
    1,
    ['The matriculation ceremony for new students takes place in the main auditorium.'],
  ],
  [
    'Senate Approves New Postgraduate Programmes',
    'General',
    1,
    ['Senate has approved three new postgraduate programmes to start next session.'],
  ],
  [
    'Computing Students Win National Hackathon',
    'FCS',
    1,
    ['A team of Software Engineering students took first place at the national hackathon.'],
  ],
  [
    'Faculty Seminar on Artificial Intelligence in Education',
    'FCS',
    0,
    ['The faculty seminar series continues with a session on AI in teaching and learning.'],
  ],
  [
    'Law Faculty Hosts Moot Court Competition',
    'FLAW',
    1,
    ['Students from six universities argued before a panel of judges.'],
  ],
]

/** [Title, FacultyCode, EventDate, StartTime, EndTime, Location] */
export const DEMO_EVENTS: readonly (readonly [string, string, string, string, string, string])[] = [
  ['Convocation Ceremony', 'General', '2026-12-12', '10:00', '14:00', 'Main Auditorium'],
  ['Career Fair 2026', 'General', '2026-12-03', '09:00', '16:00', 'Sports Complex'],
  ['Open Day: Computing Laboratories', 'FCS', '2026-12-08', '11:00', '13:00', 'Computing Building, Lab 2'],
]

/** Serialized rich text as the console's editor stores it (Slate JSON: one paragraph per text). */
export function richText(...paragraphs: readonly string[]): string {
  return JSON.stringify(paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] })))
}

/** URL slug: lower case, words joined by dashes (SPEC §3 replaces slashes with dashes too). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

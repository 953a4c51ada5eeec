import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ScheduleAction, ScheduleState } from '../../shared/rules/schedule'
import type { DeliveryStatus, WebhookEventKind } from '../../shared/rules/webhooks'
import type { ReviewState } from '../../shared/rules/review'

// Every entity of SPEC §3. Column names are SPEC's field names, and so are the TypeScript keys, so a row
// serialises straight into a contract answer. Tables of our own (sessions, idempotency_keys) use snake_case.

/**
 * A `timestamp with time zone` read as an ISO 8601 string. Both drivers hand drizzle Postgres' text form
 * ('2026-11-22 08:13:00.12+00'); answers carry ISO strings, and the TS type is the `string` the contract's
 * zod schemas expect, so handlers need no per-area date conversion.
 */
const timestamptz = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
  toDriver: (value) => value,
})

/** A `time` read as 'HH:MM', the form SPEC's event screens show and send (Postgres answers 'HH:MM:SS'). */
const timeOfDay = customType<{ data: string; driverData: string }>({
  dataType: () => 'time',
  fromDriver: (value) => value.slice(0, 5),
  toDriver: (value) => value,
})

/** Rich text the contract reads as a string, never null: an empty editor is ''. */
const richText = (name: string) => text(name).notNull().default('')

const now = sql`now()`

/** Who saved a record: SPEC records the submitter's full name as one text. */
const inserted = () => ({
  InsertedBy: text('InsertedBy').notNull().default(''),
  InsertedDate: timestamptz('InsertedDate').notNull().default(now),
})

/** SPEC's update payloads carry submittedBy; kept apart from InsertedBy so the author stays known. */
const updated = () => ({
  UpdatedBy: text('UpdatedBy'),
  UpdatedDate: timestamptz('UpdatedDate'),
})

/**
 * Issue 27 (migration 0029): beside each image, its alternative text (null: none written) and the editor's word
 * that it is decorative and needs none. Named as rules/a11y/areas.ts names them (most areas: ImageAlt).
 */
const decorative = (name: string) => boolean(name).notNull().default(false)
const imageAlt = () => ({ ImageAlt: text('ImageAlt'), ImageDecorative: decorative('ImageDecorative') })

// --- Staff and sessions -------------------------------------------------------------------------

export const staff = pgTable('staff', {
  StaffID: serial('StaffID').primaryKey(),
  FirstName: text('FirstName').notNull(),
  MiddleName: text('MiddleName').notNull().default(''),
  Surname: text('Surname').notNull(),
  designation: text('designation').notNull().default(''),
  /** The permission group (SPEC §6): 1 Super Admin, 2 Faculty, 3 Department, 4 DSSD, 0 none. */
  IsAdmin: integer('IsAdmin').notNull().default(0),
  /** The faculty a Faculty or Department user is bound to. */
  FacultyCode: text('FacultyCode'),
  /** Only staff who sign in have a username and a password; stored lower-case. */
  username: text('username').unique(),
  /** scrypt, see src/server/auth/password.ts. */
  PasswordHash: text('PasswordHash'),
  Active: boolean('Active').notNull().default(true),
  /** Where set-password links go when the operator configured mail; lower-case. */
  Email: text('Email'),
  /** The university's own staff number: what an import of its staff records matches by. */
  StaffNumber: text('StaffNumber').unique(),
  /**
   * The identity provider's lasting name for this person (`oidc:<issuer> <sub>` or `saml:<issuer> <NameID>`),
   * bound at their first sign-in through it.
   */
  ExternalID: text('ExternalID').unique(),
  /** When a person the identity provider knows, but the mapping gives no group, asked for access. */
  AccessRequestedAt: timestamptz('AccessRequestedAt'),
  /** When they last signed in (any way): the accounts list shows it. */
  LastSignInAt: timestamptz('LastSignInAt'),
})

/**
 * One-time set-password links (routes/accounts.ts): only the token's sha256 is kept, so a copy of the table
 * lets nobody in. A link is used once, expires, and is voided when a newer one is issued for the person.
 */
export const password_links = pgTable(
  'password_links',
  {
    token_hash: text('token_hash').primaryKey(),
    StaffID: integer('StaffID')
      .notNull()
      .references(() => staff.StaffID, { onDelete: 'cascade' }),
    /** 'reset': issuing it ended the password and sessions; else 'set' (rules/accounts.ts). */
    purpose: text('purpose').notNull(),
    created_at: timestamptz('created_at').notNull().default(now),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    /** When a newer link of the same person replaced it. */
    voided_at: timestamptz('voided_at'),
    /** The staff member who issued it (kept when they are removed). */
    created_by: integer('created_by'),
  },
  (table) => [index('password_links_staff_idx').on(table.StaffID)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the bearer token: a leaked table does not hand out sessions. */
    token_hash: text('token_hash').primaryKey(),
    StaffID: integer('StaffID')
      .notNull()
      .references(() => staff.StaffID, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    created_at: timestamptz('created_at').notNull().default(now),
    last_seen_at: timestamptz('last_seen_at').notNull().default(now),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sessions_staff_idx').on(table.StaffID)],
)

// --- Academics ----------------------------------------------------------------------------------

export const faculty = pgTable('faculty', {
  EntryID: serial('EntryID').primaryKey(),
  FacultyCode: text('FacultyCode').notNull().unique(),
  FacultyName: text('FacultyName').notNull(),
  FacultyDean: text('FacultyDean'),
  FacultyColor: text('FacultyColor'),
  Slug: text('Slug').notNull().unique(),
  FacultyImage: text('FacultyImage'),
  FacultyImageAlt: text('FacultyImageAlt'),
  FacultyImageDecorative: decorative('FacultyImageDecorative'),
  /** Serialized rich text. */
  FacultyDetail: text('FacultyDetail'),
  FacultyEmail: text('FacultyEmail'),
  FacultyPhone: text('FacultyPhone'),
  ...inserted(),
})

export const course = pgTable(
  'course',
  {
    EntryID: serial('EntryID').primaryKey(),
    CourseName: text('CourseName').notNull(),
    CourseCode: text('CourseCode').notNull().unique(),
    Duration: integer('Duration').notNull().default(4),
    DurationType: text('DurationType').notNull().default('Years'),
    Slug: text('Slug').notNull().unique(),
    FacultyCode: text('FacultyCode')
      .notNull()
      .references(() => faculty.FacultyCode, { onUpdate: 'cascade' }),
  },
  (table) => [index('course_faculty_idx').on(table.FacultyCode)],
)

/** The about-course page: one per course. */
export const course_about = pgTable('course_about', {
  EntryID: serial('EntryID').primaryKey(),
  CourseCode: text('CourseCode')
    .notNull()
    .unique()
    .references(() => course.CourseCode, { onUpdate: 'cascade', onDelete: 'cascade' }),
  Description: text('Description'),
  ImagePath: text('ImagePath'),
  ...imageAlt(),
  CourseHOD: text('CourseHOD'),
  HODContent: text('HODContent'),
  ...inserted(),
  ...updated(),
})

/** Counted by the dashboard (ModuleCount); SPEC shows no module screen. Named `modules` in TS because
 * `module` is a CommonJS global that module runners may wrap code with. */
export const modules = pgTable('module', {
  EntryID: serial('EntryID').primaryKey(),
  ModuleCode: text('ModuleCode').notNull().unique(),
  ModuleName: text('ModuleName').notNull(),
  CourseCode: text('CourseCode').references(() => course.CourseCode, {
    onUpdate: 'cascade',
    onDelete: 'set null',
  }),
  CreditUnit: integer('CreditUnit').notNull().default(3),
})

// --- Gallery ------------------------------------------------------------------------------------

export const gallery_category = pgTable('gallery_category', {
  EntryID: serial('EntryID').primaryKey(),
  CategoryName: text('CategoryName').notNull().unique(),
  ...inserted(),
})

export const gallery_subcategory = pgTable(
  'gallery_subcategory',
  {
    EntryID: serial('EntryID').primaryKey(),
    CategoryID: integer('CategoryID')
      .notNull()
      .references(() => gallery_category.EntryID, { onDelete: 'cascade' }),
    SubCategoryName: text('SubCategoryName').notNull(),
    ...inserted(),
  },
  (table) => [unique('gallery_subcategory_name_unique').on(table.CategoryID, table.SubCategoryName)],
)

/** CategoryName and SubCategoryName of a gallery row come from joins. A category still in use cannot be
 * deleted (no cascade): photos are not thrown away by removing a label. */
export const gallery = pgTable(
  'gallery',
  {
    EntryID: serial('EntryID').primaryKey(),
    ImageTitle: text('ImageTitle').notNull(),
    ImagePath: text('ImagePath'),
    ...imageAlt(),
    CategoryID: integer('CategoryID')
      .notNull()
      .references(() => gallery_category.EntryID),
    SubCategoryID: integer('SubCategoryID')
      .notNull()
      .references(() => gallery_subcategory.EntryID),
    FacultyCode: text('FacultyCode').notNull().default('General'),
    /**
     * `<StaffID>:<Idempotency-Key>` of the request that created it (the bulk-upload queue sends one per file):
     * a create that committed but whose answer died with its server is found again, never made twice.
     */
    RequestKey: text('RequestKey').unique(),
    /**
     * The SHA-256 (hex) of the photo's file as the server received it, before it was made safe to publish:
     * the same file picked again is known by it (issue 28). Null for photos stored before.
     */
    ContentHash: text('ContentHash'),
    /**
     * The photo's likeness (rules/duplicates.ts), made with its renditions, so a resized or re-saved copy is
     * found too (issue 28). '' (NO_LIKENESS) for videos and pictures with too little shape; null until taken,
     * for a photo stored before (likeness-backfill.ts takes it from the stored file).
     */
    LikenessHash: text('LikenessHash'),
    /** A video's WebVTT captions (issue 27): the video's stored base name + `.vtt`, in the same folder. */
    CaptionsPath: text('CaptionsPath'),
    ...inserted(),
    ...updated(),
  },
  (table) => [index('gallery_content_hash_idx').on(table.ContentHash)],
)

// --- People -------------------------------------------------------------------------------------

export const leadership = pgTable(
  'leadership',
  {
    EntryID: serial('EntryID').primaryKey(),
    /** Salutation. */
    Title: text('Title').notNull(),
    FullName: text('FullName').notNull(),
    /** 1 to 20. */
    Position: integer('Position').notNull(),
    Designation: text('Designation').notNull(),
    /** Board, Senate or Management. */
    Category: text('Category').notNull().$type<'Board' | 'Senate' | 'Management'>(),
    /** 1 Active, 0 Draft. */
    Status: integer('Status').notNull().default(1),
    ImagePath: text('ImagePath'),
    ...imageAlt(),
    Description: text('Description'),
    /** The staff member a Senate or Management record was enrolled from, when it was. */
    StaffID: integer('StaffID').references(() => staff.StaffID, { onDelete: 'set null' }),
    ...inserted(),
    ...updated(),
  },
  (table) => [
    // One record per person and category, whatever two editors enrol at once (routes/leadership.ts).
    uniqueIndex('leadership_category_staff_unique')
      .on(table.Category, table.StaffID)
      .where(sql`${table.StaffID} is not null`),
    // SPEC §8 'name exist': one title and full name (trimmed, any case) per category.
    uniqueIndex('leadership_category_name_unique').on(
      table.Category,
      sql`lower(btrim(${table.Title}))`,
      sql`lower(btrim(${table.FullName}))`,
    ),
  ],
)

export const alumni_student = pgTable('alumni_student', {
  EntryID: serial('EntryID').primaryKey(),
  StudentID: text('StudentID').notNull().unique(),
  StudentName: text('StudentName').notNull(),
  Gender: text('Gender').notNull(),
  CourseName: text('CourseName').notNull(),
})

export const alumni_feedback = pgTable(
  'alumni_feedback',
  {
    EntryID: serial('EntryID').primaryKey(),
    StudentID: text('StudentID').notNull(),
    StudentName: text('StudentName').notNull(),
    Title: text('Title').notNull(),
    ImagePath: text('ImagePath'),
    ...imageAlt(),
    Description: richText('Description'),
    ...inserted(),
    ...updated(),
  },
  (table) => [
    // SPEC §8 'feedback exist': one title (trimmed, any case); the public page is named after it.
    uniqueIndex('alumni_feedback_title_unique').on(sql`lower(btrim(${table.Title}))`),
  ],
)

// --- News, events and the general site -----------------------------------------------------------

export const news = pgTable(
  'news',
  {
    EntryID: serial('EntryID').primaryKey(),
    Title: text('Title').notNull(),
    Description: richText('Description'),
    ImagePath: text('ImagePath'),
    ...imageAlt(),
    /** 1 Published, 0 Draft. */
    Status: integer('Status').notNull().default(1),
    /** 'General' or a faculty code. */
    FacultyCode: text('FacultyCode').notNull().default('General'),
    ViewCount: integer('ViewCount').notNull().default(0),
    Slug: text('Slug').notNull().unique(),
    ...inserted(),
    ...updated(),
  },
  (table) => [
    index('news_faculty_idx').on(table.FacultyCode),
    /** SPEC §8 'news exist': one title (trimmed, any case) per faculty, also under concurrent saves. */
    uniqueIndex('news_faculty_title_unique').on(table.FacultyCode, sql`lower(btrim(${table.Title}))`),
  ],
)

export const event = pgTable(
  'event',
  {
    EntryID: serial('EntryID').primaryKey(),
    Title: text('Title').notNull(),
    Description: richText('Description'),
    /** YYYY-MM-DD, as SPEC §2.8 shows and edits it. */
    EventDate: date('EventDate', { mode: 'string' }).notNull(),
    StartTime: timeOfDay('StartTime').notNull(),
    EndTime: timeOfDay('EndTime').notNull(),
    Location: text('Location').notNull(),
    /** 1 Publish, 0 Draft. */
    Status: integer('Status').notNull().default(1),
    FacultyCode: text('FacultyCode').notNull().default('General'),
    ImagePath: text('ImagePath'),
    ...imageAlt(),
    ViewCount: integer('ViewCount').notNull().default(0),
    Slug: text('Slug').notNull().unique(),
    ...inserted(),
    ...updated(),
  },
  (table) => [
    index('event_faculty_idx').on(table.FacultyCode),
    /** SPEC §8 'event exist': one title (trimmed, any case) per faculty, also under concurrent saves. */
    uniqueIndex('event_faculty_title_unique').on(table.FacultyCode, sql`lower(btrim(${table.Title}))`),
  ],
)

export const headline = pgTable(
  'headline',
  {
    EntryID: serial('EntryID').primaryKey(),
    LinkTitle: text('LinkTitle').notNull(),
    LinkPath: text('LinkPath').notNull(),
    /** One of the four colour values of SPEC §3 (berry-black, dark-orange, gold-black, gold-dark). */
    BGColour: text('BGColour').notNull(),
    Message: richText('Message'),
    MessageDate: timestamptz('MessageDate').notNull().default(now),
    Slug: text('Slug').notNull().unique(),
    /** 1 Publish, 0 Draft (migration 0022; the headlines before it were live). */
    Status: integer('Status').notNull().default(1),
    ...inserted(),
    ...updated(),
  },
  (table) => [
    /** SPEC §8 'Headline exist': one link title (trimmed, any case), also under concurrent saves. */
    uniqueIndex('headline_link_title_unique').on(sql`lower(btrim(${table.LinkTitle}))`),
  ],
)

export const slider = pgTable(
  'slider',
  {
    EntryID: serial('EntryID').primaryKey(),
    Title: text('Title').notNull(),
    Caption: text('Caption').notNull(),
    ImagePath: text('ImagePath'),
    ...imageAlt(),
    /** 1 to 12. */
    ImagePosition: integer('ImagePosition').notNull(),
    BtnName: text('BtnName').notNull(),
    BtnLink: text('BtnLink').notNull(),
    Slug: text('Slug').notNull().unique(),
    /** 1 Publish, 0 Draft (migration 0022; the sliders before it were live). */
    Status: integer('Status').notNull().default(1),
    ...inserted(),
    ...updated(),
  },
  (table) => [
    /** SPEC §8 slider 'news exist': one title (trimmed, any case), also under concurrent saves. */
    uniqueIndex('slider_title_unique').on(sql`lower(btrim(${table.Title}))`),
  ],
)

export const partner = pgTable(
  'partner',
  {
    EntryID: serial('EntryID').primaryKey(),
    PartnerName: text('PartnerName').notNull(),
    ImagePath: text('ImagePath'),
    ...imageAlt(),
    /** The text '1' (Published) or '0' (Draft), as SPEC §4 has it for partners. */
    Status: text('Status').notNull().default('1'),
    ...inserted(),
    ...updated(),
  },
  (table) => [
    /** SPEC §8 partner 'exist': one name (trimmed, any case), also under concurrent saves. */
    uniqueIndex('partner_name_unique').on(sql`lower(btrim(${table.PartnerName}))`),
  ],
)

export const home_content = pgTable('home_content', {
  EntryID: serial('EntryID').primaryKey(),
  DiscoverContent: text('DiscoverContent'),
  DiscoverPicture: text('DiscoverPicture'),
  DiscoverPictureAlt: text('DiscoverPictureAlt'),
  DiscoverPictureDecorative: decorative('DiscoverPictureDecorative'),
  AboutContent: text('AboutContent'),
  CampusImage: text('CampusImage'),
  CampusImageAlt: text('CampusImageAlt'),
  CampusImageDecorative: decorative('CampusImageDecorative'),
  CampusImage2: text('CampusImage2'),
  CampusImage2Alt: text('CampusImage2Alt'),
  CampusImage2Decorative: decorative('CampusImage2Decorative'),
  CampusContent: text('CampusContent'),
  CampusContent2: text('CampusContent2'),
  EducationContent: text('EducationContent'),
  RegistryContent: text('RegistryContent'),
  ...inserted(),
  ...updated(),
})

/** Media-coverage items saved from the external feed; the url keeps an item from being saved twice. */
export const media_news = pgTable(
  'media_news',
  {
    EntryID: serial('EntryID').primaryKey(),
    title: text('title').notNull(),
    url: text('url').notNull().unique(),
    /** The feed's date as read: ISO 8601 when it could be parsed, else the feed's own text. */
    publishedAt: text('publishedAt').notNull().default(''),
    InsertedBy: text('InsertedBy').notNull().default(''),
    InsertedDate: timestamptz('InsertedDate').notNull().default(now),
  },
  (table) => [
    /** An aggregator gives one story new redirect links: the same title (any case) and date is the same item. */
    uniqueIndex('media_news_title_date_unique')
      .on(sql`lower(btrim(${table.title}))`, table.publishedAt)
      .where(sql`${table.publishedAt} <> ''`),
  ],
)

/** Every grant and revoke of a permission group (docs/permissions.md): who, whom, from and to, when. */
export const permission_changes = pgTable(
  'permission_changes',
  {
    id: serial('id').primaryKey(),
    at: timestamptz('at').notNull().default(now),
    /** Who changed it; names are kept so the entry outlives the staff records. */
    ByStaffID: integer('ByStaffID'),
    by_name: text('by_name').notNull(),
    StaffID: integer('StaffID'),
    staff_name: text('staff_name').notNull(),
    from_level: integer('from_level').notNull(),
    to_level: integer('to_level').notNull(),
  },
  (table) => [index('permission_changes_at_idx').on(table.at)],
)

// --- Idempotent creating calls ------------------------------------------------------------------

/**
 * One row per `Idempotency-Key` a staff member sent with a POST call (routes/idempotency.ts): made before
 * the handler runs, so a concurrent duplicate finds it; completed with the answer, which a repeat gets back
 * without the handler running again. Keys are the sender's own: another staff member's same key is another row.
 */
export const idempotency_keys = pgTable(
  'idempotency_keys',
  {
    StaffID: integer('StaffID')
      .notNull()
      .references(() => staff.StaffID, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and contract path, 'POST news/add': a key is bound to the call it was first sent with. */
    request: text('request').notNull(),
    /** sha256 of the validated input: a key is bound to the input it was first sent with. */
    input_hash: text('input_hash').notNull(),
    /** The answer's HTTP status; null while the first request is still running. */
    status: integer('status'),
    answer: jsonb('answer'),
    created: timestamptz('created').notNull().default(now),
  },
  (table) => [
    primaryKey({ columns: [table.StaffID, table.key] }),
    index('idempotency_keys_created_idx').on(table.created),
  ],
)

// --- Audit log -----------------------------------------------------------------------------------

/**
 * One row per write that changed something (routes/audit.ts): who (kept as a name too, so the entry
 * outlives the staff record), their level then, the caller's address, the call, the record and what it
 * held before and after. Written only by the server; no call of the contract writes it.
 */
export const audit_log = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamptz('at').notNull().default(now),
    StaffID: integer('StaffID'),
    staff_name: text('staff_name').notNull(),
    level: integer('level').notNull(),
    address: text('address').notNull(),
    /** Method and contract path, 'PATCH news/update'. */
    call: text('call').notNull(),
    /** The table and id of the record, 'news 12'; null when the call names none. */
    record: text('record'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Issue 25: a version a Super Admin pinned is kept whatever the retention says. */
    pinned: boolean('pinned').notNull().default(false),
    /**
     * Issue 25: when the retention removed this version: its before and after were cleared then, and who,
     * when and what call stay as the audit trail. Null for a kept version.
     */
    pruned_at: timestamptz('pruned_at'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_record_idx').on(table.record, table.id),
  ],
)

/**
 * Failed sign-ins of the last quarter hour (auth/rate-limit.ts), in the database so every server of a
 * deployment counts the same failures. Old rows are removed as new ones are written.
 */
export const login_failures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    at: timestamptz('at').notNull(),
    /** Lower-cased, as typed: unknown usernames count too (password spraying). */
    username: text('username').notNull(),
    address: text('address').notNull(),
  },
  (table) => [
    index('login_failures_at_idx').on(table.at),
    index('login_failures_username_idx').on(table.username, table.at),
    index('login_failures_address_idx').on(table.address, table.at),
  ],
)

/**
 * Which CSV header each field of a kind of university record reads (issue 22): remembered by the last
 * import a Super Admin previewed, so the next one, on a screen or the command line, maps alike.
 */
export const record_import_mapping = pgTable('record_import_mapping', {
  /** rules/records.ts RECORD_KINDS. */
  kind: text('kind').primaryKey(),
  /** Field name → header ('' for none). */
  mapping: jsonb('mapping').notNull().$type<Record<string, string>>(),
  UpdatedBy: text('UpdatedBy'),
  UpdatedDate: timestamptz('UpdatedDate').notNull().default(now),
})

/**
 * Sign-ins started with the identity provider (auth/sso-flows.ts), in the database so that any server of a
 * deployment can finish what another started. Keyed by the sha256 of the state (OIDC) or RelayState (SAML):
 * a copy of the table does not tell which answer of the provider would be taken. Each is taken once.
 */
export const sso_flows = pgTable(
  'sso_flows',
  {
    state_hash: text('state_hash').primaryKey(),
    protocol: text('protocol').notNull(),
    /** Where the provider was told to send the browser back (OIDC redirect_uri, SAML ACS URL). */
    redirect_uri: text('redirect_uri').notNull(),
    /** OIDC: the ID token must carry it; it is sent in the open in the authorization request anyway. */
    nonce: text('nonce').notNull().default(''),
    /** OIDC PKCE: sent only to the token endpoint, so it must be kept as it is until then. */
    code_verifier: text('code_verifier').notNull().default(''),
    /** SAML: the AuthnRequest's ID, which the answer's InResponseTo must name. */
    request_id: text('request_id').notNull().default(''),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sso_flows_expires_idx').on(table.expires_at)],
)

/** SAML assertion ids already taken, until the assertion itself would have expired: a replay is refused. */
export const sso_used_ids = pgTable(
  'sso_used_ids',
  {
    id: text('id').primaryKey(),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (table) => [index('sso_used_ids_expires_idx').on(table.expires_at)],
)

/**
 * Issue 25: who has a record's update screen open (routes/lease.ts), in the database so that every server of
 * a deployment sees the same holder. A row whose `renewed` is older than LEASE_SECONDS is free to take.
 */
export const record_lease = pgTable('record_lease', {
  /** As the audit log names the record: 'news 12'. */
  record: text('record').primaryKey(),
  /** The screen holding it (LeaseBody.holder). */
  holder: text('holder').notNull(),
  StaffID: integer('StaffID').notNull(),
  staff_name: text('staff_name').notNull(),
  since: timestamptz('since').notNull().default(now),
  renewed: timestamptz('renewed').notNull().default(now),
})

/** Issue 25 "Retention": how long versions are kept (one row, id 1; none yet: rules/retention.ts defaults). */
export const version_retention = pgTable('version_retention', {
  id: integer('id').primaryKey().default(1),
  keep_versions: integer('keep_versions').notNull(),
  keep_days: integer('keep_days').notNull(),
  updated_at: timestamptz('updated_at').notNull().default(now),
})

/**
 * Issue 25: stored photos a record no longer shows (replaced, or the record deleted) that a kept version still
 * names. The pruner removes each once no kept version of its record and no current row names it.
 */
export const released_photo = pgTable(
  'released_photo',
  {
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    /** The record whose versions may name it, as the audit log names it: 'news 12'. */
    record: text('record').notNull(),
    released_at: timestamptz('released_at').notNull().default(now),
  },
  (table) => [primaryKey({ columns: [table.folder, table.name] })],
)

/**
 * Issue 26: a scheduled publish or unpublish of one record (rules/schedule.ts SCHEDULED), run once at its time
 * by whichever server takes it first (scheduler.ts). A record has at most one pending job of each action.
 */
export const schedule_job = pgTable(
  'schedule_job',
  {
    id: serial('id').primaryKey(),
    /** The record's table, as the audit log names it ('news' of 'news 12'). */
    record_table: text('record_table').notNull(),
    EntryID: integer('EntryID').notNull(),
    action: text('action').notNull().$type<ScheduleAction>(),
    due_at: timestamptz('due_at').notNull(),
    state: text('state').notNull().default('pending').$type<ScheduleState>(),
    /** The staff member who set it (StaffID), and their name then. */
    set_by: integer('set_by'),
    set_by_name: text('set_by_name').notNull(),
    set_at: timestamptz('set_at').notNull().default(now),
    ran_at: timestamptz('ran_at'),
    /** How long after due_at it ran, when more than LATE_AFTER_MS. */
    late_ms: integer('late_ms'),
    /** Why it failed (rules/schedule.ts FAILED_…). */
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('schedule_job_one_pending')
      .on(table.record_table, table.EntryID, table.action)
      .where(sql`${table.state} = 'pending'`),
    index('schedule_job_due_idx')
      .on(table.due_at)
      .where(sql`${table.state} = 'pending'`),
    index('schedule_job_ran_idx')
      .on(table.ran_at)
      .where(sql`${table.state} <> 'pending'`),
  ],
)

/** Issue 26: the university's time zone (an IANA name), one row; none: the server's own. */
export const schedule_zone = pgTable('schedule_zone', {
  id: integer('id').primaryKey().default(1),
  zone: text('zone').notNull(),
  updated_at: timestamptz('updated_at').notNull().default(now),
})

/** Issue 47: the university's locale (rules/locales.ts), one row; none: en-GB. */
export const university_locale = pgTable('university_locale', {
  id: integer('id').primaryKey().default(1),
  locale: text('locale').notNull(),
  updated_at: timestamptz('updated_at').notNull().default(now),
})

/**
 * Issue 27: each checked record's problems as the checker found them on its last save (rules/a11y/areas.ts
 * CHECKED_AREAS, by the record's table). Stored without their level, which the report applies when it reads
 * them (a11y_settings), and whether the record is published is read from its own row then too. A record with
 * no row here has not been checked yet (saved before migration 0030): the server's pass checks it.
 */
export const a11y_check = pgTable(
  'a11y_check',
  {
    record_table: text('record_table').notNull(),
    EntryID: integer('EntryID').notNull(),
    /** `{ rule, field, path?, detail? }` in reading order (a11y-store.ts StoredProblem). */
    problems: jsonb('problems').notNull(),
    checked_at: timestamptz('checked_at').notNull().default(now),
  },
  (table) => [primaryKey({ columns: [table.record_table, table.EntryID] })],
)

/** Issue 27: a problem an editor chose to publish with, and why: one per record, rule and field. */
export const a11y_dismissal = pgTable(
  'a11y_dismissal',
  {
    id: serial('id').primaryKey(),
    record_table: text('record_table').notNull(),
    EntryID: integer('EntryID').notNull(),
    rule: text('rule').notNull(),
    /** The column the problem is in. */
    field: text('field').notNull(),
    reason: text('reason').notNull(),
    /** Who dismissed it (StaffID; no foreign key, as the audit log) and their name then. */
    by: integer('by'),
    by_name: text('by_name').notNull(),
    at: timestamptz('at').notNull().default(now),
  },
  (table) => [
    uniqueIndex('a11y_dismissal_one').on(table.record_table, table.EntryID, table.rule, table.field),
  ],
)

/** Issue 27: which rules are errors and which warnings, as a Super Admin set them; one row. */
export const a11y_settings = pgTable('a11y_settings', {
  id: integer('id').primaryKey().default(1),
  /** By rule id: 'error' or 'warning'; a rule not named keeps its default. */
  levels: jsonb('levels').notNull(),
  updated_at: timestamptz('updated_at').notNull().default(now),
})

/**
 * Issue 27: the report's figures, one point per scope and day it was taken (the last taking of the day
 * wins). `scope`: 'all' for the whole university, else the faculty code a Faculty user's report covers.
 */
export const a11y_trend = pgTable(
  'a11y_trend',
  {
    scope: text('scope').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    recordsWithErrors: integer('recordsWithErrors').notNull(),
    problems: integer('problems').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.day] })],
)

/**
 * Issue 46: each published record's reader-facing form (public/project.ts), written by the save that changed
 * it, in its transaction, and read alone by the public API (/api/public/v1/). `area` is rules/public.ts's
 * path; a row exists while the record is published or waits for a scheduled publish, and `visible_from` /
 * `visible_until` (a pending publish-at / unpublish-at) decide at the second whether readers see it, however
 * late the scheduler runs.
 */
export const published = pgTable(
  'published',
  {
    area: text('area').notNull(),
    /** The record's id in its table (bigint: the projection outlives the tables' integer ids). */
    record_id: bigint('record_id', { mode: 'number' }).notNull(),
    slug: text('slug'),
    /** 'General' or a faculty code. */
    faculty: text('faculty').notNull(),
    visible_from: timestamptz('visible_from'),
    visible_until: timestamptz('visible_until'),
    /** The list's order (rules/public.ts `order`) as text that sorts so. */
    sort_key: text('sort_key').notNull(),
    /** The searched columns' words, folded (lower case, accents dropped), for `q`. */
    search_text: text('search_text').notNull(),
    /** The answer's JSON text, sent as it is: made once by the save, never per request. */
    body: text('body').notNull(),
    /** A strong validator of `body` (sha256, base64url). */
    etag: text('etag').notNull(),
    updated_at: timestamptz('updated_at').notNull().default(now),
  },
  (table) => [
    primaryKey({ columns: [table.area, table.record_id] }),
    uniqueIndex('published_slug').on(table.area, table.slug),
    index('published_order').on(table.area, table.sort_key, table.record_id),
    index('published_faculty_order').on(table.area, table.faculty, table.sort_key, table.record_id),
  ],
)

/**
 * Issue 46: an uploaded image's size in pixels, upright (public/image-size.ts), so a reader's answer gives
 * every image and rendition its width and height without opening the file. Written by the upload; images
 * stored before are measured by the projection's rebuild at start.
 */
export const image_size = pgTable(
  'image_size',
  {
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [primaryKey({ columns: [table.folder, table.name] })],
)

/** Issue 46: the rules the projection was last built by (one row): other rules at start rebuild it whole. */
export const published_state = pgTable('published_state', {
  id: integer('id').primaryKey().default(1),
  rules: text('rules').notNull(),
  built_at: timestamptz('built_at').notNull().default(now),
})

/**
 * Issue 46 (migration 0039_webhooks): the endpoints the public website is told of changes at. `secret` is the
 * Standard Webhooks key (`whsec_` and base64) as the server signs with it: shown once when made, never answered
 * again. `areas` empty: every area.
 */
export const webhook_endpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  events: jsonb('events').notNull().$type<WebhookEventKind[]>(),
  areas: jsonb('areas').notNull().$type<string[]>(),
  scheduled: boolean('scheduled').notNull().default(true),
  secret: text('secret').notNull(),
  /** When and why it was paused (by hand, or after WEBHOOK_DELIVERY.pauseAfterFailures failures); null: active. */
  paused_at: timestamptz('paused_at'),
  paused_reason: text('paused_reason'),
  /** Attempts failed since its last delivered one. */
  failures_in_row: integer('failures_in_row').notNull().default(0),
  created_at: timestamptz('created_at').notNull().default(now),
  created_by: text('created_by').notNull().default(''),
})

/**
 * Issue 46: the outbox. One row per event and endpoint, written in the transaction of the save that caused it;
 * any server takes the due ones (`FOR UPDATE SKIP LOCKED`, server/webhooks/deliver.ts). `message_id` is the
 * `webhook-id` a receiver tells a second delivery of the same event by.
 */
export const webhook_deliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpoint_id: integer('endpoint_id')
      .notNull()
      .references(() => webhook_endpoints.id, { onDelete: 'cascade' }),
    message_id: text('message_id').notNull(),
    type: text('type').notNull(),
    /** The JSON body sent: { type, timestamp, data }. */
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending').$type<DeliveryStatus>(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().default(now),
    /** Retried until then; Redeliver and Resume start a new day. */
    retry_until: timestamptz('retry_until').notNull(),
    last_status: integer('last_status'),
    last_error: text('last_error'),
    last_attempt_at: timestamptz('last_attempt_at'),
    delivered_at: timestamptz('delivered_at'),
    created_at: timestamptz('created_at').notNull().default(now),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpoint_id, table.id),
  ],
)

/**
 * Issue 46: the site's preview address (rules/preview.ts; '' none) and how long a preview link lasts, as a
 * Super Admin set them; one row, none yet: no template and the default minutes.
 */
export const preview_settings = pgTable('preview_settings', {
  id: integer('id').primaryKey().default(1),
  template: text('template').notNull(),
  minutes: integer('minutes').notNull(),
  updated_at: timestamptz('updated_at').notNull().default(now),
})

/**
 * Issue 46: the key preview tokens are signed with (32 random bytes, base64url), made by the first preview
 * link and then the same for every server of the deployment; one row. Never sent to any client.
 */
export const preview_secret = pgTable('preview_secret', {
  id: integer('id').primaryKey().default(1),
  secret: text('secret').notNull(),
  created_at: timestamptz('created_at').notNull().default(now),
})

/**
 * Issue 48: a Super Admin's choice of who reviews one level's saves of one area (rules/review.ts ReviewRule);
 * a level and area with no row keep REVIEW_DEFAULTS. `reviewers` [] publishes directly.
 */
export const review_setting = pgTable(
  'review_setting',
  {
    level: integer('level').notNull(),
    area: text('area').notNull(),
    reviewers: jsonb('reviewers').notNull().$type<number[]>(),
    updated_at: timestamptz('updated_at').notNull().default(now),
  },
  (table) => [primaryKey({ columns: [table.level, table.area] })],
)

/**
 * Issue 48: one round of review of a record's change: opened by a reviewed editor's save, submitted again by
 * each later save while it waits, closed by a decision. `version` is the save's audit entry (the version
 * submitted); `first_version` the entry that opened the round, whose `before` is the record as readers see it
 * (null for a new record). While `holds`, the record's readers' copy is left as it is (public/project.ts).
 */
export const review = pgTable(
  'review',
  {
    id: serial('id').primaryKey(),
    /** The record's table and id, as the audit log names it ('news 12'). */
    record_table: text('record_table').notNull(),
    EntryID: integer('EntryID').notNull(),
    area: text('area').notNull(),
    /** The record's title, faculty (the reviewers' scope) and screen section when last submitted. */
    title: text('title').notNull(),
    faculty: text('faculty'),
    section: text('section'),
    version: integer('version').notNull(),
    first_version: integer('first_version').notNull(),
    is_new: boolean('is_new').notNull(),
    state: text('state').notNull().default('pending').$type<ReviewState>(),
    holds: boolean('holds').notNull().default(true),
    /** Who asked (StaffID; no foreign key, as the audit log), their name and level then. */
    asked_by: integer('asked_by').notNull(),
    asked_name: text('asked_name').notNull(),
    asked_level: integer('asked_level').notNull(),
    asked_at: timestamptz('asked_at').notNull().default(now),
    publish_at: timestamptz('publish_at'),
    unpublish_at: timestamptz('unpublish_at'),
    decided_by: integer('decided_by'),
    decided_name: text('decided_name'),
    decided_at: timestamptz('decided_at'),
    comment: text('comment'),
  },
  (table) => [
    uniqueIndex('review_one_open')
      .on(table.record_table, table.EntryID)
      .where(sql`${table.state} in ('pending', 'changes')`),
    index('review_holds_idx')
      .on(table.record_table, table.EntryID)
      .where(sql`${table.holds}`),
    index('review_record_idx').on(table.record_table, table.EntryID, table.id),
  ],
)

/** Issue 48: a record's review thread: its editors' and reviewers' comments, oldest first. */
export const review_comment = pgTable(
  'review_comment',
  {
    id: serial('id').primaryKey(),
    record_table: text('record_table').notNull(),
    EntryID: integer('EntryID').notNull(),
    by: integer('by').notNull(),
    by_name: text('by_name').notNull(),
    at: timestamptz('at').notNull().default(now),
    text: text('text').notNull(),
  },
  (table) => [index('review_comment_record_idx').on(table.record_table, table.EntryID, table.id)],
)

/**
 * Issue 48's notifications, per person (StaffID; no foreign key, as the review rounds): when they last opened
 * their list (`seen_at`: what happened after is new), when their last e-mail digest was sent (`digest_at`:
 * what happened after goes in the next), and until when a server holds their digest while sending it.
 */
export const review_notice = pgTable('review_notice', {
  StaffID: integer('StaffID').primaryKey(),
  seen_at: timestamptz('seen_at'),
  digest_at: timestamptz('digest_at'),
  digest_lease: timestamptz('digest_lease'),
})

import { z } from 'zod'
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_REFUSALS,
  EMAIL_PATTERN,
  LINK_TOKEN_PATTERN,
  needsFaculty,
  PASSWORD_LINK_PURPOSES,
} from '../rules/accounts'
import { ACCESS, GENERAL_CODE, GROUPS, PUBLIC } from '../rules/permissions'
import { MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from '../rules/setup'
import { answer, byId, call, none, type Area, openedRecord, readAll } from './define'
import { id, requiredText } from './fields'

// Staff accounts (ours; SPEC has no account screens). Who may make which call is in docs/permissions.md
// "Accounts": a Super Admin every account, a Faculty user the Department editors of their own faculty. The
// calls whose answer carries a set-password link are PATCH: a POST's answer is kept by its Idempotency-Key
// (routes/idempotency.ts), and the link must be shown once and stored nowhere.

/** One account as the list shows it. */
export const AccountRow = z.object({
  StaffID: z.number().int(),
  FirstName: z.string(),
  MiddleName: z.string(),
  Surname: z.string(),
  username: z.string(),
  Email: z.string().nullable(),
  designation: z.string(),
  IsAdmin: z.number().int(),
  FacultyCode: z.string().nullable(),
  FacultyName: z.string().nullable(),
  Active: z.boolean(),
  /** Whether the person has chosen a password yet (a new account waits for its link to be used). */
  passwordSet: z.boolean(),
  /** ISO 8601; null when they never signed in. */
  LastSignInAt: z.string().nullable(),
})
export type AccountRow = z.infer<typeof AccountRow>

/** A staff member without an account (imported from the university's records), who can be given one. */
export const StaffWithoutAccountRow = z.object({
  StaffID: z.number().int(),
  FirstName: z.string(),
  MiddleName: z.string(),
  Surname: z.string(),
  designation: z.string(),
  Email: z.string().nullable(),
  FacultyCode: z.string().nullable(),
})
export type StaffWithoutAccountRow = z.infer<typeof StaffWithoutAccountRow>

const optionalText = (max: number) => z.string().trim().max(max).default('')

/** The fields of an account; a faculty is required for Faculty and Department, refused for the others. */
const accountFields = {
  FirstName: requiredText(100, ACCOUNT_MESSAGES.firstName),
  MiddleName: optionalText(100),
  Surname: requiredText(100, ACCOUNT_MESSAGES.surname),
  username: z.string().trim().toLowerCase().regex(USERNAME_PATTERN, ACCOUNT_MESSAGES.usernameShape),
  /** '' or null: none. */
  Email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((text) => text === '' || EMAIL_PATTERN.test(text), ACCOUNT_MESSAGES.email)
    .nullable()
    .transform((text) => text || null),
  designation: optionalText(200),
  IsAdmin: z.literal(
    GROUPS.map((g) => g.GroupID),
    ACCOUNT_MESSAGES.group,
  ),
  /** The faculty code of a Faculty or Department account; null (or '') for the others. */
  FacultyCode: z
    .string()
    .trim()
    .max(50)
    .nullable()
    .transform((code) => code || null),
}

type AccountShape = { IsAdmin: number; FacultyCode: string | null }
/** Faculty and Department accounts belong to one faculty (never the general site); the others to none. */
const facultyFitsLevel = (body: AccountShape, ctx: z.RefinementCtx) => {
  const bound = needsFaculty(body.IsAdmin)
  if (bound && (body.FacultyCode === null || body.FacultyCode === GENERAL_CODE))
    ctx.addIssue({ code: 'custom', path: ['FacultyCode'], message: ACCOUNT_REFUSALS.facultyRequired })
  if (!bound && body.FacultyCode !== null)
    ctx.addIssue({ code: 'custom', path: ['FacultyCode'], message: ACCOUNT_REFUSALS.facultyRefused })
}

export const AccountAddBody = z
  .object({
    /** An existing staff member without an account to give one to; none makes a new staff member. */
    StaffID: id.nullish(),
    ...accountFields,
  })
  .superRefine(facultyFitsLevel)
export type AccountAddBody = z.input<typeof AccountAddBody>

export const AccountUpdateBody = z.object({ StaffID: id, ...accountFields }).superRefine(facultyFitsLevel)
export type AccountUpdateBody = z.input<typeof AccountUpdateBody>

export const AccountStaffBody = z.object({ StaffID: id })

/** A set-password link, in the one answer that carries it. */
export const PasswordLink = z.object({
  token: z.string(),
  /** The link built from CONSOLE_PUBLIC_URL; null when the server has none (the console builds it). */
  url: z.string().nullable(),
  purpose: z.enum(PASSWORD_LINK_PURPOSES),
  /** ISO 8601. */
  expiresAt: z.string(),
})
export type PasswordLink = z.infer<typeof PasswordLink>

const token = z.string().regex(LINK_TOKEN_PATTERN, 'not a link code')

export const PasswordLinkCheckBody = z.object({ token })
export const PasswordSetBody = z.object({
  token,
  password: z.string().min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.password).max(200),
})

export const accounts = {
  list: readAll('accounts/list', none, AccountRow, ACCESS.accounts),
  /** An account as its update screen opens it, its versions (permission grants included) and who has it open. */
  ...openedRecord('accounts', AccountRow, ACCESS.accounts, byId('StaffID')),
  staffWithoutAccount: readAll(
    'accounts/staff-without-account',
    none,
    StaffWithoutAccountRow,
    ACCESS.accounts,
  ),
  add: call(
    'PATCH',
    'accounts/add',
    AccountAddBody,
    answer(['success'], { entry_id: id, link: PasswordLink }),
    ACCESS.accounts,
  ),
  update: call('PATCH', 'accounts/update', AccountUpdateBody, answer(['success']), ACCESS.accounts),
  deactivate: call('PATCH', 'accounts/deactivate', AccountStaffBody, answer(['success']), ACCESS.accounts),
  reactivate: call('PATCH', 'accounts/reactivate', AccountStaffBody, answer(['success']), ACCESS.accounts),
  /** Ends the person's password and every session of theirs; the link answered sets the new one. */
  resetPassword: call(
    'PATCH',
    'accounts/reset-password',
    AccountStaffBody,
    answer(['success'], { link: PasswordLink }),
    ACCESS.accounts,
  ),
  /** A new link for someone who lost theirs: their password (if any) and sessions stay. */
  sendLink: call(
    'PATCH',
    'accounts/send-link',
    AccountStaffBody,
    answer(['success'], { link: PasswordLink }),
    ACCESS.accounts,
  ),
  /** Public: whose link this is; refused with one message whether it is unknown, used or expired. */
  checkLink: call(
    'POST',
    'accounts/password-link/check',
    PasswordLinkCheckBody,
    answer(['valid'], { name: z.string(), username: z.string() }),
    PUBLIC,
  ),
  /** Public: the person behind a link sets their password; the link is then used up. */
  setPassword: call(
    'POST',
    'accounts/password-link/set',
    PasswordSetBody,
    answer(['success'], { username: z.string() }),
    PUBLIC,
  ),
} satisfies Area

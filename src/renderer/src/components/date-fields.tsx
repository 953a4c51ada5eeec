import { useState } from 'react'
import {
  clockTyped,
  dayTyped,
  momentTyped,
  parseClock,
  parseDay,
  parseMoment,
  typedClock,
  typedDay,
  typedMoment,
  universityLocale,
} from '../../../shared/rules/dates'
import { TextField, type Bound } from './fields'

// Issue 47: dates and times are typed one way, the university's locale's (rules/dates.ts): a text field that
// reads "31/12/2026", "17:30" or "31/12/2026 17:30" in en-GB, "12/31/2026 05:30 PM" in en-US. Each format is
// read when the field draws, as the locale is a setting the console hears after it opens. Not the browser's pickers: Chromium draws those in the
// machine's own format (mm/dd/yyyy and a 12-hour clock on an American Windows), whatever the page asks.

const KINDS = {
  /** A calendar day; the form holds YYYY-MM-DD. */
  day: { parse: parseDay, typed: typedDay, format: dayTyped },
  /** A time of day; the form holds HH:MM. */
  clock: { parse: parseClock, typed: typedClock, format: clockTyped },
  /** A day and a time; the form holds the wall clock YYYY-MM-DDTHH:MM. */
  moment: { parse: parseMoment, typed: typedMoment, format: momentTyped },
} as const

/**
 * The form holds the value as stored once what is typed reads as one; until then it holds the text as typed,
 * so the form's check says what is wrong at submit. The field keeps the editor's own text while they type
 * (no reformatting under the cursor) and shows a value set from outside (a draft, a suggestion) as typed.
 */
export function DateTimeTextField({
  kind,
  label,
  value,
  onChange,
  name,
  hint,
}: Bound<string> & {
  kind: keyof typeof KINDS
  label: string
  /** Under the field; the format ("DD/MM/YYYY") when not given. */
  hint?: string
}) {
  const { parse, typed, format } = KINDS[kind]
  const [text, setText] = useState(() => typed(value))
  const [held, setHeld] = useState(value)
  // The locale is heard after the console opens: a field drawn before then is written again its way.
  const locale = universityLocale()
  const [heldLocale, setHeldLocale] = useState(locale)
  if (value !== held || locale !== heldLocale) {
    setHeld(value)
    setHeldLocale(locale)
    setText(typed(value))
  }
  return (
    <TextField
      label={label}
      name={name}
      hint={hint ?? format()}
      value={text}
      onChange={(next) => {
        const stored = next.trim() === '' ? '' : (parse(next) ?? next)
        setText(next)
        setHeld(stored)
        onChange(stored)
      }}
    />
  )
}

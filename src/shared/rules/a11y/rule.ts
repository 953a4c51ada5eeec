// The shape of an accessibility rule (issue 27): data the form, the server and the report read alike.

/** How a problem weighs: an error blocks Publish until fixed or dismissed, a warning only shows. */
export type Level = 'error' | 'warning'

/** Where a node lies in a rich-text document, as Slate counts it: [block, child, grandchild, …]. */
export type Path = readonly number[]

/** One place a rule found wrong: the record's field, the node in its rich text, and what was found there. */
export interface Finding {
  field: string
  path?: Path
  /** The words or figure found ('"click here"', '2.37:1'), shown after the rule's message. */
  detail?: string
}

export interface Rule<S, Id extends string = string> {
  id: Id
  /** The WCAG 2.x success criterion the rule serves ('1.1.1'). */
  criterion: string
  /** The default; a Super Admin may set another. */
  level: Level
  /** What is wrong, said to the editor. */
  message: string
  /** What to do about it. */
  fix: string
  /** The WCAG technique or failure the rule is written from ('F30'); 'advisory' where WCAG only advises. */
  technique: string
  /** Pure: the places in `subject` that break the rule, none when it holds. */
  test(subject: S): readonly Finding[]
}

/** A rule, its id kept as a literal so the registry can list every id as a type. */
export const rule = <const Id extends string, S>(definition: Rule<S, Id>): Rule<S, Id> => definition

const NONE: readonly Finding[] = []

/** One finding when `broken`, else none (made only when broken: rules run on every keystroke pause). */
export const findingIf = (broken: boolean, finding: () => Finding): readonly Finding[] =>
  broken ? [finding()] : NONE

/** Text quoted in a finding's detail. */
export const quoted = (text: string): string => `“${text.trim()}”`

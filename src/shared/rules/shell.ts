// The signed-in frame's own words (SPEC has none for them): the page shown instead of a screen the user's
// level may not open (SPEC §6 signed them out; docs/spec-deviations.md), and the keyboard's way past the
// side menu.

export const NO_ACCESS_TEXT = {
  title: "You don't have access to this screen",
  hint: 'Your access level does not include this screen. You are still signed in; ask a Super Admin if you need it.',
  back: 'Back to the dashboard',
} as const

export const SKIP_TO_CONTENT = 'Skip to content'

/** The id of the shell's main region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content'

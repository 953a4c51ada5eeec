// How long a sign-in lasts (issue 13): a session ends after SESSION_IDLE_MS without use, and in any case
// SESSION_ABSOLUTE_MS after it began, however busy it is, so a copied token cannot be kept alive forever.

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000

// What SPEC §6 says each level sees in the side menu, typed once from SPEC as the tests' expectation
// (never derived from the code under test).
export const EXPECTED_MENU_BY_LEVEL: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: [
    'Dashboard',
    // Ours (issue 48)
    'Review',
    'About',
    'Event',
    'News',
    'Faculty',
    'Alumni',
    'Leadership',
    'General',
    // Ours (issue 22)
    'University Records',
    'Permission',
    'Accounts',
    'Logout',
  ],
  2: ['Dashboard', 'Review', 'Faculty', 'Permission', 'Accounts', 'Logout'],
  3: ['Dashboard', 'Faculty', 'Logout'],
  4: ['Dashboard', 'Review', 'About', 'Event', 'News', 'Faculty', 'Alumni', 'Leadership', 'Logout'],
}

/** The product's name as the user sees it (package.json productName). */
export const PRODUCT_NAME = 'University Content Console'
/** SPEC §1: the footer's copyright year is 2023. */
export const COPYRIGHT_YEAR = 2023

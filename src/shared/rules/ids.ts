// Record ids. Every table's key is a PostgreSQL `integer`, so an id is a whole number from 1 to 2^31 - 1;
// anything else names no record and is refused as malformed (400 naming the field) before a query is made.

export const MAX_RECORD_ID = 2_147_483_647

export const RECORD_ID_INVALID = `must be a record id, a whole number from 1 to ${MAX_RECORD_ID}`

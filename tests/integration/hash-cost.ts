/**
 * The scrypt cost (N) of the passwords the integration suite seeds and sets (setup.ts, global-setup.ts): 2^10
 * takes about a millisecond where the real 2^17 takes about a second of processor time on two busy cores,
 * and the suite signs in a few hundred times. The hashes keep their format and their check; auth.test.ts and
 * api-security.test.ts prove the real cost (useRealHashCost in helpers.ts).
 */
export const TEST_HASH_N = 2 ** 10

import { setHashCostForTests } from '../../src/server/auth/password'
import { TEST_HASH_N } from './hash-cost'

// Before each test file: passwords hashed at the suite's low cost (hash-cost.ts), as the seeded dump's are.
setHashCostForTests(TEST_HASH_N)

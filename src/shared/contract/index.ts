import { academics } from './academics'
import { content } from './content'
import { general } from './general'
import { session } from './session'

/** Every REST call of SPEC §7, by area. */
export const contract = {
  session,
  general,
  academics,
  content,
}
export type Contract = typeof contract
export type AreaName = keyof Contract

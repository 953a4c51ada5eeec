import { a11y } from './a11y'
import { academics } from './academics'
import { accounts } from './accounts'
import { alumni } from './alumni'
import { audit } from './audit'
import { content } from './content'
import { event } from './event'
import { gallery } from './gallery'
import { general } from './general'
import { headline } from './headline'
import { leadership } from './leadership'
import { media } from './media'
import { news } from './news'
import { partners } from './partners'
import { permission } from './permission'
import { preview } from './preview'
import { records } from './records'
import { review } from './review'
import { search } from './search'
import { session } from './session'
import { setup } from './setup'
import { slider } from './slider'
import { accessRequests, sso } from './sso'
import { staff } from './staff'
import { schedule } from './schedule'
import { versions } from './versions'
import { webhooks } from './webhooks'

/** Every REST call of SPEC §7, by area. */
export const contract = {
  session,
  sso,
  accessRequests,
  setup,
  general,
  academics,
  content,
  gallery,
  leadership,
  staff,
  news,
  event,
  headline,
  slider,
  media,
  alumni,
  partners,
  permission,
  audit,
  records,
  accounts,
  versions,
  schedule,
  search,
  a11y,
  webhooks,
  preview,
  review,
}
export type Contract = typeof contract
export type AreaName = keyof Contract

import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { call, upload, added, openedRecord } from './define'
import { id, richText, submitter } from './fields'
import { a11yFieldsOf, altColumnsOfRow } from './a11y'

/** Website home content (SPEC §3 "Home content"): three images and six rich-text areas. */
export const HomeContent = z.object({
  EntryID: z.number().int(),
  DiscoverContent: z.string().nullable(),
  DiscoverPicture: z.string().nullable(),
  AboutContent: z.string().nullable(),
  CampusImage: z.string().nullable(),
  CampusImage2: z.string().nullable(),
  CampusContent: z.string().nullable(),
  CampusContent2: z.string().nullable(),
  EducationContent: z.string().nullable(),
  RegistryContent: z.string().nullable(),
  ...altColumnsOfRow('home_content'),
})
export type HomeContent = z.infer<typeof HomeContent>

export const HomeContentBody = z.object({
  id: id.optional(),
  DiscoverContent: richText,
  AboutContent: richText,
  CampusContent: richText,
  CampusContent2: richText,
  EducationContent: richText,
  RegistryContent: richText,
  InsertedBy: submitter,
  ...a11yFieldsOf('home_content'),
})

export const content = {
  /** Issue 25: the home content as its screen opens it, its versions and who has it open. */
  ...openedRecord('general/content', HomeContent, ACCESS.siteAdmin),
  add: call('POST', 'general/content/add', HomeContentBody, added('news exist'), ACCESS.siteAdmin),
  uploadPhoto: upload('PATCH', 'general/content/uploadPhoto', {
    folder: 'content_uploads',
    column: 'DiscoverPicture',
    access: ACCESS.siteAdmin,
  }),
  campusPhoto: upload('PATCH', 'general/content/campusPhoto', {
    field: 'campus_photo',
    folder: 'content_uploads',
    column: 'CampusImage',
    access: ACCESS.siteAdmin,
  }),
  campusPhoto2: upload('PATCH', 'general/content/campusPhoto2', {
    field: 'campus_photo2',
    folder: 'content_uploads',
    column: 'CampusImage2',
    access: ACCESS.siteAdmin,
  }),
}

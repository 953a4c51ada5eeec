import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import {
  PREVIEW_AREAS,
  PREVIEW_MINUTES,
  PREVIEW_TEMPLATE_MAX,
  previewTemplateProblem,
  PREVIEW_TEMPLATE_PROBLEMS,
} from '../rules/preview'
import { answer, call, none, type Area } from './define'
import { id } from './fields'

// Ours (issue 46 "Preview before publishing"): the site's preview address (a Super Admin's deployment-wide
// setting, in the General menu) and a record's preview link, made by the server so the renderer never holds
// the signing secret. The public API reads the link's token (src/server/public/preview.ts).

export const PreviewSettings = z.object({
  /** The site's preview address with {area}, {slug} and {token}; '' offers no preview. */
  template: z
    .string()
    .max(PREVIEW_TEMPLATE_MAX)
    .transform((text) => text.trim())
    .refine((text) => previewTemplateProblem(text) === null, {
      error: (issue) => previewTemplateProblem(String(issue.input)) ?? PREVIEW_TEMPLATE_PROBLEMS.notAddress,
    }),
  /** How long a preview link opens its record. */
  minutes: z.number().int().min(PREVIEW_MINUTES.min).max(PREVIEW_MINUTES.max),
})
export type PreviewSettings = z.infer<typeof PreviewSettings>

export const PreviewArea = z.enum(PREVIEW_AREAS)

/** A record by the public API's area and the record's id (a course's page: the course's id). */
export const PreviewLinkBody = z.object({ area: PreviewArea, id })

/** The filled address and when its token expires; both null while the deployment has no template. */
export const PreviewLink = z.object({
  url: z.url({ protocol: /^https?$/ }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
})
export type PreviewLink = z.infer<typeof PreviewLink>

export const preview = {
  settings: call('GET', 'preview/settings', none, PreviewSettings, ACCESS.siteAdmin),
  setSettings: call('PATCH', 'preview/settings', PreviewSettings, answer(['success']), ACCESS.siteAdmin),
  link: call('POST', 'preview/link', PreviewLinkBody, PreviewLink, ACCESS.preview),
} satisfies Area

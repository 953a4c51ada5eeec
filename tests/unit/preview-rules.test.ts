import { describe, expect, it } from 'vitest'
import { PreviewSettings } from '../../src/shared/contract/preview'
import {
  fillPreviewTemplate,
  PREVIEW_TEMPLATE_PROBLEMS,
  previewTemplateProblem,
} from '../../src/shared/rules/preview'

// Issue 46: the site's preview address a Super Admin sets, as the form and the server check it.

const GOOD = 'https://www.example.edu/preview/{area}/{slug}?token={token}'

describe('the preview address template', () => {
  it('takes an http or https address holding {token}, with {area} and {slug} where the site wants them', () => {
    for (const template of [
      GOOD,
      'http://localhost:4321/preview?token={token}&slug={slug}&area={area}',
      'https://preview.example.edu/{token}',
      '',
    ])
      expect(previewTemplateProblem(template), template).toBeNull()
  })

  it('refuses an address without {token}', () => {
    expect(previewTemplateProblem('https://www.example.edu/preview/{area}/{slug}')).toBe(
      PREVIEW_TEMPLATE_PROBLEMS.noToken,
    )
  })

  it('refuses a placeholder it does not know, naming it', () => {
    expect(previewTemplateProblem('https://www.example.edu/{lang}/{slug}?token={token}')).toBe(
      PREVIEW_TEMPLATE_PROBLEMS.unknown('lang'),
    )
    expect(previewTemplateProblem('https://www.example.edu/{id}?token={token}')).toMatch(/\{id\}/)
  })

  it('refuses what is not a web address', () => {
    for (const template of [
      'www.example.edu/preview?token={token}',
      'javascript:alert(1)//{token}',
      'ftp://example.edu/{token}',
      'file:///etc/{token}',
      'https://{slug}.example.edu/?token={token}',
      `https://www.example.edu/${'a'.repeat(2000)}?token={token}`,
    ])
      expect(previewTemplateProblem(template), template).toBe(PREVIEW_TEMPLATE_PROBLEMS.notAddress)
  })

  it('is filled with each value made safe for any part of the address', () => {
    expect(fillPreviewTemplate(GOOD, { area: 'news', slug: 'a b/c?d', token: 'v1.x.y' })).toBe(
      'https://www.example.edu/preview/news/a%20b%2Fc%3Fd?token=v1.x.y',
    )
  })

  it('is refused by the server with the same words, and stored trimmed', () => {
    const refused = PreviewSettings.safeParse({ template: 'https://www.example.edu/', minutes: 15 })
    expect(refused.error?.issues[0].message).toBe(PREVIEW_TEMPLATE_PROBLEMS.noToken)
    expect(PreviewSettings.parse({ template: `  ${GOOD} `, minutes: 15 }).template).toBe(GOOD)
    expect(PreviewSettings.safeParse({ template: GOOD, minutes: 0 }).success).toBe(false)
    expect(PreviewSettings.safeParse({ template: GOOD, minutes: 1441 }).success).toBe(false)
  })
})

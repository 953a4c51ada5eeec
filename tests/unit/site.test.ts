import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { html, safeHref, trusted } from '../../src/site/html'
import { image } from '../../src/site/format'
import { SITE_VARIABLES, siteSettings } from '../../src/site/settings'

// Issue 46 item 6: the reference site's templates escape every value the API gives them, link only to safe
// addresses, and the site refuses to start with a setting that cannot be meant.

describe("the reference site's templates", () => {
  it('escape every value, but not markup the API made safe', () => {
    const title = `<img src=x onerror="alert(1)"> & 'quotes'`
    expect(html`<h1 title="${title}">${title}</h1>`.text).toBe(
      '<h1 title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39;">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39;</h1>',
    )
    const items = ['<a>', html`<li>b</li>`, null, false]
    // Called by another name, which Prettier does not reformat as HTML: the test compares exact text.
    const template = html
    expect(template`<ul>${items}</ul>`.text).toBe('<ul>&lt;a&gt;<li>b</li></ul>')
    expect(html`${trusted('<p><strong>Open</strong></p>')}`.text).toBe('<p><strong>Open</strong></p>')
  })

  it('link only to web, mail and telephone addresses or a path of the site', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref(' data:text/html,<script>')).toBeNull()
    expect(safeHref('//evil.example/x')).toBeNull()
    expect(safeHref('/news/open-day')).toBe('/news/open-day')
    expect(safeHref('https://www.example.edu/a b')).toBe('https://www.example.edu/a%20b')
    expect(safeHref('mailto:admissions@example.edu')).toBe('mailto:admissions@example.edu')
  })

  it("draw an image from the API's server with its renditions and its alternative text", () => {
    const drawn = image(
      'https://cms.example.edu',
      {
        kind: 'image',
        src: '/public/uploads/news_uploads/a.jpg',
        width: 1600,
        height: 900,
        alt: 'Students at the "open" day',
        decorative: false,
        renditions: [],
        srcset: '/public/uploads/news_uploads/sm/a.jpg 160w, /public/uploads/news_uploads/a.jpg 1600w',
      },
      '100vw',
    ).text
    expect(drawn).toContain('src="https://cms.example.edu/public/uploads/news_uploads/a.jpg"')
    expect(drawn).toContain(
      'srcset="https://cms.example.edu/public/uploads/news_uploads/sm/a.jpg 160w, https://cms.example.edu/public/uploads/news_uploads/a.jpg 1600w"',
    )
    expect(drawn).toContain('alt="Students at the &quot;open&quot; day"')
    expect(drawn).toContain('width="1600" height="900"')
  })
})

describe("the reference site's settings", () => {
  it('default to the local API server and refuse what cannot be meant', () => {
    expect(siteSettings({})).toMatchObject({
      apiUrl: 'http://127.0.0.1:5191/api/public/v1',
      port: 5200,
      webhookSecret: null,
    })
    expect(siteSettings({ SITE_API_URL: 'https://cms.example.edu/api/public/v1/' }).apiUrl).toBe(
      'https://cms.example.edu/api/public/v1',
    )
    expect(() => siteSettings({ SITE_API_URL: 'cms.example.edu' })).toThrow(/SITE_API_URL/)
    expect(() => siteSettings({ SITE_PORT: '70000' })).toThrow(/SITE_PORT/)
    expect(() => siteSettings({ SITE_WEBHOOK_SECRET: 'whsec_not base64!' })).toThrow(/SITE_WEBHOOK_SECRET/)
  })
})

describe('docs/site.md', () => {
  it('names every setting the site reads', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../docs/site.md'), 'utf8')
    for (const { name } of SITE_VARIABLES) expect(guide).toContain(`\`${name}\``)
  })
})

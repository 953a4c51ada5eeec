import { describe, expect, it } from 'vitest'
import { richTextHtml } from '../../src/server/public/rich-html'
import { RICH_TEXT_MAX_DEPTH, type RichNode } from '../../src/shared/rules/rich-text'

// The public API's HTML of stored rich text is inserted by a site as it is: it must be the editor's
// structure as semantic HTML, and nothing a hostile document holds may run or break out of it.

const html = (nodes: unknown, options?: Parameters<typeof richTextHtml>[1]) =>
  richTextHtml(JSON.stringify(nodes), options)
const p = (...children: unknown[]) => ({ type: 'paragraph', children })
const link = (url: string, text = 'here') => ({ type: 'link', url, children: [{ text }] })

/** Every tag the output holds, by name: the only markup a reader's page gets from us. */
const tagsOf = (out: string) => [...out.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1].toLowerCase())
const ALLOWED = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'strong',
  'em',
  'u',
  'br',
])
/** Attributes as name="value" pairs: nothing else may stand inside a tag. */
const onlyQuotedAttributes = (out: string) =>
  [...out.matchAll(/<[a-z0-9]+((?:\s[a-z]+="[^"<>]*")*)\s*>/g)].map((m) => m[0]).join('') ===
  (out.match(/<[a-z0-9]+[^>]*>/g) ?? []).join('')

describe('rich text as HTML: real shapes', () => {
  it('draws the editor document a news item holds', () => {
    const document: RichNode[] = [
      { type: 'heading-one', children: [{ text: 'Admissions' }] },
      {
        type: 'paragraph',
        align: 'center',
        children: [
          { text: 'Apply ' },
          { text: 'now', bold: true },
          { text: ', ' },
          { text: 'before', italic: true, underline: true },
          { text: ' the ' },
          { type: 'link', url: 'https://apply.example.org/form?a=1&b=2', children: [{ text: 'deadline' }] },
        ],
      },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'One' }] },
          { type: 'list-item', children: [{ text: 'Two' }] },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'First' }] }] },
      { type: 'block-quote', children: [{ text: 'Knowledge is light.' }] },
      { type: 'heading-six', children: [{ text: 'Fine print' }] },
    ]
    expect(html(document)).toBe(
      '<h2>Admissions</h2>' +
        '<p class="align-center">Apply <strong>now</strong>, <em><u>before</u></em> the ' +
        '<a href="https://apply.example.org/form?a=1&amp;b=2" rel="external noopener">deadline</a></p>' +
        '<ul><li>One</li><li>Two</li></ul>' +
        '<ol><li>First</li></ol>' +
        '<blockquote>Knowledge is light.</blockquote>' +
        '<h6>Fine print</h6>',
    )
  })

  it('puts every heading one level below the page title, down to h6', () => {
    const levels = ['one', 'two', 'three', 'four', 'five', 'six'].map((n) => ({
      type: `heading-${n}`,
      children: [{ text: n }],
    }))
    expect(tagsOf(html(levels)).filter((_, i) => i % 2 === 0)).toEqual(['h2', 'h3', 'h4', 'h5', 'h6', 'h6'])
  })

  it('keeps a list inside a list item, and keeps the site own links free of rel', () => {
    const document = [
      {
        type: 'bulleted-list',
        children: [
          {
            type: 'list-item',
            children: [
              { text: 'Faculties' },
              {
                type: 'numbered-list',
                children: [{ type: 'list-item', children: [link('https://www.example.edu/x', 'Law')] }],
              },
            ],
          },
        ],
      },
    ]
    expect(html(document, { siteOrigins: ['https://www.example.edu/'] })).toBe(
      '<ul><li>Faculties<ol><li><a href="https://www.example.edu/x">Law</a></li></ol></li></ul>',
    )
  })

  it('keeps mailto and tel links without rel, and turns a soft line break into <br>', () => {
    expect(
      html([
        p(
          link('mailto:admissions@example.edu', 'Write'),
          { text: '\nor ' },
          link('tel:+442071234567', 'call'),
        ),
      ]),
    ).toBe(
      '<p><a href="mailto:admissions@example.edu">Write</a><br>or <a href="tel:+442071234567">call</a></p>',
    )
  })

  it('drops the empty lines an editor leaves, and answers nothing for nothing', () => {
    expect(html([p({ text: '' }), p({ text: 'x' }), p({ text: '' })])).toBe('<p>x</p>')
    expect(richTextHtml('')).toBe('')
    expect(richTextHtml(null)).toBe('')
    expect(richTextHtml('[]')).toBe('')
    expect(richTextHtml('{"type":"paragraph"}')).toBe('')
  })
})

describe('rich text as HTML: text from before the editor', () => {
  it('shows plain text as paragraphs, escaped', () => {
    expect(richTextHtml('Fees & dates <2025>\nsee below\n\nSecond part')).toBe(
      '<p>Fees &amp; dates &lt;2025&gt;<br>see below</p><p>Second part</p>',
    )
  })

  it('shows the old console HTML as its words only: no tag, script or handler of it survives', () => {
    const old =
      '<p style="color:red" onclick="steal()">Welcome&nbsp;to <b>our</b> &amp; campus</p>' +
      '<script>alert(1)</script><div><img src=x onerror=alert(2)>Second &#233;t&#xE9;</div><!-- note -->'
    const out = richTextHtml(old)
    expect(out).toBe('<p>Welcome\u00A0to our &amp; campus</p><p>Second été</p>')
  })

  it('shows a number or a quoted string someone typed as that text', () => {
    expect(richTextHtml('2025')).toBe('<p>2025</p>')
  })
})

describe('rich text as HTML: hostile documents', () => {
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
    '//evil.example/x',
    'file:///etc/passwd',
  ])('keeps the text but not the link of %j', (url) => {
    const out = html([p(link(url, 'click'))])
    expect(out).toBe('<p>click</p>')
  })

  it('escapes text that tries to close a tag or an attribute', () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(1)>\'`'
    const out = html([
      { type: 'paragraph', align: hostile, children: [{ text: hostile, bold: hostile }] },
      { type: hostile, children: [{ text: 'x' }] },
      p(link(`https://example.org/"><script>alert(1)</script>`, hostile)),
    ])
    expect(out).not.toMatch(/<script|<img|="[^"]*"[^ >]/i)
    expect(tagsOf(out).every((tag) => ALLOWED.has(tag))).toBe(true)
    expect(onlyQuotedAttributes(out)).toBe(true)
    expect(out).toContain('<p>x</p>')
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toContain('href="https://example.org/%22%3E%3Cscript%3Ealert(1)%3C/script%3E"')
  })

  it('ignores attributes the editor never makes (style, on*, href on a block)', () => {
    const out = html([
      {
        type: 'paragraph',
        style: 'x',
        onclick: 'y',
        href: 'javascript:z',
        children: [{ text: 't', style: 1 }],
      },
    ])
    expect(out).toBe('<p>t</p>')
  })

  it('never nests a link in a link nor a block in a paragraph', () => {
    const out = html([
      p({ type: 'link', url: 'https://a.example/', children: [link('https://b.example/', 'inner')] }),
      p(
        { type: 'heading-one', children: [{ text: 'h' }] },
        { type: 'bulleted-list', children: [{ text: 'l' }] },
      ),
    ])
    expect(out).toBe('<p><a href="https://a.example/" rel="external noopener">inner</a></p><p>hl</p>')
  })

  it('replaces text that is not valid Unicode and drops control characters', () => {
    const out = html([p({ text: 'a\uD800b\uDC00c\u0000d\u001Be\uD83D\uDE00' })])
    expect(out).toBe('<p>a\uFFFDb\uFFFDcde\uD83D\uDE00</p>')
  })

  it('draws a document nested far past the editor limit as text, without running out of stack', () => {
    const levels = 100_000
    const stored = `[${'{"type":"block-quote","children":['.repeat(levels)}{"text":"deep<b>"}${']}'.repeat(levels)}]`
    const out = richTextHtml(stored)
    expect(out.match(/<blockquote>/g)?.length).toBe(RICH_TEXT_MAX_DEPTH)
    expect(out).toContain('deep&lt;b&gt;')
    const list = `[${'{"type":"bulleted-list","children":[{"type":"list-item","children":['.repeat(levels)}{"text":"x"}${']}]}'.repeat(levels)}]`
    expect(richTextHtml(list)).toContain('x')
  })

  it('draws a 3 MB document in full', () => {
    const paragraphs = Array.from({ length: 30_000 }, (_, i) =>
      p({ text: `Paragraph ${i} <&> ` + 'x'.repeat(80) }),
    )
    const stored = JSON.stringify(paragraphs)
    expect(stored.length).toBeGreaterThan(3_000_000)
    const out = richTextHtml(stored)
    expect(out.match(/<p>/g)?.length).toBe(30_000)
    expect(out).toContain('<p>Paragraph 29999 &lt;&amp;&gt; ')
  })

  it('ignores children that are not nodes', () => {
    expect(html([p(null, 1, 'text', [{ text: 'x' }], { text: 'y' })])).toBe('<p>y</p>')
  })
})

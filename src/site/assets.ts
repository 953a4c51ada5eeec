// The site's two static files, kept as text here so `npm run site` needs no build step. Colours are dark text
// on white and white on dark blue, both above WCAG AA's 4.5:1; every focusable thing shows a thick outline.

export const SITE_CSS = `
:root { --ink: #1b1f24; --muted: #4a5360; --brand: #0b3d6e; --paper: #ffffff; --tint: #eef3f8; --focus: #b35900; }
* { box-sizing: border-box; }
body { margin: 0; font: 1.0625rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--paper); }
a { color: var(--brand); text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: 0.5rem; top: -3rem; background: var(--brand); color: #fff; padding: 0.5rem 1rem; z-index: 10; }
.skip:focus { top: 0.5rem; }
.banner { background: var(--brand); color: #fff; padding: 0.75rem 1.5rem; }
.banner a { color: #fff; }
.site-name { margin: 0; font-size: 1.375rem; font-weight: 700; }
.site-name a { text-decoration: none; }
.banner nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 1.25rem; margin: 0.5rem 0 0; padding: 0; }
.banner :focus-visible { outline-color: #ffd27a; }
.preview-banner { margin: 0.75rem 0 0; padding: 0.5rem 0.75rem; background: #fff4d6; color: #3d2c00; border-left: 0.5rem solid #b35900; }
.preview-banner p { margin: 0; }
main { display: block; max-width: 64rem; margin: 0 auto; padding: 1.5rem; }
main:focus { outline: none; }
h1 { font-size: 2rem; line-height: 1.25; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.5rem; margin: 2rem 0 0.75rem; }
h3 { font-size: 1.125rem; margin: 0.5rem 0 0.25rem; }
.meta { color: var(--muted); font-size: 0.9375rem; margin: 0; }
.cards { list-style: none; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.card { background: var(--tint); padding: 0.75rem; border-radius: 0.5rem; }
.card figure { margin: 0; }
.card-image, .card video { width: 100%; height: auto; border-radius: 0.25rem; }
.lead-image, .slide-image { max-width: 100%; height: auto; }
.slides { list-style: none; padding: 0; display: grid; grid-auto-flow: column; grid-auto-columns: minmax(18rem, 40rem); gap: 1rem; overflow-x: auto; scroll-snap-type: x mandatory; }
.slide { scroll-snap-align: start; background: var(--tint); border-radius: 0.5rem; overflow: hidden; }
.slide-text { padding: 0.75rem; }
.button { display: inline-block; background: var(--brand); color: #fff; padding: 0.4rem 0.9rem; border-radius: 0.25rem; text-decoration: none; }
.headlines ul { list-style: none; padding: 0; }
.headline { border-left: 0.4rem solid var(--brand); padding: 0.25rem 0.75rem; margin-bottom: 0.5rem; background: var(--tint); }
.headline-berry-black { border-color: #5c1a3a; }
.headline-dark-orange { border-color: #b35900; }
.headline-gold-black, .headline-gold-dark { border-color: #9a7400; }
.partners { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: center; }
.partners li { display: flex; flex-direction: column; align-items: center; gap: 0.25rem; }
.logo { max-width: 10rem; max-height: 5rem; width: auto; height: auto; }
.plain { padding-left: 1.25rem; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
.facts dt { font-weight: 700; }
.facts dd { margin: 0; }
.rich blockquote { border-left: 0.25rem solid var(--muted); margin-left: 0; padding-left: 1rem; }
.align-center { text-align: center; } .align-right { text-align: right; } .align-justify { text-align: justify; }
.more { font-weight: 700; }
.footer { background: var(--tint); padding: 1rem 1.5rem; margin-top: 2rem; }
.footer-title { font-size: 1rem; margin: 0; }
.footer ul { list-style: none; display: flex; flex-wrap: wrap; gap: 1rem; padding: 0; }
`

/**
 * The view beacon (docs/public-api.md "View counts"): a POST without a body from the reader's own browser,
 * so the API counts that reader (its address and user agent), not this site's server. A POST without a body
 * needs no CORS preflight; in 'no-cors' mode it is sent whether or not the API names this site's origin in
 * PUBLIC_SITE_ORIGINS, and the page does not read the answer. keepalive: it is sent even as the reader leaves.
 */
export const VIEW_JS = `(() => {
  const address = document.querySelector('main[data-view]')?.getAttribute('data-view')
  if (address) fetch(address, { method: 'POST', mode: 'no-cors', keepalive: true }).catch(() => {})
})()
`

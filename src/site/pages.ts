import { SITE_PAGES } from '../shared/rules/public-feeds'
import { absolute, day, image, timeText } from './format'
import { html, safeHref, trusted, type Html } from './html'
import type {
  Course,
  EventItem,
  Faculty,
  GalleryCategory,
  GalleryItem,
  Headline,
  NewsItem,
  Partner,
  Slider,
} from './records'
import { SITE_TEXT as T } from './text'

// The site's pages, as plain functions of what the API answered. Every page has the same frame: a skip
// link, a banner with the menu, one main with one h1, a footer; headings go down one level at a time (the
// API's rich text starts at h2, under the page's h1).

export interface Site {
  name: string
  /** The public API's address (…/api/public/v1) and its origin, where images and the view beacon go. */
  apiUrl: string
  apiOrigin: string
}

interface Frame {
  title: string
  body: Html
  /** The view beacon's address, for a news item's or an event's page (never a preview's). */
  beacon?: string
  preview?: boolean
}

/** A record's page on this site, at the address the console's View links and the API's feeds use. */
export const pageHref = (area: keyof typeof SITE_PAGES & string, slug: string | null): string =>
  `/${SITE_PAGES[area] ?? area}/${encodeURIComponent(slug ?? '')}`

export function frame(site: Site, page: Frame): Html {
  const nav: [string, string][] = [
    ['/', T.home],
    ['/news', T.news],
    ['/events', T.events],
    ['/faculties', T.faculties],
    ['/gallery', T.gallery],
  ]
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title} · ${site.name}</title>
        ${page.preview ? html`<meta name="robots" content="noindex" />` : ''}
        <link rel="stylesheet" href="/assets/site.css" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title="${T.rss}"
          href="${site.apiUrl}/feeds/news.rss"
        />
        ${page.beacon ? html`<script src="/assets/view.js" defer></script>` : ''}
      </head>
      <body>
        <a class="skip" href="#main">${T.skip}</a>
        <header class="banner">
          <p class="site-name"><a href="/">${site.name}</a></p>
          <nav aria-label="${T.menu}">
            <ul>
              ${nav.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}
            </ul>
          </nav>
          ${
            page.preview
              ? html`<div class="preview-banner" role="note">
                  <p><strong>${T.previewTitle}</strong> ${T.previewNote}</p>
                </div>`
              : ''
          }
        </header>
        <main id="main" tabindex="-1" ${page.beacon ? html` data-view="${page.beacon}"` : ''}>
          ${page.body}
        </main>
        <footer class="footer">
          <h2 class="footer-title">${T.feeds}</h2>
          <ul>
            <li><a href="${site.apiUrl}/feeds/news.rss">${T.rss}</a></li>
            <li><a href="${site.apiUrl}/feeds/news.atom">${T.atom}</a></li>
            <li><a href="${site.apiUrl}/feeds/events.ics">${T.calendar}</a></li>
          </ul>
          <p>© ${site.name}</p>
        </footer>
      </body>
    </html> `
}

const rich = (markup: { html: string }) => html`<div class="rich">${trusted(markup.html)}</div>`

const newsCard = (site: Site, item: NewsItem) =>
  html`<li class="card">
    ${image(site.apiOrigin, item.image, '(min-width: 40rem) 20rem, 100vw', 'card-image')}
    <h3><a href="${pageHref('news', item.slug)}">${item.title}</a></h3>
    <p class="meta">${day(item.publishedAt)}</p>
  </li>`

const eventCard = (site: Site, item: EventItem) =>
  html`<li class="card">
    ${image(site.apiOrigin, item.image, '(min-width: 40rem) 20rem, 100vw', 'card-image')}
    <h3><a href="${pageHref('events', item.slug)}">${item.title}</a></h3>
    <p class="meta">
      ${day(item.date)},
      ${timeText(item.startsAt)}–${timeText(item.endsAt)}${item.location ? `, ${item.location}` : ''}
    </p>
  </li>`

const cards = (items: readonly Html[], empty: string) =>
  items.length
    ? html`<ul class="cards">
        ${items}
      </ul>`
    : html`<p>${empty}</p>`

const moreLink = (path: string, next: string | null) =>
  next ? html`<p><a class="more" href="${path}?cursor=${encodeURIComponent(next)}">${T.more}</a></p>` : ''

export interface HomeContent {
  headlines: readonly Headline[]
  sliders: readonly Slider[]
  news: readonly NewsItem[]
  events: readonly EventItem[]
  partners: readonly Partner[]
}

export function homePage(site: Site, content: HomeContent): Html {
  const headlines = content.headlines.length
    ? html`<section class="headlines" aria-labelledby="headlines-title">
        <h2 id="headlines-title">${T.headlines}</h2>
        <ul>
          ${content.headlines.map(
            (item) =>
              html`<li class="headline headline-${item.colour}">
                <a href="${pageHref('headlines', item.slug)}">${item.title}</a>
                <span class="meta">${day(item.date)}</span>
              </li>`,
          )}
        </ul>
      </section>`
    : ''
  const sliders = content.sliders.length
    ? html`<section aria-labelledby="highlights-title">
        <h2 id="highlights-title">${T.highlights}</h2>
        <ul class="slides">
          ${content.sliders.map((slide) => {
            const href = safeHref(slide.buttonLink)
            return html`<li class="slide">
              ${image(site.apiOrigin, slide.image, '(min-width: 60rem) 40rem, 100vw', 'slide-image')}
              <div class="slide-text">
                <h3><a href="${pageHref('sliders', slide.slug)}">${slide.title}</a></h3>
                ${slide.caption ? html`<p>${slide.caption}</p>` : ''}
                ${href && slide.buttonText ? html`<p><a class="button" href="${href}">${slide.buttonText}</a></p>` : ''}
              </div>
            </li>`
          })}
        </ul>
      </section>`
    : ''
  const partners = content.partners.length
    ? html`<section aria-labelledby="partners-title">
        <h2 id="partners-title">${T.partners}</h2>
        <ul class="partners">
          ${content.partners.map(
            (partner) =>
              html`<li>
                ${image(site.apiOrigin, partner.logo, '10rem', 'logo')}<span>${partner.name}</span>
              </li>`,
          )}
        </ul>
      </section>`
    : ''
  return frame(site, {
    title: T.home,
    body: html`<h1>${site.name}</h1>
      ${headlines} ${sliders}
      <section aria-labelledby="news-title">
        <h2 id="news-title">${T.latestNews}</h2>
        ${cards(
          content.news.map((item) => newsCard(site, item)),
          T.noNews,
        )}
        <p><a href="/news">${T.allNews}</a></p>
      </section>
      <section aria-labelledby="events-title">
        <h2 id="events-title">${T.upcomingEvents}</h2>
        ${cards(
          content.events.map((item) => eventCard(site, item)),
          T.noEvents,
        )}
        <p><a href="/events">${T.allEvents}</a></p>
      </section>
      ${partners}`,
  })
}

export const newsListPage = (site: Site, items: readonly NewsItem[], next: string | null) =>
  frame(site, {
    title: T.news,
    body: html`<h1>${T.news}</h1>
      ${cards(
        items.map((item) => newsCard(site, item)),
        T.noNews,
      )}${moreLink('/news', next)}`,
  })

export const eventListPage = (site: Site, items: readonly EventItem[], next: string | null) =>
  frame(site, {
    title: T.events,
    body: html`<h1>${T.upcomingEvents}</h1>
      ${cards(
        items.map((item) => eventCard(site, item)),
        T.noEvents,
      )}${moreLink('/events', next)}`,
  })

export const facultiesPage = (site: Site, items: readonly Faculty[]) =>
  frame(site, {
    title: T.faculties,
    body: html`<h1>${T.faculties}</h1>
      ${
        items.length
          ? html`<ul class="plain">
              ${items.map(
                (item) => html`<li><a href="${pageHref('faculties', item.slug)}">${item.name}</a></li>`,
              )}
            </ul>`
          : html`<p>${T.noFaculties}</p>`
      }`,
  })

/** How a record's page is drawn: as published, or as a preview (a banner, no beacon, never indexed). */
interface Shown {
  preview: boolean
  /** The view beacon's address when the page counts a view. */
  beacon?: string
}

export const newsPage = (site: Site, item: NewsItem, shown: Shown) =>
  frame(site, {
    title: item.title,
    ...shown,
    body: html`<article>
      <h1>${item.title}</h1>
      <p class="meta">
        ${T.published}
        ${day(item.publishedAt)}${item.updatedAt ? html` · ${T.updated} ${day(item.updatedAt)}` : ''}
      </p>
      ${image(site.apiOrigin, item.image, '(min-width: 50rem) 48rem, 100vw', 'lead-image')}
      ${rich(item.content)}
    </article>`,
  })

export const eventPage = (site: Site, item: EventItem, shown: Shown) =>
  frame(site, {
    title: item.title,
    ...shown,
    body: html`<article>
      <h1>${item.title}</h1>
      <dl class="facts">
        <dt>${T.when}</dt>
        <dd>
          ${day(item.date)}, <time datetime="${item.startsAt}">${timeText(item.startsAt)}</time>–<time
            datetime="${item.endsAt}"
            >${timeText(item.endsAt)}</time
          >
        </dd>
        ${
          item.location
            ? html`<dt>${T.where}</dt>
                <dd>${item.location}</dd>`
            : ''
        }
      </dl>
      ${image(site.apiOrigin, item.image, '(min-width: 50rem) 48rem, 100vw', 'lead-image')}
      ${rich(item.content)}
    </article>`,
  })

export const headlinePage = (site: Site, item: Headline, shown: Shown) => {
  const href = safeHref(item.link)
  return frame(site, {
    title: item.title,
    ...shown,
    body: html`<article class="headline-${item.colour}">
      <h1>${item.title}</h1>
      <p class="meta">${day(item.date)}</p>
      ${rich(item.message)} ${href ? html`<p><a href="${href}">${item.title}</a></p>` : ''}
    </article>`,
  })
}

export const sliderPage = (site: Site, item: Slider, shown: Shown) => {
  const href = safeHref(item.buttonLink)
  return frame(site, {
    title: item.title,
    ...shown,
    body: html`<article>
      <h1>${item.title}</h1>
      ${image(site.apiOrigin, item.image, '(min-width: 50rem) 48rem, 100vw', 'lead-image')}
      ${item.caption ? html`<p>${item.caption}</p>` : ''}
      ${href && item.buttonText ? html`<p><a class="button" href="${href}">${item.buttonText}</a></p>` : ''}
    </article>`,
  })
}

export interface FacultyContent {
  news: readonly NewsItem[]
  events: readonly EventItem[]
  courses: readonly Course[]
}

export const facultyPage = (site: Site, item: Faculty, content: FacultyContent, shown: Shown) =>
  frame(site, {
    title: item.name,
    ...shown,
    body: html`<article>
        <h1>${item.name}</h1>
        ${image(site.apiOrigin, item.image, '(min-width: 50rem) 48rem, 100vw', 'lead-image')}
        <dl class="facts">
          ${
            item.dean
              ? html`<dt>${T.dean}</dt>
                  <dd>${item.dean}</dd>`
              : ''
          }
          ${
            item.email || item.phone
              ? html`<dt>${T.contact}</dt>
                  <dd>
                    ${
                      item.email ? html`<a href="mailto:${item.email}">${item.email}</a>` : ''
                    }${item.email && item.phone ? ', ' : ''}${item.phone ? html`<a href="tel:${item.phone}">${item.phone}</a>` : ''}
                  </dd>`
              : ''
          }
        </dl>
        ${rich(item.detail)}
      </article>
      <section aria-labelledby="faculty-news">
        <h2 id="faculty-news">${T.latestNews}</h2>
        ${cards(
          content.news.map((each) => newsCard(site, each)),
          T.noNews,
        )}
      </section>
      <section aria-labelledby="faculty-events">
        <h2 id="faculty-events">${T.upcomingEvents}</h2>
        ${cards(
          content.events.map((each) => eventCard(site, each)),
          T.noEvents,
        )}
      </section>
      ${
        content.courses.length
          ? html`<section aria-labelledby="faculty-courses">
              <h2 id="faculty-courses">${T.courses}</h2>
              <ul class="plain">
                ${content.courses.map(
                  (course) =>
                    html`<li>
                      <a href="${pageHref('courses', course.slug)}">${course.name}</a> (${course.code})
                    </li>`,
                )}
              </ul>
            </section>`
          : ''
      }`,
  })

export const coursePage = (site: Site, item: Course, shown: Shown) =>
  frame(site, {
    title: item.name,
    ...shown,
    body: html`<article>
      <h1>${item.name}</h1>
      <dl class="facts">
        <dt>${T.duration}</dt>
        <dd>${item.duration} ${item.durationType}</dd>
        ${
          item.headOfDepartment
            ? html`<dt>${T.headOfDepartment}</dt>
                <dd>${item.headOfDepartment}</dd>`
            : ''
        }
      </dl>
      ${image(site.apiOrigin, item.image, '(min-width: 50rem) 48rem, 100vw', 'lead-image')}
      ${rich(item.about)} ${rich(item.headOfDepartmentMessage)}
    </article>`,
  })

function galleryFigure(site: Site, item: GalleryItem, categories: readonly GalleryCategory[]): Html {
  const where = categories.find((each) => each.id === item.subCategoryId)
  const media = item.media
  const shown =
    media?.kind === 'video'
      ? html`<video
          controls
          preload="none"
          src="${absolute(site.apiOrigin, media.src)}"
          ${media.width && media.height ? html` width="${media.width}" height="${media.height}"` : ''}
        >
          ${
            item.captions
              ? html`<track
                  kind="captions"
                  srclang="en"
                  label="English"
                  src="${absolute(site.apiOrigin, item.captions)}"
                />`
              : ''
          }
        </video>`
      : image(site.apiOrigin, media, '(min-width: 40rem) 20rem, 100vw', 'card-image')
  return html`<li class="card">
    <figure>
      ${shown}
      <figcaption>
        ${item.title}${where ? html` <span class="meta">${where.category} › ${where.name}</span>` : ''}
      </figcaption>
    </figure>
  </li>`
}

export const galleryPage = (
  site: Site,
  page: { items: readonly GalleryItem[]; next: string | null; categories: readonly GalleryCategory[] },
) =>
  frame(site, {
    title: T.gallery,
    body: html`<h1>${T.gallery}</h1>
      ${cards(
        page.items.map((item) => galleryFigure(site, item, page.categories)),
        T.noPhotos,
      )}${moreLink('/gallery', page.next)}`,
  })

export const messagePage = (site: Site, title: string, text: string) =>
  frame(site, {
    title,
    body: html`<h1>${title}</h1>
      <p>${text}</p>`,
  })

import type { HeadlineColour } from '../headline-colours'

/**
 * The headline banner's colours, per option of SPEC §3 ("Headline colour options"). SPEC gives only the
 * names, and neither the console nor its CSS draws a banner (the public site does), so these are said here,
 * once, as our reading of the names until the web team gives the site's own values: the first word is the
 * background, the second the text. Orange, gold and black are CSS's colours of those names; 'berry' and
 * 'dark' are not CSS names, and are ours.
 */
export const HEADLINE_BANNER_COLOURS: Readonly<Record<HeadlineColour, { background: string; text: string }>> =
  {
    'berry-black': { background: '#8c1d40', text: '#000000' },
    'dark-orange': { background: '#1a1a1a', text: '#ffa500' },
    'gold-black': { background: '#ffd700', text: '#000000' },
    'gold-dark': { background: '#ffd700', text: '#1a1a1a' },
  }

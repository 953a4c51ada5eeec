// SPEC §3 "Headline colour options", value and label: data the headline contract and the accessibility
// checker's contrast rule both read (kept out of the contract, which imports the checker's dismissals).

export const HEADLINE_COLOURS = [
  { value: 'berry-black', label: 'Berry Black' },
  { value: 'dark-orange', label: 'Dark Orange' },
  { value: 'gold-black', label: 'Gold Black' },
  { value: 'gold-dark', label: 'Gold Dark' },
] as const
export type HeadlineColour = (typeof HEADLINE_COLOURS)[number]['value']

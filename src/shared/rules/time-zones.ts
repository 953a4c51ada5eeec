// Issue 47: the University Time Zone screen's list. The runtime's list (Intl.supportedValuesOf) keeps ICU's
// old spellings (Asia/Calcutta, Europe/Kiev) and no offsets; a person looks for a city and wants to see the
// offset. Each entry here is a canonical zone, its offset now and a few cities it covers.

/** ICU's old names, as the time-zone database spells them now (renames, and zones merged into another). */
const CURRENT_NAME: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** The time-zone database's name for `zone` ('Asia/Calcutta' is 'Asia/Kolkata'). */
export const currentZoneName = (zone: string): string => CURRENT_NAME[zone] ?? zone

/** More cities than the zone's own name, for the zones a search most often looks for. */
const MORE_CITIES: Readonly<Record<string, readonly string[]>> = {
  'Africa/Lagos': ['Abuja', 'Ibadan', 'Kano', 'Kinshasa', 'Luanda', 'Douala'],
  'Africa/Accra': ['Kumasi', 'Abidjan', 'Dakar'],
  'Africa/Nairobi': ['Mombasa', 'Kampala', 'Dar es Salaam', 'Addis Ababa'],
  'Africa/Johannesburg': ['Cape Town', 'Durban', 'Pretoria', 'Maseru'],
  'Africa/Cairo': ['Alexandria', 'Giza'],
  'Africa/Casablanca': ['Rabat', 'Marrakesh'],
  'Africa/Maputo': ['Harare', 'Lusaka', 'Kigali', 'Lilongwe', 'Gaborone'],
  'Europe/London': ['Edinburgh', 'Cardiff', 'Belfast', 'Manchester'],
  'Europe/Dublin': ['Cork', 'Galway'],
  'Europe/Paris': ['Lyon', 'Marseille'],
  'Europe/Berlin': ['Munich', 'Hamburg', 'Frankfurt'],
  'Europe/Madrid': ['Barcelona', 'Valencia'],
  'Europe/Rome': ['Milan', 'Naples'],
  'Europe/Amsterdam': ['Rotterdam', 'Utrecht'],
  'Europe/Kyiv': ['Kharkiv', 'Lviv', 'Odesa', 'Uzhhorod', 'Zaporizhzhia'],
  'Europe/Istanbul': ['Ankara', 'Izmir'],
  'Europe/Moscow': ['Saint Petersburg', 'Kazan'],
  'Asia/Kolkata': ['Mumbai', 'New Delhi', 'Bengaluru', 'Chennai', 'Calcutta'],
  'Asia/Karachi': ['Lahore', 'Islamabad'],
  'Asia/Dhaka': ['Chittagong'],
  'Asia/Shanghai': ['Beijing', 'Guangzhou', 'Shenzhen', 'Chongqing'],
  'Asia/Tokyo': ['Osaka', 'Kyoto'],
  'Asia/Seoul': ['Busan'],
  'Asia/Dubai': ['Abu Dhabi', 'Muscat'],
  'Asia/Riyadh': ['Jeddah', 'Kuwait', 'Aden'],
  'Asia/Jakarta': ['Bandung', 'Surabaya'],
  'Asia/Manila': ['Quezon City', 'Cebu'],
  'Asia/Ho_Chi_Minh': ['Saigon', 'Hanoi'],
  'Asia/Yangon': ['Rangoon', 'Mandalay'],
  'Australia/Sydney': ['Canberra', 'Newcastle', 'Wollongong'],
  'Australia/Melbourne': ['Geelong'],
  'Pacific/Auckland': ['Wellington', 'Christchurch'],
  'America/New_York': ['Boston', 'Washington', 'Atlanta', 'Miami', 'Toronto'],
  'America/Chicago': ['Dallas', 'Houston', 'Minneapolis', 'Winnipeg'],
  'America/Denver': ['Salt Lake City', 'Albuquerque', 'Calgary'],
  'America/Los_Angeles': ['San Francisco', 'Seattle', 'San Diego', 'Vancouver'],
  'America/Toronto': ['Ottawa', 'Montreal', 'Quebec City'],
  'America/Mexico_City': ['Guadalajara', 'Monterrey'],
  'America/Sao_Paulo': ['Rio de Janeiro', 'Brasilia', 'Belo Horizonte'],
  'America/Argentina/Buenos_Aires': ['Rosario', 'La Plata'],
  UTC: ['Coordinated Universal Time'],
}

/** The place a zone is named after: 'America/Argentina/Buenos_Aires' is 'Buenos Aires'. */
const placeOf = (zone: string): string => (zone.split('/').pop() ?? zone).replace(/_/g, ' ')

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** The zone's offset from UTC at `at`, as people write it: 'UTC+01:00', 'UTC−03:00', 'UTC'. */
export function offsetOf(zone: string, at: Date): string {
  let format = offsetFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    offsetFormats.set(zone, format)
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  return name.replace(/^GMT/, 'UTC').replace('-', '−')
}

export interface ZoneChoice {
  /** The canonical name saved ('Africa/Lagos'). */
  zone: string
  /** 'UTC+01:00' now (daylight saving included). */
  offset: string
  /** The zone's own city first, then others it covers. */
  cities: readonly string[]
  /** What the list shows: 'Africa/Lagos (UTC+01:00): Lagos, Abuja, Ibadan, Kano'. */
  label: string
  /** What a search looks in: the label, every city and the zone's old names, in lower case. */
  searched: string
}

export const zoneLabel = (zone: string, offset: string, cities: readonly string[]): string =>
  `${zone} (${offset}): ${cities.join(', ')}`

/** One zone as the list shows it at `at`. */
export function zoneChoice(zone: string, at: Date): ZoneChoice {
  const own = zone.includes('/') ? [placeOf(zone)] : []
  const cities = [...own, ...(MORE_CITIES[zone] ?? []).filter((city) => !own.includes(city))].slice(0, 5)
  const offset = offsetOf(zone, at)
  const label = zoneLabel(zone, offset, cities)
  const oldNames = Object.keys(CURRENT_NAME).filter((old) => CURRENT_NAME[old] === zone)
  const searched = [label, ...(MORE_CITIES[zone] ?? []), ...oldNames].join(' ').replace(/_/g, ' ')
  return { zone, offset, cities, label, searched: searched.toLowerCase() }
}

/**
 * The zones a Super Admin chooses from: every zone the runtime knows, by their current names and without
 * repeats, UTC first, then west to east (by offset now), then by name. `current` is kept if the runtime
 * does not list it, so the saved zone always shows.
 */
export function zoneChoices(at: Date, current?: string): ZoneChoice[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const names = new Set(['UTC', ...listed.map(currentZoneName)])
  if (current) names.add(current)
  const minutes = (offset: string) => {
    const match = /([+−])(\d{2}):(\d{2})/.exec(offset)
    return match ? (match[1] === '−' ? -1 : 1) * (+match[2] * 60 + +match[3]) : 0
  }
  return [...names]
    .filter((zone) => zone === 'UTC' || !zone.startsWith('Etc/'))
    .map((zone) => zoneChoice(zone, at))
    .sort((a, b) =>
      a.zone === 'UTC'
        ? -1
        : b.zone === 'UTC'
          ? 1
          : minutes(a.offset) - minutes(b.offset) || a.zone.localeCompare(b.zone),
    )
}

/** The choices a search keeps: every word found in the zone's name, its offset or a city (any case). */
export function searchZones(choices: readonly ZoneChoice[], query: string): ZoneChoice[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...choices]
  return choices.filter((choice) => words.every((word) => choice.searched.includes(word)))
}

/** The zone is UTC itself (a server's default), not a place. */
export const isUtc = (zone: string): boolean => /^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu)$/.test(zone)

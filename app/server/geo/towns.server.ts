import type { AddressSuggestion } from './types.server.ts'

/**
 * Settlements for when no address service can be reached (or GEO_PROVIDER=builtin): the delivery area
 * around the quarry in detail, and the larger towns further away so that their distance is shown
 * honestly instead of "not found". Points are settlement centres (town hall, school or the
 * gazetteer's point), rounded to four decimals (about 10 m): enough for an estimated road distance.
 * Labels follow the Estonian address form, municipality names as after the 2017 reform.
 */
const places: readonly (readonly [label: string, latitude: number, longitude: number])[] = [
  // Lääne-Viru maakond
  ['Rakvere linn, Lääne-Viru maakond', 59.3464, 26.3558],
  ['Tapa linn, Lääne-Viru maakond', 59.2606, 25.9586],
  ['Kunda linn, Lääne-Viru maakond', 59.4986, 26.5261],
  ['Tamsalu linn, Lääne-Viru maakond', 59.1586, 26.1153],
  ['Haljala alevik, Haljala vald, Lääne-Viru maakond', 59.4233, 26.2664],
  ['Võsu alevik, Haljala vald, Lääne-Viru maakond', 59.5767, 25.9608],
  ['Vihula küla, Haljala vald, Lääne-Viru maakond', 59.5458, 26.1319],
  ['Sagadi küla, Haljala vald, Lääne-Viru maakond', 59.5372, 26.0561],
  ['Palmse küla, Haljala vald, Lääne-Viru maakond', 59.5083, 25.9528],
  ['Käsmu küla, Haljala vald, Lääne-Viru maakond', 59.6028, 25.9194],
  ['Kadrina alevik, Kadrina vald, Lääne-Viru maakond', 59.3347, 26.145],
  ['Hulja alevik, Kadrina vald, Lääne-Viru maakond', 59.353, 26.219],
  ['Vaiatu küla, Kadrina vald, Lääne-Viru maakond', 59.3556, 25.9953],
  ['Viitna küla, Kadrina vald, Lääne-Viru maakond', 59.4564, 26.0139],
  ['Sõmeru alevik, Rakvere vald, Lääne-Viru maakond', 59.3611, 26.4375],
  ['Uhtna alevik, Rakvere vald, Lääne-Viru maakond', 59.3964, 26.5675],
  ['Lasila küla, Rakvere vald, Lääne-Viru maakond', 59.2509, 26.2161],
  ['Veltsi küla, Rakvere vald, Lääne-Viru maakond', 59.399, 26.2771],
  ['Rägavere küla, Rakvere vald, Lääne-Viru maakond', 59.317, 26.483],
  ['Vajangu küla, Tapa vald, Lääne-Viru maakond', 59.1093, 26.0073],
  ['Jäneda küla, Tapa vald, Lääne-Viru maakond', 59.2437, 25.6829],
  ['Porkuni küla, Tapa vald, Lääne-Viru maakond', 59.1883, 26.1975],
  ['Vinni alevik, Vinni vald, Lääne-Viru maakond', 59.2958, 26.4322],
  ['Pajusti alevik, Vinni vald, Lääne-Viru maakond', 59.2744, 26.4233],
  ['Viru-Jaagupi alevik, Vinni vald, Lääne-Viru maakond', 59.2456, 26.4722],
  ['Laekvere alevik, Vinni vald, Lääne-Viru maakond', 59.0675, 26.5585],
  ['Roela alevik, Vinni vald, Lääne-Viru maakond', 59.1703, 26.597],
  ['Tudu alevik, Vinni vald, Lääne-Viru maakond', 59.1808, 26.8564],
  ['Ulvi küla, Vinni vald, Lääne-Viru maakond', 59.3256, 26.6321],
  ['Väike-Maarja alevik, Väike-Maarja vald, Lääne-Viru maakond', 59.1264, 26.25],
  ['Simuna alevik, Väike-Maarja vald, Lääne-Viru maakond', 59.0478, 26.4025],
  ['Rakke alevik, Väike-Maarja vald, Lääne-Viru maakond', 58.9817, 26.2544],
  ['Viru-Nigula alevik, Viru-Nigula vald, Lääne-Viru maakond', 59.4471, 26.6894],
  ['Aseri alevik, Viru-Nigula vald, Lääne-Viru maakond', 59.4506, 26.8675],
  // Ida-Viru maakond, from its western edge eastwards
  ['Kiviõli linn, Ida-Viru maakond', 59.3531, 26.9711],
  ['Püssi linn, Ida-Viru maakond', 59.36, 27.0497],
  ['Sonda alevik, Lüganuse vald, Ida-Viru maakond', 59.3475, 26.8425],
  ['Lüganuse alevik, Lüganuse vald, Ida-Viru maakond', 59.3727, 27.0454],
  ['Maidla küla, Lüganuse vald, Ida-Viru maakond', 59.3362, 27.0139],
  ['Mäetaguse alevik, Alutaguse vald, Ida-Viru maakond', 59.2297, 27.2722],
  ['Iisaku alevik, Alutaguse vald, Ida-Viru maakond', 59.0978, 27.31],
  ['Illuka küla, Alutaguse vald, Ida-Viru maakond', 59.2362, 27.4933],
  ['Kohtla-Nõmme alev, Toila vald, Ida-Viru maakond', 59.3517, 27.175],
  ['Kohtla-Järve linn, Ida-Viru maakond', 59.3986, 27.2731],
  ['Jõhvi linn, Ida-Viru maakond', 59.3592, 27.4211],
  ['Toila alevik, Toila vald, Ida-Viru maakond', 59.4213, 27.5081],
  ['Sillamäe linn, Ida-Viru maakond', 59.397, 27.7633],
  ['Narva linn, Ida-Viru maakond', 59.3772, 28.1903],
  ['Narva-Jõesuu linn, Ida-Viru maakond', 59.4589, 28.0408],
  // Järva maakond
  ['Paide linn, Järva maakond', 58.8856, 25.5572],
  ['Türi linn, Järva maakond', 58.8086, 25.4325],
  ['Järva-Jaani alev, Järva vald, Järva maakond', 59.0386, 25.8864],
  ['Koeru alevik, Järva vald, Järva maakond', 58.9631, 26.0308],
  ['Aravete alevik, Järva vald, Järva maakond', 59.1424, 25.7582],
  ['Ambla alevik, Järva vald, Järva maakond', 59.1922, 25.8392],
  ['Käravete alevik, Järva vald, Järva maakond', 59.1892, 25.7644],
  ['Albu küla, Järva vald, Järva maakond', 59.15, 25.6667],
  ['Järva-Madise küla, Järva vald, Järva maakond', 59.1186, 25.6614],
  ['Peetri alevik, Järva vald, Järva maakond', 58.9442, 25.8352],
  ['Koigi küla, Järva vald, Järva maakond', 58.8362, 25.7528],
  ['Imavere küla, Järva vald, Järva maakond', 58.7314, 25.7683],
  ['Roosna-Alliku alevik, Paide linn, Järva maakond', 59.0294, 25.7086],
  ['Väätsa alevik, Türi vald, Järva maakond', 58.8883, 25.4518],
  ['Särevere alevik, Türi vald, Järva maakond', 58.7823, 25.4304],
  ['Oisu alevik, Türi vald, Järva maakond', 58.7575, 25.5667],
  ['Türi-Alliku küla, Türi vald, Järva maakond', 58.8158, 25.4539],
  // Jõgeva maakond
  ['Jõgeva linn, Jõgeva maakond', 58.7467, 26.3939],
  ['Mustvee linn, Jõgeva maakond', 58.8486, 26.9397],
  ['Põltsamaa linn, Jõgeva maakond', 58.6525, 25.9706],
  ['Palamuse alevik, Jõgeva vald, Jõgeva maakond', 58.6847, 26.5842],
  ['Torma alevik, Jõgeva vald, Jõgeva maakond', 58.8128, 26.7383],
  ['Kuremaa alevik, Jõgeva vald, Jõgeva maakond', 58.7367, 26.5225],
  ['Laiuse alevik, Jõgeva vald, Jõgeva maakond', 58.7844, 26.4972],
  ['Siimusti alevik, Jõgeva vald, Jõgeva maakond', 58.7297, 26.3394],
  ['Vaimastvere küla, Jõgeva vald, Jõgeva maakond', 58.8139, 26.2861],
  ['Puurmani alevik, Põltsamaa vald, Jõgeva maakond', 58.5722, 26.2919],
  ['Adavere alevik, Põltsamaa vald, Jõgeva maakond', 58.7086, 25.8978],
  ['Võisiku küla, Põltsamaa vald, Jõgeva maakond', 58.6283, 25.9206],
  ['Avinurme alevik, Mustvee vald, Jõgeva maakond', 58.9853, 26.8625],
  ['Lohusuu alevik, Mustvee vald, Jõgeva maakond', 58.9486, 27.0478],
  // Further away
  ['Tallinn, Harju maakond', 59.437, 24.7536],
  ['Maardu linn, Harju maakond', 59.4653, 24.9822],
  ['Keila linn, Harju maakond', 59.3036, 24.4131],
  ['Kehra linn, Harju maakond', 59.3361, 25.3211],
  ['Loksa linn, Harju maakond', 59.5778, 25.7167],
  ['Kuusalu alevik, Kuusalu vald, Harju maakond', 59.4439, 25.4414],
  ['Aegviidu alev, Anija vald, Harju maakond', 59.2858, 25.6142],
  ['Alavere küla, Anija vald, Harju maakond', 59.2462, 25.3269],
  ['Kose alevik, Kose vald, Harju maakond', 59.1837, 25.1614],
  ['Jüri alevik, Rae vald, Harju maakond', 59.3542, 24.8942],
  ['Rapla linn, Rapla maakond', 59.0072, 24.7928],
  ['Kohila alev, Kohila vald, Rapla maakond', 59.1681, 24.7575],
  ['Tartu linn, Tartu maakond', 58.378, 26.729],
  ['Elva linn, Tartu maakond', 58.2225, 26.4211],
  ['Kallaste linn, Tartu maakond', 58.6631, 27.1616],
  ['Tabivere alevik, Tartu vald, Tartu maakond', 58.548, 26.607],
  ['Alatskivi alevik, Peipsiääre vald, Tartu maakond', 58.5981, 27.1336],
  ['Viljandi linn, Viljandi maakond', 58.3639, 25.59],
  ['Võhma linn, Viljandi maakond', 58.6283, 25.5483],
  ['Suure-Jaani linn, Viljandi maakond', 58.5361, 25.4706],
  ['Pärnu linn, Pärnu maakond', 58.3859, 24.4971],
  ['Vändra alev, Põhja-Pärnumaa vald, Pärnu maakond', 58.6481, 25.0361],
  ['Haapsalu linn, Lääne maakond', 58.9431, 23.5414],
  ['Kuressaare linn, Saare maakond', 58.2481, 22.5039],
  ['Kärdla linn, Hiiu maakond', 58.9978, 22.7492],
  ['Võru linn, Võru maakond', 57.8339, 27.0194],
  ['Valga linn, Valga maakond', 57.7778, 26.0473],
  ['Põlva linn, Põlva maakond', 58.0603, 27.0694],
  ['Räpina linn, Põlva maakond', 58.0981, 27.4636],
]

export interface BuiltinPlace extends AddressSuggestion {
  /** The settlement's own name, e.g. 'Väike-Maarja'. */
  name: string
}

/** Lower case without diacritics, punctuation as spaces: 'Väike-Maarja' and 'vaike maarja' meet. */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('et')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const settlementKinds = / (linn|alev|alevik|küla)$/

export const builtinPlaces: readonly BuiltinPlace[] = places.map(([label, latitude, longitude]) => ({
  label,
  latitude,
  longitude,
  source: 'builtin' as const,
  name: (label.split(',')[0] ?? label).replace(settlementKinds, ''),
}))

const index = builtinPlaces.map((place) => ({
  place,
  name: foldForSearch(place.name),
  label: foldForSearch(place.label),
}))

/**
 * Best matches first: the name itself, then names starting with the query, then any word of the
 * label starting with it, then any substring; finally places whose name appears as a word in a longer
 * query, so that a typed address such as 'Pikk 5, Rakvere' still finds its town.
 */
export function searchBuiltinPlaces(query: string, limit = 10): AddressSuggestion[] {
  const folded = foldForSearch(query)
  if (!folded) return []
  const padded = ` ${folded} `
  const ranked: { rank: number; order: number; place: BuiltinPlace }[] = []
  index.forEach(({ place, name, label }, order) => {
    let rank: number | null = null
    if (name === folded) rank = 0
    else if (name.startsWith(folded) || label.startsWith(folded)) rank = 1
    else if (` ${label}`.includes(` ${folded}`)) rank = 2
    else if (label.includes(folded)) rank = 3
    else if (name.length >= 3 && padded.includes(` ${name} `)) rank = 4
    if (rank !== null) ranked.push({ rank, order, place })
  })
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order)
  return ranked.slice(0, limit).map(({ place: { label, latitude, longitude, source } }) => ({
    label,
    latitude,
    longitude,
    source,
  }))
}

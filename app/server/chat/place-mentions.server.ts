import { type BuiltinPlace, builtinPlaces, foldForSearch } from '#app/server/geo/towns.server.ts'

/**
 * A settlement of the region named in a question, in whatever case it stands: 'Tapale', 'Rakverre',
 * 'Kundasse', 'Tamsallu', 'Väike-Maarjasse'. Only a known case ending may follow the name, so that
 * 'juriidiline' does not mean Jüri.
 */

const caseEndings = [
  '',
  'a',
  's',
  'st',
  'sse',
  'le',
  'l',
  'lt',
  'ni',
  'na',
  'ks',
  'ga',
  'ta',
  'd',
  'se',
  'ks',
  'as',
  'ast',
  'asse',
  'ale',
  'al',
  'alt',
  'ani',
  'aga',
]

function matchesLastWord(token: string, word: string): boolean {
  if (token.startsWith(word) && caseEndings.includes(token.slice(word.length))) return true
  // Short illatives double or change the last sound: Rakvere → Rakverre, Tamsalu → Tamsallu.
  return word.length >= 6 && token.length <= word.length + 2 && token.startsWith(word.slice(0, -1))
}

const candidates = builtinPlaces.map((place) => ({ place, words: foldForSearch(place.name).split(' ') }))
// Longer names first, so that 'Kohtla-Järve' wins over a shorter name inside it.
candidates.sort((a, b) => b.words.length - a.words.length)

/**
 * The region's towns as Russian speakers write them, by the stem that stays in every case form ('в Тапу',
 * 'до Тапы', 'в Раквере'), folded like the question (й → и). Each leads to the Estonian name.
 */
const russianNames: readonly [stem: RegExp, name: string][] = [
  [/^раквер/, 'Rakvere'],
  [/^тап[аыуеои]?$/, 'Tapa'],
  [/^кунд/, 'Kunda'],
  [/^тамсал/, 'Tamsalu'],
  [/^кадрин/, 'Kadrina'],
  [/^хальял|^халял/, 'Haljala'],
  [/^вызу/, 'Võsu'],
  [/^азер/, 'Aseri'],
  [/^кивиыл|^кивиол/, 'Kiviõli'],
  [/^иыхв|^ихв|^йыхв/, 'Jõhvi'],
  [/^нарв/, 'Narva'],
  [/^силлам/, 'Sillamäe'],
  [/^кохтла/, 'Kohtla-Järve'],
  [/^тарт/, 'Tartu'],
  [/^таллин/, 'Tallinn'],
  [/^паид/, 'Paide'],
  [/^тюр/, 'Türi'],
  [/^иыгев|^йыгев/, 'Jõgeva'],
  [/^пыльтсам|^пылтсам/, 'Põltsamaa'],
  [/^винни/, 'Vinni'],
  [/^туду/, 'Tudu'],
  [/^сымеру/, 'Sõmeru'],
  [/^мустве/, 'Mustvee'],
]

/** The Estonian names of the towns a Russian question names, as text for findPlaceMention. */
function russianPlaceNames(tokens: readonly string[]): string {
  const names: string[] = []
  for (const token of tokens) {
    if (token === 'маарья' || token === 'маарьи' || token === 'маарью') names.push('Väike-Maarja')
    const found = russianNames.find(([stem]) => stem.test(token))
    if (found) names.push(found[1])
  }
  return names.join(' ')
}

export function findPlaceMention(raw: string): BuiltinPlace | null {
  const folded = foldForSearch(raw)
  if (/\p{Script=Cyrillic}/u.test(folded)) {
    const names = russianPlaceNames(folded.split(' ').filter(Boolean))
    const found = names ? findEstonianPlace(names) : null
    if (found) return found
  }
  return findEstonianPlace(raw)
}

function findEstonianPlace(raw: string): BuiltinPlace | null {
  const tokens = foldForSearch(raw).split(' ').filter(Boolean)
  for (const { place, words } of candidates) {
    for (let start = 0; start + words.length <= tokens.length; start += 1) {
      const ok = words.every((word, offset) => {
        const token = tokens[start + offset] ?? ''
        return offset === words.length - 1 ? matchesLastWord(token, word) : token === word
      })
      if (ok) return place
    }
  }
  return null
}

import { distance } from 'fastest-levenshtein'
import type { Material } from '#app/content/material.ts'
import { materials } from '#app/content/materials.ts'
import { foldForSearch } from '#app/server/geo/towns.server.ts'

/**
 * Which materials a visitor's question names. Estonian inflects the noun (killustik, killustiku,
 * killustikku, killustikuga) and visitors often drop the diacritics, so words are folded and matched by
 * their stem. A bare 'kruus' or 'liiv' names a family of materials, and the answer covers each of them.
 */

export interface MaterialMention {
  /** The materials meant, in catalogue order; more than one when the question names a family. */
  materials: Material[]
  /** How the question named them, for the answer's wording ('kruus' → 'kruusa on meil kaks'). */
  family: 'sand' | 'screened-sand' | 'gravel' | 'cobbles' | null
}

/** Stems that name one material by themselves: the compound nouns. */
const compoundStems: readonly [stem: string, slug: string][] = [
  ['taiteliiv', 'soelutud-taiteliiv'],
  ['ehitusliiv', 'soelutud-ehitusliiv'],
  ['kaldaliiv', 'kaldaliiv'],
  ['purukruus', 'purukruus'],
  ['killustik', 'killustik'],
  ['muld', 'soelutud-muld'],
  ['mulda', 'soelutud-muld'],
  ['mulla', 'soelutud-muld'],
]

/** A first word written apart from its noun ('täite liiv'), or an adjective that picks one material. */
const qualifiedNouns: readonly [qualifier: string, noun: 'liiv' | 'kruus', slug: string][] = [
  ['taite', 'liiv', 'soelutud-taiteliiv'],
  ['ehitus', 'liiv', 'soelutud-ehitusliiv'],
  ['kalda', 'liiv', 'kaldaliiv'],
  ['puru', 'kruus', 'purukruus'],
  ['looduslik', 'kruus', 'looduslik-kruus'],
  ['soelut', 'kruus', 'soelutud-kruus'],
]

const sandFamily = ['soelutud-taiteliiv', 'soelutud-ehitusliiv', 'kaldaliiv']
const screenedSandFamily = ['soelutud-taiteliiv', 'soelutud-ehitusliiv']
const gravelFamily = ['looduslik-kruus', 'soelutud-kruus']
const cobbleFamily = ['kruusaveeris-32-64', 'kruusaveeris-64-100']

function isCobbleWord(token: string): boolean {
  return token.startsWith('kruusaveer') || token.startsWith('veeris') || token.startsWith('veerise')
}

/** The cobble fractions the raw text names ('32-64', '64–100', '32'), both when it names neither. */
function cobbleFractions(raw: string): string[] {
  const large = /64\s*[-–—]\s*100|(^|\D)100(\D|$)/.test(raw)
  const small = /32\s*[-–—]\s*64|(^|\D)32(\D|$)/.test(raw)
  if (large && !small) return ['kruusaveeris-64-100']
  if (small && !large) return ['kruusaveeris-32-64']
  return ['kruusaveeris-32-64', 'kruusaveeris-64-100']
}

/**
 * Russian and English names of our materials, matched on the folded text (lower case, no diacritics, so
 * 'щебёнка' reads 'щебенка'). A specific name comes before its family's word in the list; the family's
 * word then adds nothing more when the specific one matched.
 */
const foreignNames: readonly [pattern: RegExp, slugs: string[], family?: MaterialMention['family']][] = [
  [/щеб|crushed (stone|rock|limestone)|aggregate|macadam|hardcore/, ['killustik']],
  [/дроблен\S* грави|гравии\S* крошк|crushed gravel|road gravel/, ['purukruus']],
  [/(сеян|просеян|отсеян|мыт)\S* грави|(screened|washed|drainage) gravel/, ['soelutud-kruus']],
  [
    /(природн|карьерн|несеян)\S* грави|(natural|unscreened|pit run|bank run) gravel|pit run/,
    ['looduslik-kruus'],
  ],
  [/грави|gravel/, gravelFamily, 'gravel'],
  [/засыпн\S* пес|пес\S* для засыпк|(fill|filling|backfill) sand/, ['soelutud-taiteliiv']],
  [/строительн\S* пес|(building|construction|concrete|sharp|masonry) sand/, ['soelutud-ehitusliiv']],
  [/(берегов|реч|мелк)\S* пес|(beach|play|shore|fine) sand|playsand/, ['kaldaliiv']],
  [/ пес[оку]| песк| sand /, sandFamily, 'sand'],
  [/земл|грунт|почв|чернозем|topsoil|top soil| soil| earth| dirt /, ['soelutud-muld']],
  [/галь|валун|булыжн|cobble|boulder|pebble|river stone|field stone/, cobbleFamily, 'cobbles'],
]

function findForeignMentions(folded: string): { slugs: string[]; family: MaterialMention['family'] } {
  const slugs: string[] = []
  let family: MaterialMention['family'] = null
  const text = ` ${folded} `
  for (const [pattern, names, familyName] of foreignNames) {
    if (!pattern.test(text)) continue
    // A family's word after one of its members was named ('screened gravel'): the member stands.
    if (familyName && names.some((slug) => slugs.includes(slug))) continue
    if (familyName) family = familyName
    for (const slug of names) if (!slugs.includes(slug)) slugs.push(slug)
  }
  return { slugs, family }
}

/**
 * A long stem typed with one letter wrong, missing or doubled at the start of the word ('kilustiku',
 * 'killustk', 'purukrus'): the word's beginning is within one edit of the stem. Short stems ('liiv',
 * 'muld') would match ordinary words that way, so only stems of eight letters or more are read so.
 */
function misspells(token: string, stem: string): boolean {
  for (let length = stem.length - 1; length <= stem.length + 1; length += 1)
    if (token.length >= length && distance(token.slice(0, length), stem) <= 1) return true
  return false
}

export function findMaterialMentions(raw: string): MaterialMention {
  const tokens = foldForSearch(raw).split(' ').filter(Boolean)
  const found: string[] = []
  let family: MaterialMention['family'] = null
  const add = (slugs: string[]) => {
    for (const slug of slugs) if (!found.includes(slug)) found.push(slug)
  }
  for (const [index, token] of tokens.entries()) {
    const previous = tokens[index - 1] ?? ''
    const compound =
      compoundStems.find(([stem]) => token.startsWith(stem)) ??
      compoundStems.find(([stem]) => stem.length >= 8 && misspells(token, stem))
    if (compound) {
      add([compound[1]])
      continue
    }
    if (isCobbleWord(token)) {
      const fractions = cobbleFractions(raw)
      if (fractions.length > 1) family = 'cobbles'
      add(fractions)
      continue
    }
    const noun = token.startsWith('liiv') ? 'liiv' : token.startsWith('kruus') ? 'kruus' : null
    if (!noun) continue
    const qualified = qualifiedNouns.find(
      ([qualifier, qualifiedNoun]) => qualifiedNoun === noun && previous.startsWith(qualifier),
    )
    if (qualified) {
      add([qualified[2]])
      continue
    }
    if (noun === 'liiv') {
      const screened = previous.startsWith('soelut')
      family = screened ? 'screened-sand' : 'sand'
      add(screened ? screenedSandFamily : sandFamily)
      continue
    }
    family = 'gravel'
    add(gravelFamily)
  }
  if (found.length === 0) {
    const foreign = findForeignMentions(tokens.join(' '))
    add(foreign.slugs)
    family = foreign.family
  }
  const ordered = materials.filter((material) => found.includes(material.slug))
  return { materials: ordered, family: ordered.length > 1 ? family : null }
}

import { foldForSearch } from '#app/server/geo/towns.server.ts'

/**
 * The language a question is written in. The site speaks Estonian; a question in Russian or English gets
 * its answer in that language (issue 16). Cyrillic letters mean Russian; otherwise the question's words
 * are counted against short lists of words that only one of the two Latin languages uses. A question of
 * figures and place names alone has no language of its own (null): the conversation's language stands.
 */
export type Language = 'et' | 'ru' | 'en'

const englishWords = new Set(
  `a an and are at be bring by can cost costs cubic deep deliver delivery depth do does driveway
  email fill for from garden get gravel have hello hey hi hours how i in is it layer lawn many me much
  my need needed near of open opening or path phone please price prices sand saturday sell should
  soil square stone sunday thank thanks the there thick to today tons tonne tonnes topsoil under
  use want what when where which will with would you your crushed cobbles available sq deliveries
  concrete asphalt foundation drainage`.split(/\s+/),
)

const estonianWords = new Set(
  `aga aitah ja kas kui kuhu kus kuidas mis mitu mul meil on palju palun saab saate teil te tere tonni
  tonn vaja hind hinna maksab maksaks liiva liiv kruus kruusa killustik killustikku mulda muld toote
  tooge tuua kohale lahti avatud millal mida milline sobib sobiks jaoks alla peale ning ka ei veel
  ruutu kuupi kiht kihiga sugav sugavus tanan tervist`.split(/\s+/),
)

export function detectLanguage(text: string): Language | null {
  if (/\p{Script=Cyrillic}/u.test(text)) return 'ru'
  if (/[õäöüšž]/i.test(text)) return 'et'
  const words = foldForSearch(text).split(' ').filter(Boolean)
  const english = words.filter((word) => englishWords.has(word)).length
  const estonian = words.filter((word) => estonianWords.has(word)).length
  if (english > estonian) return 'en'
  if (estonian > 0) return 'et'
  return null
}

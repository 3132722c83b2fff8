import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findMaterialMentions } from './material-mentions.server.ts'
import { findPlaceMention } from './place-mentions.server.ts'
import { readQuestion } from './question.server.ts'

const slugs = (text: string) => findMaterialMentions(text).materials.map((material) => material.slug)

describe('findMaterialMentions', () => {
  it.each([
    ['killustik', ['killustik']],
    ['killustiku hind', ['killustik']],
    ['killustikku', ['killustik']],
    ['killustikuga', ['killustik']],
    ['sõelutud kruusa', ['soelutud-kruus']],
    ['soelutud kruus', ['soelutud-kruus']],
    ['loodusliku kruusaga', ['looduslik-kruus']],
    ['kruus', ['looduslik-kruus', 'soelutud-kruus']],
    ['kruusaga', ['looduslik-kruus', 'soelutud-kruus']],
    ['purukruusa', ['purukruus']],
    ['liiva', ['soelutud-taiteliiv', 'soelutud-ehitusliiv', 'kaldaliiv']],
    ['sõelutud liiva', ['soelutud-taiteliiv', 'soelutud-ehitusliiv']],
    ['täiteliiv', ['soelutud-taiteliiv']],
    ['taite liiva', ['soelutud-taiteliiv']],
    ['ehitusliivaga', ['soelutud-ehitusliiv']],
    ['kaldaliiva', ['kaldaliiv']],
    ['muld', ['soelutud-muld']],
    ['mulda', ['soelutud-muld']],
    ['mullaga', ['soelutud-muld']],
    ['kruusaveeris 32-64', ['kruusaveeris-32-64']],
    ['kruusaveerist 64–100', ['kruusaveeris-64-100']],
    ['veeris', ['kruusaveeris-32-64', 'kruusaveeris-64-100']],
    ['killustik ja kaldaliiv', ['kaldaliiv', 'killustik']],
    ['betoon', []],
  ])('%s', (text, expected) => {
    expect(slugs(text)).toEqual(expected)
  })
})

describe('findPlaceMention', () => {
  it.each([
    ['Tapale', 'Tapa'],
    ['Rakverre', 'Rakvere'],
    ['Kundasse', 'Kunda'],
    ['Tamsallu', 'Tamsalu'],
    ['Väike-Maarjasse', 'Väike-Maarja'],
    ['vaike-maarjasse', 'Väike-Maarja'],
    ['Kohtla-Järvele', 'Kohtla-Järve'],
    ['Jürile', 'Jüri'],
  ])('%s', (text, name) => {
    expect(findPlaceMention(`10 tonni kruusa ${text}`)?.name).toBe(name)
  })

  it('does not take a word that merely starts like a town', () => {
    expect(findPlaceMention('juriidilisele isikule arve')).toBeNull()
    expect(findPlaceMention('killustiku hind')).toBeNull()
  })
})

describe('readQuestion', () => {
  it('reads dimensions with a comma decimal and a unit on the last number', () => {
    expect(readQuestion('6 x 3 x 0,15 m').dimensions).toEqual({ width: '6', length: '3', depth: '0.15' })
    expect(readQuestion('5×4×10 cm').dimensions).toEqual({ width: '5', length: '4', depth: '0.10' })
    expect(readQuestion('40 m2, kiht 5 cm').dimensions).toEqual({ width: '40', length: '1', depth: '0.05' })
  })

  it('reads tonnes and cubic metres', () => {
    expect(readQuestion('10 tonni kruusa').tonnes).toBe(10)
    expect(readQuestion('8 t liiva').tonnes).toBe(8)
    expect(readQuestion('4,5 tonni').tonnes).toBe(4.5)
    expect(readQuestion('5 m3 mulda').cubicMetres).toBe('5')
    expect(readQuestion('kui palju maksab tonn').tonnes).toBeNull()
  })

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        readQuestion(text)
      }),
    )
  })
})

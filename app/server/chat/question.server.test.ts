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
    ['kilustiku', ['killustik']],
    ['killustk', ['killustik']],
    ['purukrussa', ['purukruus']],
    ['ehitusliva', ['soelutud-ehitusliiv']],
    ['kaldaliv', ['kaldaliiv']],
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

  it('reads the usual ways builders write sizes', () => {
    const sizes: [text: string, width: string, length: string, depth: string][] = [
      ['auk 5x4 m ja 30 cm sügav', '5', '4', '0.30'],
      ['10 x 5 m platsile 20 cm kihiga', '10', '5', '0.20'],
      ['30 ruutmeetrit 15 cm kiht', '30', '1', '0.15'],
      ['kraav 20 m pikk, 0,5 m lai ja 40 cm sügav', '0.5', '20', '0.40'],
      ['площадка 5 на 4 м, слой 20 см', '5', '4', '0.20'],
      ['a hole 5x4 m and 30 cm deep', '5', '4', '0.30'],
    ]
    for (const [text, width, length, depth] of sizes)
      expect(readQuestion(text).dimensions, text).toEqual({ width, length, depth })
    expect(readQuestion('30 m2 sõelutud kruusa').areaSquareMetres).toBe('30')
    expect(readQuestion('5 kuupi mulda').cubicMetres).toBe('5')
  })

  it('tells the language, and leaves figures alone without one', () => {
    expect(readQuestion('Что стоит щебень?').language).toBe('ru')
    expect(readQuestion('How much is crushed stone?').language).toBe('en')
    expect(readQuestion('kui palju maksab killustik').language).toBe('et')
    expect(readQuestion('10 t').language).toBeNull()
  })

  it('reads Russian and English material and town names', () => {
    expect(slugs('щебень')).toEqual(['killustik'])
    expect(slugs('сеяный гравий')).toEqual(['soelutud-kruus'])
    expect(slugs('crushed stone')).toEqual(['killustik'])
    expect(slugs('topsoil')).toEqual(['soelutud-muld'])
    expect(findPlaceMention('10 тонн щебня в Раквере')?.name).toBe('Rakvere')
    expect(findPlaceMention('доставка в Тапу')?.name).toBe('Tapa')
    expect(findPlaceMention('доставка в Rakvere')?.name).toBe('Rakvere')
  })

  it('reads the job, the day and a product we do not sell', () => {
    expect(readQuestion('Mida soovitate drenaaži jaoks?').jobs.map((job) => job.id)).toEqual(['drainage'])
    expect(readQuestion('Rakvere kaugus teist').jobs).toEqual([])
    expect(readQuestion('kas teil on laupäeval lahti?').day).toBe('saturday')
    expect(readQuestion('Kas müüte betooni?').notSold).toBe('concrete')
    expect(readQuestion('Mis liiv sobib betooni segamiseks?').notSold).toBeNull()
  })

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        readQuestion(text)
      }),
    )
  })
})

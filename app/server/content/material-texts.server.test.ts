import { describe, expect, it } from 'vitest'
import { builtInMaterialTexts, fillPriceInTexts } from '#app/content/material-texts.ts'
import { materials } from '#app/content/materials.ts'
import {
  documentOf,
  materialChangeSchema,
  materialDocumentSchema,
  materialMessages,
} from './material-texts.server.ts'

const killustik = materials.find((material) => material.slug === 'killustik')!
const valid = () => documentOf(builtInMaterialTexts(killustik))

function firstMessage(body: unknown): string | undefined {
  const result = materialChangeSchema.safeParse(body)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('the material texts schema', () => {
  it('reads every built-in text as it is', () => {
    for (const material of materials) {
      const document = documentOf(builtInMaterialTexts(material))
      const result = materialDocumentSchema.safeParse(document)
      expect(result.success, `${material.slug}: ${result.error?.issues[0]?.message}`).toBe(true)
      expect(result.data).toEqual(document)
      expect(materialChangeSchema.safeParse({ ...document, summary: material.summary }).success).toBe(true)
    }
  })

  it('keeps {hind} and refuses any other placeholder, stray braces and a typed price', () => {
    const ok = valid()
    ok.faq[0]!.answer = 'Hind on {hind} €/t.\r\n\r\nTeine lõik.'
    const parsed = materialDocumentSchema.parse(ok)
    expect(parsed.faq[0]!.answer).toBe('Hind on {hind} €/t.\n\nTeine lõik.')

    const price = valid()
    price.faq[2]!.answer = 'Hind on {price} €/t.'
    expect(firstMessage(price)).toBe(
      'Tundmatu asendusväli „{price}“: tekstis saab kasutada ainult {hind}, mille asemel on toote praegune hind',
    )
    const capital = valid()
    capital.metaDescription = 'Hind {Hind} €/t'
    expect(firstMessage(capital)).toContain('Tundmatu asendusväli „{Hind}“')
    const stray = valid()
    stray.uses[0] = 'Vundament {hind'
    expect(firstMessage(stray)).toBe(materialMessages.strayBrace)
    const typed = valid()
    typed.technicalData[0]!.value = 'Hind 8 €/t'
    expect(firstMessage(typed)).toBe(materialMessages.typedPrice)
    expect(firstMessage({ ...valid(), summary: 'Killustik {hind} €/t' })).toBe(materialMessages.summaryPrice)
  })

  it('wants five FAQ items, 1-10 uses, 1-15 technical rows and plain single-line fields', () => {
    expect(firstMessage({ ...valid(), faq: valid().faq.slice(0, 4) })).toBe(
      'Korduma kippuvaid küsimusi peab olema täpselt viis',
    )
    expect(firstMessage({ ...valid(), uses: [] })).toBe('Lisage 1–10 kasutusala')
    expect(firstMessage({ ...valid(), uses: Array.from({ length: 11 }, (_, i) => `Kasutus ${i}`) })).toBe(
      'Lisage 1–10 kasutusala',
    )
    expect(firstMessage({ ...valid(), technicalData: [] })).toBe('Lisage 1–15 tehnilise andme rida')
    expect(firstMessage({ ...valid(), uses: ['Üks\nkaks'] })).toBe('Kasutusala peab olema ühel real')
    expect(firstMessage({ ...valid(), uses: ['\u200b '] })).toBe('Kasutusala on kohustuslik')
    expect(firstMessage({ ...valid(), metaDescription: 'a\u0007b' })).toBe(materialMessages.invalidText)
    expect(firstMessage({ ...valid(), metaDescription: 'x'.repeat(301) })).toBe(
      'Otsingumootori kirjeldus võib olla kuni 300 märki',
    )
    expect(firstMessage({ ...valid(), technicalData: [{ label: 'A: b', value: 'c' }] })).toBe(
      materialMessages.technicalColon,
    )
    expect(firstMessage({ ...valid(), description: 'Üks lõik' })).toBe(
      'Kirjeldus peab olema lõikude loend (tekstide massiiv)',
    )
    expect(firstMessage({ ...valid(), hind: 8 })).toBeDefined()
    for (const body of [null, 1, 'x', [], { faq: 'x' }, { ...valid(), faq: [null, 1, 'a', [], {}] }])
      expect(firstMessage(body)).toBeDefined()
  })
})

describe('{hind}', () => {
  it('is filled everywhere it stands, and the built-in texts read as before at the built-in price', () => {
    for (const material of materials) {
      const filled = fillPriceInTexts(builtInMaterialTexts(material), material.priceCents)
      expect(JSON.stringify(filled)).not.toContain('{hind}')
      expect(filled.faqs).toEqual(material.faqs)
      expect(filled.uses).toEqual(material.uses)
      expect(filled.description).toEqual(material.description)
      expect(filled.technicalData).toEqual(material.technicalData)
    }
    const purukruus = materials.find((material) => material.slug === 'purukruus')!
    expect(fillPriceInTexts(builtInMaterialTexts(purukruus), 650).metaDescription).toContain('Hind 6,5 €/t')
    const texts = { ...builtInMaterialTexts(killustik), uses: ['{hind} ja {hind}'] }
    expect(fillPriceInTexts(texts, 825).uses).toEqual(['8,25 ja 8,25'])
  })
})

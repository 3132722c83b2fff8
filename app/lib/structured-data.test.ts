import { describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import { materials } from '#app/content/materials.ts'
import { answerText, faqPage, localBusiness } from './structured-data.ts'

describe('FAQ answers in structured data', () => {
  it('end every paragraph with punctuation before the next one begins', () => {
    expect(answerText('Kogus = pindala × paksus × 1,85\n\nNäiteks 6 × 7 m ala.')).toBe(
      'Kogus = pindala × paksus × 1,85. Näiteks 6 × 7 m ala.',
    )
    expect(answerText('Üks lause.\n\nTeine lause!\n\n\nKolmas: loend')).toBe(
      'Üks lause. Teine lause! Kolmas: loend',
    )
  })

  it('keep every sentence of the ten materials’ answers apart', () => {
    for (const material of materials) {
      const page = faqPage(material.faqs) as { mainEntity: { acceptedAnswer: { text: string } }[] }
      for (const [index, faq] of material.faqs.entries()) {
        const text = page.mainEntity[index]!.acceptedAnswer.text
        const paragraphs = faq.answer.split(/\n\n+/)
        // Each paragraph after the first follows a full stop (or other end mark) and one space.
        for (const paragraph of paragraphs.slice(1)) {
          const at = text.indexOf(paragraph.trim())
          expect(at).toBeGreaterThan(1)
          expect([material.slug, text.slice(at - 2, at)]).toEqual([
            material.slug,
            expect.stringMatching(/^[.!?:…] $/),
          ])
        }
        expect(text).not.toContain('\n')
      }
    }
  })
})

describe('localBusiness', () => {
  it('names the registry code and VAT number only once the owner entered them', () => {
    const origin = 'https://padukarjaar.ee'
    const plain = localBusiness(origin, builtInBusiness)
    expect(plain).not.toHaveProperty('taxID')
    expect(plain).not.toHaveProperty('vatID')
    const registered = localBusiness(origin, {
      ...builtInBusiness,
      registryCode: '12345678',
      vatNumber: 'EE123456789',
    })
    expect(registered).toMatchObject({ taxID: '12345678', vatID: 'EE123456789' })
  })
})

import { describe, expect, it } from 'vitest'
import { materials } from '#app/content/materials.ts'
import { materialIn } from '#app/content/translated-materials.ts'
import { materialMessages } from './material-texts.server.ts'
import {
  emptyTranslation,
  materialTranslationSchema,
  translatedLocales,
  translationDocumentOf,
} from './material-translations.server.ts'

const killustik = materials.find((material) => material.slug === 'killustik')!
const valid = () => translationDocumentOf(materialIn('ru', killustik))

function firstMessage(body: unknown): string | undefined {
  const result = materialTranslationSchema.safeParse(body)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('the material translations schema', () => {
  it('reads every built-in translation as it is, so an untouched form saves', () => {
    for (const locale of translatedLocales)
      for (const material of materials) {
        const document = translationDocumentOf(materialIn(locale, material))
        const result = materialTranslationSchema.safeParse(document)
        expect(result.success, `${locale} ${material.slug}: ${result.error?.issues[0]?.message}`).toBe(true)
        expect(result.data).toEqual(document)
      }
  })

  it('takes every field empty: the page shows the built-in translation of it', () => {
    expect(materialTranslationSchema.parse(emptyTranslation())).toEqual(emptyTranslation())
    const blank = { ...emptyTranslation(), title: '   ', metaDescription: ' \r\n ' }
    expect(materialTranslationSchema.parse(blank)).toEqual(emptyTranslation())
  })

  it('refuses a price typed in Russian, English or Estonian, and {hind} in the heading or summary', () => {
    for (const typed of [
      'Тонна стоит 8 €/т.',
      'Тонна стоит 8 евро за тонну.',
      'A tonne costs €8 per tonne.',
      'A tonne costs 8 EUR/t.',
      'Tonn maksab 8 €/t.',
    ]) {
      const document = valid()
      document.faq[0]!.answer = typed
      expect(firstMessage(document), typed).toBe(materialMessages.typedPrice)
    }
    expect(firstMessage({ ...valid(), summary: 'Щебень за {hind} €/т' })).toBe(materialMessages.summaryPrice)
    expect(firstMessage({ ...valid(), title: 'Щебень {hind}' })).toBe(
      'Pealkirjas ei saa hinda ega {hind} kasutada',
    )
    expect(firstMessage({ ...valid(), metaDescription: 'Цена {price} €/т' })).toContain(
      'Tundmatu asendusväli „{price}“',
    )
    expect(firstMessage({ ...valid(), uses: ['Дорога', ''] })).toBe('Kasutusala on kohustuslik')
    expect(firstMessage({ ...valid(), title: 'a\u0007b' })).toBe(materialMessages.invalidText)
    expect(firstMessage({ ...valid(), title: 'x'.repeat(81) })).toBe('Pealkiri võib olla kuni 80 märki')
  })
})

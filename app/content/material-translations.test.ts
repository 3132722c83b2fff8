import { describe, expect, it } from 'vitest'
import type { Material } from './material.ts'
import { materialTextLimits, pricePlaceholder } from './material-texts.ts'
import { type MaterialTranslation, materialTranslations } from './material-translations.ts'
import { materials } from './materials.ts'
import { materialNameMessages } from './messages/site-frame.ts'

/*
 * Spell-checked with Debian's hunspell (`hunspell -d ru_RU -l`, `hunspell -d en_GB -l` over every text of
 * the module). allowedWords, the words the dictionaries lack that are right as written:
 *   ru: Padu, Karjäär (the company's name); Ляэне-Вирумаа, Йыгевамаа, Ярвамаа (counties);
 *       м, т, x (units; the truck '4x8'); hind (the placeholder {hind}); пн, пт (Monday, Friday);
 *       ПГС (песчано-гравийная смесь); the building trade's words габион, геотекстиль, виброплита,
 *       капилляропрерывающий, окатанный, несортированный, подсыпка, пескование, рокарий, уплотняемость.
 *   en: Padu, Karjäär; Lääne-Virumaa, Jõgevamaa, Järvamaa; 4x8 (the truck); soakaway (British trade word).
 */

type Locale = keyof typeof materialTranslations

const locales: Locale[] = ['ru', 'en']

const pairs = locales.flatMap((locale) =>
  materials.map((material) => ({
    locale,
    material,
    translation: materialTranslations[locale][material.slug as keyof (typeof materialTranslations)[Locale]],
  })),
)

const estonianPlaceNames = ['Lääne-Virumaa', 'Jõgevamaa', 'Järvamaa']

/** The Estonian texts of a material, each beside its translation: a field a line. */
function fields(material: Material, translation: MaterialTranslation): [string, string, string][] {
  const imageText = material.image.kind === 'photo' ? material.image.alt : material.image.label
  return [
    ['title', material.title, translation.title],
    ['summary', material.summary, translation.summary],
    ['description', material.description.join('\n\n'), translation.description.join('\n\n')],
    ['uses', material.uses.join('\n'), translation.uses.join('\n')],
    ...material.technicalData.flatMap((datum, index): [string, string, string][] => [
      [`technicalData[${index}].label`, datum.label, translation.technicalData[index]?.label ?? ''],
      [`technicalData[${index}].value`, datum.value, translation.technicalData[index]?.value ?? ''],
    ]),
    ...material.faqs.flatMap((faq, index): [string, string, string][] => [
      [`faqs[${index}].question`, faq.question, translation.faqs[index]?.question ?? ''],
      [`faqs[${index}].answer`, faq.answer, translation.faqs[index]?.answer ?? ''],
    ]),
    ['metaTitle', material.metaTitle, translation.metaTitle],
    ['metaDescription', material.metaDescription, translation.metaDescription],
    ['imageText', imageText, translation.imageText],
  ]
}

function allTexts(translation: MaterialTranslation): string[] {
  return [
    translation.title,
    translation.summary,
    ...translation.description,
    ...translation.uses,
    ...translation.technicalData.flatMap((datum) => [datum.label, datum.value]),
    ...translation.faqs.flatMap((faq) => [faq.question, faq.answer]),
    translation.metaTitle,
    translation.metaDescription,
    translation.imageText,
  ]
}

function placeholders(text: string): number {
  return text.split(pricePlaceholder).length - 1
}

/** The numbers a text states, as values: Estonian and Russian '1,65', English '1.65'; '2,7' and '2.70' are one. */
function numbers(text: string, locale: Locale | 'et'): string[] {
  const pattern = locale === 'en' ? /\d+(?:\.\d+)?/g : /\d+(?:,\d+)?/g
  const values = (text.match(pattern) ?? []).map((number) => String(Number(number.replace(',', '.'))))
  return [...new Set(values)].sort()
}

describe('the material pages in Russian and English', () => {
  it('translate every material, and only those', () => {
    for (const locale of locales) {
      expect(Object.keys(materialTranslations[locale]).sort()).toEqual(
        materials.map((material) => material.slug).sort(),
      )
    }
  })

  it("head each page with the material's name as the site frame gives it", () => {
    for (const { locale, material, translation } of pairs) {
      const name = materialNameMessages[locale][material.slug as keyof (typeof materialNameMessages)[Locale]]
      expect(translation.title, `${locale} ${material.slug}`).toBe(name)
      expect(translation.metaTitle.startsWith(`${name} `), `${locale} ${material.slug}`).toBe(true)
      expect(translation.metaTitle.endsWith(' | Padu Karjäär'), `${locale} ${material.slug}`).toBe(true)
    }
  })

  it('have the Estonian page’s shape: five FAQs of as many paragraphs, the same rows and uses', () => {
    for (const { locale, material, translation } of pairs) {
      const where = `${locale} ${material.slug}`
      expect(translation.faqs, where).toHaveLength(5)
      expect(
        Math.abs(translation.description.length - material.description.length),
        where,
      ).toBeLessThanOrEqual(1)
      expect(translation.technicalData, where).toHaveLength(material.technicalData.length)
      expect(translation.uses, where).toHaveLength(material.uses.length)
      translation.faqs.forEach((faq, index) => {
        const paragraphs = faq.answer.split('\n\n')
        expect(paragraphs, `${where} faq ${index}`).toHaveLength(
          material.faqs[index]!.answer.split('\n\n').length,
        )
        for (const paragraph of paragraphs) expect(paragraph.trim(), `${where} faq ${index}`).toBe(paragraph)
        expect(
          paragraphs.every((paragraph) => paragraph !== '' && !paragraph.includes('\n')),
          where,
        ).toBe(true)
      })
    }
  })

  it('write {hind} exactly where the Estonian text does, in each language’s way, and type no price', () => {
    for (const { locale, material, translation } of pairs) {
      for (const [field, estonian, translated] of fields(material, translation)) {
        const where = `${locale} ${material.slug} ${field}`
        expect(placeholders(translated), where).toBe(placeholders(estonian))
        expect(translated.replaceAll(pricePlaceholder, ''), where).not.toMatch(/[{}]/)
        expect(translated, where).not.toMatch(/\d\s*€\s*\/\s*[tт]|€\s*\d[\d.,]*\s*per tonne/)
      }
      const written = locale === 'ru' ? '{hind} €/т без НДС' : '€{hind} per tonne + VAT'
      for (const text of allTexts(translation)) {
        expect(placeholders(text), `${locale} ${material.slug}: ${text}`).toBe(text.split(written).length - 1)
      }
      expect(translation.metaDescription, `${locale} ${material.slug}`).toContain(written)
    }
  })

  it('state the same figures as the Estonian text, field by field', () => {
    for (const { locale, material, translation } of pairs) {
      for (const [field, estonian, translated] of fields(material, translation)) {
        expect(numbers(translated, locale), `${locale} ${material.slug} ${field}`).toEqual(
          numbers(estonian, 'et'),
        )
      }
    }
  })

  it('write ranges with an en dash and decimals in the language’s own way', () => {
    for (const { locale, material, translation } of pairs) {
      for (const text of allTexts(translation)) {
        const where = `${locale} ${material.slug}: ${text}`
        expect(text, where).not.toMatch(/\d-\d/)
        expect(text, where).not.toMatch(locale === 'en' ? /\d,\d/ : /\d\.\d/)
      }
    }
  })

  it('keep to their own alphabet: Estonian letters only in names, Russian in Cyrillic, English in Latin', () => {
    for (const { locale, material, translation } of pairs) {
      for (const text of allTexts(translation)) {
        const where = `${locale} ${material.slug}: ${text}`
        const withoutNames = [...estonianPlaceNames, 'Padu Karjäär'].reduce(
          (rest, name) => rest.replaceAll(name, ''),
          text,
        )
        expect(withoutNames, where).not.toMatch(/[õäöüšž]/i)
        if (locale === 'en') expect(text, where).not.toMatch(/\p{Script=Cyrillic}/u)
        else
          expect(withoutNames.replaceAll(pricePlaceholder, '').replaceAll('4x8', ''), where).not.toMatch(
            /[a-z]/i,
          )
      }
    }
  })

  it('address the Russian reader as вы, in lower case within a sentence', () => {
    for (const { material, translation } of pairs.filter((pair) => pair.locale === 'ru')) {
      for (const text of allTexts(translation)) {
        expect(text, `${material.slug}: ${text}`).not.toMatch(
          /(?<!^|[.!?]\s|\n)(?:Вы|Вас|Вам|Вами|Ваш\p{L}*)(?!\p{L})/u,
        )
      }
    }
  })

  it('fit in what staff may write', () => {
    const limits = materialTextLimits
    for (const { locale, material, translation } of pairs) {
      const where = `${locale} ${material.slug}`
      expect(translation.summary.length, where).toBeLessThanOrEqual(limits.summary)
      expect(translation.description.length, where).toBeLessThanOrEqual(limits.paragraphs)
      for (const paragraph of translation.description)
        expect(paragraph.length, where).toBeLessThanOrEqual(limits.paragraph)
      expect(translation.uses.length, where).toBeLessThanOrEqual(limits.uses)
      for (const use of translation.uses) expect(use.length, where).toBeLessThanOrEqual(limits.use)
      expect(translation.technicalData.length, where).toBeLessThanOrEqual(limits.technicalRows)
      for (const datum of translation.technicalData) {
        expect(datum.label.length, where).toBeLessThanOrEqual(limits.technicalLabel)
        expect(datum.value.length, where).toBeLessThanOrEqual(limits.technicalValue)
      }
      expect(translation.faqs.length, where).toBe(limits.faqs)
      for (const faq of translation.faqs) {
        expect(faq.question.length, where).toBeLessThanOrEqual(limits.question)
        expect(faq.answer.length, where).toBeLessThanOrEqual(limits.answer)
      }
      expect(translation.metaDescription.length, where).toBeLessThanOrEqual(limits.metaDescription)
      for (const text of allTexts(translation)) expect(text.trim(), where).not.toBe('')
    }
  })
})

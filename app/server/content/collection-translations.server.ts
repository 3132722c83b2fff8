import { z } from 'zod'
import type { TranslatedLocale } from '#app/content/material-translations.ts'
import {
  type HomeCollectionKind,
  type TranslatedCollectionField,
  translatedCollectionFields,
} from '#app/domain/collection-forms.ts'
import { type FormIssue, issueField, issueText } from '#app/domain/form-issues.ts'
import type { Locale } from '#app/domain/locale.ts'
import { translatedLocales } from './material-translations.server.ts'

/**
 * The Russian and English versions of a home-page collection entry's words (ADR 060), kept in the entry's
 * own row beside the Estonian fields, as `translations: {ru: {title: …}, en: {…}}` (as the business facts
 * keep theirs): an entry is one row, so it is created, moved, deleted and audited with its translations.
 * Each translated field is checked by its Estonian field's rule, and may be empty: the page then shows the
 * Estonian text, inside lang="et". Only what staff wrote is stored; the staff's pages and the admin API
 * see every translated field, '' where there is none.
 */

/** What staff wrote in each language, by field name ('title'), as stored. */
export type CollectionTranslations = Partial<Record<TranslatedLocale, Partial<Record<string, string>>>>
/** Every translated field in both languages, '' where there is no translation. */
export type AllTranslations = Record<TranslatedLocale, Record<string, string>>

/** The languages' names as the messages use them. */
export const translationLanguages = { ru: 'Vene', en: 'Inglise' } as const satisfies Record<
  TranslatedLocale,
  string
>

const translationTexts = {
  shape: 'Tõlked peavad olema kujul {"ru": {…}, "en": {…}}',
  unknownLocale: (keys: readonly string[]) =>
    `Tõlkeid saab anda vene (ru) ja inglise (en) keeles, mitte: ${keys.join(', ').slice(0, 40)}`,
  localeShape: (locale: TranslatedLocale, fields: readonly string[]) =>
    `${translationLanguages[locale]} tõlge peab olema objekt tõlgitavate väljadega: ${fields.join(', ')}`,
  unknownField: (locale: TranslatedLocale, keys: readonly string[], fields: readonly string[]) =>
    `${translationLanguages[locale]} tõlkes ei saa olla välja ${keys.join(', ').slice(0, 60)}. Tõlgitavad väljad on: ${fields.join(', ')}`,
} as const

/** '', blanks and null are "no translation" (the Estonian text is shown). */
const blankToNone = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

/** What is stored: only the fields staff wrote, only the languages with one; nothing at all when none. */
function ownOnly(
  translations: Partial<Record<TranslatedLocale, Record<string, string | undefined>>> | undefined,
): CollectionTranslations | undefined {
  const own: Partial<Record<TranslatedLocale, Record<string, string>>> = {}
  for (const locale of translatedLocales) {
    const fields = Object.entries(translations?.[locale] ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    if (fields.length > 0) own[locale] = Object.fromEntries(fields)
  }
  return Object.keys(own).length > 0 ? own : undefined
}

/**
 * The `translations` field of a collection's schema: for each language, the translated fields by the rules
 * of the Estonian fields in `shape`, each optional; anything else is refused with a message that names it.
 */
export function translationsSchema<K extends HomeCollectionKind>(
  kind: K,
  shape: Record<TranslatedCollectionField<K>, z.ZodType<string | undefined>>,
) {
  const fields: readonly string[] = translatedCollectionFields[kind]
  const rules = shape as Record<string, z.ZodType<string | undefined>>
  const language = (locale: TranslatedLocale) =>
    z
      .strictObject(
        Object.fromEntries(
          fields.map((field) => [field, z.preprocess(blankToNone, rules[field]!.optional())]),
        ) as Record<string, z.ZodType<string | undefined>>,
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? translationTexts.unknownField(locale, issue.keys, fields)
              : translationTexts.localeShape(locale, fields),
        },
      )
      .optional()
  return z
    .strictObject(
      { ru: language('ru'), en: language('en') },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? translationTexts.unknownLocale(issue.keys)
            : translationTexts.shape,
      },
    )
    .transform((translations) => ownOnly(translations))
    .optional()
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The fields of a change laid over the stored ones: a change's `translations` replaces only the languages
 * and fields it names (`''` removes one), as the change's other fields replace only themselves.
 */
export function withChanges(stored: object, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored, ...changes }
  const before = (stored as { translations?: unknown }).translations
  const given = changes.translations
  if (!isObject(given) || !isObject(before)) return merged
  const translations: Record<string, unknown> = { ...before }
  for (const [locale, fields] of Object.entries(given))
    translations[locale] =
      isObject(fields) && isObject(before[locale]) ? { ...before[locale], ...fields } : fields
  return { ...merged, translations }
}

/** Every translated field in both languages, '' where staff wrote none (the API's and the forms' view). */
export function allTranslations(
  kind: HomeCollectionKind,
  translations: CollectionTranslations | undefined,
): AllTranslations {
  const inLanguage = (locale: TranslatedLocale) =>
    Object.fromEntries(
      translatedCollectionFields[kind].map((field) => [field, translations?.[locale]?.[field] ?? '']),
    )
  return { ru: inLanguage('ru'), en: inLanguage('en') }
}

/** How far an entry is translated into a language: its words that have Estonian text, all, some or none. */
export type TranslationState = 'done' | 'partial' | 'none'

export function translationState(
  kind: HomeCollectionKind,
  entry: Record<string, unknown> & { translations?: CollectionTranslations },
  locale: TranslatedLocale,
): TranslationState {
  const own = entry.translations?.[locale] ?? {}
  const wanted = translatedCollectionFields[kind].filter(
    (field) => typeof entry[field] === 'string' && (entry[field] as string).trim() !== '',
  )
  const written = wanted.filter((field) => own[field])
  return written.length === wanted.length ? 'done' : written.length === 0 ? 'none' : 'partial'
}

/** An entry as a page in `locale` shows it, and which of its words are Estonian there (lang="et"). */
export type ShownItem<Item> = Omit<Item, 'translations'> & { lang: Partial<Record<string, 'et'>> }

/**
 * An entry's words in the page's language: a translated field's own version, or its Estonian text marked
 * lang="et" (an Estonian page shows the Estonian fields, unmarked).
 */
export function shownIn<Item extends { translations?: CollectionTranslations }>(
  kind: HomeCollectionKind,
  item: Item,
  locale: Locale,
): ShownItem<Item> {
  const { translations, ...fields } = item
  const lang: Partial<Record<string, 'et'>> = {}
  if (locale === 'et') return { ...fields, lang }
  const own = translations?.[locale] ?? {}
  const shown: Record<string, unknown> = fields
  for (const field of translatedCollectionFields[kind]) {
    const translated = own[field]
    if (translated) shown[field] = translated
    else if (shown[field]) lang[field] = 'et'
  }
  return { ...(shown as Omit<Item, 'translations'>), lang }
}

/**
 * Where a form or the API shows an issue: a translation's at its own field (`translations.ru.title`),
 * its message naming the language; any other at its top-level field.
 */
export function locateTranslationIssue(issue: FormIssue): [field: string, message: string] {
  const [first, locale, field] = issue.path
  if (first !== 'translations') return [issueField(issue), issueText(issue)]
  // The translations' own messages name what is wrong, unknown keys included.
  if ((locale !== 'ru' && locale !== 'en') || field === undefined)
    return [issue.path.map(String).join('.'), issue.message]
  return [
    `translations.${locale}.${String(field)}`,
    `${translationLanguages[locale]} tõlge: ${issue.message}`,
  ]
}

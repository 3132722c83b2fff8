import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Catalogue, Locale } from '#app/domain/locale.ts'
import { type CompiledMessages, type TranslateIn, translator } from '#app/lib/i18n.ts'
import { useLocale } from './use-locale.ts'

/**
 * A catalogue's messages compiled once per language, when first asked for (ADR 060). Pages compile them
 * while the server renders: a public page is the server's HTML (ADR 034), so this module reaches no
 * browser; an island gets the compiled messages it shows as a prop (`compiledMessages`) and reads them
 * with the runtime alone (i18n.ts).
 */
const compiled = new WeakMap<object, Partial<Record<Locale, CompiledMessages>>>()

/** The catalogue's messages in `locale`, compiled (for an island's props, or translate()). */
export function compiledMessages<Id extends string>(
  catalogue: Catalogue<Id>,
  locale: Locale,
  only?: readonly Id[],
): CompiledMessages {
  const byLocale = compiled.get(catalogue) ?? {}
  compiled.set(catalogue, byLocale)
  byLocale[locale] ??= Object.fromEntries(
    Object.entries<string>(catalogue[locale]).map(([id, message]) => [id, compileMessage(message)]),
  )
  const all = byLocale[locale]
  return only ? Object.fromEntries(only.map((id) => [id, all[id]!])) : all
}

const translators = new WeakMap<object, Partial<Record<Locale, TranslateIn<string>>>>()

/** The catalogue's messages in `locale` as a function of id and values. */
export function translate<Id extends string>(catalogue: Catalogue<Id>, locale: Locale): TranslateIn<Id> {
  const byLocale = translators.get(catalogue) ?? {}
  translators.set(catalogue, byLocale)
  byLocale[locale] ??= translator(locale, compiledMessages(catalogue, locale))
  return byLocale[locale] as TranslateIn<Id>
}

/** The catalogue in the page's language. */
export function useMessages<Id extends string>(catalogue: Catalogue<Id>): TranslateIn<Id> {
  return translate(catalogue, useLocale())
}

import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Catalogue, Locale } from '#app/domain/locale.ts'
import { type CompiledMessages, type Translate, translator } from '#app/lib/i18n.ts'

/** A catalogue's messages compiled once per language, when first asked for (ADR 060). */
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

/** The catalogue's messages in `locale` as a function of id and values. */
export function translate<Id extends string>(catalogue: Catalogue<Id>, locale: Locale): Translate {
  return translator(locale, compiledMessages(catalogue, locale))
}

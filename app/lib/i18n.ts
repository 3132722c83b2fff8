import { setupI18n } from '@lingui/core'
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import type { Locale } from '#app/domain/locale.ts'
import { intlLocales } from '#app/domain/locale.ts'

/**
 * Messages in a language (ADR 060): ICU MessageFormat, compiled on the server (messages.ts) and
 * read here by Lingui's runtime, which applies the language's plural rules through Intl.PluralRules. An
 * island gets only the compiled messages it shows, as a prop; the compiler never reaches the browser.
 */
export type CompiledMessages = Record<string, unknown>

/** A catalogue's text by id, with its values, in one language. */
export type TranslateIn<Id extends string = string> = (id: Id, values?: Record<string, unknown>) => string

export function translator<Id extends string = string>(
  locale: Locale,
  messages: CompiledMessages,
): TranslateIn<Id> {
  // Plain JSON as an island gets it (through its props): the compiler's output, read as such.
  const compiled = messages as Record<string, CompiledMessage>
  const i18n = setupI18n({ locale, locales: [intlLocales[locale]], messages: { [locale]: compiled } })
  return (id, values) => {
    if (!(id in messages)) throw new Error(`No message "${id}" in ${locale}`)
    return i18n._(id, values)
  }
}

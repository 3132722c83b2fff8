import { setupI18n } from '@lingui/core'
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import type { Locale } from '#app/domain/locale.ts'
import { intlLocales } from '#app/domain/locale.ts'

/**
 * Messages in a language (ADR 060): ICU MessageFormat, compiled on the server (messages.server.ts) and
 * read here by Lingui's runtime, which applies the language's plural rules through Intl.PluralRules. An
 * island gets only the compiled messages it shows, as a prop; the compiler never reaches the browser.
 */
export type CompiledMessages = Record<string, CompiledMessage>

export type Translate = (id: string, values?: Record<string, unknown>) => string

export function translator(locale: Locale, messages: CompiledMessages): Translate {
  const i18n = setupI18n({ locale, locales: [intlLocales[locale]], messages: { [locale]: messages } })
  return (id, values) => {
    if (!(id in messages)) throw new Error(`No message "${id}" in ${locale}`)
    return i18n._(id, values)
  }
}

import type { OrderMessage } from '#app/content/messages/order.ts'
import { formatsIn } from '#app/domain/formats-in.ts'
import type { Locale } from '#app/domain/locale.ts'
import type { TranslateIn } from '#app/lib/i18n.ts'

/**
 * The order form's words and formats in its language (ADR 060), handed from the form to its parts: the
 * catalogue's texts, and euros and kilometres as the language writes them (Estonian as the spec does).
 */
export interface OrderWords {
  locale: Locale
  t: TranslateIn<OrderMessage>
  eur: (cents: number) => string
  km: (tenthsKm: number) => string
}

export function orderWords(locale: Locale, t: TranslateIn<OrderMessage>): OrderWords {
  const { eur, km } = formatsIn(locale)
  return { locale, t, eur, km }
}

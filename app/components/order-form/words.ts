import type { OrderMessage } from '#app/content/messages/order.ts'
import { formatEur, formatKm } from '#app/domain/format.ts'
import { formatEurIn, formatKmIn, type Locale } from '#app/domain/locale.ts'
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
  return {
    locale,
    t,
    eur: (cents) => (locale === 'et' ? formatEur(cents) : formatEurIn(locale, cents)),
    km: (tenthsKm) => (locale === 'et' ? formatKm(tenthsKm) : formatKmIn(locale, tenthsKm)),
  }
}

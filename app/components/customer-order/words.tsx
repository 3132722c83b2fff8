import { Fragment, type ReactNode } from 'react'
import { type CustomerOrderMessage, customerOrderMessages } from '#app/content/messages/customer-order.ts'
import { formatEur } from '#app/domain/format.ts'
import { formatEurIn, type Locale } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
import { useLocale } from '#app/lib/use-locale.ts'

/**
 * The customer's order page's words in the order's language (customer-order.ts): `t` for plain text,
 * `rich` for a message with pieces of the page in it (a number, a link, an amount in bold), placed where
 * the language puts them and rendered as the Estonian page always was, text beside them.
 */
export function customerOrderWords(locale: Locale) {
  const t = translate(customerOrderMessages, locale)
  return {
    locale,
    t,
    rich(id: CustomerOrderMessage, values: Record<string, ReactNode>): ReactNode[] {
      const names = Object.keys(values)
      // Each value's place is marked by private-use characters no text has, then the message is cut there.
      const marked = Object.fromEntries(names.map((name, index) => [name, `\ue000${index}\ue001`]))
      return t(id, marked)
        .split(/\ue000(\d+)\ue001/)
        .map((part, index) => {
          if (index % 2 === 0) return part
          const name = names[Number(part)]!
          return <Fragment key={name}>{values[name]}</Fragment>
        })
        .filter((part) => part !== '')
    },
    /** Euros as the language writes them: Estonian keeps format.ts. */
    eur: (cents: number) => (locale === 'et' ? formatEur(cents) : formatEurIn(locale, cents)),
  }
}

/** The words in the page's language. */
export function useCustomerOrderWords() {
  return customerOrderWords(useLocale())
}

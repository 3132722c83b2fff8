import {
  companyBuyerTextsWith,
  orderFamilyWith,
  orderMessages,
  orderTextsWith,
} from '#app/content/messages/order.ts'
import { type OrderMessageFamilyId, orderMessageFamilies } from '#app/content/order-messages.ts'
import type { CompanyBuyerTexts } from '#app/domain/company-buyer.ts'
import type { Locale } from '#app/domain/locale.ts'
import { type OrderMessages, type OrderTexts, orderTexts } from '#app/domain/order-form.ts'
import { translate } from '#app/lib/messages.ts'

/**
 * The order form's messages in a language (ADR 060): an Estonian page keeps its family of the spec's
 * texts (order-messages.ts), a Russian or English one its language's, with the e-mail check as strict
 * as the Estonian page's.
 */
export function orderLanguage(
  locale: Locale,
  family: OrderMessageFamilyId,
): { messages: OrderMessages; texts: OrderTexts; companyTexts: CompanyBuyerTexts | undefined } {
  const estonian = orderMessageFamilies[family]
  if (locale === 'et') return { messages: estonian, texts: orderTexts, companyTexts: undefined }
  const t = translate(orderMessages, locale)
  return {
    messages: orderFamilyWith(t, estonian.emailPattern),
    texts: orderTextsWith(t),
    companyTexts: companyBuyerTextsWith(t),
  }
}

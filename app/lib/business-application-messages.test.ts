import { describe, expect, it } from 'vitest'
import {
  applicationTextsWith,
  businessApplicationMessages,
} from '#app/content/messages/business-application.ts'
import { maxPaymentTermDays } from '#app/domain/customer-account.ts'
import { applicationTexts } from '#app/domain/customer-forms.ts'
import { translate } from './messages.ts'

describe('the business application in three languages', () => {
  it('checks the Estonian form with the messages staff and the spec know', () => {
    const { tooLong, ...estonian } = applicationTextsWith(
      translate(businessApplicationMessages, 'et'),
      maxPaymentTermDays,
    )
    const { tooLong: specTooLong, ...spec } = applicationTexts
    expect(estonian).toEqual(
      Object.fromEntries(Object.keys(estonian).map((key) => [key, spec[key as keyof typeof spec]])),
    )
    expect(tooLong(200)).toBe(specTooLong(200))
  })

  it("counts the term and the characters by the language's plural rules", () => {
    const ru = applicationTextsWith(translate(businessApplicationMessages, 'ru'), maxPaymentTermDays)
    expect(ru.termFormat).toBe(`Срок оплаты — от 0 до ${maxPaymentTermDays} дней`)
    expect(ru.tooLong(1)).toBe('Допускается не более 1 символа')
    expect(ru.tooLong(200)).toBe('Допускается не более 200 символов')
    const en = applicationTextsWith(translate(businessApplicationMessages, 'en'), maxPaymentTermDays)
    expect(en.termFormat).toBe(`The payment term is 0 to ${maxPaymentTermDays} days`)
    expect(en.tooLong(1)).toBe('No more than 1 character allowed')
  })
})

import { describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import type { OrderRow } from '../db/schema.server.ts'
import { buyerOf, missingSellerFacts, missingSellerFactsText, sellerOf } from './invoice-issue.server.ts'

const invoicing = {
  ...builtInBusiness,
  registryCode: '12345678',
  vatNumber: 'EE123456780',
  iban: 'EE382200221020145685',
  bankName: 'AS SEB Pank',
}

describe('the seller’s facts of an invoice', () => {
  it('names what is missing for a legal invoice, and where to add it', () => {
    expect(missingSellerFacts(invoicing)).toEqual([])
    expect(missingSellerFacts(builtInBusiness)).toEqual(['registrikood', 'KMKR number', 'IBAN'])
    expect(missingSellerFactsText(['registrikood', 'KMKR number', 'IBAN'])).toBe(
      'Arvet ei saa koostada: ettevõtte andmetes puuduvad registrikood, KMKR number ja IBAN. Lisage need lehel /admin/ettevote ja märkige tellimus siis tarnituks.',
    )
    expect(missingSellerFactsText(['IBAN'])).toBe(
      'Arvet ei saa koostada: ettevõtte andmetes puudub IBAN. Lisage see lehel /admin/ettevote ja märkige tellimus siis tarnituks.',
    )
  })

  it('are the legal name, the address, the codes and the bank account', () => {
    expect(sellerOf(invoicing)).toEqual({
      legalName: 'Padu Karjäär OÜ',
      address: {
        street: 'Padu karjäär',
        city: 'Padu küla',
        postalCode: '46101',
        region: 'Lääne-Viru maakond',
        countryCode: 'EE',
      },
      registryCode: '12345678',
      vatNumber: 'EE123456780',
      iban: 'EE382200221020145685',
      bankName: 'AS SEB Pank',
    })
  })
})

describe('the buyer of an invoice', () => {
  const order = {
    name: 'Mari Maasikas',
    deliveryOption: 'delivery',
    deliveryAddress: 'Tapa linn, Lääne-Viru maakond',
    confirmedTotalCents: null,
    companyName: null,
    companyRegistryCode: null,
    companyVatNumber: null,
  } as unknown as OrderRow

  it('is the person who ordered, at the delivery address', () => {
    expect(buyerOf(order)).toEqual({
      name: 'Mari Maasikas',
      address: { street: 'Tapa linn, Lääne-Viru maakond', countryCode: 'EE' },
    })
    expect(buyerOf({ ...order, deliveryOption: 'self', deliveryAddress: null })).toEqual({
      name: 'Mari Maasikas',
      address: { countryCode: 'EE' },
    })
  })

  it('is the company with its codes when the order names one', () => {
    expect(
      buyerOf({
        ...order,
        companyName: 'Kivi ja Kruus OÜ',
        companyRegistryCode: '12345678',
        companyVatNumber: null,
      }),
    ).toEqual({
      name: 'Kivi ja Kruus OÜ',
      address: { street: 'Tapa linn, Lääne-Viru maakond', countryCode: 'EE' },
      registryCode: '12345678',
    })
  })
})

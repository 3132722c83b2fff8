import { describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import type { OrderRow } from '../db/schema.server.ts'
import {
  buyerOf,
  deliveryAddressOf,
  missingSellerFacts,
  missingSellerFactsText,
  sellerOf,
} from './invoice-issue.server.ts'

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
    companyAddress: null,
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

  it('is the company at its legal address when the order gives one, and the goods went elsewhere', () => {
    const company = {
      ...order,
      companyName: 'Kivi ja Kruus OÜ',
      companyRegistryCode: '12345678',
      companyVatNumber: 'EE102345676',
      companyAddress: 'Tööstuse 5, 44310 Rakvere',
    }
    expect(buyerOf(company)).toEqual({
      name: 'Kivi ja Kruus OÜ',
      address: { street: 'Tööstuse 5, 44310 Rakvere', countryCode: 'EE' },
      registryCode: '12345678',
      vatNumber: 'EE102345676',
    })
    expect(deliveryAddressOf(company)).toEqual({ street: 'Tapa linn, Lääne-Viru maakond', countryCode: 'EE' })
    expect(deliveryAddressOf({ ...company, deliveryOption: 'self', deliveryAddress: null })).toBeNull()
    // A person's legal address is no company's: without a company the address is the delivery's.
    expect(buyerOf({ ...company, companyName: null, companyRegistryCode: null }).address).toEqual({
      street: 'Tapa linn, Lääne-Viru maakond',
      countryCode: 'EE',
    })
  })

  it('is the company with its codes at the delivery address when the order gave no legal address', () => {
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

import { checkRegistryCode, checkVatNumber } from './company-codes.ts'

/**
 * A company as the buyer of an order ('Arve ettevõttele'): its registered name, its registry code and,
 * when it is VAT-registered, its KMKR number. The invoice is made out to it instead of the person who
 * ordered. The order form, POST /api/orders, createOrder and the staff's PUT of an order all check it here.
 */
export interface CompanyBuyer {
  name: string
  /** 8 digits with a valid check digit. */
  registryCode: string
  /** 'EE' and 9 digits with a valid check digit; null when the company is not VAT-registered. */
  vatNumber: string | null
}

export type CompanyBuyerField = 'name' | 'registryCode' | 'vatNumber'

export const companyBuyerTexts = {
  nameRequired: 'Ettevõtte nimi on kohustuslik',
  nameTooLong: 'Ettevõtte nimi võib olla kuni 200 märki',
  registryCodeRequired: 'Registrikood on kohustuslik',
  invalidText: 'Tekstis on lubamatuid märke',
} as const

export const companyNameMaxLength = 200

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/

/**
 * The company's fields as typed (or sent) in their stored form, or the message beside each field that is
 * wrong. An empty KMKR number is none.
 */
export function checkCompanyBuyer(input: {
  name: string
  registryCode: string
  vatNumber: string | null
}): { ok: true; value: CompanyBuyer } | { ok: false; errors: Partial<Record<CompanyBuyerField, string>> } {
  const errors: Partial<Record<CompanyBuyerField, string>> = {}
  const name = input.name.trim().replace(/\s+/g, ' ')
  if (controlCharacters.test(input.name)) errors.name = companyBuyerTexts.invalidText
  else if (!/[^\s\p{Cf}]/u.test(name)) errors.name = companyBuyerTexts.nameRequired
  else if (name.length > companyNameMaxLength) errors.name = companyBuyerTexts.nameTooLong
  let registryCode = ''
  if (input.registryCode.trim() === '') errors.registryCode = companyBuyerTexts.registryCodeRequired
  else {
    const checked = checkRegistryCode(input.registryCode)
    if (checked.ok) registryCode = checked.value
    else errors.registryCode = checked.message
  }
  let vatNumber: string | null = null
  if (input.vatNumber !== null && input.vatNumber.trim() !== '') {
    const checked = checkVatNumber(input.vatNumber)
    if (checked.ok) vatNumber = checked.value
    else errors.vatNumber = checked.message
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { name, registryCode, vatNumber } }
}

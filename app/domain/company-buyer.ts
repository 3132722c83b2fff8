import {
  type CompanyCodeTexts,
  checkRegistryCode,
  checkVatNumber,
  companyCodeTexts,
} from './company-codes.ts'

/**
 * A company as the buyer of an order ('Arve ettevõttele'): its registered name, its registry code, its
 * legal address and, when it is VAT-registered, its KMKR number. The invoice is made out to it, at that
 * address, instead of the person who ordered. The order form, POST /api/orders, createOrder and the
 * staff's PUT of an order all check it here.
 */
export interface CompanyBuyer {
  name: string
  /** 8 digits with a valid check digit. */
  registryCode: string
  /** 'EE' and 9 digits with a valid check digit; null when the company is not VAT-registered. */
  vatNumber: string | null
  /**
   * The registered (legal) address the invoice states as the buyer's, e.g. 'Tööstuse 5, 44310 Rakvere';
   * null when the order came from a client that sends none, whose invoice then states the delivery
   * address as before.
   */
  address: string | null
}

export type CompanyBuyerField = 'name' | 'registryCode' | 'vatNumber' | 'address'

export const companyBuyerTexts = {
  nameRequired: 'Ettevõtte nimi on kohustuslik',
  nameTooLong: 'Ettevõtte nimi võib olla kuni 200 märki',
  registryCodeRequired: 'Registrikood on kohustuslik',
  addressRequired: 'Ettevõtte juriidiline aadress on kohustuslik',
  addressTooLong: 'Ettevõtte juriidiline aadress võib olla kuni 300 märki',
  invalidText: 'Tekstis on lubamatuid märke',
} as const

/** The company check's messages and the codes' in one language (ADR 060). */
export type CompanyBuyerTexts = Record<keyof typeof companyBuyerTexts, string> & CompanyCodeTexts

const estonianTexts: CompanyBuyerTexts = { ...companyBuyerTexts, ...companyCodeTexts }

export const companyNameMaxLength = 200
export const companyAddressMaxLength = 300

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/

/**
 * The company's fields as typed (or sent) in their stored form, or the message beside each field that is
 * wrong. An empty KMKR number is none. The address is required wherever it is asked for (a form always
 * sends its field); a client that sends no address at all (undefined or null) still places its order.
 */
export function checkCompanyBuyer(
  input: {
    name: string
    registryCode: string
    vatNumber: string | null
    address?: string | null | undefined
  },
  texts: CompanyBuyerTexts = estonianTexts,
): { ok: true; value: CompanyBuyer } | { ok: false; errors: Partial<Record<CompanyBuyerField, string>> } {
  const errors: Partial<Record<CompanyBuyerField, string>> = {}
  const name = input.name.trim().replace(/\s+/g, ' ')
  if (controlCharacters.test(input.name)) errors.name = texts.invalidText
  else if (!/[^\s\p{Cf}]/u.test(name)) errors.name = texts.nameRequired
  else if (name.length > companyNameMaxLength) errors.name = texts.nameTooLong
  let address: string | null = null
  if (input.address != null) {
    address = input.address.trim().replace(/\s+/g, ' ')
    if (controlCharacters.test(input.address)) errors.address = texts.invalidText
    else if (!/[^\s\p{Cf}]/u.test(address)) errors.address = texts.addressRequired
    else if (address.length > companyAddressMaxLength) errors.address = texts.addressTooLong
  }
  let registryCode = ''
  if (input.registryCode.trim() === '') errors.registryCode = texts.registryCodeRequired
  else {
    const checked = checkRegistryCode(input.registryCode, texts)
    if (checked.ok) registryCode = checked.value
    else errors.registryCode = checked.message
  }
  let vatNumber: string | null = null
  if (input.vatNumber !== null && input.vatNumber.trim() !== '') {
    const checked = checkVatNumber(input.vatNumber, texts)
    if (checked.ok) vatNumber = checked.value
    else errors.vatNumber = checked.message
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { name, registryCode, vatNumber, address } }
}

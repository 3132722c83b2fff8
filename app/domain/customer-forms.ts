import { z } from 'zod'
import { companyNameMaxLength } from './company-buyer.ts'
import { checkRegistryCode, checkVatNumber, companyCodeTexts } from './company-codes.ts'
import { customerRoleValues, maxPaymentTermDays } from './customer-account.ts'
import { parseEurosToCents } from './money.ts'
import { noControlCharacters, strictEmailPattern, visible } from './order-form.ts'

/**
 * The forms of business accounts (ADR 059): the company's application on /ariklient, staff's decision and
 * terms on /admin/kliendid/{id}, a colleague added on /konto/kasutajad, and the e-mail of /konto/sisene.
 * Each read through parseSubmission, a form and the staff API's JSON alike.
 */

export const customerTexts = {
  nameRequired: 'Sisestage ettevõtte nimi',
  registryCodeRequired: 'Sisestage registrikood',
  streetRequired: 'Sisestage tänav ja maja',
  cityRequired: 'Sisestage linn või vald',
  postalCodeRequired: 'Sisestage postiindeks',
  postalCodeFormat: 'Postiindeks on 5 numbrit',
  contactNameRequired: 'Sisestage kontaktisiku nimi',
  emailRequired: 'Sisestage e-posti aadress',
  emailInvalid: 'Kontrollige e-posti aadressi',
  phoneRequired: 'Sisestage telefoninumber',
  phoneFormat: 'Telefoninumbris võivad olla numbrid, tühikud ja märk +',
  termFormat: `Maksetähtaeg on 0 kuni ${maxPaymentTermDays} päeva`,
  creditLimitFormat: 'Krediidilimiit on eurodes, null või rohkem, nt 5000 või 2500,50',
  priceFormat: 'Hind on eurodes tonni kohta, null või rohkem, nt 7,50',
  roleRequired: 'Valige roll',
  duplicateApplication:
    'Selle registrikoodiga ettevõttel on juba taotlus või kliendikonto. Küsimuste korral helistage meile.',
} as const

/**
 * What the check of a company's fields says (the application on /ariklient in the applicant's language,
 * ADR 060; staff's forms and API in Estonian, `applicationTexts`).
 */
export interface ApplicationTexts {
  nameRequired: string
  registryCodeRequired: string
  registryCodeFormat: string
  registryCodeCheckDigit: string
  vatNumberFormat: string
  vatNumberCheckDigit: string
  streetRequired: string
  cityRequired: string
  postalCodeRequired: string
  postalCodeFormat: string
  contactNameRequired: string
  emailRequired: string
  emailInvalid: string
  phoneRequired: string
  phoneFormat: string
  termFormat: string
  tooLong: (max: number) => string
  forbiddenCharacters: string
}

/** The company's fields' messages in Estonian: the spec's and the admin's. */
export const applicationTexts: ApplicationTexts = {
  ...customerTexts,
  ...companyCodeTexts,
  tooLong: (max) => `Lubatud on kuni ${max} märki`,
  forbiddenCharacters: 'Tekstis on lubamatuid märke',
}

type LimitTexts = Pick<ApplicationTexts, 'tooLong' | 'forbiddenCharacters'>

/** A trimmed text with a length limit, required with its message or optional (empty is absent). */
function requiredText(max: number, required: string, texts: LimitTexts = applicationTexts) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .check(visible(required))
    .max(max, { error: texts.tooLong(max) })
    .check(noControlCharacters(texts.forbiddenCharacters))
}

function optionalText(max: number, texts: LimitTexts = applicationTexts) {
  return z
    .string()
    .trim()
    .max(max, { error: texts.tooLong(max) })
    .check(noControlCharacters(texts.forbiddenCharacters))
    .optional()
    .transform((value) => (value ? value : null))
}

function registryCodeIn(texts: ApplicationTexts) {
  return z.string({ error: texts.registryCodeRequired }).transform((value, context) => {
    const checked = checkRegistryCode(value, texts)
    if (checked.ok) return checked.value
    context.addIssue({
      code: 'custom',
      message: value.trim() ? checked.message : texts.registryCodeRequired,
    })
    return z.NEVER
  })
}
const registryCode = registryCodeIn(applicationTexts)

function vatNumberIn(texts: ApplicationTexts) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return null
      const checked = checkVatNumber(value, texts)
      if (checked.ok) return checked.value
      context.addIssue({ code: 'custom', message: checked.message })
      return z.NEVER
    })
}
const vatNumber = vatNumberIn(applicationTexts)

type EmailTexts = Pick<ApplicationTexts, 'emailRequired' | 'emailInvalid' | 'tooLong' | 'forbiddenCharacters'>

function emailAddressIn(texts: EmailTexts) {
  return requiredText(254, texts.emailRequired, texts)
    .check(z.regex(strictEmailPattern, texts.emailInvalid))
    .transform((value) => value.toLowerCase())
}

/** An address as people type it, stored in lower case: one person, one address, whatever its case. */
export const emailAddress = emailAddressIn(applicationTexts)

function phoneIn(texts: ApplicationTexts) {
  return requiredText(40, texts.phoneRequired, texts).check(z.regex(/^\+?[\d\s()-]{5,}$/, texts.phoneFormat))
}
const phone = phoneIn(applicationTexts)

function postalCodeIn(texts: ApplicationTexts) {
  return z
    .string({ error: texts.postalCodeRequired })
    .trim()
    .min(1, { error: texts.postalCodeRequired })
    .regex(/^\d{5}$/, { error: texts.postalCodeFormat })
}
const postalCode = postalCodeIn(applicationTexts)

/** Days as a form or JSON gives them: '30' or 30. */
function days(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(maxPaymentTermDays, { error: message })
}

/** The company's own fields, as the application and staff's form both ask for them, their messages in `texts`. */
function companyFieldsIn(texts: ApplicationTexts) {
  return {
    name: requiredText(companyNameMaxLength, texts.nameRequired, texts),
    registryCode: registryCodeIn(texts),
    vatNumber: vatNumberIn(texts),
    street: requiredText(200, texts.streetRequired, texts),
    city: requiredText(100, texts.cityRequired, texts),
    postalCode: postalCodeIn(texts),
    contactName: requiredText(100, texts.contactNameRequired, texts),
    email: emailAddressIn(texts),
    phone: phoneIn(texts),
  }
}
const companyFields = companyFieldsIn(applicationTexts)

/** /ariklient: the company applies for an account; its messages in the applicant's language (ADR 060). */
export function applicationSchemaIn(texts: ApplicationTexts) {
  return z.object({
    ...companyFieldsIn(texts),
    requestedTermDays: days(texts.termFormat).optional(),
    note: optionalText(1000, texts),
  })
}

/** /ariklient in Estonian. */
export const applicationSchema = applicationSchemaIn(applicationTexts)

export type ApplicationInput = z.output<typeof applicationSchema>

/** Euros as typed ('5000', '2 500,50'), zero or more, in cents; empty is none. */
function euros(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((value, context) => {
      if (value === undefined || (typeof value === 'string' && !value.trim())) return null
      // A number is read by its shortest decimal text (money.ts): 12.34 * 100 is not 1234 in floating point.
      const cents = parseEurosToCents(typeof value === 'number' ? value : value.replace(/\s/g, ''))
      if (cents !== null && cents >= 0 && cents <= 99_999_999_99) return cents
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    })
}

/**
 * Staff's form of an account's terms and company: everything the company gave, and the terms. The
 * agreed prices come as `price_{productId}` fields (a form) or `prices` (JSON), read by pricesOf.
 */
export const customerTermsSchema = z.object({
  ...companyFields,
  invoiceEmail: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null
      if (value.length <= 254 && strictEmailPattern.test(value)) return value.toLowerCase()
      context.addIssue({ code: 'custom', message: customerTexts.emailInvalid })
      return z.NEVER
    }),
  paymentTermDays: days(customerTexts.termFormat)
    .optional()
    .transform((value) => value ?? null),
  creditLimitEur: euros(customerTexts.creditLimitFormat),
  eInvoice: z.boolean().default(false),
  version: z.coerce.number().int().positive().optional(),
})

export type CustomerTermsInput = z.output<typeof customerTermsSchema>

/** One agreed price: euros per tonne without VAT, or empty for the public price. */
export const agreedPrice = euros(customerTexts.priceFormat)

/**
 * What the checks of an account's own forms say (/konto/sisene, /konto/objektid, /konto/kasutajad), in
 * the page's language (ADR 060); staff's forms and API in Estonian, `accountFormTexts`.
 */
export interface AccountFormTexts extends EmailTexts {
  siteName: string
  siteAddress: string
  name: string
  role: string
  unknownAction: string
  entry: string
}

/** The account forms' messages in Estonian. */
export const accountFormTexts: AccountFormTexts = {
  emailRequired: applicationTexts.emailRequired,
  emailInvalid: applicationTexts.emailInvalid,
  tooLong: applicationTexts.tooLong,
  forbiddenCharacters: applicationTexts.forbiddenCharacters,
  siteName: 'Sisestage objekti nimi',
  siteAddress: 'Sisestage objekti aadress',
  name: 'Sisestage nimi',
  role: customerTexts.roleRequired,
  unknownAction: 'Tundmatu toiming.',
  entry: 'Vigane kirje. Laadige leht uuesti.',
}

/** A person of the company, added by staff or by the company's admin, its messages in `texts`. */
export function customerUserSchemaIn(texts: AccountFormTexts) {
  return z.object({
    email: emailAddressIn(texts),
    name: requiredText(100, texts.name, texts),
    role: z.enum(customerRoleValues, { error: texts.role }),
  })
}

/** A person of the company as staff add one. */
export const customerUserSchema = customerUserSchemaIn(accountFormTexts)

export type CustomerUserInput = z.output<typeof customerUserSchema>

/** /konto/sisene: the address a link is asked for. */
export function signInLinkSchemaIn(texts: AccountFormTexts) {
  return z.object({ email: emailAddressIn(texts) })
}

/** Staff's decision on an application or an account. */
export const customerDecisionSchema = z.object({
  decision: z.enum(['approve', 'refuse', 'suspend', 'reactivate'], { error: 'Tundmatu otsus.' }),
  note: optionalText(1000),
  version: z.coerce.number().int().positive().optional(),
})

export type AgreedPrices =
  | { ok: true; prices: { productId: number; netPriceCents: number }[] }
  | { ok: false; error: string; field: string; fieldErrors: Record<string, string> }

/**
 * A staff form's agreed prices: one `price_{productId}` field per product, read with agreedPrice; an
 * empty field is the public price (no row). Every refused field gets its message.
 */
export function pricesFromForm(form: FormData, productIds: readonly number[]): AgreedPrices {
  const prices: { productId: number; netPriceCents: number }[] = []
  const fieldErrors: Record<string, string> = {}
  for (const productId of productIds) {
    const field = `price_${productId}`
    const parsed = agreedPrice.safeParse(form.get(field) ?? undefined)
    if (!parsed.success) fieldErrors[field] = parsed.error.issues[0]?.message ?? customerTexts.priceFormat
    else if (parsed.data !== null) prices.push({ productId, netPriceCents: parsed.data })
  }
  const [first] = Object.entries(fieldErrors)
  if (first) return { ok: false, error: first[1], field: first[0], fieldErrors }
  return { ok: true, prices }
}

/** JSON's null is the API's 'none': read as the field left out. */
const noneAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema)

const apiText = {
  address: 'address peab olema objekt väljadega street, city ja postalCode.',
  countryCode: 'countryCode saab olla ainult EE.',
  eInvoice: 'eInvoice peab olema true või false.',
  prices: 'prices peab olema loend objektidest { productId, netPriceEur }.',
  productId: 'productId peab olema materjali number.',
  priceTwice: 'Igal materjalil saab olla üks kokkulepitud hind.',
  version: 'version peab olema positiivne täisarv.',
} as const

/**
 * POST and PUT /api/admin/customers: an account as its GET gives it, with the same rules as staff's form
 * (registry code and KMKR with their check digits, a term of 0–120 days, amounts zero or more).
 */
export const customerApiFields = z.strictObject({
  name: companyFields.name,
  registryCode,
  vatNumber: noneAsAbsent(vatNumber),
  address: z.strictObject(
    {
      street: companyFields.street,
      city: companyFields.city,
      postalCode,
      countryCode: z.literal('EE', { error: apiText.countryCode }).optional(),
    },
    { error: apiText.address },
  ),
  contactName: companyFields.contactName,
  email: emailAddress,
  phone,
  invoiceEmail: noneAsAbsent(customerTermsSchema.shape.invoiceEmail),
  paymentTermDays: noneAsAbsent(customerTermsSchema.shape.paymentTermDays),
  creditLimitEur: noneAsAbsent(customerTermsSchema.shape.creditLimitEur),
  eInvoice: z.boolean({ error: apiText.eInvoice }).default(false),
  prices: z
    .array(
      z.strictObject(
        {
          productId: z
            .number({ error: apiText.productId })
            .int({ error: apiText.productId })
            .min(1, { error: apiText.productId })
            .max(2_147_483_647, { error: apiText.productId }),
          netPriceEur: agreedPrice,
        },
        { error: apiText.prices },
      ),
      { error: apiText.prices },
    )
    .max(500, { error: apiText.prices })
    .refine((prices) => new Set(prices.map((price) => price.productId)).size === prices.length, {
      error: apiText.priceTwice,
    })
    .default([]),
  version: z.number({ error: apiText.version }).int({ error: apiText.version }).positive().optional(),
})

/** The API's account as the terms and prices staff's functions take. */
export const customerApiSchema = customerApiFields.transform(({ address, prices, ...terms }) => ({
  terms: { ...terms, street: address.street, city: address.city, postalCode: address.postalCode },
  prices: prices.flatMap((price) =>
    price.netPriceEur === null ? [] : [{ productId: price.productId, netPriceCents: price.netPriceEur }],
  ),
}))

function entryIdIn(texts: AccountFormTexts) {
  return z
    .number({ error: texts.entry })
    .int({ error: texts.entry })
    .min(1, { error: texts.entry })
    .max(2_147_483_647, { error: texts.entry })
}

/** /konto/kasutajad: the company's admin adds a colleague or removes one. */
export function colleagueFormSchemaIn(texts: AccountFormTexts) {
  return z.discriminatedUnion(
    'intent',
    [
      z.object({ intent: z.literal('add'), ...customerUserSchemaIn(texts).shape }),
      z.object({ intent: z.literal('remove'), userId: entryIdIn(texts) }),
    ],
    { error: texts.unknownAction },
  )
}

/** /konto/objektid: a person of the company saves a delivery site or removes one. */
export function siteFormSchemaIn(texts: AccountFormTexts) {
  return z.discriminatedUnion(
    'intent',
    [
      z.object({
        intent: z.literal('add'),
        name: requiredText(80, texts.siteName, texts),
        address: requiredText(300, texts.siteAddress, texts),
      }),
      z.object({ intent: z.literal('remove'), siteId: entryIdIn(texts) }),
    ],
    { error: texts.unknownAction },
  )
}

import * as z from 'zod/mini'
import { type CompanyBuyer, type CompanyBuyerTexts, checkCompanyBuyer } from './company-buyer.ts'
import { describeIssues, issueField } from './form-issues.ts'
import { isDeliveryAllowedForQuantity, MAX_QUANTITY_TONNES, MIN_QUANTITY_TONNES } from './order-rules.ts'

/**
 * The order form's fields and validation, shared by the browser (instant messages) and the server
 * action (the authority). The message texts differ per material page (SPEC §5); the page passes its
 * family.
 */
export interface OrderMessages {
  firstNameRequired: string
  lastNameRequired: string
  emailRequired: string
  emailInvalid: string
  /** How strictly the e-mail address is checked: the strict pattern or the loose text@text one. */
  emailPattern: 'strict' | 'loose'
  phoneRequired: string
  quantityRequired: string
  /** Shown when no delivery option is chosen; null where the page has no such message. */
  deliveryOptionRequired: string | null
  /** Shown when delivery is chosen without an address; null where the page has no such message. */
  deliveryAddressRequired: string | null
  /** The text shown on the blocked submit when the address is beyond 60 km. */
  blockedText: string
}

/** The texts that do not depend on the page, in a language (ADR 060). */
export type OrderTexts = Record<Exclude<keyof typeof orderTexts, 'tooLong'>, string> & {
  tooLong: (max: number) => string
}

/** SPEC §5 and §8 texts that do not depend on the page. */
export const orderTexts = {
  smallQuantityNote: 'Väiksematele kogustele kui 8 tonni, me transporti ei paku.',
  minimumNotice: 'Minimaalne tellimuse summa on 15€',
  submitting: 'Esitan tellimust...',
  successTitle: 'Tellimus edukalt esitatud!',
  successText: 'Võtame teiega peagi ühendust tellimuse kinnitamiseks.',
  failureTitle: 'Viga tellimuse esitamisel',
  failureText: 'Palun proovige uuesti või võtke meiega otse ühendust.',
  outOfAreaTitle: 'Transport pole võimalik',
  outOfAreaText: 'Asute me piirkonnast väljaspool. Küsige meilt eraldi pakkumist.',
  missingAddressTitle: 'Aadress puudub',
  missingAddressText: 'Palun sisestage tarneaadress.',
  distanceTitle: 'Vahemaa arvutatud',
  overLimitTitle: 'Hoiatus',
  overLimitText: 'Aadress on üle 60 km kaugusel. Tellimus blokeeritud.',
  addressNotFound: 'Aadress ei leitud',
  distanceFailed: 'Vahemaa arvutamine ebaõnnestus',
  quantityOutOfRange: 'Kogus peab olema 1 kuni 25 tonni. Suurema koguse jaoks helistage meile.',
  forbiddenCharacters: 'Tekstis on lubamatuid märke',
  chooseDelivery: 'Valige, kas tulete ise järele või soovite transporti',
  unknownMaterial: 'Tundmatu materjal.',
  notAvailableTitle: 'Materjal ei ole praegu saadaval',
  notAvailableText: 'Seda materjali ei saa praegu tellida. Helistage meile või saatke hinnapäring.',
  tooMany:
    'Liiga palju katseid lühikese aja jooksul. Palun proovige mõne minuti pärast uuesti või helistage meile.',
  eInvoiceNeedsCompany:
    'E-arve saab saata ainult ettevõttele: märkige „Arve ettevõttele“ ja sisestage ettevõtte nimi ja registrikood.',
  tooLong: (max: number) => `Lubatud on kuni ${max} märki`,
} as const

export const strictEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/
export const looseEmailPattern = /^\S+@\S+$/

export const orderFieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'quantity',
  'deliveryOption',
  'deliveryAddress',
  'notes',
  // 'Arve ettevõttele': the tick, and the company as the order request names its fields.
  'invoiceToCompany',
  'company_name',
  'company_registry_code',
  'company_vat_number',
  'company_address',
  // 'Soovin e-arvet': the company's invoice as an e-invoice too.
  'company_e_invoice',
  // 'Tellija viide': the buyer's object name or purchase order number, onto the invoice.
  'buyer_reference',
] as const
export type OrderField = (typeof orderFieldNames)[number]
export type OrderFieldErrors = Partial<Record<OrderField, string>>

/**
 * What the server answers to an order submission, the page's action and POST /api/orders alike; the
 * order form shows it. `values` echoes what was posted, for the form without JavaScript.
 */
export type OrderSubmissionResult =
  | { ok: true; orderId: number }
  | {
      ok: false
      fieldErrors: OrderFieldErrors
      formError: { title: string; text: string } | null
      values?: Record<string, string>
    }

const maxText = { name: 100, email: 254, phone: 40, address: 300, notes: 2000, buyerReference: 50 } as const

/** The longest 'Tellija viide' (an object name or a purchase order number). */
export const buyerReferenceMaxLength = maxText.buyerReference

/** Characters a database cannot store (NUL) or a person cannot have typed (other control characters). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** Something a reader can see: not only spaces, zero-width or text-direction characters. */
const visibleCharacter = /[^\s\p{Cf}]/u

/** Whether a text has something a reader can see. */
export function hasVisibleText(value: string): boolean {
  return visibleCharacter.test(value)
}

/** A required field made only of invisible characters is as empty as a blank one. */
export function visible(required: string) {
  return z.refine<string>(hasVisibleText, required)
}

/**
 * A public form's free text: trimmed, at most `max` characters, no control characters, and when
 * `required`, that message for an empty one; the messages in the language of `texts`.
 */
export function checkedText(
  max: number,
  texts: { tooLong: (max: number) => string; forbiddenCharacters: string },
  required?: string,
) {
  return z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required), visible(required)] : []),
      z.maxLength(max, texts.tooLong(max)),
      noControlCharacters(texts.forbiddenCharacters),
    )
}

/** The check every free text of a form gets; its message in Estonian unless given. */
export function noControlCharacters(message = 'Tekstis on lubamatuid märke') {
  return z.refine<string>((value) => !controlCharacters.test(value), message)
}

export interface OrderFormValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  quantity: number
  deliveryOption: 'self' | 'delivery'
  deliveryAddress: string | null
  notes: string | null
  /** The company the invoice is made out to ('Arve ettevõttele'); null for a private person. */
  company: CompanyBuyer | null
  /** 'Soovin e-arvet': the company wants its invoice as an e-invoice; false without a company. */
  companyEInvoice: boolean
  /** 'Tellija viide', printed on the invoice and carried in the e-invoice; null when none was given. */
  buyerReference: string | null
}

/**
 * The company's fields of a form as the buyer check reads them. The form always sends the address field,
 * so a person is asked for it; a post without the field at all (null here) is a client of the API from
 * before it, whose order is still taken.
 */
function companyOf(
  value: {
    company_name: string
    company_registry_code: string
    company_vat_number: string
    company_address: string | null
  },
  texts?: CompanyBuyerTexts,
) {
  return checkCompanyBuyer(
    {
      name: value.company_name,
      registryCode: value.company_registry_code,
      vatNumber: value.company_vat_number,
      address: value.company_address,
    },
    texts,
  )
}

/** A ticked box as a form posts it ('on'), or as a program may write it ('true'). */
export function isTicked(value: string): boolean {
  return value === 'on' || value === 'true'
}

const companyFormFields = {
  name: 'company_name',
  registryCode: 'company_registry_code',
  vatNumber: 'company_vat_number',
  address: 'company_address',
} as const

/**
 * Builds the schema with one page's message family. zod/mini keeps the browser bundle small; the
 * checks of a field run in order and the first failing one is the message shown.
 */
export function orderFormSchema(
  messages: OrderMessages,
  texts: OrderTexts = orderTexts,
  companyTexts?: CompanyBuyerTexts,
) {
  const text = (max: number, required?: string) => checkedText(max, texts, required)
  const emailPattern = messages.emailPattern === 'strict' ? strictEmailPattern : looseEmailPattern
  const quantity = z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, messages.quantityRequired),
      z.regex(/^\d{1,3}$/, texts.quantityOutOfRange),
      z.refine((value) => {
        const tonnes = Number(value)
        return tonnes >= MIN_QUANTITY_TONNES && tonnes <= MAX_QUANTITY_TONNES
      }, texts.quantityOutOfRange),
    ),
    z.transform(Number),
  )
  return z.pipe(
    z
      .object({
        firstName: text(maxText.name, messages.firstNameRequired),
        lastName: text(maxText.name, messages.lastNameRequired),
        email: text(maxText.email, messages.emailRequired).check(
          z.regex(emailPattern, messages.emailInvalid),
        ),
        phone: text(maxText.phone, messages.phoneRequired),
        quantity,
        deliveryOption: z.enum(['self', 'delivery'], {
          error: messages.deliveryOptionRequired ?? texts.chooseDelivery,
        }),
        deliveryAddress: text(maxText.address),
        notes: text(maxText.notes),
        buyer_reference: text(maxText.buyerReference),
        invoiceToCompany: z.string(),
        company_name: z.string(),
        company_registry_code: z.string(),
        company_vat_number: z.string(),
        company_address: z.nullable(z.string()),
        company_e_invoice: z.string(),
      })
      .check(
        z.superRefine((value, ctx) => {
          // An e-invoice goes to a company's accounting: a person cannot be sent one.
          if (isTicked(value.company_e_invoice) && !value.invoiceToCompany)
            ctx.addIssue({ code: 'custom', path: ['company_e_invoice'], message: texts.eInvoiceNeedsCompany })
          if (value.invoiceToCompany) {
            const company = companyOf(value, companyTexts)
            if (!company.ok)
              for (const [field, message] of Object.entries(company.errors))
                ctx.addIssue({
                  code: 'custom',
                  path: [companyFormFields[field as keyof typeof companyFormFields]],
                  message,
                })
          }
          if (value.deliveryOption !== 'delivery') return
          if (!isDeliveryAllowedForQuantity(value.quantity)) {
            ctx.addIssue({ code: 'custom', path: ['deliveryOption'], message: texts.smallQuantityNote })
          }
          if (!value.deliveryAddress) {
            ctx.addIssue({
              code: 'custom',
              path: ['deliveryAddress'],
              message: messages.deliveryAddressRequired ?? texts.missingAddressText,
            })
          }
        }),
      ),
    z.transform((value): OrderFormValues => {
      const {
        invoiceToCompany,
        company_name,
        company_registry_code,
        company_vat_number,
        company_address,
        company_e_invoice,
        buyer_reference,
        ...rest
      } = value
      const company = invoiceToCompany
        ? companyOf({ company_name, company_registry_code, company_vat_number, company_address })
        : null
      return {
        ...rest,
        deliveryAddress: value.deliveryOption === 'delivery' ? value.deliveryAddress : null,
        notes: value.notes || null,
        company: company?.ok ? company.value : null,
        companyEInvoice: company?.ok === true && isTicked(company_e_invoice),
        buyerReference: buyer_reference || null,
      }
    }),
  )
}

/** Parses a submission; on failure returns the first message per field, in the language of the texts. */
export function parseOrderForm(
  messages: OrderMessages,
  input: Record<string, unknown>,
  texts: OrderTexts = orderTexts,
  companyTexts?: CompanyBuyerTexts,
): { ok: true; value: OrderFormValues } | { ok: false; errors: OrderFieldErrors } {
  // Form posts send '' for an empty field and nothing for a missing one; a forged post may send
  // anything. Every field becomes a string (empty when it was not one) before the rules run, but the
  // company's address, which only an older client leaves out (companyOf).
  const fields: Record<string, string | null> = Object.fromEntries(
    orderFieldNames.map((name) => [name, typeof input[name] === 'string' ? input[name] : '']),
  )
  if (typeof input.company_address !== 'string') fields.company_address = null
  const result = orderFormSchema(messages, texts, companyTexts).safeParse(fields)
  if (result.success) return { ok: true, value: result.data }
  const { fieldErrors } = describeIssues(result.error.issues, (issue) => [issueField(issue), issue.message])
  const errors: OrderFieldErrors = {}
  for (const field of orderFieldNames) if (fieldErrors[field]) errors[field] = fieldErrors[field]
  return { ok: false, errors }
}

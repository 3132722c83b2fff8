import { z } from 'zod'
import { type CompanyBuyer, checkCompanyBuyer } from './company-buyer.ts'
import { deliveredTonnesTexts, parseDeliveredTonnes, weighTicketMaxLength } from './delivered-tonnes.ts'
import { parseEurosToCents } from './money.ts'
import { MAX_QUANTITY_TONNES } from './order-rules.ts'
import { hasControlCharacters, orderStatusValues, staffNoteMaxLength } from './order-status.ts'

/**
 * What staff send to change an order (the order page's and day plan's forms, PUT /api/admin/orders): a
 * confirmation (or a move or correction), a status change, the buyer company; each rule with its one
 * message (ADR 036).
 */

const quantityText = `Kogus peab olema täisarv 1 kuni ${MAX_QUANTITY_TONNES} tonni.`
const versionText = 'Tellimuse versioon on vigane, laadige leht uuesti.'
/** The version of the order a staff form was shown with, posted back in a hidden field. */
const formVersion = z
  .number({ error: versionText })
  .int({ error: versionText })
  .positive({ error: versionText })
  .optional()

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} peab olema tekst.` })
    .max(max, { error: `${label} võib olla kuni ${max} märki.` })
    .refine((value) => !hasControlCharacters(value), { error: `${label} sisaldab lubamatuid juhtmärke.` })

/** Euros per tonne with at most two decimals, plus or minus; a number or a string with a comma or point. */
const euroAdjustment = z
  .union([z.number(), z.string()], { error: 'Hinnamuutus peab olema summa eurodes, nt 0,50 või -1.' })
  .transform((value, context) => {
    const written = typeof value === 'number' ? String(value) : value.trim().replace('−', '-')
    if (written === '') return null
    const negative = written.startsWith('-')
    const cents = parseEurosToCents(written.replace(/^[+-]/, ''))
    if (cents === null || cents > 100_000) {
      context.addIssue({ code: 'custom', message: 'Hinnamuutus peab olema summa eurodes, nt 0,50 või -1.' })
      return z.NEVER
    }
    return negative ? -cents : cents
  })

/** The weighed net tonnes, to 0,01 t within 0,01–30 t, in hundredths; an empty text is none. */
const deliveredTonnes = z
  .union([z.number(), z.string()], { error: deliveredTonnesTexts.invalid })
  .transform((value, context) => {
    if (typeof value === 'string' && value.trim() === '') return null
    const hundredths = parseDeliveredTonnes(value)
    if (hundredths === null) {
      context.addIssue({ code: 'custom', message: deliveredTonnesTexts.invalid })
      return z.NEVER
    }
    return hundredths
  })

const companyFieldNames = {
  name: 'name',
  registryCode: 'registryCode',
  vatNumber: 'vatNumber',
  address: 'address',
} as const

/** The buyer company as the API sends it, checked by its codes' check digits; null takes it off. */
const company = z
  .strictObject(
    {
      name: z.string({ error: 'Ettevõtte nimi peab olema tekst.' }),
      registryCode: z.string({ error: 'Registrikood peab olema tekst.' }),
      vatNumber: z.string({ error: 'KMKR number peab olema tekst või null.' }).nullable().optional(),
      // Left out or null by a client from before the address was asked for: the invoice then states the
      // delivery address, as it did.
      address: z.string({ error: 'Juriidiline aadress peab olema tekst või null.' }).nullable().optional(),
    },
    { error: 'company peab olema objekt { name, registryCode, vatNumber, address } või null.' },
  )
  .transform((value, context): CompanyBuyer => {
    const checked = checkCompanyBuyer({ ...value, vatNumber: value.vatNumber ?? null })
    if (checked.ok) return checked.value
    for (const [field, message] of Object.entries(checked.errors))
      context.addIssue({
        code: 'custom',
        path: [companyFieldNames[field as keyof typeof companyFieldNames]],
        message,
      })
    return z.NEVER
  })
  .nullable()

/** What staff send to confirm, move or correct an order (the order page's form and the API alike). */
export const confirmationSchema = z.strictObject({
  status: z.literal('kinnitatud', { error: 'Kinnitamisel on staatus „kinnitatud“.' }).optional(),
  deliveryDate: z.string({ error: 'Valige kuupäev.' }),
  timeWindow: z.string({ error: 'Valige ajavahemik.' }),
  quantity: z.number({ error: quantityText }).int({ error: quantityText }).nullable().optional(),
  deliveryAddress: text(500, 'Tarneaadress').nullable().optional(),
  priceAdjustmentEur: euroAdjustment.nullable().optional(),
  adjustmentReason: text(500, 'Hinnamuutuse põhjus').nullable().optional(),
  notifyCustomer: z.boolean({ error: 'notifyCustomer peab olema true või false.' }).optional(),
  staffNote: text(staffNoteMaxLength, 'Sisemine märkus').nullable().optional(),
  company: company.optional(),
  /**
   * 'Kinnita krediidilimiidist hoolimata': staff's explicit decision to confirm an order on account that
   * the credit check held (ADR 059); without it such an order is not confirmed.
   */
  creditOverride: z.boolean({ error: 'creditOverride peab olema true või false.' }).optional(),
  version: z.number().int().positive().optional(),
})

export type ConfirmationInput = z.output<typeof confirmationSchema>

/** What staff send to move an order to delivered or cancelled (or to write a note). */
export const statusChangeSchema = z.strictObject({
  status: z.enum(['uus', 'kinnitatud', 'tarnitud', 'tühistatud'], {
    error: 'Staatus peab olema üks järgmistest: uus, kinnitatud, tarnitud, tühistatud.',
  }),
  staffNote: text(staffNoteMaxLength, 'Sisemine märkus').nullable().optional(),
  cancelReason: text(500, 'Tühistamise põhjus').nullable().optional(),
  notifyCustomer: z.boolean({ error: 'notifyCustomer peab olema true või false.' }).optional(),
  /** With 'tarnitud': the weighed net tonnes (hundredths) and the weighing ticket's number. */
  deliveredTonnes: deliveredTonnes.nullable().optional(),
  weighTicket: text(weighTicketMaxLength, 'Kaalusedeli number').nullable().optional(),
  /** With 'tarnitud' on a delivered order: a corrected price per tonne, which re-issues the invoice. */
  priceAdjustmentEur: euroAdjustment.nullable().optional(),
  adjustmentReason: text(500, 'Hinnamuutuse põhjus').nullable().optional(),
  company: company.optional(),
  /**
   * 'Tarni ettemaksuta': staff's explicit decision to deliver an order whose required advance is not
   * paid (ADR 059); without it such an order is not delivered.
   */
  prepaymentOverride: z.boolean({ error: 'prepaymentOverride peab olema true või false.' }).optional(),
  version: z.number().int().positive().optional(),
})

export type StatusChangeInput = z.output<typeof statusChangeSchema>

/** What staff send to add, correct or take off the buyer company alone. */
export const buyerChangeSchema = z.strictObject({
  company,
  /** 'Soovin e-arvet': the company without an account wants its invoice as an e-invoice. Kept when absent. */
  eInvoice: z.boolean('eInvoice peab olema true või false.').optional(),
  version: z.number().int().positive().optional(),
})

export type BuyerChangeInput = z.output<typeof buyerChangeSchema>

/**
 * A confirmation as the order page's form posts it: the window in two time fields, 'Teavita klienti' a
 * checkbox (unticked: not told), and every field present, so that an emptied adjustment or reason takes
 * it off (a form's empty field reaches the schema as an absent one, ADR 036).
 */
export const confirmationFormSchema = z
  .object({
    deliveryDate: z.string().default(''),
    windowStart: z.string().default(''),
    windowEnd: z.string().default(''),
    quantity: z.number({ error: quantityText }).int({ error: quantityText }).optional(),
    deliveryAddress: text(500, 'Tarneaadress').optional(),
    priceAdjustmentEur: euroAdjustment.nullable().default(null),
    adjustmentReason: text(500, 'Hinnamuutuse põhjus').nullable().default(null),
    notifyCustomer: z.boolean().default(false),
    staffNote: text(staffNoteMaxLength, 'Sisemine märkus').optional(),
    creditOverride: z.boolean().default(false),
    version: formVersion,
  })
  .transform(
    ({ windowStart, windowEnd, ...change }): ConfirmationInput => ({
      ...change,
      timeWindow: `${windowStart}-${windowEnd}`,
    }),
  )

/** The day plan's move: a day and a window only, so that the order's amounts stay as they are. */
export const moveFormSchema = confirmationFormSchema.in
  .pick({ deliveryDate: true, windowStart: true, windowEnd: true, notifyCustomer: true, version: true })
  .transform(
    ({ windowStart, windowEnd, ...change }): ConfirmationInput => ({
      ...change,
      timeWindow: `${windowStart}-${windowEnd}`,
    }),
  )

/**
 * A status change as the order page's and the day plan's forms post it; no status ticked (or a forged one)
 * asks for one. The buyer company has a form of its own.
 */
const { company: _company, ...statusFormFields } = statusChangeSchema.shape
export const statusFormSchema = z.object({
  ...statusFormFields,
  status: z.enum(orderStatusValues, { error: 'Valige uus staatus.' }),
  notifyCustomer: z.boolean().default(false),
  prepaymentOverride: z.boolean().default(false),
  version: formVersion,
})

/**
 * The day plan's 'Tarnitud': the one status its form sets. Anything else was not posted by the plan, and
 * is answered as an order the plan does not have.
 */
export const dayPlanDeliveryFormSchema = z.object({
  status: z.literal('tarnitud', { error: 'Tellimust ei leitud.' }),
})

/**
 * The order page's buyer form: 'Arve ettevõttele' ticked with the company's three fields, named as the
 * order request names them; unticked takes the company off.
 */
export const buyerFormSchema = z
  .object({
    invoiceToCompany: z.boolean().default(false),
    company_name: z.string().default(''),
    company_registry_code: z.string().default(''),
    company_vat_number: z.string().default(''),
    // A post without the field (no form of ours) keeps the order of a client that sends no address.
    company_address: z.string().optional(),
    company_e_invoice: z.boolean().default(false),
    version: formVersion,
  })
  .transform((fields, context): BuyerChangeInput => {
    const version = fields.version === undefined ? {} : { version: fields.version }
    if (!fields.invoiceToCompany) return { company: null, eInvoice: false, ...version }
    const checked = checkCompanyBuyer({
      name: fields.company_name,
      registryCode: fields.company_registry_code,
      vatNumber: fields.company_vat_number,
      address: fields.company_address,
    })
    if (checked.ok) return { company: checked.value, eInvoice: fields.company_e_invoice, ...version }
    const formField = {
      name: 'company_name',
      registryCode: 'company_registry_code',
      vatNumber: 'company_vat_number',
      address: 'company_address',
    }
    for (const [field, message] of Object.entries(checked.errors))
      context.addIssue({ code: 'custom', path: [formField[field as keyof typeof formField]], message })
    return z.NEVER
  })

/**
 * The order page's correction of a delivered order: the weighed tonnes and the price adjustment per tonne
 * with its reason, every field present (an emptied adjustment takes it off). It re-issues the invoice.
 */
export const correctionFormSchema = z
  .object({
    deliveredTonnes: deliveredTonnes.nullable().optional(),
    priceAdjustmentEur: euroAdjustment.nullable().default(null),
    adjustmentReason: text(500, 'Hinnamuutuse põhjus').nullable().default(null),
    notifyCustomer: z.boolean().default(false),
    version: formVersion,
  })
  .transform((fields): StatusChangeInput => ({ status: 'tarnitud', ...fields }))

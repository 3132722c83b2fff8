import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { BusinessInfo } from '#app/content/business.ts'
import { type CompanyBuyer, checkCompanyBuyer } from '#app/domain/company-buyer.ts'
import {
  deliveredTonnesTexts,
  hundredthsToStored,
  hundredthsToTonnes,
  parseDeliveredTonnes,
  weighTicketMaxLength,
} from '#app/domain/delivered-tonnes.ts'
import { formatWindow, parseWindow, windowLabel } from '#app/domain/delivery-schedule.ts'
import { formatEur, formatEurPerTonne, formatKm, tonnesLabel } from '#app/domain/format.ts'
import { invoiceDeliveryDate } from '#app/domain/invoice-number.ts'
import { parseEurosToCents } from '#app/domain/money.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import { MAX_QUANTITY_TONNES, metresToTenthsKm } from '#app/domain/order-rules.ts'
import {
  canMoveOrder,
  hasControlCharacters,
  type OrderStatus,
  orderStatusLabels,
  orderStatusValues,
  staffNoteMaxLength,
  transitionRefusal,
} from '#app/domain/order-status.ts'
import { adjustedUnitPriceCents, orderProblems, quote } from '#app/domain/quote.ts'
import { tallinnCalendarDate, tallinnDayStart } from '#app/domain/tallinn-time.ts'
import { recordAudit, updateAudited } from '../audit/audit-log.server.ts'
import { currentBusiness } from '../content/site-content.server.ts'
import type { Database } from '../db/database.server.ts'
import { invoices, type OrderRow, orders } from '../db/schema.server.ts'
import type { GeoService } from '../geo/geo-service.server.ts'
import { getGeoService } from '../geo/geo-service.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import {
  businessSettingsPath,
  issueDeliveryInvoice,
  missingSellerFacts,
  missingSellerFactsText,
} from '../invoices/invoice-issue.server.ts'
import { invoiceMailFacts } from '../invoices/invoice-mails.server.ts'
import { log } from '../log.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import {
  orderCancelledByCustomerToStaff,
  orderCancelledToCustomer,
  orderConfirmedToCustomer,
  orderDeliveredToCustomer,
  orderMovedToCustomer,
  scheduleLabel,
} from '../mail/templates.server.ts'
import { applyAdvanceToInvoice } from '../payments/online-payments.server.ts'
import { getRuntime } from '../runtime.server.ts'
import { customerUrl, newCustomerLink } from './customer-link.server.ts'
import { checkSchedule } from './delivery-calendar.server.ts'
import { correctDelivery } from './delivery-correction.server.ts'
import { confirmedPriceColumns, distanceTenths, orderAmounts } from './order-amounts.server.ts'
import { orderCompany } from './order-inbox.server.ts'
import {
  type OrderChangeDependencies,
  queueOrderMailToCustomer,
  queueOrderMailToStaff,
} from './order-mails.server.ts'

/**
 * Step 3 of ordering, on the site: staff confirm an order for a day and a time window, with corrections
 * (quantity, delivery address, a price adjustment per tonne) re-priced by the domain rules; they move it,
 * mark it delivered or cancel it; the customer may cancel it on their own page. Every change is one
 * transaction with its audit entry and the mail that tells the customer, and is made only on the version
 * of the order the person saw: a save on an older version is refused with 409.
 */

export interface ChangeDependencies extends OrderChangeDependencies {
  geo: GeoService
  publicUrl: string
  /** The seller's facts an invoice is issued with; the running site's business settings by default. */
  business?: () => BusinessInfo
  /** Online payment is configured: the confirmation offers 'Maksa kohe'. */
  payOnline?: boolean
}

export type ChangeResult =
  | { ok: true; order: OrderRow; changed: boolean }
  | {
      ok: false
      status: 400 | 404 | 409 | 503
      error: string
      field?: string
      /** A staff page where what is missing can be put right. */
      link?: string
    }

export const changeTexts = {
  stale: 'Tellimust muudeti vahepeal, laadige leht uuesti.',
  notFound: 'Tellimust ei leitud.',
  needsSchedule: 'Kinnitamiseks valige kuupäev ja ajavahemik.',
  reasonRequired: 'Hinna muutmisel kirjutage põhjus, mida klient näeb.',
  negativePrice: 'Hinnamuutus ei saa viia tonni hinda alla nulli.',
  addressForPickup: 'Tarneaadressi saab muuta ainult transpordiga tellimusel.',
  customerCancelClosed: 'Tellimust ei saa enam veebis tühistada. Palun helistage meile.',
  weighingNotDelivery: 'Kaalutud kogus ja kaalusedel märgitakse tellimuse tarnimisel (staatus „tarnitud“).',
  priceNotCorrection:
    'Tonni hinda muudetakse tellimuse kinnitamisel; tarnitud tellimusel parandab hinnamuutus arvet kreeditarvega.',
  deliveryWithoutDistance:
    'Tellimusel puudub tarne vahemaa, ilma selleta ei saa arvet koostada. Kinnitage tellimus uuesti koos tarneaadressiga.',
  buyerAfterInvoice: (number: string) =>
    `Arve ${number} on juba koostatud: ostja andmeid ei saa enam muuta. Arvet saab parandada kreeditarvega.`,
} as const

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

const companyFieldNames = { name: 'name', registryCode: 'registryCode', vatNumber: 'vatNumber' } as const

/** The buyer company as the API sends it, checked by its codes' check digits; null takes it off. */
const company = z
  .strictObject(
    {
      name: z.string({ error: 'Ettevõtte nimi peab olema tekst.' }),
      registryCode: z.string({ error: 'Registrikood peab olema tekst.' }),
      vatNumber: z.string({ error: 'KMKR number peab olema tekst või null.' }).nullable().optional(),
    },
    { error: 'company peab olema objekt { name, registryCode, vatNumber } või null.' },
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
  version: z.number().int().positive().optional(),
})

export type StatusChangeInput = z.output<typeof statusChangeSchema>

/** What staff send to add, correct or take off the buyer company alone. */
export const buyerChangeSchema = z.strictObject({
  company,
  version: z.number().int().positive().optional(),
})

export type BuyerChangeInput = z.output<typeof buyerChangeSchema>

function fail(status: 400 | 404 | 409 | 503, error: string, field?: string): ChangeResult {
  return field ? { ok: false, status, error, field } : { ok: false, status, error }
}

/** The order's columns of a buyer company: set, or all null to take it off. */
function companyColumns(buyer: CompanyBuyer | null) {
  return {
    companyName: buyer?.name ?? null,
    companyRegistryCode: buyer?.registryCode ?? null,
    companyVatNumber: buyer?.vatNumber ?? null,
  }
}

/**
 * The columns a staff change of an order sets besides its own: the buyer company when one was sent, the
 * customer's link, the next version and the time.
 */
function changeColumns(
  order: OrderRow,
  change: {
    company: CompanyBuyer | null | undefined
    link: { salt: string; hash: string | null }
    now: Date
  },
) {
  const { company, link, now } = change
  return {
    ...(company === undefined ? {} : companyColumns(company)),
    customerTokenSalt: link.salt,
    ...(link.hash ? { customerTokenHash: link.hash } : {}),
    version: order.version + 1,
    updatedAt: now,
  }
}

const sameCompany = (a: CompanyBuyer | null, b: CompanyBuyer | null) =>
  JSON.stringify(a) === JSON.stringify(b)

function emptyToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The link to the customer's page, giving the order a salt first when it was placed before there were links. */
function ensureLink(
  deps: ChangeDependencies,
  order: OrderRow,
): { salt: string; hash: string | null; url: string } {
  if (order.customerTokenSalt) {
    return {
      salt: order.customerTokenSalt,
      hash: null,
      url: customerUrl(deps.publicUrl, deps.signingSecret, order.customerTokenSalt),
    }
  }
  const link = newCustomerLink(deps.signingSecret)
  return { salt: link.salt, hash: link.hash, url: `${deps.publicUrl}/tellimus/${link.token}` }
}

function lockOrder(tx: Database, id: number) {
  return tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1)
}

/** The schedule and amounts an audit entry records before and after a confirmation. */
function confirmationFacts(order: OrderRow) {
  const amounts = orderAmounts(order)
  return {
    status: order.status,
    deliveryDate: order.deliveryDate,
    timeWindow: order.windowStart && order.windowEnd ? `${order.windowStart}-${order.windowEnd}` : null,
    quantity: amounts.quantity,
    deliveryAddress: amounts.deliveryAddress,
    distanceKm: amounts.distanceKm,
    priceAdjustmentCents: amounts.priceAdjustmentCents,
    adjustmentReason: amounts.adjustmentReason,
    totalPriceCents: amounts.totalPriceCents,
  }
}

/** What the confirmed order differs from the request in, said to the customer. */
function differencesFromRequest(order: OrderRow): string[] {
  const now = orderAmounts(order)
  const lines: string[] = []
  if (now.quantity !== order.quantity)
    lines.push(`Kogus: soovisite ${tonnesLabel(order.quantity)}, kinnitatud on ${tonnesLabel(now.quantity)}.`)
  if (order.deliveryOption === 'delivery' && now.deliveryAddress !== order.deliveryAddress) {
    const tenths = distanceTenths(now.distanceKm)
    lines.push(
      `Tarneaadress: ${now.deliveryAddress ?? '—'}${tenths === null ? '' : ` (${formatKm(tenths)} karjäärist)`}; soovisite ${order.deliveryAddress ?? '—'}.`,
    )
  }
  if (now.priceAdjustmentCents !== 0) {
    const sign = now.priceAdjustmentCents > 0 ? '+' : '−'
    lines.push(
      `Tonni hind: ${formatEurPerTonne(now.unitPriceCents)} (${sign}${formatEur(Math.abs(now.priceAdjustmentCents))}/t). Põhjus: ${now.adjustmentReason ?? '—'}`,
    )
  }
  if (now.totalPriceCents !== order.totalPriceCents)
    lines.push(
      `Kokku koos käibemaksuga: ${formatEur(now.totalPriceCents)} (arvestuslik hind oli ${formatEur(order.totalPriceCents)}).`,
    )
  return lines
}

/**
 * Confirms a new order, or moves or corrects a confirmed one. Quantity, address and adjustment left out
 * keep what the order has; the price is computed again from the unit price the customer was quoted.
 */
export async function confirmOrder(
  deps: ChangeDependencies,
  input: ConfirmationInput & { id: number; admin: string },
): Promise<ChangeResult> {
  const now = deps.now?.() ?? new Date()
  const [seen] = await deps.db.select().from(orders).where(eq(orders.id, input.id)).limit(1)
  if (!seen) return fail(404, changeTexts.notFound)
  if (input.version !== undefined && input.version !== seen.version) return fail(409, changeTexts.stale)
  if (seen.status !== 'uus' && seen.status !== 'kinnitatud')
    return fail(
      400,
      `Tellimus on olekus „${orderStatusLabels[seen.status]}“; seda ei saa kinnitada ega muuta.`,
    )

  const schedule = await checkSchedule(deps.db, input, now)
  if (!schedule.ok) return fail(400, schedule.error, schedule.field)

  const current = orderAmounts(seen)
  const quantity = input.quantity ?? current.quantity
  const adjustment =
    input.priceAdjustmentEur === undefined ? current.priceAdjustmentCents : (input.priceAdjustmentEur ?? 0)
  const reasonGiven = emptyToNull(input.adjustmentReason)
  const reason = adjustment === 0 ? null : reasonGiven === undefined ? current.adjustmentReason : reasonGiven
  if (adjustment !== 0 && !reason) return fail(400, changeTexts.reasonRequired, 'adjustmentReason')
  const unitPrice = adjustedUnitPriceCents(seen.unitPriceCents, adjustment)
  if (unitPrice === null) return fail(400, changeTexts.negativePrice, 'priceAdjustmentEur')

  // A new address is found and measured again, outside the transaction: the geo service may take seconds.
  let address = current.deliveryAddress
  let distanceKm = current.distanceKm
  let distanceSource = current.distanceSource
  const newAddress = emptyToNull(input.deliveryAddress)
  if (newAddress && newAddress !== current.deliveryAddress) {
    if (seen.deliveryOption !== 'delivery') return fail(400, changeTexts.addressForPickup, 'deliveryAddress')
    const found = await deps.geo.geocode(newAddress)
    if (!found) return fail(400, orderTexts.addressNotFound, 'deliveryAddress')
    try {
      const distance = await deps.geo.distanceFromQuarry(found)
      address = found.label
      distanceKm = (metresToTenthsKm(distance.metres) / 10).toFixed(1)
      distanceSource = distance.source
    } catch (error) {
      log.error({ err: error, orderId: seen.id }, 'confirm: the delivery distance could not be computed')
      return fail(503, orderTexts.distanceFailed)
    }
  }

  const deliveryTenths = seen.deliveryOption === 'delivery' ? distanceTenths(distanceKm) : null
  const pricing = {
    unitPriceCents: unitPrice,
    quantityTonnes: quantity,
    delivery:
      seen.deliveryOption === 'delivery'
        ? ({ option: 'delivery', distanceTenthsKm: deliveryTenths } as const)
        : ({ option: 'self' } as const),
  }
  const problems = orderProblems(pricing)
  if (problems.includes('quantity-out-of-range')) return fail(400, orderTexts.quantityOutOfRange, 'quantity')
  if (problems.includes('delivery-needs-8-tonnes')) return fail(400, orderTexts.smallQuantityNote, 'quantity')
  if (problems.includes('delivery-needs-address'))
    return fail(400, orderTexts.missingAddressText, 'deliveryAddress')
  if (problems.includes('delivery-out-of-range'))
    return fail(400, orderTexts.outOfAreaText, 'deliveryAddress')
  const lines = quote(pricing)
  const window = formatWindow(schedule.window).split('-') as [string, string]

  const notify = input.notifyCustomer ?? true
  const result = await deps.db
    .transaction(async (tx): Promise<ChangeResult> => {
      const [order] = await lockOrder(tx, input.id)
      if (!order) return fail(404, changeTexts.notFound)
      if (order.version !== seen.version) return fail(409, changeTexts.stale)
      const link = ensureLink(deps, order)
      const note = input.staffNote?.trim()
      const [updated] = await tx
        .update(orders)
        .set({
          status: 'kinnitatud',
          deliveryDate: schedule.date,
          windowStart: window[0],
          windowEnd: window[1],
          confirmedAt: order.confirmedAt ?? now,
          confirmedQuantity: quantity,
          confirmedDeliveryAddress: seen.deliveryOption === 'delivery' ? address : null,
          confirmedDistanceKm: seen.deliveryOption === 'delivery' ? distanceKm : null,
          confirmedDistanceSource: seen.deliveryOption === 'delivery' ? distanceSource : null,
          ...confirmedPriceColumns({ adjustment, reason, unitPrice, lines }),
          staffNote: note ? note : order.staffNote,
          ...changeColumns(order, { company: input.company, link, now }),
        })
        .where(eq(orders.id, order.id))
        .returning()
      const companyChanged = !sameCompany(orderCompany(order), orderCompany(updated!))
      const before = confirmationFacts(order)
      const after = confirmationFacts(updated!)
      const { status: _s, ...beforeFacts } = before
      const { status: _t, ...afterFacts } = after
      const sameFacts = JSON.stringify(beforeFacts) === JSON.stringify(afterFacts)
      if (
        order.status === 'kinnitatud' &&
        sameFacts &&
        !companyChanged &&
        updated!.staffNote === order.staffNote
      ) {
        // Nothing changed: the version stays as it was, so the order the person sees is still current.
        throw new Unchanged(order)
      }
      const amountsChanged =
        before.quantity !== after.quantity ||
        before.deliveryAddress !== after.deliveryAddress ||
        before.totalPriceCents !== after.totalPriceCents ||
        before.adjustmentReason !== after.adjustmentReason
      const moved = before.deliveryDate !== after.deliveryDate || before.timeWindow !== after.timeWindow
      const action = order.status === 'uus' ? 'confirm' : amountsChanged ? 'correct' : moved ? 'move' : 'note'
      if (notify && action !== 'note') {
        const mail =
          action === 'move'
            ? {
                kind: 'order-moved',
                ...orderMovedToCustomer(updated!, { customerUrl: link.url, previous: scheduleLabel(order) }),
              }
            : {
                kind: 'order-confirmed',
                ...orderConfirmedToCustomer(updated!, {
                  customerUrl: link.url,
                  changes: differencesFromRequest(updated!),
                  revised: action === 'correct',
                  payOnline: deps.payOnline ?? false,
                }),
              }
        await queueOrderMailToCustomer(tx, updated!, mail, { notifyTo: deps.notifyTo })
      }
      await recordAudit(tx, {
        admin: input.admin,
        action,
        entity: 'order',
        entityId: order.id,
        before: {
          ...before,
          staffNote: order.staffNote,
          ...(companyChanged ? { company: orderCompany(order) } : {}),
        },
        after: {
          ...after,
          staffNote: updated!.staffNote,
          ...(companyChanged ? { company: orderCompany(updated!) } : {}),
          notified: notify && action !== 'note',
        },
      })
      return { ok: true, order: updated!, changed: true }
    })
    .catch((error: unknown) => {
      if (error instanceof Unchanged) return { ok: true as const, order: error.order, changed: false }
      throw error
    })
  if (result.ok && result.changed && notify) deps.afterCommit?.()
  return result
}

/** Thrown to roll back a transaction that would change nothing. */
class Unchanged extends Error {
  constructor(readonly order: OrderRow) {
    super('unchanged')
  }
}

/**
 * Moves an order to delivered or cancelled (or keeps its status and writes the internal note). Confirming
 * takes a date and a window: that is confirmOrder's. Delivering records the weighed net tonnes (the
 * confirmed quantity without a weighing) and issues the order's invoice in the same transaction: if
 * either fails, neither happened and no invoice number was used.
 */
export async function changeOrderStatus(
  deps: ChangeDependencies,
  input: StatusChangeInput & { id: number; admin: string },
): Promise<ChangeResult> {
  const delivering = input.status === 'tarnitud'
  if (!delivering && input.deliveredTonnes != null)
    return fail(400, changeTexts.weighingNotDelivery, 'deliveredTonnes')
  if (!delivering && emptyToNull(input.weighTicket))
    return fail(400, changeTexts.weighingNotDelivery, 'weighTicket')
  const correcting = input.deliveredTonnes != null || input.priceAdjustmentEur !== undefined
  const notify = input.notifyCustomer ?? true
  const now = deps.now?.() ?? new Date()
  const result = await deps.db.transaction(async (tx): Promise<ChangeResult> => {
    const [order] = await lockOrder(tx, input.id)
    if (!order) return fail(404, changeTexts.notFound)
    if (input.version !== undefined && input.version !== order.version) return fail(409, changeTexts.stale)
    if (delivering && order.status === 'tarnitud' && correcting)
      return correctDelivery(tx, order, {
        ...(input.deliveredTonnes === undefined ? {} : { deliveredHundredths: input.deliveredTonnes }),
        ...(input.priceAdjustmentEur === undefined ? {} : { priceAdjustmentCents: input.priceAdjustmentEur }),
        ...(input.adjustmentReason === undefined ? {} : { adjustmentReason: input.adjustmentReason }),
        admin: input.admin,
        today: tallinnCalendarDate(now),
        now,
        notify,
        business: (deps.business ?? currentBusiness)(),
        notifyTo: deps.notifyTo,
        customerUrl: ensureLink(deps, order).url,
        texts: changeTexts,
      })
    if (input.priceAdjustmentEur !== undefined || emptyToNull(input.adjustmentReason))
      return fail(400, changeTexts.priceNotCorrection, 'priceAdjustmentEur')
    if (input.status === 'kinnitatud' && order.status === 'uus')
      return fail(400, changeTexts.needsSchedule, 'deliveryDate')
    // The order sent back as GET gave it with only its buyer changed (PUT takes back its GET's body).
    if (input.status === order.status && input.company !== undefined)
      return changeBuyerOf(deps, tx, order, { company: input.company, admin: input.admin })
    if (!canMoveOrder(order.status, input.status as OrderStatus))
      return fail(409, transitionRefusal(order.status, input.status as OrderStatus))
    const business = delivering ? (deps.business ?? currentBusiness)() : null
    if (business) {
      const missing = missingSellerFacts(business)
      if (missing.length > 0)
        return { ok: false, status: 409, error: missingSellerFactsText(missing), link: businessSettingsPath }
      if (order.deliveryOption === 'delivery' && distanceTenths(orderAmounts(order).distanceKm) === null)
        return fail(409, changeTexts.deliveryWithoutDistance)
    }
    const link = ensureLink(deps, order)
    const note = input.staffNote?.trim()
    const reason = input.status === 'tühistatud' ? (emptyToNull(input.cancelReason) ?? null) : null
    const delivered = delivering ? (input.deliveredTonnes ?? orderAmounts(order).quantity * 100) : null
    const ticket = delivering ? (emptyToNull(input.weighTicket) ?? null) : null
    const [updated] = await tx
      .update(orders)
      .set({
        status: input.status,
        staffNote: note ? note : order.staffNote,
        ...(input.status === 'tühistatud' ? { cancelledBy: 'staff' as const, cancelReason: reason } : {}),
        ...(delivered === null
          ? {}
          : {
              deliveredTonnes: hundredthsToStored(delivered),
              weighTicket: ticket,
              deliveredOn: invoiceDeliveryDate(order.deliveryDate, tallinnCalendarDate(now)),
            }),
        ...changeColumns(order, { company: input.company, link, now }),
      })
      .where(eq(orders.id, order.id))
      .returning()
    const invoice =
      business && delivered !== null
        ? await issueDeliveryInvoice(tx, {
            order: updated!,
            deliveredHundredths: delivered,
            business,
            today: tallinnCalendarDate(now),
            admin: input.admin,
          })
        : null
    // Paid online before the delivery: the advance is deducted on the invoice and counts as paid on it.
    const prepaid = invoice ? await applyAdvanceToInvoice(tx, invoice, input.admin) : 0
    if (notify) {
      const mail =
        input.status === 'tarnitud'
          ? {
              kind: 'order-delivered',
              // The invoice's PDF goes with the mail, printed from the stored invoice when it is sent.
              ...(invoice ? { invoiceId: invoice.id } : {}),
              ...orderDeliveredToCustomer(updated!, {
                customerUrl: link.url,
                invoice: invoice ? invoiceMailFacts(invoice) : null,
              }),
            }
          : {
              kind: 'order-cancelled',
              ...orderCancelledToCustomer(updated!, { customerUrl: link.url, byCustomer: false, reason }),
            }
      await queueOrderMailToCustomer(tx, updated!, mail, { notifyTo: deps.notifyTo })
    }
    const companyChanged = !sameCompany(orderCompany(order), orderCompany(updated!))
    await recordAudit(tx, {
      admin: input.admin,
      action: 'status',
      entity: 'order',
      entityId: order.id,
      before: {
        status: order.status,
        staffNote: order.staffNote,
        ...(companyChanged ? { company: orderCompany(order) } : {}),
      },
      after: {
        status: updated!.status,
        staffNote: updated!.staffNote,
        ...(reason ? { cancelReason: reason } : {}),
        ...(delivered === null
          ? {}
          : { deliveredTonnes: hundredthsToTonnes(delivered), weighTicket: ticket }),
        ...(invoice ? { invoiceNumber: invoice.number } : {}),
        ...(prepaid ? { prepaidEur: prepaid / 100 } : {}),
        ...(companyChanged ? { company: orderCompany(updated!) } : {}),
        notified: notify,
      },
    })
    return { ok: true, order: updated!, changed: true }
  })
  if (result.ok && notify) deps.afterCommit?.()
  return result
}

/**
 * Adds, corrects or takes off the buyer company of an order, until its invoice is issued: after that the
 * invoice stands as issued and only a credit invoice corrects it.
 */
export async function changeOrderBuyer(
  deps: ChangeDependencies,
  input: BuyerChangeInput & { id: number; admin: string },
): Promise<ChangeResult> {
  return deps.db.transaction(async (tx): Promise<ChangeResult> => {
    const [order] = await lockOrder(tx, input.id)
    if (!order) return fail(404, changeTexts.notFound)
    if (input.version !== undefined && input.version !== order.version) return fail(409, changeTexts.stale)
    return changeBuyerOf(deps, tx, order, input)
  })
}

/** The buyer change of a locked order, in the caller's transaction. */
async function changeBuyerOf(
  deps: ChangeDependencies,
  tx: Database,
  order: OrderRow,
  input: { company: CompanyBuyer | null; admin: string },
): Promise<ChangeResult> {
  const [issued] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .limit(1)
  if (issued) return fail(409, changeTexts.buyerAfterInvoice(issued.number), 'company')
  if (sameCompany(orderCompany(order), input.company)) return { ok: true, order, changed: false }
  const updated = await updateAudited(tx, orders, order.id, {
    set: {
      ...companyColumns(input.company),
      version: order.version + 1,
      updatedAt: deps.now?.() ?? new Date(),
    },
    admin: input.admin,
    action: 'buyer',
    entity: 'order',
    before: { company: orderCompany(order) },
    after: () => ({ company: input.company }),
  })
  return { ok: true, order: updated!, changed: true }
}

/** The audit log's name for changes the customer made on their own page. */
export const customerActor = 'klient'

/**
 * Whether the customer may still cancel on their page: a new order, or a confirmed one until 24 hours
 * before its window starts (Tallinn time).
 */
export function customerMayCancel(order: OrderRow, now: Date = new Date()): boolean {
  if (order.status === 'uus') return true
  if (order.status !== 'kinnitatud' || !order.deliveryDate || !order.windowStart) return false
  const window = parseWindow(`${order.windowStart}-${order.windowEnd ?? order.windowStart}`)
  if (!window) return false
  const start = tallinnDayStart(order.deliveryDate).getTime() + window.start * 60_000
  // A day with a clock change is an hour shorter or longer; the window's wall-clock start stays exact
  // enough for a 24-hour rule.
  return now.getTime() <= start - 24 * 3_600_000
}

/** The customer cancels on their page: staff and the customer are mailed in the same transaction. */
export async function cancelByCustomer(
  deps: ChangeDependencies,
  input: { id: number; version: number | undefined },
): Promise<ChangeResult> {
  const now = deps.now?.() ?? new Date()
  const result = await deps.db.transaction(async (tx): Promise<ChangeResult> => {
    const [order] = await lockOrder(tx, input.id)
    if (!order) return fail(404, changeTexts.notFound)
    if (order.status === 'tühistatud') return { ok: true, order, changed: false }
    if (input.version !== undefined && input.version !== order.version) return fail(409, changeTexts.stale)
    if (!customerMayCancel(order, now)) return fail(409, changeTexts.customerCancelClosed)
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'tühistatud',
        cancelledBy: 'customer',
        cancelReason: null,
        version: order.version + 1,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning()
    const link = ensureLink(deps, updated!)
    await queueOrderMailToStaff(
      tx,
      updated!,
      { kind: 'order-cancelled-staff', ...orderCancelledByCustomerToStaff(updated!) },
      { notifyTo: deps.notifyTo },
    )
    await queueOrderMailToCustomer(
      tx,
      updated!,
      {
        kind: 'order-cancelled',
        ...orderCancelledToCustomer(updated!, { customerUrl: link.url, byCustomer: true, reason: null }),
      },
      { notifyTo: deps.notifyTo },
    )
    await recordAudit(tx, {
      admin: customerActor,
      action: 'status',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: 'tühistatud', cancelledBy: 'customer', notified: true },
    })
    return { ok: true, order: updated!, changed: true }
  })
  if (result.ok && result.changed) deps.afterCommit?.()
  return result
}

/** The window of a confirmed order as people read it, 'HH:MM–HH:MM'; null before confirmation. */
export function orderWindowLabel(order: Pick<OrderRow, 'windowStart' | 'windowEnd'>): string | null {
  const window =
    order.windowStart && order.windowEnd ? parseWindow(`${order.windowStart}-${order.windowEnd}`) : null
  return window ? windowLabel(window) : null
}

/** The running server's dependencies of these changes, and of placing an order (placeOrder). */
export function changeDependencies(): ChangeDependencies {
  const runtime = getRuntime()
  return {
    db: runtime.database.db,
    geo: getGeoService(),
    signingSecret: runtime.signingSecret,
    publicUrl: runtime.config.publicUrl,
    notifyTo: runtime.config.mail.notifyTo,
    afterCommit: wakeOutbox,
    payOnline: runtime.config.montonio !== undefined,
  }
}

/** The customer's page of an order on the running server; null for an order placed before there were any. */
export function customerUrlOf(order: Pick<OrderRow, 'customerTokenSalt'>): string | null {
  if (!order.customerTokenSalt) return null
  const runtime = getRuntime()
  return customerUrl(runtime.config.publicUrl, runtime.signingSecret, order.customerTokenSalt)
}

/**
 * A confirmation as the order page's form posts it: the window in two time fields, 'Teavita klienti' a
 * checkbox (unticked: not told), and every field present, so that an emptied adjustment or reason takes
 * it off (a form's empty field reaches the schema as an absent one, ADR 036).
 */
const confirmationFormSchema = z
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
    version: formVersion,
  })
  .transform(
    ({ windowStart, windowEnd, ...change }): ConfirmationInput => ({
      ...change,
      timeWindow: `${windowStart}-${windowEnd}`,
    }),
  )

/** The day plan's move: a day and a window only, so that the order's amounts stay as they are. */
const moveFormSchema = confirmationFormSchema.in
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
const statusFormSchema = z.object({
  ...statusFormFields,
  status: z.enum(orderStatusValues, { error: 'Valige uus staatus.' }),
  notifyCustomer: z.boolean().default(false),
  version: formVersion,
})

/**
 * The order page's buyer form: 'Arve ettevõttele' ticked with the company's three fields, named as the
 * order request names them; unticked takes the company off.
 */
const buyerFormSchema = z
  .object({
    invoiceToCompany: z.boolean().default(false),
    company_name: z.string().default(''),
    company_registry_code: z.string().default(''),
    company_vat_number: z.string().default(''),
    version: formVersion,
  })
  .transform((fields, context): BuyerChangeInput => {
    const version = fields.version === undefined ? {} : { version: fields.version }
    if (!fields.invoiceToCompany) return { company: null, ...version }
    const checked = checkCompanyBuyer({
      name: fields.company_name,
      registryCode: fields.company_registry_code,
      vatNumber: fields.company_vat_number,
    })
    if (checked.ok) return { company: checked.value, ...version }
    const formField = {
      name: 'company_name',
      registryCode: 'company_registry_code',
      vatNumber: 'company_vat_number',
    }
    for (const [field, message] of Object.entries(checked.errors))
      context.addIssue({ code: 'custom', path: [formField[field as keyof typeof formField]], message })
    return z.NEVER
  })

/**
 * The order page's correction of a delivered order: the weighed tonnes and the price adjustment per tonne
 * with its reason, every field present (an emptied adjustment takes it off). It re-issues the invoice.
 */
const correctionFormSchema = z
  .object({
    deliveredTonnes: deliveredTonnes.nullable().optional(),
    priceAdjustmentEur: euroAdjustment.nullable().default(null),
    adjustmentReason: text(500, 'Hinnamuutuse põhjus').nullable().default(null),
    notifyCustomer: z.boolean().default(false),
    version: formVersion,
  })
  .transform((fields): StatusChangeInput => ({ status: 'tarnitud', ...fields }))

export type OrderChangeKind = 'confirm' | 'status' | 'buyer' | 'correct'

export type OrderChange =
  | { ok: true; kind: 'confirm'; value: ConfirmationInput }
  | { ok: true; kind: 'status' | 'correct'; value: StatusChangeInput }
  | { ok: true; kind: 'buyer'; value: BuyerChangeInput }
  | { ok: false; kind: OrderChangeKind; error: string; field?: string }

/**
 * A staff change of an order as any of its entry points sends it, through the one parse of every form and
 * API body (ADR 036). JSON (PUT /api/admin/orders) with a date or a window is a confirmation (or a move or
 * correction), otherwise a status change; a form names itself in `intent`: `confirm` (the order page),
 * `move` (the day plan), else a status change. The answer names the first problem.
 */
export function parseOrderChange(input: FormData | Record<string, unknown>): OrderChange {
  let kind: OrderChangeKind
  let schema: z.ZodType<ConfirmationInput> | z.ZodType<StatusChangeInput> | z.ZodType<BuyerChangeInput>
  if (input instanceof FormData) {
    const intent = input.get('intent')
    kind =
      intent === 'confirm' || intent === 'move'
        ? 'confirm'
        : intent === 'buyer'
          ? 'buyer'
          : intent === 'correct'
            ? 'correct'
            : 'status'
    schema =
      intent === 'confirm'
        ? confirmationFormSchema
        : intent === 'move'
          ? moveFormSchema
          : intent === 'buyer'
            ? buyerFormSchema
            : intent === 'correct'
              ? correctionFormSchema
              : statusFormSchema
  } else {
    kind =
      'deliveryDate' in input || 'timeWindow' in input
        ? 'confirm'
        : !('status' in input) && 'company' in input
          ? 'buyer'
          : 'status'
    schema =
      kind === 'confirm' ? confirmationSchema : kind === 'buyer' ? buyerChangeSchema : statusChangeSchema
  }
  const parsed = parseSubmission(schema, input)
  if (!parsed.ok)
    return parsed.field
      ? { ok: false, kind, error: parsed.error, field: parsed.field }
      : { ok: false, kind, error: parsed.error }
  if (kind === 'confirm') return { ok: true, kind, value: parsed.value as ConfirmationInput }
  if (kind === 'buyer') return { ok: true, kind, value: parsed.value as BuyerChangeInput }
  return { ok: true, kind, value: parsed.value as StatusChangeInput }
}

export type OrderChangeResult = ChangeResult & {
  kind: OrderChangeKind
  /** The input was refused before the order was read. */
  invalid?: true
}

/**
 * The one command behind every staff change of an order: the order page, the day plan's move and delivery
 * and PUT /api/admin/orders all call it with what they were sent. It parses, then confirms (moves,
 * corrects), changes the status (delivering issues the invoice) or changes the buyer company.
 */
export async function changeOrder(
  deps: ChangeDependencies,
  target: { id: number; admin: string },
  input: FormData | Record<string, unknown>,
): Promise<OrderChangeResult> {
  const change = parseOrderChange(input)
  if (!change.ok) {
    const { ok: _ok, kind, ...refusal } = change
    return { ok: false, status: 400, kind, invalid: true, ...refusal }
  }
  const result =
    change.kind === 'confirm'
      ? await confirmOrder(deps, { ...change.value, ...target })
      : change.kind === 'buyer'
        ? await changeOrderBuyer(deps, { ...change.value, ...target })
        : await changeOrderStatus(deps, { ...change.value, ...target })
  return { ...result, kind: change.kind }
}

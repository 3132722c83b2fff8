import { eq } from 'drizzle-orm'
import type { CompanyBuyer } from '#app/domain/company-buyer.ts'
import { defaultLocale, type Locale } from '#app/domain/locale.ts'
import type { OrderFieldErrors, OrderFormValues, OrderMessages } from '#app/domain/order-form.ts'
import { orderTexts as estonianOrderTexts, type OrderTexts } from '#app/domain/order-form.ts'
import { metresToTenthsKm } from '#app/domain/order-rules.ts'
import { type DeliveryChoice, orderProblems, quote } from '#app/domain/quote.ts'
import type { CatalogueProduct } from '../catalogue/catalogue.server.ts'
import { currentBusiness } from '../content/site-content.server.ts'
import {
  type AccountSite,
  creditVerdict,
  type OrderingAccount,
} from '../customers/account-ordering.server.ts'
import type { Database } from '../db/database.server.ts'
import { type OrderRow, orders } from '../db/schema.server.ts'
import type { GeoService } from '../geo/geo-service.server.ts'
import { verifySuggestion } from '../geo/geo-service.server.ts'
import type { AddressSuggestion } from '../geo/types.server.ts'
import { log } from '../log.server.ts'
import { newCustomerLink } from './customer-link.server.ts'
import { queueOrderMails } from './order-mails.server.ts'

/**
 * What an order request says, whichever way it arrived (the form, or the createOrder function): the
 * form's values with one name.
 */
export type OrderRequestValues = Omit<
  OrderFormValues,
  'firstName' | 'lastName' | 'company' | 'buyerReference' | 'companyEInvoice'
> & {
  name: string
  /** The buyer company; none (a private person) when left out. */
  company?: CompanyBuyer | null
  /** 'Tellija viide'; none when left out. */
  buyerReference?: string | null
  /** 'Soovin e-arvet' of the company; no when left out. */
  companyEInvoice?: boolean
}

export function orderValuesFromForm(form: OrderFormValues): OrderRequestValues {
  const { firstName, lastName, ...rest } = form
  return { ...rest, name: `${firstName} ${lastName}` }
}

export interface PlaceOrderRequest {
  /** The catalogue row ordered; null when the name or page matched nothing. */
  product: CatalogueProduct | null
  form: OrderRequestValues
  messages: OrderMessages
  /** The answers' texts in the order's language (ADR 060); Estonian when not given. */
  texts?: OrderTexts
  /** The signed address suggestion the visitor chose, when the browser ran JavaScript. */
  addressToken: string | null
  idempotencyKey: string
  clientIpHash: string | null
  /** The language the order was placed in (ADR 060); Estonian when not given. */
  locale?: Locale
  /**
   * The signed-in person's company (ADR 059): the order is made out to it at its agreed price, to the
   * saved site chosen, and passes its credit check. Absent for everyone else.
   */
  account?: {
    ordering: OrderingAccount
    site: AccountSite | null
    /** The business setting: an invoice overdue by more than this many days holds the order. */
    creditOverdueDays: number
    /** The Tallinn calendar day the order is placed on. */
    today: string
  } | null
}

export interface OrderFailure {
  ok: false
  status: 400 | 409 | 503
  fieldErrors: OrderFieldErrors
  formError: { title: string; text: string } | null
}

export type PlaceOrderResult = { ok: true; order: OrderRow; duplicate: boolean } | OrderFailure

export interface OrderDependencies {
  db: Database
  geo: GeoService
  signingSecret: string
  notifyTo: string
  /** The site's public address: the customer mail links to the order page under it. */
  publicUrl?: string
  /** Called after the order and its mails are committed, to deliver the mails soon. */
  afterCommit?: () => void
}

function failure(
  status: OrderFailure['status'],
  fieldErrors: OrderFieldErrors,
  formError: OrderFailure['formError'] = null,
): OrderFailure {
  return { ok: false, status, fieldErrors, formError }
}

/**
 * Prices and stores an order request. Everything that decides the price is taken from the server's own
 * sources (catalogue price, the address resolved and measured by the geo provider); whatever prices,
 * costs or distances the browser sent never reach this function. The order and its two mails are
 * committed together; a repeated idempotency key returns the order already stored.
 */
export async function placeOrder(
  deps: OrderDependencies,
  request: PlaceOrderRequest,
): Promise<PlaceOrderResult> {
  const orderTexts = request.texts ?? estonianOrderTexts
  const existing = await findOrderByIdempotencyKey(deps.db, request.idempotencyKey)
  if (existing) return { ok: true, order: existing, duplicate: true }

  const { product } = request
  if (!product?.published) {
    return failure(409, {}, { title: orderTexts.notAvailableTitle, text: orderTexts.notAvailableText })
  }

  const { account } = request
  // An account's order is made out to its company, at its address on file, whatever the form said.
  const form = account ? { ...request.form, company: account.ordering.company } : request.form
  const unitPriceCents = account?.ordering.prices.get(product.id) ?? product.priceCents
  let delivery: DeliveryChoice = { option: 'self' }
  let address: AddressSuggestion | null = null
  let distanceSource: 'road' | 'estimate' | null = null
  const deliveryAddress = account?.site ? account.site.address : form.deliveryAddress
  if (form.deliveryOption === 'delivery' && deliveryAddress) {
    const signed = request.addressToken ? verifySuggestion(request.addressToken, deps.signingSecret) : null
    address = signed && signed.label === deliveryAddress ? signed : await deps.geo.geocode(deliveryAddress)
    if (!address) return failure(400, { deliveryAddress: orderTexts.addressNotFound })
    try {
      const distance = await deps.geo.distanceFromQuarry(address)
      delivery = { option: 'delivery', distanceTenthsKm: metresToTenthsKm(distance.metres) }
      distanceSource = distance.source
    } catch (error) {
      log.error({ err: error }, 'order: the delivery distance could not be computed')
      return failure(503, {}, { title: orderTexts.distanceFailed, text: orderTexts.failureText })
    }
  } else if (form.deliveryOption === 'delivery') {
    delivery = { option: 'delivery', distanceTenthsKm: null }
  }

  const pricing = { unitPriceCents, quantityTonnes: form.quantity, delivery }
  const problems = orderProblems(pricing)
  if (problems.includes('quantity-out-of-range'))
    return failure(400, { quantity: orderTexts.quantityOutOfRange })
  if (problems.includes('delivery-needs-8-tonnes'))
    return failure(400, { deliveryOption: orderTexts.smallQuantityNote })
  if (problems.includes('delivery-needs-address')) {
    return failure(400, {
      deliveryAddress: request.messages.deliveryAddressRequired ?? orderTexts.missingAddressText,
    })
  }
  if (problems.includes('delivery-out-of-range')) {
    return failure(
      400,
      { deliveryAddress: request.messages.blockedText },
      { title: orderTexts.outOfAreaTitle, text: orderTexts.outOfAreaText },
    )
  }

  const lines = quote(pricing)
  const distanceTenths = delivery.option === 'delivery' ? delivery.distanceTenthsKm : null
  const link = newCustomerLink(deps.signingSecret)
  const result = await deps.db.transaction(async (tx) => {
    const credit = account
      ? await creditVerdict(tx, {
          customerId: account.ordering.customerId,
          orderCents: lines.totalCents,
          today: account.today,
          overdueDays: account.creditOverdueDays,
        })
      : null
    const [order] = await tx
      .insert(orders)
      .values({
        productId: product.id,
        productName: product.name,
        quantity: form.quantity,
        unitPriceCents,
        deliveryOption: form.deliveryOption,
        // A saved site keeps its own name of the address, so that 'Telli uuesti' finds the site again.
        deliveryAddress: account?.site ? account.site.address : address ? address.label : null,
        distanceKm: distanceTenths === null ? null : (distanceTenths / 10).toFixed(1),
        distanceSource,
        deliveryCostCents: lines.transportCents,
        netPriceCents: lines.netCents,
        vatCents: lines.vatCents,
        totalPriceCents: lines.totalCents,
        minimumApplied: lines.minimumApplied,
        name: form.name,
        email: form.email,
        phone: form.phone,
        notes: form.notes,
        companyName: form.company?.name ?? null,
        companyRegistryCode: form.company?.registryCode ?? null,
        companyVatNumber: form.company?.vatNumber ?? null,
        companyAddress: form.company?.address ?? null,
        // An account's choice is the account's (customers.eInvoice), read when its invoice is sent.
        companyEInvoice: !account && Boolean(form.company) && form.companyEInvoice === true,
        buyerReference: form.buyerReference ?? null,
        customerId: account?.ordering.customerId ?? null,
        creditHold: credit?.hold ?? false,
        creditHoldReason: credit?.reason ?? null,
        // The business's setting when the order was placed: the buyer was told of it then.
        prepaymentRequired: !account && currentBusiness().prepaymentRequired,
        locale: request.locale ?? defaultLocale,
        idempotencyKey: request.idempotencyKey,
        clientIpHash: request.clientIpHash,
        customerTokenSalt: link.salt,
        customerTokenHash: link.hash,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning()
    // A concurrent request with the same key won the race: its order is the one.
    if (!order) return null
    await queueOrderMails(tx, order, {
      notifyTo: deps.notifyTo,
      customerUrl: deps.publicUrl ? `${deps.publicUrl}/tellimus/${link.token}` : null,
    })
    return order
  })
  if (!result) {
    const winner = await findOrderByIdempotencyKey(deps.db, request.idempotencyKey)
    if (winner) return { ok: true, order: winner, duplicate: true }
    return failure(503, {}, { title: orderTexts.failureTitle, text: orderTexts.failureText })
  }
  deps.afterCommit?.()
  return { ok: true, order: result, duplicate: false }
}

export async function findOrderByIdempotencyKey(db: Database, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1)
  return row ?? null
}

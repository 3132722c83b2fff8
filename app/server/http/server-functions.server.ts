import { createHash } from 'node:crypto'
import type { AppLoadContext } from 'react-router'
import { z } from 'zod'
import { otherMaterialChoice } from '#app/content/inquiry.ts'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import { type CompanyBuyer, checkCompanyBuyer, companyBuyerTexts } from '#app/domain/company-buyer.ts'
import { companyCodeTexts } from '#app/domain/company-codes.ts'

import {
  buyerReferenceMaxLength,
  controlCharacters,
  orderTexts,
  strictEmailPattern,
} from '#app/domain/order-form.ts'
import { MAX_QUANTITY_TONNES, MIN_QUANTITY_TONNES } from '#app/domain/order-rules.ts'
import { draftBlogPost } from '../blog/blog-draft.server.ts'
import { findProductByName } from '../catalogue/catalogue.server.ts'
import { placeInquiry } from '../inquiries/place-inquiry.server.ts'
import { queueMail } from '../mail/outbox.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import { escapeHtml } from '../mail/templates.server.ts'
import { changeDependencies } from '../orders/order-change-basics.server.ts'
import { placeOrder } from '../orders/place-order.server.ts'
import { getRuntime } from '../runtime.server.ts'
import { createRateLimiter, tooManyRequestsMessage } from './rate-limit.server.ts'
import { clientIpHash } from './request-context.server.ts'

/**
 * The functions SPEC §7 lets callers invoke by name. They answer `{ data }` or `{ error }` with a
 * 4xx/5xx status. createOrder prices and stores exactly like the order form; prices, costs and
 * distances in the body are ignored.
 */
export type FunctionAnswer = {
  status: number
  body: { data?: unknown; error?: string; Pealkiri?: string; Sisu?: string }
  /** With a 429: when the client may try again (the Retry-After header). */
  retryAfterSeconds?: number
}

const limiter = createRateLimiter({ limit: 20, windowMs: 10 * 60_000 })

// Only spaces, zero-width or text-direction characters are as empty as nothing.
const requiredText = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => /[^\s\p{Cf}]/u.test(value), message)

/** Who is writing: the same three fields, with the same messages, in an order and in a mail request. */
const contactFields = {
  name: requiredText(200, 'Nimi on kohustuslik'),
  email: z
    .string('E-post on kohustuslik')
    .trim()
    .max(254)
    .regex(strictEmailPattern, 'Vigane e-posti aadress'),
  phone: requiredText(40, 'Telefon on kohustuslik'),
}

const orderRequestSchema = z.object({
  product_name: requiredText(200, 'product_name on kohustuslik'),
  quantity: z
    .number(orderTexts.quantityOutOfRange)
    .int(orderTexts.quantityOutOfRange)
    .min(MIN_QUANTITY_TONNES, orderTexts.quantityOutOfRange)
    .max(MAX_QUANTITY_TONNES, orderTexts.quantityOutOfRange),
  delivery_option: z.enum(['self', 'delivery'], 'delivery_option peab olema self või delivery'),
  delivery_address: z.string().trim().max(300).nullish(),
  ...contactFields,
  notes: z.string().trim().max(2000).nullish(),
  buyer_reference: z
    .string('buyer_reference peab olema tekst')
    .trim()
    .max(buyerReferenceMaxLength, `Tellija viide on kuni ${buyerReferenceMaxLength} märki`)
    .nullish(),
  // The buyer company ('Arve ettevõttele'): a name or a registry code makes the invoice a company's.
  company_name: z.string('company_name peab olema tekst').max(1000, companyBuyerTexts.nameTooLong).nullish(),
  company_registry_code: z
    .string('company_registry_code peab olema tekst')
    .max(100, companyCodeTexts.registryCodeFormat)
    .nullish(),
  company_vat_number: z
    .string('company_vat_number peab olema tekst')
    .max(100, companyCodeTexts.vatNumberFormat)
    .nullish(),
  // Left out by a client from before it was asked for: the order is taken, its invoice states the
  // delivery address as the buyer's, as before.
  company_address: z
    .string('company_address peab olema tekst')
    .max(1000, companyBuyerTexts.addressTooLong)
    .nullish(),
  // 'Soovin e-arvet': the company's invoice as an e-invoice too; only with a company.
  company_e_invoice: z.boolean('company_e_invoice peab olema true või false').nullish(),
  // Accepted for compatibility and never trusted: the server computes its own.
  unit_price: z.unknown().optional(),
  distance_km: z.unknown().optional(),
  delivery_cost: z.unknown().optional(),
  total_price: z.unknown().optional(),
  timestamp: z.unknown().optional(),
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
})

const emailPayloadSchema = z.object({
  type: z.enum(['order', 'inquiry'], 'type peab olema order või inquiry'),
  ...contactFields,
  product: z.string().trim().max(200).nullish(),
  quantity: z.union([z.number(), z.string().max(20)]).nullish(),
  deliveryOption: z.string().trim().max(100).nullish(),
  deliveryAddress: z.string().trim().max(300).nullish(),
  totalPrice: z.union([z.number(), z.string().max(30)]).nullish(),
  message: z.string().trim().max(4000).nullish(),
})

/** A caller's e-invoice without the company it goes to; the order form says the same in its words. */
const eInvoiceNeedsCompany =
  'E-arve saab saata ainult ettevõttele: lisage ettevõtte nimi (company_name) ja registrikood (company_registry_code).'

function firstIssue(error: z.ZodError) {
  const issue = error.issues[0]
  return issue ? issue.message : 'Vigane päring'
}

function keyFor(body: unknown, given: string | undefined) {
  // A retry of the same submission (same body, same timestamp) is recognised without a key.
  return given ?? `h-${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 40)}`
}

/** The buyer company of an order request, checked as the order form checks it; null without one. */
function companyOfRequest(request: {
  company_name?: string | null | undefined
  company_registry_code?: string | null | undefined
  company_vat_number?: string | null | undefined
  company_address?: string | null | undefined
}): { ok: true; value: CompanyBuyer | null } | { ok: false; error: string } {
  const given = [request.company_name, request.company_registry_code, request.company_vat_number]
  if (given.every((value) => !value?.trim())) return { ok: true, value: null }
  const checked = checkCompanyBuyer({
    name: request.company_name ?? '',
    registryCode: request.company_registry_code ?? '',
    vatNumber: request.company_vat_number ?? null,
    address: request.company_address,
  })
  if (checked.ok) return { ok: true, value: checked.value }
  const { name, registryCode, vatNumber, address } = checked.errors
  return { ok: false, error: (name ?? registryCode ?? vatNumber ?? address)! }
}

async function createOrder(body: unknown, context: AppLoadContext): Promise<FunctionAnswer> {
  const parsed = orderRequestSchema.safeParse(body)
  if (!parsed.success) return { status: 400, body: { error: firstIssue(parsed.error) } }
  const request = parsed.data
  if (request.delivery_option === 'delivery' && !request.delivery_address) {
    return {
      status: 400,
      body: { error: `${orderTexts.missingAddressTitle}: ${orderTexts.missingAddressText}` },
    }
  }
  const company = companyOfRequest(request)
  if (!company.ok) return { status: 400, body: { error: company.error } }
  if (request.company_e_invoice && !company.value)
    return { status: 400, body: { error: eInvoiceNeedsCompany } }
  const product = await findProductByName(getRuntime().database.db, request.product_name)
  if (!product) return { status: 404, body: { error: `Toodet "${request.product_name}" ei leitud` } }
  const placed = await placeOrder(changeDependencies(), {
    product,
    form: {
      name: request.name,
      email: request.email,
      phone: request.phone,
      quantity: request.quantity,
      deliveryOption: request.delivery_option,
      deliveryAddress: request.delivery_option === 'delivery' ? (request.delivery_address ?? null) : null,
      notes: request.notes || null,
      company: company.value,
      companyEInvoice: request.company_e_invoice === true,
      buyerReference: request.buyer_reference || null,
    },
    messages: orderMessageFamilies.kohustuslik,
    addressToken: null,
    idempotencyKey: keyFor(body, request.idempotency_key),
    clientIpHash: clientIpHash(context.clientIp),
  })
  if (!placed.ok) {
    const message = placed.formError
      ? `${placed.formError.title}: ${placed.formError.text}`
      : Object.values(placed.fieldErrors)[0]
    return { status: placed.status, body: { error: message ?? orderTexts.failureText } }
  }
  const order = placed.order
  return {
    status: placed.duplicate ? 200 : 201,
    body: {
      data: {
        id: order.id,
        product_name: order.productName,
        quantity: order.quantity,
        unit_price: order.unitPriceCents / 100,
        delivery_option: order.deliveryOption,
        delivery_address: order.deliveryAddress,
        distance_km: order.distanceKm === null ? null : Number(order.distanceKm),
        delivery_cost: order.deliveryCostCents / 100,
        total_price: order.totalPriceCents / 100,
        name: order.name,
        email: order.email,
        phone: order.phone,
        notes: order.notes,
        company_name: order.companyName,
        company_registry_code: order.companyRegistryCode,
        company_vat_number: order.companyVatNumber,
        company_address: order.companyAddress,
        company_e_invoice: order.companyEInvoice,
        buyer_reference: order.buyerReference,
        timestamp: order.timestamp.toISOString(),
        status: order.status,
      },
    },
  }
}

async function sendOrderEmail(body: unknown, context: AppLoadContext): Promise<FunctionAnswer> {
  const parsed = emailPayloadSchema.safeParse(body)
  if (!parsed.success) return { status: 400, body: { error: firstIssue(parsed.error) } }
  const payload = parsed.data
  const runtime = getRuntime()
  const key = keyFor(body, undefined)
  if (payload.type === 'inquiry') {
    // An inquiry sent by name is stored like one from the form, so staff see it in their inbox.
    await placeInquiry(
      { db: runtime.database.db, notifyTo: runtime.config.mail.notifyTo, afterCommit: wakeOutbox },
      {
        values: {
          name: payload.name,
          email: payload.email,
          phone: payload.phone,
          material: otherMaterialChoice.value,
          details: payload.message || null,
        },
        idempotencyKey: key,
        clientIpHash: clientIpHash(context.clientIp),
      },
    )
    return { status: 200, body: { data: { queued: true } } }
  }
  // An order notification without a stored order: staff get exactly what the caller sent.
  const rows: [string, string][] = [
    ['Nimi', payload.name],
    ['E-post', payload.email],
    ['Telefon', payload.phone],
    ['Toode', payload.product ?? ''],
    ['Kogus', payload.quantity === undefined || payload.quantity === null ? '' : `${payload.quantity} t`],
    ['Transport', payload.deliveryOption ?? ''],
    ['Tarneaadress', payload.deliveryAddress ?? ''],
    [
      'Summa koos käibemaksuga (saatja arvutatud)',
      payload.totalPrice == null ? '' : `${payload.totalPrice} €`,
    ],
    ['Sõnum', payload.message ?? ''],
  ]
  const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n')
  const html = `<table>${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`
  await runtime.database.db.transaction((tx) =>
    queueMail(tx, {
      kind: 'order-notice',
      to: runtime.config.mail.notifyTo,
      replyTo: payload.email,
      subject: `Tellimuse teade: ${payload.product ?? 'toode määramata'} – ${payload.name}`,
      html,
      text,
    }),
  )
  wakeOutbox()
  return { status: 200, body: { data: { queued: true } } }
}

function getGoogleMapsKey(): FunctionAnswer {
  const key = getRuntime().config.geo.googleBrowserKey
  if (!key) return { status: 404, body: { error: 'Konfiguratsiooni viga: Google Mapsi võti puudub' } }
  return { status: 200, body: { data: { apiKey: key } } }
}

export const serverFunctionNames = ['createOrder', 'sendOrderEmail', 'getGoogleMapsKey'] as const

/** Whether any string in a JSON value holds a character no person types and the database refuses. */
function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return controlCharacters.test(value)
  if (depth > 8 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(
    ([key, item]) => controlCharacters.test(key) || hasControlCharacters(item, depth + 1),
  )
}

/** For programs signed in with a token: the route checks the sign-in before calling (see api/functions.ts). */
async function generateBlogContent(body: unknown): Promise<FunctionAnswer> {
  const draft = await draftBlogPost(body)
  return draft.ok
    ? { status: 200, body: { Pealkiri: draft.Pealkiri, Sisu: draft.Sisu } }
    : { status: draft.status, body: { error: draft.error } }
}

export async function callServerFunction(
  name: string,
  body: unknown,
  context: AppLoadContext,
): Promise<FunctionAnswer> {
  if (hasControlCharacters(body)) return { status: 400, body: { error: 'Tekstis on lubamatuid märke' } }
  const limit = limiter.hit(`${name}:${clientIpHash(context.clientIp)}`)
  if (!limit.allowed) {
    return {
      status: 429,
      body: { error: tooManyRequestsMessage },
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }
  switch (name) {
    case 'createOrder':
      return createOrder(body, context)
    case 'sendOrderEmail':
      return sendOrderEmail(body, context)
    case 'getGoogleMapsKey':
      return getGoogleMapsKey()
    case 'generateBlogContent':
      return generateBlogContent(body)
    default:
      return { status: 404, body: { error: `Tundmatu funktsioon: ${name}` } }
  }
}

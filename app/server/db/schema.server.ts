import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { blogStyleValues } from '#app/domain/blog-styles.ts'
import { customerRoleValues, customerStatusValues } from '#app/domain/customer-account.ts'
import { invoiceKindValues, invoiceStatusValues } from '#app/domain/invoice-number.ts'
import { locales } from '#app/domain/locale.ts'
import {
  onlinePaymentFlagValues,
  onlinePaymentStatusValues,
  onlineRefundStatusValues,
} from '#app/domain/online-payment.ts'
import { orderStatusValues } from '../../domain/order-status.ts'
import type { InvoiceBuyer, InvoiceSeller, PostalAddress } from '../invoices/ubl.server.ts'
import { money } from './money-column.server.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** Small key/value facts about the installation, e.g. when the catalogue was first seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The material page's path segment; null for products staff add without a page. */
    slug: text('slug'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: money('price_eur').notNull(),
    published: boolean('published').notNull().default(true),
    pictureUrl: text('picture_url'),
    pictureAlt: text('picture_alt'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    index('products_sort_idx').on(table.sort, table.id),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: money('unit_price').notNull(),
    deliveryOption: text('delivery_option', { enum: ['self', 'delivery'] }).notNull(),
    deliveryAddress: text('delivery_address'),
    /** Road distance in km with one decimal, as charged; null for self-pickup. */
    distanceKm: numeric('distance_km', { precision: 6, scale: 1 }),
    /** How the distance was obtained: 'road' (routing service) or 'estimate' (great circle × 1.3). */
    distanceSource: text('distance_source'),
    deliveryCostCents: money('delivery_cost').notNull().default(0),
    netPriceCents: money('net_price').notNull(),
    vatCents: money('vat').notNull(),
    totalPriceCents: money('total_price').notNull(),
    minimumApplied: boolean('minimum_applied').notNull().default(false),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: orderStatusValues }).notNull().default('uus'),
    staffNote: text('staff_note'),
    idempotencyKey: text('idempotency_key').notNull(),
    clientIpHash: text('client_ip_hash'),
    updatedAt: updatedAt(),
    /** Raised by every staff or customer change: a save made on an older version is refused (409). */
    version: integer('version').notNull().default(1),
    /**
     * The customer's page `/tellimus/{token}`: the token is an HMAC of this random salt under the site's
     * signing secret, so mails can carry it again; only its SHA-256 is stored to find the order by it.
     */
    customerTokenSalt: text('customer_token_salt'),
    customerTokenHash: text('customer_token_hash'),
    /** The confirmed day (Tallinn calendar) and window, 'HH:MM' on the quarter hour. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * What staff confirmed, when it differs from or prices the request: the requested amounts above stay
     * as they were; these win wherever a price is shown once they are set (confirmed_total is not null).
     */
    confirmedQuantity: integer('confirmed_quantity'),
    confirmedDeliveryAddress: text('confirmed_delivery_address'),
    confirmedDistanceKm: numeric('confirmed_distance_km', { precision: 6, scale: 1 }),
    confirmedDistanceSource: text('confirmed_distance_source'),
    /** Euros per tonne added to (or, negative, taken off) the requested unit price, with its reason. */
    priceAdjustmentCents: money('price_adjustment'),
    adjustmentReason: text('adjustment_reason'),
    confirmedUnitPriceCents: money('confirmed_unit_price'),
    confirmedDeliveryCostCents: money('confirmed_delivery_cost'),
    confirmedNetCents: money('confirmed_net_price'),
    confirmedVatCents: money('confirmed_vat'),
    confirmedTotalCents: money('confirmed_total_price'),
    confirmedMinimumApplied: boolean('confirmed_minimum_applied'),
    /** Who cancelled ('staff' or 'customer') and the reason staff gave the customer. */
    cancelledBy: text('cancelled_by', { enum: ['staff', 'customer'] }),
    cancelReason: text('cancel_reason'),
    /**
     * What the scale weighed, net, in tonnes to 0,01 t, and the weighing ticket's number, entered when the
     * order is marked delivered; without a weighing the confirmed quantity counts as delivered.
     */
    deliveredTonnes: numeric('delivered_tonnes', { precision: 5, scale: 2 }),
    weighTicket: text('weigh_ticket'),
    /**
     * The Tallinn day the order was delivered (its invoice's delivery date), set when it is marked
     * delivered; delivery_date stays the day it was confirmed for. A load may leave before its planned day:
     * the overview counts it on this one (ADR 053).
     */
    deliveredOn: date('delivered_on', { mode: 'string' }),
    /**
     * The sums of the order's invoices and credit invoices without VAT and VAT, null before its first
     * invoice. Kept by the database (a trigger on invoices, drizzle/0013_order_invoiced_sums.sql): invoices
     * are only ever added, so no writer keeps them and none can forget to. The owner's overview reads
     * revenue from them.
     */
    invoicedNetCents: money('invoiced_net'),
    invoicedVatCents: money('invoiced_vat'),
    /**
     * The buyer when it is a company ('Arve ettevõttele'): its name, registry code, KMKR number and legal
     * address (null from a client that sends none). The invoice is made out to it; the name, e-mail and
     * phone above stay the contact person's.
     */
    companyName: text('company_name'),
    companyRegistryCode: text('company_registry_code'),
    companyVatNumber: text('company_vat_number'),
    companyAddress: text('company_address'),
    /**
     * 'Soovin e-arvet' beside the company fields: the company (without an account) wants its invoice as an
     * e-invoice through its operator. A company with an account has the choice on its account instead.
     */
    companyEInvoice: boolean('company_e_invoice').notNull().default(false),
    /** The business account the order was placed under (signed in on /konto); null for anyone else. */
    customerId: integer('customer_id').references((): AnyPgColumn => customers.id),
    /** 'Tellija viide': the buyer's object name or purchase order number, onto the invoice. */
    buyerReference: text('buyer_reference'),
    /**
     * Held for a credit decision: the account was over its limit or overdue when it ordered. Confirming
     * it needs staff's explicit decision (creditDecisionBy), kept in the audit log as well.
     */
    creditHold: boolean('credit_hold').notNull().default(false),
    creditHoldReason: text('credit_hold_reason'),
    creditDecisionBy: text('credit_decision_by'),
    /**
     * The buyer had no account and the business asked such buyers to pay before delivery when the order
     * was placed: until its advance covers it, it shows 'Ettemaks tasumata', and delivering it unpaid
     * needs staff's explicit decision (prepaymentDecisionBy), kept in the audit log as well.
     */
    prepaymentRequired: boolean('prepayment_required').notNull().default(false),
    prepaymentDecisionBy: text('prepayment_decision_by'),
    /** The language the order was placed in (ADR 060): its customer's mails and order page are in it. */
    locale: text('locale', { enum: locales }).notNull().default('et'),
  },
  (table) => [
    uniqueIndex('orders_idempotency_key_unique').on(table.idempotencyKey),
    // An account's orders, newest first.
    index('orders_customer_idx').on(table.customerId, table.id).where(sql`${table.customerId} is not null`),
    uniqueIndex('orders_customer_token_hash_unique').on(table.customerTokenHash),
    // The day plan: confirmed orders of a date range in time order.
    index('orders_delivery_date_idx').on(table.deliveryDate, table.windowStart, table.id),
    // Both end in id: the admin list orders by (timestamp, id), so a page is read straight off the index.
    index('orders_timestamp_id_idx').on(table.timestamp, table.id),
    index('orders_status_timestamp_id_idx').on(table.status, table.timestamp, table.id),
    // The owner's overview: orders confirmed in a period, and those delivered on the days of a period
    // (the day they were delivered, which the day plan lists them on too).
    index('orders_confirmed_at_idx').on(table.confirmedAt),
    index('orders_delivered_on_idx').on(table.deliveredOn).where(sql`${table.status} = 'tarnitud'`),
  ],
)

/** A stored order, as a select returns it. */
export type OrderRow = typeof orders.$inferSelect

/**
 * How many orders each status has, kept by a trigger on orders (drizzle/0002_*.sql) in the same
 * transaction as the change: the admin list's tabs read four rows instead of counting every order.
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text('status', { enum: orderStatusValues }).primaryKey(),
  n: integer('n').notNull().default(0),
})

/**
 * Days the quarry does not deliver or load, set by the owner (a holiday of its own, a winter season):
 * no order is confirmed for a date from first_day to last_day, both included.
 */
export const closingDays = pgTable(
  'closing_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('closing_days_range_idx').on(table.firstDay, table.lastDay)],
)

export const inquiryStatuses = ['uus', 'vastatud'] as const

export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    material: text('material').notNull(),
    details: text('details'),
    status: text('status', { enum: inquiryStatuses }).notNull().default('uus'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    clientIpHash: text('client_ip_hash'),
    createdAt: createdAt(),
    /** The language the inquiry was sent in (ADR 060): its confirmation to the customer is in it. */
    locale: text('locale', { enum: locales }).notNull().default('et'),
  },
  (table) => [
    uniqueIndex('inquiries_idempotency_key_unique').on(table.idempotencyKey),
    index('inquiries_created_at_id_idx').on(table.createdAt, table.id),
    index('inquiries_status_created_at_id_idx').on(table.status, table.createdAt, table.id),
  ],
)

/** How many inquiries each status has, kept by a trigger on inquiries like order_status_counts. */
export const inquiryStatusCounts = pgTable('inquiry_status_counts', {
  status: text('status', { enum: inquiryStatuses }).primaryKey(),
  n: integer('n').notNull().default(0),
})

export const blogPosts = pgTable(
  'blog_posts',
  {
    // The four starting articles are seeded as posts 1-4 (their addresses /blogi/1-4); staff's posts are
    // numbered from 101 (built-in-posts.server.ts).
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 101 }),
    pealkiri: text('pealkiri').notNull(),
    teema: text('teema').notNull(),
    stiil: text('stiil', { enum: blogStyleValues }).notNull(),
    sisu: text('sisu').notNull().default(''),
    imageUrl: text('image_url'),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('blog_posts_created_at_idx').on(table.createdAt),
    // /blogi and the sitemap read only published posts, newest first: a page never reads the drafts.
    index('blog_posts_published_idx').on(table.createdAt, table.id).where(sql`${table.published}`),
  ],
)

export const admins = pgTable(
  'admins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admins_username_unique').on(sql`lower(${table.username})`)],
)

/**
 * Failed sign-ins per username (lower case) and source: a client address (its keyed hash) or a device
 * cookie's id. Counted whether or not such an admin exists, so that a refusal says nothing about which
 * usernames are real. Shared by every server process on one database (ADR 026).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    username: text('username').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.username, table.source] }),
    // Rows a day old are deleted at every sign-in attempt (a spray of made-up usernames leaves none).
    index('login_failures_last_failure_idx').on(table.lastFailureAt),
  ],
)

/**
 * Each username's budget of password checks from sources without its device cookie: a token bucket,
 * `tokens` as of `updated_at` (ADR 026).
 */
export const loginBudgets = pgTable(
  'login_budgets',
  {
    username: text('username').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_budgets_updated_idx').on(table.updatedAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_admin_idx').on(table.adminId),
  ],
)

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const

/** Mail jobs, written in the same transaction as the order or inquiry they belong to. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** The recipient's name for the To header ("Mari Maasikas" <mari@…>); the address alone without it. */
    toName: text('to_name'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    /**
     * The invoice whose PDF goes with the mail. The PDF is printed again from the stored invoice at each
     * attempt, so a retry or a restart sends the same document and the outbox stores no copy of it.
     */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_due_idx').on(table.status, table.nextAttemptAt)],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_session_idx').on(table.sessionId, table.id)],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminUsername: text('admin_username').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt)],
)

/**
 * The owner's content that is one document each (the business facts, the privacy settings, one
 * material's texts), keyed e.g. 'business', 'privacy', 'material:killustik'. A missing key means the
 * built-in value of app/content.
 */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
})

/**
 * The home page's collections (testimonials, references, the gallery, partner links): one row per entry,
 * its fields in `data` as the kind's schema reads them, in `sort` order. Seeded once from the built-in
 * content; afterwards the rows belong to staff.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['testimonial', 'reference', 'gallery', 'partner'] }).notNull(),
    sort: integer('sort').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('content_items_kind_sort_idx').on(table.kind, table.sort, table.id)],
)

/**
 * The last invoice number handed out in each calendar year. A delivery takes the next number by updating
 * its year's row in its own transaction: the row stays locked until that transaction ends, so concurrent
 * deliveries (on any number of processes) take their numbers one after another, and a rollback gives its
 * number back. A PostgreSQL sequence would not: it never gives back a number, and an invoice sequence
 * must have no gaps.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
})

/**
 * Issued invoices and credit invoices (kreeditarve), never edited once issued: a correction is a credit
 * invoice that cancels one (credited_invoice_id) and a new invoice. Everything VAT Act § 37 asks an
 * invoice to show is stored on it as it was at issue: the seller's and the buyer's facts, the lines, the
 * amounts at the delivery day's VAT rate, the dates and the reference number. Payments add up in
 * paid; the status follows from them.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** '2026-0001': the year and its running number (year, sequence), one sequence for both kinds. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: invoiceKindValues }).notNull().default('arve'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The invoice a credit invoice cancels. */
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    creditReason: text('credit_reason'),
    status: text('status', { enum: invoiceStatusValues }).notNull().default('tasumata'),
    /** Tallinn calendar days. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The viitenumber, digits only, with its 7-3-1 check digit. */
    referenceNumber: text('reference_number').notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    /** Where the goods went ('Tarneaadress'); null for a pickup and on invoices issued before it was kept. */
    deliveryAddress: jsonb('delivery_address').$type<PostalAddress>(),
    /** Negative on a credit invoice. */
    netCents: money('net').notNull(),
    /** The standard rate in percent of the delivery day. */
    vatRate: integer('vat_rate').notNull(),
    vatCents: money('vat').notNull(),
    totalCents: money('total').notNull(),
    paidCents: money('paid').notNull().default(0),
    /** Staff turned the reminder off for this invoice. */
    remindersOff: boolean('reminders_off').notNull().default(false),
    /** When the one reminder (meeldetuletus) was queued; null until then. */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    issuedBy: text('issued_by').notNull(),
    /** The business account of the order, when it had one: its statement and its /konto/arved. */
    customerId: integer('customer_id').references((): AnyPgColumn => customers.id),
    /** 'Tellija viide' as the order gave it when the invoice was issued (a credit invoice repeats it). */
    buyerReference: text('buyer_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    index('invoices_customer_idx')
      .on(table.customerId, table.issueDate)
      .where(sql`${table.customerId} is not null`),
    uniqueIndex('invoices_year_sequence_unique').on(table.year, table.sequence),
    uniqueIndex('invoices_reference_number_unique').on(table.referenceNumber),
    index('invoices_order_idx').on(table.orderId),
    // The staff's list: newest first, all or by status.
    index('invoices_status_id_idx').on(table.status, table.id),
    // Overdue: unpaid invoices by due date.
    index('invoices_due_date_idx')
      .on(table.dueDate)
      .where(sql`${table.status} in ('tasumata', 'osaliselt tasutud')`),
  ],
)

/** An invoice's lines in print order: goods, transport, the minimum's top-up. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Tonnes to 0,01, kilometres to 0,1, pieces; negative on a credit invoice. */
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unit: text('unit', { enum: ['t', 'km', 'tk'] }).notNull(),
    /** The price of one unit without VAT. */
    unitPriceCents: money('unit_price').notNull(),
    netCents: money('net').notNull(),
    /** What a bookkeeper matches the line with, e.g. 'Kaalusedel nr 4711'; null when there is nothing. */
    note: text('note'),
  },
  (table) => [uniqueIndex('invoice_lines_invoice_position_unique').on(table.invoiceId, table.position)],
)

/** Where a payment on an invoice came from. */
/** 'ettemaks': a transfer staff recorded on the order before its invoice (orderAdvances), counted at issue. */
export const paymentSourceValues = ['käsitsi', 'pangaväljavõte', 'montonio', 'ettemaks'] as const
export type PaymentSource = (typeof paymentSourceValues)[number]

/**
 * The credit entries of imported bank statements (ISO 20022 camt.053), each kept once by the bank's own
 * entry reference, so a statement imported twice counts once. An entry is matched to an invoice by its
 * reference number, or assigned by staff; until then invoice_id is null and the entry is listed as
 * unmatched. Debit entries are not stored.
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The bank's entry reference (AcctSvcrRef, else NtryRef), unique per account. */
    entryRef: text('entry_ref').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    amountCents: money('amount').notNull(),
    /** The reference number the payer gave, structured or found in the text; null when none. */
    reference: text('reference'),
    /** The payer's name and the unstructured remittance text, as the bank wrote them. */
    payerName: text('payer_name'),
    remittance: text('remittance'),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    importedBy: text('imported_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_entries_entry_ref_unique').on(table.entryRef),
    index('bank_entries_unmatched_idx').on(table.bookingDate).where(sql`${table.invoiceId} is null`),
  ],
)

/**
 * Payments on an invoice: recorded by hand, from a bank statement entry, or from an online payment. An
 * invoice's paid sum and status follow from them and are kept on the invoice in the same transaction.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: money('amount').notNull(),
    /** The day the money arrived (Tallinn calendar day). */
    date: date('date', { mode: 'string' }).notNull(),
    source: text('source', { enum: paymentSourceValues }).notNull(),
    bankEntryId: integer('bank_entry_id').references(() => bankEntries.id),
    note: text('note'),
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    // One statement entry pays one invoice once.
    uniqueIndex('invoice_payments_bank_entry_unique').on(table.bankEntryId),
  ],
)

/**
 * 'noeinv' ends an e-invoice item only: Merit holds the invoice, but the buyer cannot receive e-invoices
 * (Merit's api-noeinv), so the invoice went to the customer as a PDF mail instead.
 */
export const meritBookStatuses = ['pending', 'sending', 'sent', 'failed', 'noeinv'] as const

/**
 * The books queue (ADR 062): what goes to Merit Aktiva, written in the transaction that issues the
 * invoice or records the payment, and sent by a worker like the mail outbox's: claimed with FOR UPDATE
 * SKIP LOCKED under a lease, retried with growing pauses while Merit cannot be reached, kept as 'failed'
 * with Merit's reason when it refuses the data. An item waits for the one it names in after_id (a credit
 * invoice for the invoice it cancels, a payment for the invoice it pays) to be sent.
 */
export const meritBooks = pgTable(
  'merit_books',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * 'invoice' (or credit invoice) and 'payment' go to the books; 'einvoice' asks Merit to deliver an
     * invoice it holds to the buyer's e-invoice operator (v2/sendinvoiceaseinv), after the invoice item.
     */
    kind: text('kind', { enum: ['invoice', 'payment', 'einvoice'] }).notNull(),
    /** The invoice or credit invoice sent; for a payment, the invoice it pays. */
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentId: integer('payment_id').references(() => invoicePayments.id),
    afterId: integer('after_id').references((): AnyPgColumn => meritBooks.id),
    status: text('status', { enum: meritBookStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * An attempt ended without Merit's answer (a timeout, a cut connection, a 5xx): Merit may hold the
     * invoice, so the next attempt asks Merit for its number before it sends it again.
     */
    uncertain: boolean('uncertain').notNull().default(false),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Why the last attempt failed, in staff's words; never with the API key. */
    lastError: text('last_error'),
    /** Merit's id of the sales invoice (InvoiceId, SIHId) once it holds it. */
    meritId: text('merit_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('merit_books_invoice_unique').on(table.invoiceId).where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('merit_books_einvoice_unique').on(table.invoiceId).where(sql`${table.kind} = 'einvoice'`),
    uniqueIndex('merit_books_payment_unique').on(table.paymentId),
    index('merit_books_due_idx').on(table.status, table.nextAttemptAt),
  ],
)

/**
 * An advance paid by bank transfer before the order's invoice exists, recorded by staff from their bank
 * (an order has no reference number of its own): it counts towards the order's prepayment, and its
 * invoice takes it as a payment when it is issued (invoice_id, source 'ettemaks').
 */
export const orderAdvances = pgTable(
  'order_advances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: money('amount').notNull(),
    /** The day the money arrived (Tallinn calendar day). */
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    recordedBy: text('recorded_by').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    createdAt: createdAt(),
  },
  (table) => [index('order_advances_order_idx').on(table.orderId)],
)

/**
 * One row per order we create at Montonio (one payment attempt of a customer's order): what we asked
 * for, and what Montonio's signed tokens then told us. The merchant reference is ours and unique; the
 * uuid is Montonio's, unique once known, and a payment is recorded once per uuid.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    merchantReference: text('merchant_reference').notNull(),
    montonioUuid: text('montonio_uuid'),
    /** The grand total we asked for; a token with another total or currency is refused. */
    amountCents: money('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: onlinePaymentStatusValues }).notNull().default('pending'),
    /** Montonio's payment method, and the bank's name for a bank payment. */
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedCents: money('refunded').notNull().default(0),
    /** Why staff should look at it: a payment of a cancelled order, a second payment, another amount. */
    flag: text('flag', { enum: onlinePaymentFlagValues }),
    /** The invoice the payment was counted on (the advance deducted at delivery). */
    invoiceId: integer('invoice_id').references(() => invoices.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('online_payments_merchant_reference_unique').on(table.merchantReference),
    uniqueIndex('online_payments_montonio_uuid_unique').on(table.montonioUuid),
    index('online_payments_order_idx').on(table.orderId, table.id),
  ],
)

/**
 * A refund asked of Montonio: the idempotency key is stored before the call, so that asking again after a
 * timeout never refunds twice; the refund's uuid and outcome come from Montonio.
 */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => onlinePayments.id),
    idempotencyKey: text('idempotency_key').notNull(),
    montonioUuid: text('montonio_uuid'),
    amountCents: money('amount').notNull(),
    status: text('status', { enum: onlineRefundStatusValues }).notNull().default('requested'),
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('online_refunds_idempotency_key_unique').on(table.idempotencyKey),
    uniqueIndex('online_refunds_montonio_uuid_unique').on(table.montonioUuid),
    index('online_refunds_payment_idx').on(table.paymentId),
  ],
)

/**
 * A business account (ADR 059): the company, its legal address and contact, and the terms staff agreed.
 * An application is a row in status 'taotlus'; one registry code has at most one row that is not refused.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    registryCode: text('registry_code').notNull(),
    vatNumber: text('vat_number'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull().default('EE'),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Its bookkeeping's address: every invoice, credit invoice and reminder goes there too. */
    invoiceEmail: text('invoice_email'),
    status: text('status', { enum: customerStatusValues }).notNull().default('taotlus'),
    /** The term the company asked for in its application, in days. */
    requestedTermDays: integer('requested_term_days'),
    /** Null: the business setting's payment term. */
    paymentTermDays: integer('payment_term_days'),
    /** Null: no credit on account; every order on account is held for a decision. */
    creditLimitCents: money('credit_limit'),
    eInvoice: boolean('e_invoice').notNull().default(false),
    /** The language of its application (ADR 060): staff's decision is mailed to the contact in it. */
    locale: text('locale', { enum: locales }).notNull().default('et'),
    /** What the company wrote with its application, and staff's note on their decision. */
    applicationNote: text('application_note'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The application form's key: a resubmission is stored once. Null for a customer staff created. */
    idempotencyKey: text('idempotency_key'),
    /** Raised by every change: a save made on an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customers_open_registry_code_unique')
      .on(table.registryCode)
      .where(sql`${table.status} <> 'keeldutud'`),
    uniqueIndex('customers_idempotency_key_unique').on(table.idempotencyKey),
    index('customers_status_idx').on(table.status, table.id),
  ],
)

/** An agreed net price per tonne of one material; none means the public price. */
export const customerPrices = pgTable(
  'customer_prices',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    netPriceCents: money('net_price').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId] })],
)

/** A company's person who signs in: an e-mail belongs to one company at most. */
export const customerUsers = pgTable(
  'customer_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: customerRoleValues }).notNull().default('tellija'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customer_users_email_unique').on(table.email),
    index('customer_users_customer_idx').on(table.customerId),
  ],
)

/** A company's saved delivery site, with the road distance the server found for it. */
export const customerSites = pgTable(
  'customer_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** Road distance in km with one decimal; null when it could not be found. */
    distanceKm: numeric('distance_km', { precision: 6, scale: 1 }),
    createdAt: createdAt(),
  },
  (table) => [index('customer_sites_customer_idx').on(table.customerId)],
)

/** A sign-in link mailed to a person: its token hashed, good once for 15 minutes. */
export const customerSignInLinks = pgTable(
  'customer_sign_in_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customer_sign_in_links_token_hash_unique').on(table.tokenHash),
    index('customer_sign_in_links_user_idx').on(table.userId),
  ],
)

/** A customer's session, apart from the staff's: its token hashed, revocable, ended with its person. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customer_sessions_token_hash_unique').on(table.tokenHash),
    index('customer_sessions_user_idx').on(table.userId),
  ],
)

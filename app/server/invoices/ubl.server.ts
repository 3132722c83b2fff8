import { create } from 'xmlbuilder2'
import type { InvoiceAmounts, InvoiceUnit } from '#app/domain/invoice.ts'
import { type Cents, centsToDecimalString } from '#app/domain/money.ts'
import { isValidReferenceNumber } from '#app/domain/reference-number.ts'

/**
 * The e-invoice: an invoice or credit invoice as a UBL 2.1 document under the European standard EN 16931.
 * To a company it is a Peppol BIS Billing 3.0 document, the profile Estonian and European e-invoice
 * operators exchange: both parties named by their electronic address, the Estonian registry code
 * (ADR 061). A private person has no such address, so theirs is plain EN 16931. Both are checked against
 * the European Commission's EN 16931 schematron, the company's also against OpenPeppol's, in
 * tests/integration/e-invoice-validation.test.ts.
 */

export interface PostalAddress {
  /** Street, house and flat, e.g. 'Kivi tee 1'. */
  street?: string
  /** Town, village or municipality, e.g. 'Padu küla, Haljala vald'. */
  city?: string
  postalCode?: string
  /** The county, e.g. 'Lääne-Viru maakond'. */
  region?: string
  /** ISO 3166-1 alpha-2, 'EE'. */
  countryCode: string
}

export interface InvoiceSeller {
  legalName: string
  address: PostalAddress
  /** The Estonian registry code (äriregistri kood), 8 digits: also the seller's electronic address. */
  registryCode: string
  /** 'EE' and 9 digits. */
  vatNumber: string
  iban: string
  /**
   * For the printed invoice. EN 16931 has no field for a bank's name (the schematron warns of one in UBL,
   * UBL-CR-429/430), so the e-invoice leaves it out.
   */
  bankName: string
}

export interface InvoiceBuyer {
  /** A private person's full name or a company's registered name. */
  name: string
  address: PostalAddress
  /** A company's Estonian registry code: also its electronic address, which makes its UBL Peppol's. */
  registryCode?: string
  vatNumber?: string
}

export interface EInvoice {
  /** 'invoice', or 'credit' for a credit invoice (kreeditarve) whose amounts are creditInvoice()'s. */
  kind: 'invoice' | 'credit'
  number: string
  /** Dates are Tallinn calendar days, 'YYYY-MM-DD'. */
  issueDate: string
  deliveryDate: string
  dueDate: string
  /** The customer's order number, when the invoice is for one. */
  orderNumber?: string
  /** 'Tellija viide': the buyer's object name or purchase order number (BT-10 and BT-13). */
  buyerReference?: string
  /** The invoice a credit invoice cancels. */
  cancels?: { number: string; issueDate: string }
  seller: InvoiceSeller
  buyer: InvoiceBuyer
  /** Where the goods went (EN 16931's deliver-to address, BG-15); none for a pickup. */
  deliveryAddress?: PostalAddress
  amounts: InvoiceAmounts
  /** The bank reference number the payment is to carry, digits only. */
  referenceNumber: string
  /**
   * Paid in advance (online, before the delivery) and deducted: EN 16931's paid amount (BT-113); the
   * amount due (BT-115) is the total less it.
   */
  prepaidCents?: Cents
  /** Some of the advance came by transfer (the printed invoice names it so); not in the XML. */
  prepaidByTransfer?: boolean
}

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const

const CURRENCY = 'EUR'

/** What the document says it follows (BT-24) and the business process it is part of (BT-23). */
const EN16931 = 'urn:cen.eu:en16931:2017'
const PEPPOL_BIS_BILLING = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
const PEPPOL_BILLING_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

/**
 * ISO 6523 ICD 0191, 'Company Code (Estonia)', issued by the Centre of Registers and Information Systems:
 * the scheme of an Estonian registry code, as a legal registration identifier and, the same number in
 * Peppol's electronic address scheme list (EAS), as an electronic address.
 */
const ESTONIAN_REGISTRY_CODE = '0191'

/** UN/ECE Recommendation 20 unit codes, as EN 16931 requires for quantities. */
const UNIT_CODES: Record<InvoiceUnit, string> = { t: 'TNE', km: 'KMT', tk: 'C62' }

/** UNTDID 1001 document types: 380 commercial invoice, 381 credit note. UNTDID 4461: 30 credit transfer. */
const INVOICE_TYPE = '380'
const CREDIT_NOTE_TYPE = '381'
const CREDIT_TRANSFER = '30'

/**
 * Whether the invoice's UBL is Peppol BIS Billing 3.0: it is when the buyer is a company, which has an
 * electronic address (its registry code); a private person's is plain EN 16931.
 */
export function isPeppolEInvoice(invoice: Pick<EInvoice, 'buyer'>): boolean {
  return Boolean(invoice.buyer.registryCode)
}

/** The UBL document of an invoice or credit invoice, as UTF-8 XML text. */
export function eInvoiceXml(invoice: EInvoice): string {
  checkInvoice(invoice)
  const credit = invoice.kind === 'credit'
  const peppol = isPeppolEInvoice(invoice)
  // A UBL credit note states the credited amounts as positive numbers; the credit invoice holds them
  // negated (so that it and its invoice add up to zero), hence the sign.
  const sign = credit ? -1 : 1
  const money = (cents: Cents) => ({ '@currencyID': CURRENCY, '#': centsToDecimalString(sign * cents) })
  const { amounts } = invoice
  const taxCategory = {
    'cbc:ID': 'S',
    'cbc:Percent': String(amounts.vatRate),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  }

  const document = {
    '@xmlns': credit ? NS.creditNote : NS.invoice,
    '@xmlns:cac': NS.cac,
    '@xmlns:cbc': NS.cbc,
    'cbc:CustomizationID': peppol ? PEPPOL_BIS_BILLING : EN16931,
    'cbc:ProfileID': peppol ? PEPPOL_BILLING_PROCESS : undefined,
    'cbc:ID': invoice.number,
    'cbc:IssueDate': invoice.issueDate,
    // UBL 2.1 has the due date at the top of an invoice, and in the payment means of a credit note.
    'cbc:DueDate': credit ? undefined : invoice.dueDate,
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: credit ? CREDIT_NOTE_TYPE : INVOICE_TYPE,
    'cbc:DocumentCurrencyCode': CURRENCY,
    'cbc:BuyerReference': invoice.buyerReference,
    // The buyer's purchase order (BT-13), our own order number as the sales order (BT-14); UBL needs the
    // ID, which is 'NA' when the buyer gave none (the Peppol BIS convention).
    'cac:OrderReference':
      invoice.orderNumber || invoice.buyerReference
        ? {
            'cbc:ID': invoice.buyerReference ?? 'NA',
            ...(invoice.orderNumber ? { 'cbc:SalesOrderID': invoice.orderNumber } : {}),
          }
        : undefined,
    'cac:BillingReference': invoice.cancels
      ? {
          'cac:InvoiceDocumentReference': {
            'cbc:ID': invoice.cancels.number,
            'cbc:IssueDate': invoice.cancels.issueDate,
          },
        }
      : undefined,
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': registryCode(invoice.seller.registryCode),
        'cac:PostalAddress': address(invoice.seller.address),
        'cac:PartyTaxScheme': vatRegistration(invoice.seller.vatNumber),
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': invoice.seller.legalName,
          'cbc:CompanyID': registryCode(invoice.seller.registryCode),
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': registryCode(invoice.buyer.registryCode),
        'cac:PostalAddress': address(invoice.buyer.address),
        'cac:PartyTaxScheme': invoice.buyer.vatNumber ? vatRegistration(invoice.buyer.vatNumber) : undefined,
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': invoice.buyer.name,
          'cbc:CompanyID': registryCode(invoice.buyer.registryCode),
        },
      },
    },
    'cac:Delivery': {
      'cbc:ActualDeliveryDate': invoice.deliveryDate,
      'cac:DeliveryLocation': invoice.deliveryAddress
        ? { 'cac:Address': address(invoice.deliveryAddress) }
        : undefined,
    },
    'cac:PaymentMeans': {
      'cbc:PaymentMeansCode': CREDIT_TRANSFER,
      'cbc:PaymentDueDate': credit ? invoice.dueDate : undefined,
      // The remittance information (BT-83): the reference number the bank statement brings back.
      'cbc:PaymentID': invoice.referenceNumber,
      'cac:PayeeFinancialAccount': {
        'cbc:ID': invoice.seller.iban,
        'cbc:Name': invoice.seller.legalName,
      },
    },
    'cac:TaxTotal': {
      'cbc:TaxAmount': money(amounts.vatCents),
      'cac:TaxSubtotal': {
        'cbc:TaxableAmount': money(amounts.netCents),
        'cbc:TaxAmount': money(amounts.vatCents),
        'cac:TaxCategory': taxCategory,
      },
    },
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(amounts.netCents),
      'cbc:TaxExclusiveAmount': money(amounts.netCents),
      'cbc:TaxInclusiveAmount': money(amounts.totalCents),
      'cbc:PrepaidAmount': invoice.prepaidCents ? money(invoice.prepaidCents) : undefined,
      'cbc:PayableAmount': money(amounts.totalCents - (invoice.prepaidCents ?? 0)),
    },
    [credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: amounts.lines.map((line, index) => ({
      'cbc:ID': String(index + 1),
      // The invoice line note (BT-127): the weighing ticket a bookkeeper matches the tonnes with.
      'cbc:Note': line.note,
      [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: {
        '@unitCode': UNIT_CODES[line.unit],
        '#': credit ? negated(line.quantity) : line.quantity,
      },
      'cbc:LineExtensionAmount': money(line.netCents),
      'cac:Item': {
        'cbc:Name': line.description,
        'cac:ClassifiedTaxCategory': taxCategory,
      },
      'cac:Price': {
        'cbc:PriceAmount': { '@currencyID': CURRENCY, '#': centsToDecimalString(line.unitPriceCents) },
      },
    })),
  }
  return create({ version: '1.0', encoding: 'UTF-8' }, { [credit ? 'CreditNote' : 'Invoice']: document }).end(
    {
      prettyPrint: true,
    },
  )
}

function address(value: PostalAddress) {
  return {
    'cbc:StreetName': value.street,
    'cbc:CityName': value.city,
    'cbc:PostalZone': value.postalCode,
    'cbc:CountrySubentity': value.region,
    'cac:Country': { 'cbc:IdentificationCode': value.countryCode },
  }
}

/** A registry code with its scheme, as an electronic address (BT-34, BT-49) or a legal registration (BT-30, BT-47). */
function registryCode(code: string | undefined) {
  return code ? { '@schemeID': ESTONIAN_REGISTRY_CODE, '#': code } : undefined
}

function vatRegistration(vatNumber: string) {
  return { 'cbc:CompanyID': vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }
}

function negated(quantity: string): string {
  return quantity.startsWith('-') ? quantity.slice(1) : quantity
}

/**
 * What the callers must get right and the document cannot say for them: a credit invoice cancels a named
 * invoice and holds negated amounts, an invoice holds positive ones, the totals add up as EN 16931 adds
 * them, the reference number is one a bank accepts, and a company's invoice names its order or the buyer's
 * reference, as Peppol requires. A document that breaks one is never produced.
 */
function checkInvoice(invoice: EInvoice): void {
  const { kind, amounts, cancels, referenceNumber } = invoice
  if (kind === 'credit' && !cancels) throw new RangeError('a credit invoice names the invoice it cancels')
  if (kind === 'invoice' && cancels) throw new RangeError('only a credit invoice cancels an invoice')
  if (isPeppolEInvoice(invoice) && !invoice.orderNumber && !invoice.buyerReference) {
    throw new RangeError("a company's e-invoice names the buyer's reference or the order (Peppol's R003)")
  }
  const prepaid = invoice.prepaidCents ?? 0
  if (
    !Number.isSafeInteger(prepaid) ||
    prepaid < 0 ||
    (prepaid > 0 && (kind === 'credit' || prepaid > amounts.totalCents))
  )
    throw new RangeError(`a prepaid amount of ${prepaid} cents does not fit the invoice`)
  const linesCents = amounts.lines.reduce((sum, line) => sum + line.netCents, 0)
  if (amounts.lines.length === 0 || linesCents !== amounts.netCents) {
    throw new RangeError(`the lines add up to ${linesCents} cents, not the net ${amounts.netCents}`)
  }
  if (amounts.netCents + amounts.vatCents !== amounts.totalCents) {
    throw new RangeError('the total is not the net plus VAT')
  }
  const sign = kind === 'credit' ? -1 : 1
  if (amounts.totalCents * sign < 0 || amounts.lines.some((line) => line.netCents * sign < 0)) {
    throw new RangeError(
      `the amounts of a ${kind === 'credit' ? 'credit invoice' : 'invoice'} have the wrong sign`,
    )
  }
  if (!isValidReferenceNumber(referenceNumber)) {
    throw new RangeError(`not a valid reference number: '${referenceNumber}'`)
  }
}

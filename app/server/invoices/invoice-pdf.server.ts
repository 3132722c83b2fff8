import { PDFDocument } from 'pdf-lib'
import { formatDate, formatEur } from '#app/domain/format.ts'
import type { InvoiceUnit } from '#app/domain/invoice.ts'
import { formatReferenceNumber } from '#app/domain/reference-number.ts'
import { embedFonts } from '../pdf/pdf-fonts.server.ts'
import {
  colours,
  contentWidth,
  drawFooters,
  drawParties,
  drawTable,
  Layout,
  margin,
  pageWidth,
} from '../pdf/pdf-layout.server.ts'
import type { EInvoice, PostalAddress } from './ubl.server.ts'

/**
 * The printed invoice (arve) or credit invoice (kreeditarve): an A4 PDF with what the VAT Act § 37 asks of
 * an invoice (number and dates, the seller's and the buyer's names, addresses and codes, each line with
 * its quantity, unit, price and sum without VAT, the taxable amount, the rate, the VAT and the total) and
 * how to pay it. It prints the same document the e-invoice (ubl.server.ts) carries.
 */

export const invoicePdfTexts = {
  invoice: 'Arve',
  credit: 'Kreeditarve',
  seller: 'Müüja',
  buyer: 'Ostja',
  registryCode: 'Registrikood',
  vatNumber: 'KMKR nr',
  issueDate: 'Arve kuupäev',
  deliveryDate: 'Tarnekuupäev',
  deliveryAddress: 'Tarneaadress',
  dueDate: 'Maksetähtaeg',
  referenceNumber: 'Viitenumber',
  order: 'Tellimus',
  buyerReference: 'Tellija viide',
  cancels: 'Krediteeritav arve',
  columns: {
    description: 'Kirjeldus',
    quantity: 'Kogus',
    unit: 'Ühik',
    unitPrice: 'Hind km-ta',
    net: 'Summa km-ta',
  },
  net: 'Summa käibemaksuta',
  vat: (rate: number) => `Käibemaks ${rate}%`,
  total: 'Kokku tasuda',
  grandTotal: 'Kokku',
  prepaid: 'Ettemaks (tasutud veebis)',
  prepaidAny: 'Ettemaks',
  due: 'Tasuda',
  paidInAdvance: 'Arve on ettemaksuga tasutud.',
  creditTotal: 'Kokku krediteeritud',
  pay: (due: string, iban: string, bank: string, reference: string) =>
    `Palume tasuda hiljemalt ${due} arveldusarvele ${iban} (${bank}), viitenumber ${reference}.`,
  creditNote: (number: string, date: string) =>
    `Kreeditarve tühistab arve nr ${number} (${date}) täies ulatuses.`,
} as const

/** How the printed invoice names a unit. */
const unitNames: Record<InvoiceUnit, string> = { t: 't', km: 'km', tk: 'tk' }

/** A locale-free decimal ('12.37', '-23.5') as the invoice prints it: '12,37'. */
function printedQuantity(quantity: string): string {
  return quantity.replace('.', ',')
}

function addressLines(address: PostalAddress): string[] {
  const place = [address.postalCode, address.city].filter(Boolean).join(' ')
  return [address.street, place].filter((line): line is string => Boolean(line))
}

export interface InvoicePdfOptions {
  /** The seller's phone and e-mail for the header; the legal facts come from the invoice itself. */
  contact?: { phone: string; email: string }
}

export async function generateInvoicePdf(invoice: EInvoice, options: InvoicePdfOptions = {}) {
  const texts = invoicePdfTexts
  const credit = invoice.kind === 'credit'
  const title = `${credit ? texts.credit : texts.invoice} nr ${invoice.number}`
  const doc = await PDFDocument.create()
  doc.setTitle(title, { showInWindowTitleBar: true })
  doc.setAuthor(invoice.seller.legalName)
  doc.setSubject(`${title}, ${invoice.buyer.name}`)
  doc.setLanguage('et-EE')
  doc.setCreator(invoice.seller.legalName)
  doc.setProducer(invoice.seller.legalName)
  // The document's own date, so that the same invoice always prints to the same bytes.
  const issued = new Date(`${invoice.issueDate}T12:00:00Z`)
  doc.setCreationDate(issued)
  doc.setModificationDate(issued)

  const { regular, bold } = await embedFonts(doc)
  const layout = new Layout(doc, regular, bold)
  const small = { size: 9.5, leading: 13 }

  // The seller's name, then the document's kind and number.
  layout.text(invoice.seller.legalName.toUpperCase(), {
    font: bold,
    size: 10,
    leading: 14,
    colour: colours.accent,
  })
  layout.gap(2)
  layout.text(title, { font: bold, size: 22, leading: 28 })
  layout.rule(colours.accent, 1.5)

  // Seller and buyer side by side: each party's lines in a column of its own.
  const party = (heading: string, lines: string[]) => [heading, ...lines]
  const { seller, buyer } = invoice
  const sellerLines = party(texts.seller, [
    seller.legalName,
    ...addressLines(seller.address),
    `${texts.registryCode} ${seller.registryCode}`,
    `${texts.vatNumber} ${seller.vatNumber}`,
    ...(options.contact ? [`Tel ${options.contact.phone}`, options.contact.email] : []),
  ])
  const buyerLines = party(texts.buyer, [
    buyer.name,
    ...addressLines(buyer.address),
    ...(buyer.registryCode ? [`${texts.registryCode} ${buyer.registryCode}`] : []),
    ...(buyer.vatNumber ? [`${texts.vatNumber} ${buyer.vatNumber}`] : []),
  ])
  drawParties(layout, sellerLines, buyerLines)

  // The dates and the numbers a payment and a bookkeeper need.
  const facts: [string, string][] = [
    [texts.issueDate, formatDate(invoice.issueDate)],
    [texts.deliveryDate, formatDate(invoice.deliveryDate)],
    ...(invoice.deliveryAddress
      ? [[texts.deliveryAddress, addressLines(invoice.deliveryAddress).join(', ')] as [string, string]]
      : []),
    ...(credit ? [] : [[texts.dueDate, formatDate(invoice.dueDate)] as [string, string]]),
    [texts.referenceNumber, formatReferenceNumber(invoice.referenceNumber)],
    ...(invoice.orderNumber ? [[texts.order, invoice.orderNumber] as [string, string]] : []),
    ...(invoice.buyerReference ? [[texts.buyerReference, invoice.buyerReference] as [string, string]] : []),
    ...(invoice.cancels
      ? [
          [texts.cancels, `${invoice.cancels.number} (${formatDate(invoice.cancels.issueDate)})`] as [
            string,
            string,
          ],
        ]
      : []),
  ]
  for (const [label, value] of facts) {
    const y = layout.y
    layout.text(label, { font: bold, width: 140, ...small })
    layout.y = y
    layout.text(value, { x: margin + 140, width: contentWidth - 140, ...small })
  }
  layout.gap(14)

  const columns = texts.columns
  const amountWidth = 82
  drawTable(
    layout,
    [
      { title: columns.description, width: contentWidth - 58 - 40 - 2 * amountWidth },
      { title: columns.quantity, width: 58 },
      { title: columns.unit, width: 40 },
      { title: columns.unitPrice, width: amountWidth },
      { title: columns.net, width: amountWidth, bold: true },
    ],
    invoice.amounts.lines.map((line) => [
      line.note ? `${line.description}\n${line.note}` : line.description,
      printedQuantity(line.quantity),
      unitNames[line.unit],
      formatEur(line.unitPriceCents),
      formatEur(line.netCents),
    ]),
  )
  layout.gap(10)

  // The totals, right-aligned under the sums.
  const { amounts } = invoice
  const totals: [string, string, boolean][] = [
    [texts.net, formatEur(amounts.netCents), false],
    [texts.vat(amounts.vatRate), formatEur(amounts.vatCents), false],
    ...(invoice.prepaidCents
      ? ([
          [texts.grandTotal, formatEur(amounts.totalCents), false],
          [
            invoice.prepaidByTransfer ? texts.prepaidAny : texts.prepaid,
            formatEur(-invoice.prepaidCents),
            false,
          ],
          [texts.due, formatEur(amounts.totalCents - invoice.prepaidCents), true],
        ] as [string, string, boolean][])
      : ([[credit ? texts.creditTotal : texts.total, formatEur(amounts.totalCents), true]] as [
          string,
          string,
          boolean,
        ][])),
  ]
  for (const [label, value, strong] of totals) {
    const font = strong ? bold : regular
    const size = strong ? 11.5 : 10.5
    layout.ensure(18)
    layout.y -= 18
    const valueWidth = font.widthOfTextAtSize(value.replace(/\u00a0/g, ' '), size)
    layout.page.drawText(label, { x: pageWidth - margin - 260, y: layout.y, size, font, color: colours.text })
    layout.page.drawText(value.replace(/\u00a0/g, ' '), {
      x: pageWidth - margin - valueWidth,
      y: layout.y,
      size,
      font,
      color: colours.text,
    })
  }
  layout.rule()

  layout.text(
    !credit && invoice.prepaidCents && invoice.prepaidCents >= amounts.totalCents
      ? texts.paidInAdvance
      : credit
        ? texts.creditNote(
            invoice.cancels?.number ?? '',
            formatDate(invoice.cancels?.issueDate ?? invoice.issueDate),
          )
        : texts.pay(
            formatDate(invoice.dueDate),
            seller.iban.replace(/(.{4})(?=.)/g, '$1 '),
            seller.bankName,
            formatReferenceNumber(invoice.referenceNumber),
          ),
  )

  drawFooters(layout, `${title} · ${formatDate(invoice.issueDate)} · ${seller.legalName}`)
  return doc.save()
}

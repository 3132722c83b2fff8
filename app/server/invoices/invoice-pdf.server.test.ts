import { PageSizes, PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { formatEur } from '#app/domain/format.ts'
import { eInvoices } from '#tests/fixtures/e-invoices.ts'
import { pdfText } from '#tests/support/pdf-text.ts'
import { generateInvoicePdf } from './invoice-pdf.server.ts'
import type { EInvoice } from './ubl.server.ts'

/** The PDF's text, each page's lines joined with spaces, non-breaking spaces as spaces. */
async function textOf(invoice: EInvoice) {
  const bytes = await generateInvoicePdf(invoice, {
    contact: { phone: '+372 5555 1234', email: 'info@padu.ee' },
  })
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  return {
    bytes,
    doc,
    text: (await pdfText(bytes)).replace(/\u00a0/g, ' '),
  }
}

const eur = (cents: number) => formatEur(cents).replace(/\u00a0/g, ' ')

// The first PDF of a process reads and parses the font files, which is slow on two busy cores.
describe('generateInvoicePdf', { timeout: 30_000 }, () => {
  it('shows an advance paid online, deducted from the total, and the amount still due', async () => {
    const partly = eInvoices.partlyPrepaidInvoice
    const { text } = await textOf(partly)
    expect(text).toContain(`Kokku ${eur(partly.amounts.totalCents)}`)
    expect(text).toContain(`Ettemaks (tasutud veebis) ${eur(-(partly.prepaidCents ?? 0))}`)
    expect(text).toContain(`Tasuda ${eur(1234)}`)
    expect(text).toContain('Palume tasuda hiljemalt')
    const paid = await textOf(eInvoices.prepaidInvoice)
    expect(paid.text).toContain(`Tasuda ${eur(0)}`)
    expect(paid.text).toContain('Arve on ettemaksuga tasutud.')
    expect(paid.text).not.toContain('Palume tasuda')
  })

  it('prints what VAT Act § 37 asks of an invoice to a company, on A4', async () => {
    const invoice = eInvoices.companyInvoice
    const { doc, text } = await textOf(invoice)
    const [width, height] = PageSizes.A4
    expect(doc.getPage(0).getSize()).toEqual({ width, height })
    expect(doc.getTitle()).toBe('Arve nr 260002')
    for (const expected of [
      'Arve nr 260002',
      'Arve kuupäev 26.11.2026',
      'Tarnekuupäev 26.11.2026',
      'Maksetähtaeg 10.12.2026',
      // The seller's legal name, address, registry code and VAT number.
      'Padu Karjäär OÜ',
      'Padu karjäär',
      '46101 Padu küla, Haljala vald',
      'Registrikood 16000002',
      'KMKR nr EE106000014',
      // The buyer's, with a company's codes.
      'Teeehitus OÜ',
      'Tööstuse 5',
      'Registrikood 12345678',
      'KMKR nr EE102345676',
      'Tellimus 1042',
    ])
      expect(text).toContain(expected)
    // Each line: description, quantity, unit, price and sum without VAT.
    for (const line of invoice.amounts.lines) {
      expect(text).toContain(
        `${line.description} ${line.quantity.replace('.', ',')} ${line.unit} ${eur(line.unitPriceCents)} ${eur(line.netCents)}`,
      )
    }
    expect(text).toContain(`Summa käibemaksuta ${eur(invoice.amounts.netCents)}`)
    expect(text).toContain(`Käibemaks 24% ${eur(invoice.amounts.vatCents)}`)
    expect(text).toContain(`Kokku tasuda ${eur(invoice.amounts.totalCents)}`)
  })

  it('says how to pay: the due date, the IBAN and bank, the reference number in groups', async () => {
    const invoice = eInvoices.privateInvoice
    const { text } = await textOf(invoice)
    const reference = invoice.referenceNumber.replace(/(\d{4})(?=\d)/g, '$1 ')
    expect(text).toContain(
      `Palume tasuda hiljemalt 10.12.2026 arveldusarvele EE35 2200 2210 1234 5678 (Swedbank AS), viitenumber ${reference}.`,
    )
    expect(text).toContain(`Viitenumber ${reference}`)
    // A private person has no codes to print.
    expect(text).toContain('Mari Maasikas')
    expect(text.match(/Registrikood/g)).toHaveLength(1)
    // The 15 € minimum as a line of its own.
    expect(text).toContain('Lisatasu minimaalse tellimuse summani 1 tk')
  })

  it('prints a credit invoice with negative sums and the invoice it cancels, and no payment request', async () => {
    const credit = eInvoices.companyCredit
    const { text } = await textOf(credit)
    expect(text).toContain('Kreeditarve nr 260004')
    expect(text).toContain('Krediteeritav arve 260002 (26.11.2026)')
    expect(text).toContain(`Kokku krediteeritud ${eur(credit.amounts.totalCents)}`)
    expect(credit.amounts.totalCents).toBeLessThan(0)
    expect(text).toContain('Kreeditarve tühistab arve nr 260002 (26.11.2026) täies ulatuses.')
    expect(text).not.toContain('Palume tasuda')
    expect(text).not.toContain('Maksetähtaeg')
  })

  it('prints the same invoice to the same bytes', async () => {
    const first = await generateInvoicePdf(eInvoices.privateInvoice)
    const second = await generateInvoicePdf(eInvoices.privateInvoice)
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
  })
})

describe('the bookkeeper’s facts', { timeout: 30_000 }, () => {
  it('prints the company at its legal address, the delivery address apart and the weighing ticket on its line', async () => {
    for (const invoice of [eInvoices.deliveredToSiteInvoice, eInvoices.deliveredToSiteCredit]) {
      const { text } = await textOf(invoice)
      expect(text).toContain('Ostja')
      expect(text).toContain('Tööstuse 5, 44310 Rakvere')
      expect(text).toContain('Tarneaadress Kase tee 3, Tapa linn, Lääne-Viru maakond')
      expect(text).toMatch(/Killustik 16-32 mm .*Kaalusedel nr K-4711/)
    }
    const { text } = await textOf(eInvoices.companyInvoice)
    expect(text).not.toContain('Tarneaadress')
    expect(text).not.toContain('Kaalusedel')
  })
})

import { PDFDocument } from 'pdf-lib'
import type { BusinessInfo } from '#app/content/business.ts'
import { type Statement, statementDocument } from '#app/domain/account-statement.ts'
import { formatsIn } from '#app/domain/formats-in.ts'
import { intlLocales, type Locale } from '#app/domain/locale.ts'
import { statementTextsIn } from '#app/lib/account-texts.ts'
import { embedFonts } from '../pdf/pdf-fonts.server.ts'
import {
  colours,
  contentWidth,
  drawFooters,
  drawParties,
  drawTable,
  Layout,
} from '../pdf/pdf-layout.server.ts'
import type { StatementCompany } from './account-statement.server.ts'

/**
 * The statement of account as an A4 PDF (saldoteatis): the seller and the company, the period, the
 * opening balance, each invoice, credit invoice and payment with the running balance, and the closing
 * balance. The same figures as /konto/saldo shows, in the layout the invoices use.
 */
export async function statementPdf(input: {
  statement: Statement
  company: StatementCompany
  business: BusinessInfo
  today: string
  /** The language of the page it was asked on (ADR 060). */
  locale?: Locale
}): Promise<Uint8Array> {
  const { statement, company, business, today, locale = 'et' } = input
  const texts = statementTextsIn(locale)
  const { date: formatDate, eur: formatEur } = formatsIn(locale)
  const { from, to } = statement.period
  const title = `${texts.title} ${formatDate(from)}–${formatDate(to)}`
  const doc = await PDFDocument.create()
  doc.setTitle(title, { showInWindowTitleBar: true })
  doc.setSubject(`${title}, ${company.name}`)
  doc.setAuthor(business.legalName)
  doc.setCreator(business.legalName)
  doc.setProducer(business.legalName)
  doc.setLanguage(intlLocales[locale])
  // The day it was made, so that one statement asked twice on a day is the same file.
  const made = new Date(`${today}T12:00:00Z`)
  doc.setCreationDate(made)
  doc.setModificationDate(made)

  const { regular, bold } = await embedFonts(doc)
  const layout = new Layout(doc, regular, bold)
  const small = { size: 9.5, leading: 13 }

  layout.text(business.legalName.toUpperCase(), { font: bold, size: 10, leading: 14, colour: colours.accent })
  layout.gap(2)
  layout.text(texts.title, { font: bold, size: 22, leading: 28 })
  layout.rule(colours.accent, 1.5)

  const sellerPlace = [business.address.postalCode, business.address.locality].filter(Boolean).join(' ')
  drawParties(
    layout,
    [
      texts.seller,
      business.legalName,
      business.address.street,
      sellerPlace,
      business.registryCode ? `Registrikood ${business.registryCode}` : '',
      business.vatNumber ? `KMKR nr ${business.vatNumber}` : '',
    ].filter(Boolean),
    [
      texts.buyer,
      company.name,
      company.street,
      `${company.postalCode} ${company.city}`,
      `Registrikood ${company.registryCode}`,
      company.vatNumber ? `KMKR nr ${company.vatNumber}` : '',
    ].filter(Boolean),
  )
  layout.text(texts.period(formatDate(from), formatDate(to)), { font: bold })
  layout.text(texts.made(formatDate(today)), { ...small, colour: colours.muted })
  layout.gap(10)

  const amount = (cents: number | null) => (cents === null ? '' : formatEur(cents))
  const amountWidth = 78
  drawTable(
    layout,
    [
      { title: texts.columns.date, width: 68 },
      { title: texts.columns.document, width: contentWidth - 68 - 3 * amountWidth },
      { title: texts.columns.debit, width: amountWidth, align: 'right' },
      { title: texts.columns.credit, width: amountWidth, align: 'right' },
      { title: texts.columns.balance, width: amountWidth, align: 'right', bold: true },
    ],
    [
      [formatDate(from), texts.opening(formatDate(from)), '', '', amount(statement.openingCents)],
      ...statement.rows.map((row) => [
        formatDate(row.date),
        statementDocument(row, texts),
        amount(row.debitCents),
        amount(row.creditCents),
        amount(row.balanceCents),
      ]),
      [formatDate(to), texts.closing(formatDate(to)), '', '', amount(statement.closingCents)],
    ],
  )
  layout.gap(10)
  if (statement.rows.length === 0) layout.text(texts.nothing, small)
  layout.text(texts.owes, { ...small, colour: colours.muted })

  drawFooters(layout, `${title} · ${company.name} · ${business.legalName}`)
  return doc.save()
}

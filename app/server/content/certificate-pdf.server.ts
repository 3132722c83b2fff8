import { createHash } from 'node:crypto'
import { PDFDocument } from 'pdf-lib'
import type { BusinessInfo } from '#app/content/business.ts'
import { certificatePage, certificatePdfInfo, certifiedProductsIn } from '#app/content/certificate.ts'
import { certificateMessages } from '#app/content/messages/certificate.ts'
import { formatDate } from '#app/domain/format.ts'
import { formatDayIn, intlLocales, type Locale } from '#app/domain/locale.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { translate } from '#app/lib/messages.ts'
import { embedFonts } from '../pdf/pdf-fonts.server.ts'
import * as pdf from '../pdf/pdf-layout.server.ts'
import { currentBusiness } from './site-content.server.ts'

/**
 * The production instruction (Tootmisohje) as a PDF, generated from the same content as /sertifikaat in
 * the same language (ADR 060), in the site's PDF layout (app/server/pdf/pdf-layout.server.ts).
 */

export interface CertificatePdfOptions {
  /** The date printed as 'Koostatud'; today by default. */
  generatedAt?: Date
  /** Whose facts the PDF prints; the ones the site shows now by default. */
  business?: BusinessInfo
  /** The PDF's language; Estonian by default. */
  locale?: Locale
}

export async function generateCertificatePdf(options: CertificatePdfOptions = {}): Promise<Uint8Array> {
  const generatedAt = options.generatedAt ?? new Date()
  const business = options.business ?? currentBusiness()
  const locale = options.locale ?? 'et'
  const language = { locale, t: translate(certificateMessages, locale) }
  const certificate = certificatePage(business, language)
  const certificatePdf = certificatePdfInfo(business, language)
  const doc = await PDFDocument.create()
  doc.setTitle(certificatePdf.title, { showInWindowTitleBar: true })
  doc.setAuthor(certificatePdf.author)
  doc.setSubject(certificatePdf.subject)
  doc.setKeywords(certificatePdf.keywords)
  doc.setLanguage(intlLocales[locale])
  doc.setCreator(business.name)
  doc.setProducer(business.name)
  doc.setCreationDate(generatedAt)
  doc.setModificationDate(generatedAt)

  const { regular, bold } = await embedFonts(doc)
  const layout = new pdf.Layout(doc, regular, bold)

  // Title block.
  layout.text(business.name.toUpperCase(), { font: bold, size: 10, leading: 14, colour: pdf.colours.accent })
  layout.gap(2)
  layout.text(certificate.heading, { font: bold, size: 22, leading: 28 })
  const { address } = business
  layout.gap(4)
  layout.text(
    `${business.legalName} · ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
    { size: 9.5, leading: 13, colour: pdf.colours.muted },
  )
  layout.text(certificatePdf.contacts, { size: 9.5, leading: 13, colour: pdf.colours.muted })
  layout.rule(pdf.colours.accent, 1.5)

  // The page's last intro paragraph points to this PDF; in the PDF itself it has no place.
  for (const paragraph of certificate.intro.filter((text) => !text.includes('PDF'))) {
    layout.text(paragraph)
    layout.gap(6)
  }

  layout.heading(certificate.productsHeading)
  layout.text(certificate.productsIntro)
  layout.gap(8)
  const columns = certificate.productColumns
  pdf.drawTable(
    layout,
    [
      { title: columns.fraction, width: 72, bold: true },
      { title: columns.name, width: 98 },
      { title: columns.screen, width: 52 },
      { title: columns.use, width: pdf.contentWidth - 72 - 98 - 52 },
    ],
    certifiedProductsIn(language).map((product) => [
      product.fraction,
      product.name,
      product.screen ?? certificate.noScreenText,
      product.use,
    ]),
  )

  layout.heading(certificate.processHeading)
  layout.text(certificate.processIntro)
  certificate.process.forEach((step, index) => {
    layout.gap(6)
    const stepLines = pdf.wrapText(step.text, regular, pdf.body.size, pdf.contentWidth - 14).length
    layout.text(`${index + 1}. ${step.title}`, { font: bold, keepWithNext: stepLines * pdf.body.leading })
    layout.text(step.text, { x: pdf.margin + 14, width: pdf.contentWidth - 14 })
  })

  layout.heading(certificate.salesHeading)
  for (const sentence of certificate.sales) layout.text(sentence)
  layout.gap(4)
  layout.text(certificatePdf.orders)

  // Footers, now that the number of pages is known.
  const day =
    locale === 'et' ? formatDate(generatedAt) : formatDayIn(locale, tallinnCalendarDate(generatedAt))
  pdf.drawFooters(layout, certificatePdf.footer(day), certificatePdf.page)

  return doc.save()
}

export interface CertificatePdfFile {
  bytes: Uint8Array
  etag: string
}

const generated = new WeakMap<BusinessInfo, Map<Locale, Promise<CertificatePdfFile>>>()

/**
 * The PDF of the business facts the site shows now in `locale`, generated once per version of them and
 * language: it changes with a deploy or when staff change the facts (a new ETag then).
 */
export function certificatePdfFile(
  business: BusinessInfo = currentBusiness(),
  locale: Locale = 'et',
): Promise<CertificatePdfFile> {
  const files = generated.get(business) ?? new Map<Locale, Promise<CertificatePdfFile>>()
  generated.set(business, files)
  let file = files.get(locale)
  if (!file) {
    file = generateCertificatePdf({ business, locale })
      .then((bytes) => ({
        bytes,
        etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`,
      }))
      .catch((error: unknown) => {
        // A failed generation is tried again on the next request instead of being cached.
        files.delete(locale)
        throw error
      })
    files.set(locale, file)
  }
  return file
}

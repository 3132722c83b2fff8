import { createHash } from 'node:crypto'
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { BusinessInfo } from '#app/content/business.ts'
import { certificatePage, certificatePdfInfo, certifiedProducts } from '#app/content/certificate.ts'
import { formatDate } from '#app/domain/format.ts'
import { currentBusiness } from './site-content.server.ts'

/**
 * The production instruction (Tootmisohje) as a PDF, generated from the same content as /sertifikaat.
 * The standard Helvetica fonts need no font files; their WinAnsi encoding covers the Estonian letters
 * õ ä ö ü š ž (and capitals), the dashes and the middle dot.
 */

const [pageWidth, pageHeight] = PageSizes.A4
const margin = 56
const contentWidth = pageWidth - 2 * margin
const footerSpace = 36

const colours = {
  text: rgb(0.12, 0.13, 0.14),
  muted: rgb(0.36, 0.36, 0.33),
  accent: rgb(0.76, 0.25, 0.05),
  rule: rgb(0.85, 0.84, 0.82),
  headerFill: rgb(0.93, 0.92, 0.9),
  stripe: rgb(0.97, 0.97, 0.96),
}

const body = { size: 10.5, leading: 15 }

// Characters outside WinAnsi that might appear in content, and what to print instead.
const replacements: Record<string, string> = {
  '\u2212': '-',
  '\u2011': '-',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '\u2248': '~',
}

/** Text the font can print; throws on a character WinAnsi cannot encode, so a content change fails tests. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet())
  const mapped = [...text].map((char) => replacements[char] ?? char).join('')
  for (const char of mapped) {
    if (!supported.has(char.codePointAt(0)!)) {
      throw new Error(
        `The PDF font cannot print '${char}' (U+${char.codePointAt(0)!.toString(16)}) in: ${text}`,
      )
    }
  }
  return mapped
}

/** Splits text into lines no wider than `width`; a word longer than a line is broken by characters. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = ''
    let rest = word
    while (!fits(rest)) {
      let cut = rest.length - 1
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines
}

class Layout {
  readonly pages: PDFPage[] = []
  page: PDFPage
  y = 0

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = this.newPage()
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage([pageWidth, pageHeight])
    this.pages.push(page)
    this.page = page
    this.y = pageHeight - margin
    return page
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): boolean {
    if (this.y - height >= margin + footerSpace) return false
    this.newPage()
    return true
  }

  text(
    text: string,
    options: {
      font?: PDFFont
      size?: number
      leading?: number
      colour?: typeof colours.text
      x?: number
      width?: number
      /** Room to keep free below the text, so that it stays on one page with what follows. */
      keepWithNext?: number
    } = {},
  ) {
    const font = options.font ?? this.regular
    const size = options.size ?? body.size
    const leading = options.leading ?? body.leading
    const x = options.x ?? margin
    const lines = wrapText(printable(font, text), font, size, options.width ?? contentWidth)
    // A paragraph of a few lines is not split over two pages.
    if (lines.length <= 6) this.ensure(lines.length * leading + (options.keepWithNext ?? 0))
    for (const line of lines) {
      this.ensure(leading)
      this.y -= leading
      this.page.drawText(line, {
        x,
        y: this.y + (leading - size) / 2 + 1,
        size,
        font,
        color: options.colour ?? colours.text,
      })
    }
  }

  gap(points: number) {
    this.y -= points
  }

  heading(text: string) {
    // Keep a heading with at least three lines of what follows.
    this.ensure(28 + 3 * body.leading)
    this.gap(14)
    this.text(text, { font: this.bold, size: 14, leading: 20 })
    this.gap(4)
  }

  rule(colour = colours.rule, thickness = 0.75) {
    this.gap(6)
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageWidth - margin, y: this.y },
      thickness,
      color: colour,
    })
    this.gap(8)
  }
}

interface Column {
  title: string
  width: number
  bold?: boolean
}

function drawTable(layout: Layout, columns: Column[], rows: string[][]) {
  const padding = 5
  const size = 9.5
  const leading = 13
  const cellLines = (row: string[]) =>
    row.map((cell, index) => {
      const column = columns[index]!
      const font = column.bold ? layout.bold : layout.regular
      return wrapText(printable(font, cell), font, size, column.width - 2 * padding)
    })

  const drawRow = (cells: string[][], header: boolean, stripe: boolean) => {
    const height = Math.max(...cells.map((lines) => lines.length)) * leading + 2 * padding
    if (layout.ensure(height) && !header) drawRow(headerCells, true, false)
    const top = layout.y
    if (header || stripe) {
      layout.page.drawRectangle({
        x: margin,
        y: top - height,
        width: contentWidth,
        height,
        color: header ? colours.headerFill : colours.stripe,
      })
    }
    let x = margin
    cells.forEach((lines, index) => {
      const column = columns[index]!
      const font = header || column.bold ? layout.bold : layout.regular
      lines.forEach((line, lineIndex) => {
        layout.page.drawText(line, {
          x: x + padding,
          y: top - padding - (lineIndex + 1) * leading + 3.5,
          size,
          font,
          color: colours.text,
        })
      })
      x += column.width
    })
    layout.y = top - height
    layout.page.drawLine({
      start: { x: margin, y: layout.y },
      end: { x: pageWidth - margin, y: layout.y },
      thickness: header ? 1 : 0.5,
      color: header ? colours.muted : colours.rule,
    })
  }

  const headerCells = columns.map((column) =>
    wrapText(printable(layout.bold, column.title), layout.bold, size, column.width - 2 * padding),
  )
  // The header and at least the first row start together.
  layout.ensure(2 * (leading * 3 + 2 * padding))
  drawRow(headerCells, true, false)
  rows.forEach((row, index) => {
    drawRow(cellLines(row), false, index % 2 === 1)
  })
}

export interface CertificatePdfOptions {
  /** The date printed as 'Koostatud'; today by default. */
  generatedAt?: Date
  /** Whose facts the PDF prints; the ones the site shows now by default. */
  business?: BusinessInfo
}

export async function generateCertificatePdf(options: CertificatePdfOptions = {}): Promise<Uint8Array> {
  const generatedAt = options.generatedAt ?? new Date()
  const business = options.business ?? currentBusiness()
  const certificate = certificatePage(business)
  const certificatePdf = certificatePdfInfo(business)
  const doc = await PDFDocument.create()
  doc.setTitle(certificatePdf.title, { showInWindowTitleBar: true })
  doc.setAuthor(certificatePdf.author)
  doc.setSubject(certificatePdf.subject)
  doc.setKeywords(['tootmisohje', 'sertifikaat', 'liiv', 'kruus', 'killustik', business.name])
  doc.setLanguage('et-EE')
  doc.setCreator(business.name)
  doc.setProducer(business.name)
  doc.setCreationDate(generatedAt)
  doc.setModificationDate(generatedAt)

  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const layout = new Layout(doc, regular, bold)

  // Title block.
  layout.text(business.name.toUpperCase(), { font: bold, size: 10, leading: 14, colour: colours.accent })
  layout.gap(2)
  layout.text(certificate.heading, { font: bold, size: 22, leading: 28 })
  const { address } = business
  layout.gap(4)
  layout.text(
    `${business.legalName} · ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
    { size: 9.5, leading: 13, colour: colours.muted },
  )
  layout.text(`Tel ${business.phone} · ${business.email} · ${business.website.replace(/^https?:\/\//, '')}`, {
    size: 9.5,
    leading: 13,
    colour: colours.muted,
  })
  layout.rule(colours.accent, 1.5)

  // The page's last intro paragraph points to this PDF; in the PDF itself it has no place.
  for (const paragraph of certificate.intro.filter((text) => !text.includes('PDF'))) {
    layout.text(paragraph)
    layout.gap(6)
  }

  layout.heading(certificate.productsHeading)
  layout.text(certificate.productsIntro)
  layout.gap(8)
  const columns = certificate.productColumns
  drawTable(
    layout,
    [
      { title: columns.fraction, width: 72, bold: true },
      { title: columns.name, width: 98 },
      { title: columns.screen, width: 52 },
      { title: columns.use, width: contentWidth - 72 - 98 - 52 },
    ],
    certifiedProducts.map((product) => [
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
    const stepLines = wrapText(step.text, regular, body.size, contentWidth - 14).length
    layout.text(`${index + 1}. ${step.title}`, { font: bold, keepWithNext: stepLines * body.leading })
    layout.text(step.text, { x: margin + 14, width: contentWidth - 14 })
  })

  layout.heading(certificate.salesHeading)
  for (const sentence of certificate.sales) layout.text(sentence)
  layout.gap(4)
  layout.text(`Tellimused ja päringud: tel ${business.phone}, ${business.email}.`)

  // Footers, now that the number of pages is known.
  const footer = printable(regular, `${certificatePdf.title} · Koostatud ${formatDate(generatedAt)}`)
  layout.pages.forEach((page, index) => {
    const pageText = `Lk ${index + 1}/${layout.pages.length}`
    page.drawLine({
      start: { x: margin, y: margin + 14 },
      end: { x: pageWidth - margin, y: margin + 14 },
      thickness: 0.5,
      color: colours.rule,
    })
    page.drawText(footer, { x: margin, y: margin, size: 8.5, font: regular, color: colours.muted })
    page.drawText(pageText, {
      x: pageWidth - margin - regular.widthOfTextAtSize(pageText, 8.5),
      y: margin,
      size: 8.5,
      font: regular,
      color: colours.muted,
    })
  })

  return doc.save()
}

export interface CertificatePdfFile {
  bytes: Uint8Array
  etag: string
}

const generated = new WeakMap<BusinessInfo, Promise<CertificatePdfFile>>()

/**
 * The PDF of the business facts the site shows now, generated once per version of them: it changes
 * with a deploy or when staff change the facts (a new ETag then).
 */
export function certificatePdfFile(business: BusinessInfo = currentBusiness()): Promise<CertificatePdfFile> {
  let file = generated.get(business)
  if (!file) {
    file = generateCertificatePdf({ business })
      .then((bytes) => ({
        bytes,
        etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`,
      }))
      .catch((error: unknown) => {
        // A failed generation is tried again on the next request instead of being cached.
        generated.delete(business)
        throw error
      })
    generated.set(business, file)
  }
  return file
}

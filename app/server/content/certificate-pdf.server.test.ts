import { PageSizes, PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { certificatePage, certificatePdfInfo, certifiedProducts } from '#app/content/certificate.ts'
import { pdfPages, pdfText } from '#tests/support/pdf-text.ts'
import { embedFonts } from '../pdf/pdf-fonts.server.ts'
import { wrapText } from '../pdf/pdf-layout.server.ts'
import { certificatePdfFile, generateCertificatePdf } from './certificate-pdf.server.ts'

// A fresh process shows the built-in facts.
const certificate = certificatePage(business)
const certificatePdf = certificatePdfInfo(business)

let bytes: Uint8Array
let doc: PDFDocument
/** The document's text without page footers, its lines joined with spaces (paragraphs read as written). */
let text: string
let footers: string[]

beforeAll(async () => {
  bytes = await generateCertificatePdf({ generatedAt: new Date('2026-11-21T10:00:00Z') })
  doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const pages = await pdfPages(bytes)
  // Each page ends with its footer: a line of text and, on the same line, the page number.
  footers = pages.map((lines) => lines.at(-1)!)
  text = pages.flatMap((lines) => lines.slice(0, -1)).join(' ')
}, 30_000)

// The first PDF of a process reads and parses the font files, which is slow on two busy cores.
describe('generateCertificatePdf', { timeout: 30_000 }, () => {
  it('is a PDF that parses back, with A4 pages and the document metadata', () => {
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1)
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(PageSizes.A4[0], 1)
      expect(page.getHeight()).toBeCloseTo(PageSizes.A4[1], 1)
    }
    expect(doc.getTitle()).toBe(certificatePdf.title)
    expect(doc.getTitle()).toBe('Padu Karjäär – tootmisohje')
    expect(doc.getAuthor()).toBe(certificatePdf.author)
    expect(doc.getSubject()).toBe(certificatePdf.subject)
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-21T10:00:00.000Z')
  })

  it('shows the title, the business and its contacts', () => {
    expect(text).toContain(certificate.heading)
    expect(text).toContain(business.legalName)
    expect(text).toContain(business.phone)
    expect(text).toContain(business.email)
  })

  it('lists the seven products with fraction, name, screen and use', () => {
    expect(certifiedProducts).toHaveLength(7)
    for (const product of certifiedProducts) {
      expect(text).toContain(product.fraction)
      expect(text).toContain(product.name)
      if (product.screen) expect(text).toContain(product.screen)
      expect(text).toContain(product.use)
    }
    for (const heading of Object.values(certificate.productColumns)) expect(text).toContain(heading)
  })

  it('describes the production steps, the sales hours, the price and the date it was made', () => {
    for (const step of certificate.process) {
      expect(text).toContain(step.title)
      expect(text).toContain(step.text)
    }
    expect(text).toContain('Müük toimub E-R 08:00-17:00, v.a talvel.')
    expect(text).toContain('Hind sõltub kogusest ja transpordist.')
    expect(footers).toEqual(
      footers.map(
        (_, index) => `Padu Karjäär – tootmisohje · Koostatud 21.11.2026 Lk ${index + 1}/${footers.length}`,
      ),
    )
  })

  it('keeps the Estonian letters as text', () => {
    // Words of the content with õ ä ö ü and ž, read back through the embedded fonts' ToUnicode maps.
    for (const word of [
      'Sõelutud',
      'Täiteliiv',
      'Müük',
      'sõltub',
      'Drenaažiks',
      'Kvaliteedikontroll',
      'Padu Karjäär',
    ]) {
      expect(text).toContain(word)
    }
  })

  it('keeps every line within the margins', async () => {
    const font = (await embedFonts(await PDFDocument.create())).regular
    for (const product of certifiedProducts) {
      for (const line of wrapText(product.use, font, 10.5, 200)) {
        expect(font.widthOfTextAtSize(line, 10.5)).toBeLessThanOrEqual(200)
      }
    }
    expect(wrapText('Lühike rida', font, 10, 500)).toEqual(['Lühike rida'])
    const long = wrapText('x'.repeat(200), font, 10, 100)
    expect(long.length).toBeGreaterThan(1)
    expect(long.join('')).toBe('x'.repeat(200))
  })
})

describe('a business in another script', { timeout: 30_000 }, () => {
  it('prints a Cyrillic name and address in the title block and the contacts', async () => {
    const russian = {
      ...business,
      name: 'Карьер Паду',
      legalName: 'ООО «Карьер Паду»',
      address: { ...business.address, street: 'Улица Ленина 5', locality: 'Нарва' },
    }
    const printed = await pdfText(
      await generateCertificatePdf({ business: russian, generatedAt: new Date('2026-11-21T10:00:00Z') }),
    )
    expect(printed).toContain('КАРЬЕР ПАДУ')
    expect(printed).toContain('ООО «Карьер Паду» · Улица Ленина 5, Нарва')
  })
})

describe('certificatePdfFile', { timeout: 30_000 }, () => {
  it('generates once per process and gives a strong ETag', async () => {
    const first = await certificatePdfFile()
    const second = await certificatePdfFile()
    expect(second).toBe(first)
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/)
    expect((await PDFDocument.load(first.bytes)).getTitle()).toBe(certificatePdf.title)
  })
})

import {
  decodePDFRawStream,
  PageSizes,
  PDFArray,
  PDFDocument,
  type PDFPage,
  PDFRawStream,
  type PDFStream,
  StandardFonts,
} from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { business } from '#app/content/business.ts'
import { certificate, certificatePdf, certifiedProducts } from '#app/content/certificate.ts'
import { certificatePdfFile, generateCertificatePdf, wrapText } from './certificate-pdf.server.ts'

// WinAnsiEncoding's bytes 0x80-0x9F (Node's 'windows-1252' TextDecoder reads them as Latin-1 controls).
const winAnsiHigh = new Map<number, string>([
  [0x80, '€'],
  [0x82, '‚'],
  [0x84, '„'],
  [0x85, '…'],
  [0x8a, 'Š'],
  [0x8e, 'Ž'],
  [0x91, '‘'],
  [0x92, '’'],
  [0x93, '“'],
  [0x94, '”'],
  [0x95, '•'],
  [0x96, '–'],
  [0x97, '—'],
  [0x9a, 'š'],
  [0x9e, 'ž'],
])

function decodeWinAnsi(bytes: Uint8Array): string {
  return [...bytes].map((byte) => winAnsiHigh.get(byte) ?? String.fromCharCode(byte)).join('')
}

/** The bytes of one content stream, inflated when compressed. */
function streamBytes(stream: PDFStream): Uint8Array {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode()
  return stream.getContents()
}

/**
 * The text a page shows, one entry per text-showing operator, read from its content streams: pdf-lib
 * writes Helvetica text as hex strings of WinAnsi (windows-1252) bytes, '<…> Tj'.
 */
function pageTexts(page: PDFPage): string[] {
  const contents = page.node.Contents()
  const streams: PDFStream[] = []
  if (contents instanceof PDFArray) {
    for (let index = 0; index < contents.size(); index += 1) {
      streams.push(page.doc.context.lookup(contents.get(index)) as PDFStream)
    }
  } else if (contents) {
    streams.push(contents)
  }
  const operators = streams.map((stream) => new TextDecoder('latin1').decode(streamBytes(stream))).join('\n')
  return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => {
    const hex = match[1]!
    const bytes = new Uint8Array(hex.length / 2)
    for (let index = 0; index < bytes.length; index += 1) {
      bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
    }
    return decodeWinAnsi(bytes)
  })
}

let bytes: Uint8Array
let doc: PDFDocument
/** The document's text without page footers, its lines joined with spaces (paragraphs read as written). */
let text: string
let footers: string[]

beforeAll(async () => {
  bytes = await generateCertificatePdf({ generatedAt: new Date('2026-11-21T10:00:00Z') })
  doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const pages = doc.getPages().map(pageTexts)
  // Each page ends with its footer: a line of text and the page number.
  footers = pages.map((lines) => lines.slice(-2).join(' '))
  text = pages.flatMap((lines) => lines.slice(0, -2)).join(' ')
})

describe('generateCertificatePdf', () => {
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

  it('keeps the Estonian letters as WinAnsi text', () => {
    // Words of the content with õ ä ö ü and ž, read back from the content stream's bytes.
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
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
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

describe('Helvetica in pdf-lib', () => {
  it('encodes every Estonian letter, the dashes and the middle dot in WinAnsi', async () => {
    const letters = 'õäöüšžÕÄÖÜŠŽ–·'
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
    expect(font.encodeText(letters).toString()).toBe('<F5E4F6FC9A9ED5C4D6DC8A8E96B7>')
    const page = (await PDFDocument.create()).addPage()
    expect(() => page.drawText(letters)).not.toThrow()
  })
})

describe('certificatePdfFile', () => {
  it('generates once per process and gives a strong ETag', async () => {
    const first = await certificatePdfFile()
    const second = await certificatePdfFile()
    expect(second).toBe(first)
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/)
    expect((await PDFDocument.load(first.bytes)).getTitle()).toBe(certificatePdf.title)
  })
})

import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@foliojs-fork/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

/**
 * The typeface of every PDF the site makes (ADR 052): Arimo, regular and bold, embedded and subset to
 * the glyphs a document uses. Arimo has Helvetica's and Arial's widths, so the layout measured for
 * Helvetica stays as it was, and it covers Latin Extended and Cyrillic: every name and address of the
 * Baltic, Nordic, Polish, German and Russian customers prints.
 *
 * The fontkit is the fork pdfmake uses, of fontkit 1.9: pdf-lib's own (@pdf-lib/fontkit 1.1) writes a
 * TrueType subset's loca table in the short format without padding the glyphs, so that every glyph after
 * one of odd length is drawn blank (Hopding/pdf-lib#1232, fixed upstream in foliojs/fontkit#191).
 */

const require = createRequire(import.meta.url)

const fontFiles = {
  regular: '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf',
  bold: '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf',
} as const

type FontBytes = Record<keyof typeof fontFiles, Uint8Array>

let fontBytes: Promise<FontBytes> | undefined

/** The two font files, read once per process (about 320 KB each). */
function readFonts(): Promise<FontBytes> {
  fontBytes ??= Promise.all([
    readFile(require.resolve(fontFiles.regular)),
    readFile(require.resolve(fontFiles.bold)),
  ])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontBytes = undefined
      throw error
    })
  return fontBytes
}

/** pdf-lib hands the font over as a Uint8Array; fontkit 1.9 reads it through Buffer's methods. */
const bufferFontkit = { create: (bytes: Uint8Array) => fontkit.create(Buffer.from(bytes)) }

export interface DocumentFonts {
  regular: PDFFont
  bold: PDFFont
}

/**
 * Embeds the regular and the bold face in `doc`, each subset to the glyphs the document draws (whole,
 * some 320 KB each, with `subset: false`: the tests compare the two).
 */
export async function embedFonts(doc: PDFDocument, { subset = true } = {}): Promise<DocumentFonts> {
  const bytes = await readFonts()
  doc.registerFontkit(bufferFontkit)
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, { subset }),
    doc.embedFont(bytes.bold, { subset }),
  ])
  return { regular, bold }
}

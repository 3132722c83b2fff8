import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'

/**
 * The A4 layout the site's PDFs share (the production instruction, the invoices): running text that
 * flows over pages, headings kept with what follows, striped tables whose header repeats on a new page,
 * and a footer on every page, in the embedded fonts of pdf-fonts.server.ts.
 */

export const [pageWidth, pageHeight] = PageSizes.A4
export const margin = 56
export const contentWidth = pageWidth - 2 * margin
const footerSpace = 36

export const colours = {
  text: rgb(0.12, 0.13, 0.14),
  muted: rgb(0.36, 0.36, 0.33),
  accent: rgb(0.76, 0.25, 0.05),
  rule: rgb(0.85, 0.84, 0.82),
  headerFill: rgb(0.93, 0.92, 0.9),
  stripe: rgb(0.97, 0.97, 0.96),
}

export const body = { size: 10.5, leading: 15 }

const characterSets = new WeakMap<PDFFont, Set<number>>()

/** The code points `font` has a glyph for, gathered once per embedded font. */
function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font)
  if (!set) {
    set = new Set(font.getCharacterSet())
    characterSets.set(font, set)
  }
  return set
}

/**
 * Text the font can print: a character it has no glyph for becomes the replacement character U+FFFD
 * (or '?' in a font without one), so that a name in a script no font covers still prints, visibly
 * incomplete, instead of failing the document; white space it lacks becomes a space.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = characterSet(font)
  const placeholder = supported.has(0xfffd) ? '\uFFFD' : '?'
  let result = ''
  for (const char of text) {
    if (supported.has(char.codePointAt(0)!)) result += char
    else result += /\s/.test(char) ? ' ' : placeholder
  }
  return result
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

export class Layout {
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

/**
 * Two parties side by side (the seller and the buyer): each a column of lines, the first in bold, at the
 * smaller size; the layout goes on under the longer one.
 */
export function drawParties(layout: Layout, left: readonly string[], right: readonly string[]) {
  const half = (contentWidth - 24) / 2
  const top = layout.y
  const columnBottom = (lines: readonly string[], x: number) => {
    layout.y = top
    lines.forEach((line, index) => {
      layout.text(line, {
        x,
        width: half,
        font: index === 0 ? layout.bold : layout.regular,
        size: 9.5,
        leading: 13,
      })
    })
    return layout.y
  }
  layout.y = Math.min(columnBottom(left, margin), columnBottom(right, margin + half + 24))
  layout.gap(12)
}

export interface Column {
  title: string
  width: number
  bold?: boolean
  /** Amounts line up on their right edge. */
  align?: 'right'
}

export function drawTable(layout: Layout, columns: Column[], rows: string[][]) {
  const padding = 5
  const size = 9.5
  const leading = 13
  const cellLines = (row: string[]) =>
    row.map((cell, index) => {
      const column = columns[index]!
      const font = column.bold ? layout.bold : layout.regular
      // A line break in a cell starts a paragraph of its own (a note under an invoice line).
      return cell
        .split('\n')
        .flatMap((paragraph) => wrapText(printable(font, paragraph), font, size, column.width - 2 * padding))
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
        const indent =
          column.align === 'right' ? column.width - 2 * padding - font.widthOfTextAtSize(line, size) : 0
        layout.page.drawText(line, {
          x: x + padding + indent,
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

/**
 * Draws `text` and 'Lk n/N' (or `pageNumber` in the document's language) at the foot of every page, once
 * the number of pages is known.
 */
export function drawFooters(
  layout: Layout,
  text: string,
  pageNumber = (page: number, pages: number) => `Lk ${page}/${pages}`,
) {
  const footer = printable(layout.regular, text)
  layout.pages.forEach((page, index) => {
    const pageText = printable(layout.regular, pageNumber(index + 1, layout.pages.length))
    page.drawLine({
      start: { x: margin, y: margin + 14 },
      end: { x: pageWidth - margin, y: margin + 14 },
      thickness: 0.5,
      color: colours.rule,
    })
    page.drawText(footer, { x: margin, y: margin, size: 8.5, font: layout.regular, color: colours.muted })
    page.drawText(pageText, {
      x: pageWidth - margin - layout.regular.widthOfTextAtSize(pageText, 8.5),
      y: margin,
      size: 8.5,
      font: layout.regular,
      color: colours.muted,
    })
  })
}

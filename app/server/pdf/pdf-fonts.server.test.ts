import { execFile } from 'node:child_process'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfText } from '#tests/support/pdf-text.ts'
import { embedFonts } from './pdf-fonts.server.ts'
import { drawFooters, Layout, printable } from './pdf-layout.server.ts'

/** Names and addresses in every script the quarry's customers write, with the letters each adds. */
const names = [
  'Jüri Õunapuu, Pärnu mnt 12, Tallinn',
  'Jānis Bērziņš, Ģertrūdes iela 7, Rīga',
  'Šarūnas Žąsinas, Ąžuolyno g. 3, Kaunas',
  'Łukasz Żółć, ul. Świętokrzyska 18, Łódź',
  'Äijä Öhman, Åkerintie 4, Jyväskylä',
  'Jörg Müßiggang, Straße des 17. Juni, Görlitz',
  'Иван Петров, улица Ёлочная 5, Нарва',
  'ЁЖЩЪЫЭЮЯ ёжщъыэюя',
]

/** A page of the names, each in both faces, in the fonts embedded as `subset` says. */
async function namesPdf(subset: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedFonts(doc, { subset })
  const layout = new Layout(doc, fonts.regular, fonts.bold)
  for (const name of names) {
    layout.text(name)
    layout.text(name, { font: fonts.bold })
  }
  drawFooters(layout, 'Nimed')
  return doc.save({ useObjectStreams: false })
}

/** The first page as poppler draws it, a greyscale PGM at 50 dpi. */
function rasterised(bytes: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftoppm',
      ['-gray', '-r', '50', '-f', '1', '-l', '1', '-'],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    )
    child.stdin?.end(Buffer.from(bytes))
  })
}

// The first PDF of a process reads and parses the font files; two cores shared with other test files
// make that slow.
describe('the embedded fonts', { timeout: 30_000 }, () => {
  it('print every name and address, which reads back as text', async () => {
    const text = await pdfText(await namesPdf(true))
    for (const name of names) expect(text).toContain(`${name} ${name}`)
  })

  it('keep every glyph when subset: the page looks the same as with the whole fonts, in a tenth of the bytes', async () => {
    const subset = await namesPdf(true)
    const whole = await namesPdf(false)
    const [subsetPage, wholePage] = await Promise.all([rasterised(subset), rasterised(whole)])
    // pdf-lib's own fontkit drew most of these letters blank in a subset; the page has ink, and the same.
    const dark = [...wholePage].filter((value) => value < 128).length
    expect(dark).toBeGreaterThan(2500)
    expect(subsetPage.equals(wholePage)).toBe(true)
    expect(subset.length).toBeLessThan(whole.length / 10)
  })

  it('print a visible placeholder for a character no font has, instead of failing', async () => {
    const doc = await PDFDocument.create()
    const { regular } = await embedFonts(doc)
    expect(printable(regular, 'Иван 漢字 Петров 😀')).toBe('Иван \uFFFD\uFFFD Петров \uFFFD')
    expect(printable(regular, 'a\tb')).toBe('a b')
    const layout = new Layout(doc, regular, regular)
    layout.text('Ли 漢 Łódź')
    expect(await pdfText(await doc.save())).toContain('Ли \uFFFD Łódź')
  })
})

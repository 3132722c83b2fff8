import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  type PDFPage,
  PDFRawStream,
  type PDFStream,
} from 'pdf-lib'

/** Reading back the text of the PDFs the site makes (the certificate), for the tests. */

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
export function pageTexts(page: PDFPage): string[] {
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

/** Every page's text, footers included, its lines joined with spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  return doc
    .getPages()
    .flatMap((page) => pageTexts(page))
    .join(' ')
}

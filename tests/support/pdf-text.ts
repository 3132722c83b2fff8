import { execFile } from 'node:child_process'

/**
 * Reading back the text of the PDFs the site makes, as a reader's program extracts it: poppler's
 * pdftotext (Debian's poppler-utils, which `npm test` installs with the other system packages). The
 * fonts are embedded subsets whose codes are glyph numbers, so only the fonts' ToUnicode maps give the
 * text back, and that is what this reads.
 */

function pdftotext(bytes: Uint8Array, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-enc', 'UTF-8', ...args, '-', '-'],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
          reject(
            new Error(
              missing ? 'pdftotext is missing: apt-get install -y poppler-utils' : `pdftotext: ${stderr}`,
            ),
          )
        } else resolve(stdout)
      },
    )
    child.stdin?.end(Buffer.from(bytes))
  })
}

/**
 * Each page's lines in the order the document draws them (pdftotext -raw), without empty lines. Text
 * drawn side by side on one baseline is one line.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const text = await pdftotext(bytes, ['-raw'])
  const pages = text.split('\f')
  if (pages.at(-1)?.trim() === '') pages.pop()
  return pages.map((page) => page.split('\n').filter((line) => line.trim() !== ''))
}

/** Every page's text, footers included, its lines joined with spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).flat().join(' ')
}

import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { create } from 'xmlbuilder2'
import { eInvoiceXml } from '#app/server/invoices/ubl.server.ts'
import { eInvoices } from '#tests/fixtures/e-invoices.ts'
import { saxonJar } from '../../scripts/system-packages.js'

/**
 * Our e-invoices against the European Commission's EN 16931 rules for UBL (tests/fixtures/en16931, run
 * with Saxon-HE): an invoice and its credit invoice, for a private person and for a company, break no rule
 * the validator calls fatal, nor any it warns of. One Saxon run compiles the stylesheet once and checks
 * every document in a folder, because compiling its 900 kB takes most of the run.
 */

const stylesheet = path.resolve(
  import.meta.dirname,
  '..',
  'fixtures',
  'en16931',
  'EN16931-UBL-validation.xslt',
)
const SVRL = 'http://purl.oclc.org/dsdl/svrl'
const execFileAsync = promisify(execFile)

interface FailedAssertion {
  id: string
  flag: string
  text: string
}

/** The document the validator must refuse: the company's invoice asking for one cent more than its total. */
function tamperedXml(): string {
  const xml = eInvoiceXml(eInvoices.companyInvoice)
  const payable = /<cbc:PayableAmount currencyID="EUR">([\d.]+)<\/cbc:PayableAmount>/
  const cents = Math.round(Number(payable.exec(xml)![1]) * 100) + 1
  return xml.replace(
    payable,
    `<cbc:PayableAmount currencyID="EUR">${(cents / 100).toFixed(2)}</cbc:PayableAmount>`,
  )
}

let work: string
const reports = new Map<string, { rulesFired: number; failed: FailedAssertion[] }>()

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'karjaar-en16931-'))
  const input = path.join(work, 'in')
  const output = path.join(work, 'out')
  await mkdir(input)
  await mkdir(output)
  const documents: Record<string, string> = { tampered: tamperedXml() }
  for (const [name, invoice] of Object.entries(eInvoices)) documents[name] = eInvoiceXml(invoice)
  for (const [name, xml] of Object.entries(documents)) await writeFile(path.join(input, `${name}.xml`), xml)
  try {
    await execFileAsync('java', [
      '-cp',
      saxonJar,
      'net.sf.saxon.Transform',
      `-s:${input}`,
      `-xsl:${stylesheet}`,
      `-o:${output}`,
    ])
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stderr?: string }
    if (failed.code === 'ENOENT') throw new Error('Java is missing: apt-get install -y default-jre-headless')
    if (failed.stderr?.includes('Could not find or load main class'))
      throw new Error(`Saxon-HE is missing at ${saxonJar}: apt-get install -y libsaxonhe-java`)
    throw error
  }
  for (const name of Object.keys(documents)) {
    const root = create(await readFile(path.join(output, `${name}.xml`), 'utf8')).root()
      .node as unknown as Element
    const failed = [...root.getElementsByTagNameNS(SVRL, 'failed-assert')].map((assertion) => ({
      id: assertion.getAttribute('id') ?? '',
      flag: assertion.getAttribute('flag') ?? '',
      text: assertion.getElementsByTagNameNS(SVRL, 'text')[0]?.textContent?.trim() ?? '',
    }))
    reports.set(name, { rulesFired: root.getElementsByTagNameNS(SVRL, 'fired-rule').length, failed })
  }
}, 180_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('e-invoices under the EN 16931 schematron', () => {
  it.each(Object.keys(eInvoices))('%s breaks no fatal rule', (name) => {
    const report = reports.get(name)!
    // The rules did run over the document: the whole invoice, its parties, totals and every line.
    expect(report.rulesFired).toBeGreaterThan(40)
    expect(report.failed.filter((assertion) => assertion.flag === 'fatal')).toEqual([])
    // Nor a warning: those are mostly UBL elements the standard does not use, which receivers may refuse.
    expect(report.failed).toEqual([])
  })

  it('refuses an invoice whose amount due is not its total', () => {
    const fatal = reports.get('tampered')!.failed.filter((assertion) => assertion.flag === 'fatal')
    expect(fatal.map((assertion) => assertion.id)).toEqual(['BR-CO-16'])
  })
})

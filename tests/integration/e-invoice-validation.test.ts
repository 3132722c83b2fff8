import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { create } from 'xmlbuilder2'
import { eInvoiceXml, isPeppolEInvoice } from '#app/server/invoices/ubl.server.ts'
import { eInvoices } from '#tests/fixtures/e-invoices.ts'
import { saxonJar } from '../../scripts/system-packages.js'

/**
 * Our e-invoices against the European Commission's EN 16931 rules for UBL (tests/fixtures/en16931) and,
 * a company's, against OpenPeppol's rules for Peppol BIS Billing 3.0 (tests/fixtures/peppol), both run
 * with Saxon-HE: an invoice and its credit invoice, for a private person and for a company, break no rule
 * either validator calls fatal, nor any it warns of. One Saxon run per stylesheet compiles it once and
 * checks every document in a folder, because compiling takes most of the run; the two run side by side.
 */

const fixtures = path.resolve(import.meta.dirname, '..', 'fixtures')
const stylesheets = {
  en16931: path.join(fixtures, 'en16931', 'EN16931-UBL-validation.xslt'),
  // OpenPeppol's compiled rules are not kept in this repository (tests/fixtures/peppol/README.md says
  // where they come from): PEPPOL_SCHEMATRON names the stylesheet, or a copy beside that README.
  peppol: process.env.PEPPOL_SCHEMATRON ?? path.join(fixtures, 'peppol', 'PEPPOL-EN16931-UBL.xslt'),
}
const peppolRules = existsSync(stylesheets.peppol)
const SVRL = 'http://purl.oclc.org/dsdl/svrl'
const execFileAsync = promisify(execFile)

interface FailedAssertion {
  id: string
  flag: string
  text: string
}

interface Report {
  rulesFired: number
  failed: FailedAssertion[]
}

/** The document EN 16931 must refuse: the company's invoice asking for one cent more than its total. */
function tamperedXml(): string {
  const xml = eInvoiceXml(eInvoices.companyInvoice)
  const payable = /<cbc:PayableAmount currencyID="EUR">([\d.]+)<\/cbc:PayableAmount>/
  const cents = Math.round(Number(payable.exec(xml)![1]) * 100) + 1
  return xml.replace(
    payable,
    `<cbc:PayableAmount currencyID="EUR">${(cents / 100).toFixed(2)}</cbc:PayableAmount>`,
  )
}

/** The document Peppol must refuse and EN 16931 would take: the company's invoice without its address. */
function withoutBuyerEndpointXml(): string {
  const xml = eInvoiceXml(eInvoices.companyInvoice)
  const endpoint =
    /(<cac:AccountingCustomerParty>\s*<cac:Party>)\s*<cbc:EndpointID [^>]*>[^<]*<\/cbc:EndpointID>/
  if (!endpoint.test(xml)) throw new Error("the company's invoice names no buyer's electronic address")
  return xml.replace(endpoint, '$1')
}

const companyDocuments = Object.keys(eInvoices).filter((name) =>
  isPeppolEInvoice(eInvoices[name as keyof typeof eInvoices]),
)

let work: string
let reports: Record<keyof typeof stylesheets, Map<string, Report>>

/** One Saxon run of `stylesheet` over the documents, written to a folder of `work`; their reports by name. */
async function validate(stylesheet: string, documents: Record<string, string>): Promise<Map<string, Report>> {
  const folder = await mkdtemp(path.join(work, 'run-'))
  const input = path.join(folder, 'in')
  const output = path.join(folder, 'out')
  await mkdir(input)
  await mkdir(output)
  for (const [name, xml] of Object.entries(documents)) await writeFile(path.join(input, `${name}.xml`), xml)
  try {
    // The client compiler alone (TieredStopAtLevel=1), as for the Nu checker: the same reports byte for
    // byte, in half the CPU time or less of a run of seconds (over the ten fixtures, three to four runs
    // each under load 7: EN 16931's 3.6-3.9 CPU-s against 7.6-9.2, Peppol's 2.9-3.7 against 5.3-7.2).
    await execFileAsync('java', [
      '-XX:TieredStopAtLevel=1',
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
  const found = new Map<string, Report>()
  for (const name of Object.keys(documents)) {
    const root = create(await readFile(path.join(output, `${name}.xml`), 'utf8')).root()
      .node as unknown as Element
    const failed = [...root.getElementsByTagNameNS(SVRL, 'failed-assert')].map((assertion) => ({
      id: assertion.getAttribute('id') ?? '',
      flag: assertion.getAttribute('flag') ?? '',
      text: assertion.getElementsByTagNameNS(SVRL, 'text')[0]?.textContent?.trim() ?? '',
    }))
    found.set(name, { rulesFired: root.getElementsByTagNameNS(SVRL, 'fired-rule').length, failed })
  }
  return found
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'karjaar-e-invoices-'))
  const xml = Object.fromEntries(
    Object.entries(eInvoices).map(([name, invoice]) => [name, eInvoiceXml(invoice)]),
  ) as Record<string, string>
  const companies = Object.fromEntries(companyDocuments.map((name) => [name, xml[name]!]))
  const [en16931, peppol] = await Promise.all([
    validate(stylesheets.en16931, { ...xml, tampered: tamperedXml() }),
    peppolRules
      ? validate(stylesheets.peppol, { ...companies, withoutBuyerEndpoint: withoutBuyerEndpointXml() })
      : new Map(),
  ])
  reports = { en16931, peppol }
}, 180_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('e-invoices under the EN 16931 schematron', () => {
  it.each(Object.keys(eInvoices))('%s breaks no fatal rule', (name) => {
    const report = reports.en16931.get(name)!
    // The rules did run over the document: the whole invoice, its parties, totals and every line.
    expect(report.rulesFired).toBeGreaterThan(40)
    expect(report.failed.filter((assertion) => assertion.flag === 'fatal')).toEqual([])
    // Nor a warning: those are mostly UBL elements the standard does not use, which receivers may refuse.
    expect(report.failed).toEqual([])
  })

  it('refuses an invoice whose amount due is not its total', () => {
    const fatal = reports.en16931.get('tampered')!.failed.filter((assertion) => assertion.flag === 'fatal')
    expect(fatal.map((assertion) => assertion.id)).toEqual(['BR-CO-16'])
  })
})

describe.skipIf(!peppolRules)("a company's e-invoices under the Peppol BIS Billing 3.0 schematron", () => {
  it('are the invoices and credit invoices to a company, and only those', () => {
    expect(companyDocuments).toEqual(expect.arrayContaining(['companyInvoice', 'companyCredit']))
    expect(companyDocuments).not.toContain('privateInvoice')
    expect(companyDocuments).not.toContain('pickupInvoice')
  })

  it.each(companyDocuments)('%s breaks no fatal rule', (name) => {
    const report = reports.peppol.get(name)!
    // The rules did run: the document, both parties, their addresses, the totals, every line and amount.
    expect(report.rulesFired).toBeGreaterThan(25)
    expect(report.failed.filter((assertion) => assertion.flag === 'fatal')).toEqual([])
    expect(report.failed).toEqual([])
  })

  it("refuses one that does not give the buyer's electronic address", () => {
    const failed = reports.peppol.get('withoutBuyerEndpoint')!.failed
    expect(failed.map((assertion) => [assertion.id, assertion.flag])).toEqual([
      ['PEPPOL-EN16931-R010', 'fatal'],
    ])
  })
})

import fs, { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  amountToCents,
  type BankEntry,
  MAX_STATEMENT_BYTES,
  parseBankStatement,
  statementMessages,
} from './camt053.server.ts'

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures/camt053')
const fixture = (name: string) => readFileSync(path.join(fixtures, name))

function entriesOf(xml: string | Buffer): BankEntry[] {
  const result = parseBankStatement(xml)
  if (!result.ok) throw new Error(result.message)
  return result.entries
}

/** A one-statement document of the given version around the given entries. */
function statement(entries: string, version = '02', account = '<IBAN>EE202200022104837267</IBAN>'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>T-1</MsgId><CreDtTm>2026-03-06T04:15:12</CreDtTm></GrpHdr>
    <Stmt>
      <Id>T-1</Id><CreDtTm>2026-03-06T04:15:12</CreDtTm>
      <Acct><Id>${account}</Id><Ccy>EUR</Ccy></Acct>
      ${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`
}

function entry(amount: string, details = '', extra = ''): string {
  return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
    <BookgDt><Dt>2026-03-05</Dt></BookgDt>${extra}<AcctSvcrRef>R-${amount}</AcctSvcrRef>
    <NtryDtls><TxDtls>${details}</TxDtls></NtryDtls></Ntry>`
}

describe('parseBankStatement on a bank’s export', () => {
  it('reads every entry of a camt.053.001.02 statement laid out as Swedbank writes it', () => {
    expect(entriesOf(fixture('swedbank-statement.xml'))).toEqual([
      {
        entryReference: 'EE202200022104837267/2026030500473921',
        creditDebit: 'CRDT',
        amountCents: 125000,
        currency: 'EUR',
        bookingDate: '2026-03-05',
        valueDate: '2026-03-05',
        reference: '202600075',
        text: 'Arve 2026-0007',
        name: 'KIVIMURD OÜ',
      },
      {
        entryReference: 'EE202200022104837267/2026030500481107',
        creditDebit: 'CRDT',
        amountCents: 30000,
        currency: 'EUR',
        bookingDate: '2026-03-05',
        valueDate: '2026-03-05',
        text: 'Arve 2026-0001 viitenr 2026001 1, liiv 8 t',
        name: 'MARI MAASIKAS',
      },
      {
        entryReference: 'EE202200022104837267/2026030500502366',
        creditDebit: 'CRDT',
        amountCents: 50050,
        currency: 'EUR',
        bookingDate: '2026-03-05',
        valueDate: '2026-03-05',
        reference: '20260024',
        text: 'Killustik, arve 2026-0002',
        name: 'TEEEHITUS LÕUNA AS',
      },
      {
        entryReference: 'EE202200022104837267/2026030500517840',
        creditDebit: 'CRDT',
        amountCents: 7500,
        currency: 'EUR',
        bookingDate: '2026-03-05',
        valueDate: '2026-03-05',
        text: 'Muld 2 t, kohapeal makstud ettemaks',
        name: 'JAAN TAMM',
      },
      {
        // A debit names the payee.
        entryReference: 'EE202200022104837267/2026030500520014',
        creditDebit: 'DBIT',
        amountCents: 4560,
        currency: 'EUR',
        bookingDate: '2026-03-05',
        valueDate: '2026-03-05',
        reference: '20260053',
        text: 'Elekter veebruar 2026',
        name: 'TULERAUD ENERGIA OÜ',
      },
    ])
  })

  it('reads several statements, each transaction of a batch entry as a payment of its own (camt.053.001.08)', () => {
    const entries = entriesOf(fixture('lhv-batch-statements.xml'))
    expect(
      entries.map(({ entryReference, amountCents, currency, reference, text, name }) => ({
        entryReference,
        amountCents,
        currency,
        reference,
        text,
        name,
      })),
    ).toEqual([
      {
        entryReference: 'EE607700077100493825/A0C52E7F41B3/A0C52E7F41B3-1',
        amountCents: 41200,
        currency: 'EUR',
        reference: '20260037',
        text: undefined,
        name: 'Kivimurd OÜ',
      },
      {
        entryReference: 'EE607700077100493825/A0C52E7F41B3/A0C52E7F41B3-2',
        amountCents: 21800,
        currency: 'EUR',
        reference: undefined,
        text: 'Kruus 0-32, viitenumber 2026004 0',
        name: 'Mari Maasikas',
      },
      {
        entryReference: 'EE607700077100493825/A0C52E7F41B3/A0C52E7F41B3-3',
        amountCents: 30000,
        currency: 'EUR',
        reference: undefined,
        text: 'Arve 2026-0011',
        name: 'Jaan Tamm',
      },
      // No reference of their own (NOTPROVIDED is none): their place in the entry tells them apart.
      {
        entryReference: 'EE607700077100493825/A0C52E8D0977/#1',
        amountCents: 2500,
        currency: 'EUR',
        reference: undefined,
        text: 'Liiv',
        name: undefined,
      },
      {
        entryReference: 'EE607700077100493825/A0C52E8D0977/#2',
        amountCents: 2500,
        currency: 'EUR',
        reference: undefined,
        text: 'Liiv',
        name: undefined,
      },
      // The second statement, another account in dollars; its pending entry is left for a later statement.
      {
        entryReference: 'EE587700077100293847/A0C52F1190E4',
        amountCents: 12000,
        currency: 'USD',
        reference: '20260105',
        text: undefined,
        name: 'Nordic Aggregates Ltd',
      },
    ])
    expect(entries[5]?.bookingDate).toBe('2026-03-10')
    expect(new Set(entries.map((found) => found.entryReference)).size).toBe(entries.length)
  })

  it.each(['02', '04', '06', '08', '10', '13'])('reads version 001.%s', (version) => {
    expect(entriesOf(statement(entry('10.00'), version))).toHaveLength(1)
  })

  it('reads a document whose elements carry a namespace prefix', () => {
    const prefixed = statement(entry('12.34'))
      .replace(/<(\/?)([A-Za-z]+)([ >])/g, '<$1camt:$2$3')
      .replace('xmlns=', 'xmlns:camt=')
    expect(prefixed).toContain('<camt:Document xmlns:camt=')
    expect(entriesOf(prefixed)).toMatchObject([
      { amountCents: 1234, entryReference: 'EE202200022104837267/R-12.34' },
    ])
  })

  it('reads a Buffer with a byte order mark and decodes the predefined entities and character references', () => {
    const xml = statement(
      entry('5.00', '<RltdPties><Dbtr><Nm>Ehitus &amp; Teed O&#xDC;</Nm></Dbtr></RltdPties>'),
    )
    const entries = entriesOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)]))
    expect(entries[0]?.name).toBe('Ehitus & Teed OÜ')
  })

  it('takes the account currency when an amount has none, and the Othr account when there is no IBAN', () => {
    const xml = statement(entry('7.00').replace(' Ccy="EUR"', ''), '02', '<Othr><Id>221048372</Id></Othr>')
    expect(entriesOf(xml)).toMatchObject([{ currency: 'EUR', entryReference: '221048372/R-7.00' }])
  })

  it('names an entry without AcctSvcrRef by NtryRef, and one with neither by its day, direction and amount', () => {
    const bare = (amount: string, ref = '') =>
      `<Ntry>${ref}<Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-05</Dt></BookgDt></Ntry>`
    const entries = entriesOf(statement(bare('1.00', '<NtryRef>77</NtryRef>') + bare('2.00') + bare('2.00')))
    expect(entries.map((found) => found.entryReference)).toEqual([
      'EE202200022104837267/77',
      'EE202200022104837267/2026-03-05:CRDT:200:EUR:1',
      'EE202200022104837267/2026-03-05:CRDT:200:EUR:2',
    ])
  })

  it('reads the payer from UltmtDbtr when Dbtr has no name, and flags a reversal', () => {
    const xml = statement(
      entry(
        '3.00',
        '<RltdPties><UltmtDbtr><Nm>Mari Maasikas</Nm></UltmtDbtr></RltdPties>',
        '<RvslInd>true</RvslInd>',
      ),
    )
    expect(entriesOf(xml)).toMatchObject([{ name: 'Mari Maasikas', reversal: true }])
  })

  it('takes the Estonian reference number out of an ISO 11649 creditor reference, and keeps any other in the text', () => {
    const strd = (ref: string) =>
      `<RmtInf><Ustrd>Arve</Ustrd><Strd><CdtrRefInf><Ref>${ref}</Ref></CdtrRefInf></Strd></RmtInf>`
    const entries = entriesOf(
      statement(
        entry('1.00', strd('RF71 2026 0007 5')) +
          entry('2.00', strd('RF72 2026 0007 5')) +
          entry('3.00', strd('INV-2026-7')),
      ),
    )
    expect(entries.map(({ reference, text }) => ({ reference, text }))).toEqual([
      { reference: '202600075', text: 'Arve' },
      { reference: undefined, text: 'Arve RF72 2026 0007 5' },
      { reference: undefined, text: 'Arve INV-2026-7' },
    ])
  })

  it('falls back on the entry’s additional information when a payment has no remittance text', () => {
    const xml = statement(
      entry('4.00', '', '').replace('</NtryDtls>', '</NtryDtls><AddtlNtryInf>Arve 20260011</AddtlNtryInf>'),
    )
    expect(entriesOf(xml)[0]?.text).toBe('Arve 20260011')
  })
})

describe('parseBankStatement refuses', () => {
  const readers = ['openSync', 'readFileSync', 'readFile', 'open', 'createReadStream'] as const
  afterEach(() => vi.restoreAllMocks())

  it('a billion laughs: nothing is expanded, the file is refused at once', () => {
    const started = performance.now()
    const result = parseBankStatement(fixture('billion-laughs.xml'))
    expect(result).toEqual({ ok: false, message: statementMessages.entity })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('an external file entity: refused, and no file is opened or read', () => {
    const xml = fixture('external-entity.xml')
    const spies = readers.map((name) => vi.spyOn(fs, name))
    const promises = vi.spyOn(fs.promises, 'readFile')
    const fetched = vi.spyOn(globalThis, 'fetch')
    const result = parseBankStatement(xml)
    expect(result).toEqual({ ok: false, message: statementMessages.entity })
    expect(JSON.stringify(result)).not.toContain('root:')
    for (const spy of [...spies, promises, fetched]) expect(spy).not.toHaveBeenCalled()
  })

  it('an external entity naming a file that exists: its contents appear nowhere', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'camt-'))
    try {
      const secret = path.join(directory, 'secret.txt')
      writeFileSync(secret, 'SALAJANE-SISU-7731')
      const xml = fixture('external-entity.xml')
        .toString()
        .replace('file:///etc/passwd', pathToFileURL(secret).href)
      const spies = readers.map((name) => vi.spyOn(fs, name))
      const result = parseBankStatement(xml)
      expect(result).toEqual({ ok: false, message: statementMessages.entity })
      expect(JSON.stringify(result)).not.toContain('SALAJANE')
      for (const spy of spies) expect(spy).not.toHaveBeenCalled()
    } finally {
      rmSync(directory, { recursive: true })
    }
  })

  it('an external DTD, and any DOCTYPE at all', () => {
    expect(parseBankStatement(fixture('external-dtd.xml'))).toEqual({
      ok: false,
      message: statementMessages.doctype,
    })
    const internal = statement(entry('1.00')).replace('<Document', '<!DOCTYPE Document []>\n<Document')
    expect(parseBankStatement(internal)).toEqual({ ok: false, message: statementMessages.doctype })
  })

  it('an XML document that is not a camt.053 statement', () => {
    expect(parseBankStatement(fixture('payment-order.xml'))).toEqual({
      ok: false,
      message: statementMessages.notCamt053,
    })
    for (const xml of [
      '<?xml version="1.0"?><rss version="2.0"><channel/></rss>',
      '<Document><BkToCstmrStmt/></Document>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><Other/></Document>',
    ])
      expect(parseBankStatement(xml)).toEqual({ ok: false, message: statementMessages.notCamt053 })
  })

  it('another camt message, and the first camt.053 version, each with its own message', () => {
    const notification = statement(entry('1.00')).replace('camt.053.001.02', 'camt.054.001.08')
    expect(parseBankStatement(notification)).toEqual({
      ok: false,
      message: statementMessages.otherCamt('camt.054'),
    })
    const first = statement(entry('1.00')).replace('camt.053.001.02', 'camt.053.001.01')
    expect(parseBankStatement(first)).toEqual({ ok: false, message: statementMessages.oldVersion })
  })

  it('what is not XML, or not UTF-8', () => {
    for (const text of ['', 'IBAN;Summa\nEE20;12,00', '<Document><Stmt></Document>', '%PDF-1.7'])
      expect(parseBankStatement(text)).toEqual({ ok: false, message: statementMessages.notXml })
    expect(parseBankStatement(Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0x3c, 0x2f, 0x61, 0x3e]))).toEqual({
      ok: false,
      message: statementMessages.notUtf8,
    })
    const latin = statement(entry('1.00')).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
    expect(parseBankStatement(latin)).toEqual({ ok: false, message: statementMessages.notUtf8 })
  })

  it('a document larger than 5 MB, as a string or a Buffer; one of exactly 5 MB is read', () => {
    const base = statement(entry('1.00'))
    const padded = (bytes: number) =>
      base.replace(
        '<BkToCstmrStmt>',
        `<!--${'x'.repeat(bytes - Buffer.byteLength(base) - 7)}--><BkToCstmrStmt>`,
      )
    const atLimit = padded(MAX_STATEMENT_BYTES)
    expect(Buffer.byteLength(atLimit)).toBe(MAX_STATEMENT_BYTES)
    expect(entriesOf(atLimit)).toHaveLength(1)
    const over = padded(MAX_STATEMENT_BYTES + 1)
    expect(parseBankStatement(over)).toEqual({ ok: false, message: statementMessages.tooLarge })
    expect(parseBankStatement(Buffer.from(over))).toEqual({ ok: false, message: statementMessages.tooLarge })
  })

  it('a statement with no account statement in it', () => {
    const empty = statement('').replace(/<Stmt>[\s\S]*<\/Stmt>/, '')
    expect(parseBankStatement(empty)).toEqual({ ok: false, message: statementMessages.noStatement })
  })

  it('an entry whose amount, currency, direction or date cannot be read, naming the entry', () => {
    const whose = 'Väljavõtte „T-1“ 2. kande'
    const cases: [string, string][] = [
      [entry('1,50'), statementMessages.unreadableAmount(whose, '1,50')],
      [entry('-1.50'), statementMessages.unreadableAmount(whose, '-1.50')],
      [entry('1.505'), statementMessages.subCentAmount(whose, '1.505')],
      [entry('1.00').replace('<Amt Ccy="EUR">1.00</Amt>', ''), statementMessages.missingAmount(whose)],
      [entry('1.00').replace('CRDT', 'X'), statementMessages.missingDirection(whose)],
      [entry('1.00').replace('2026-03-05', '2026-02-30'), statementMessages.badDate(whose, '2026-02-30')],
      [entry('1.00').replace(/<BookgDt>.*?<\/BookgDt>/, ''), statementMessages.missingDate(whose)],
    ]
    for (const [broken, message] of cases)
      expect(parseBankStatement(statement(entry('9.00') + broken))).toEqual({ ok: false, message })
    const noCurrency = statement(entry('9.00') + entry('1.00').replace(' Ccy="EUR"', '')).replace(
      '<Ccy>EUR</Ccy>',
      '',
    )
    expect(parseBankStatement(noCurrency)).toEqual({
      ok: false,
      message: statementMessages.missingCurrency(whose),
    })
  })

  it('a batch transaction without an amount, naming the transaction', () => {
    const batch = `<Ntry><Amt Ccy="EUR">3.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
      <BookgDt><Dt>2026-03-05</Dt></BookgDt><NtryDtls><TxDtls><Amt Ccy="EUR">1.00</Amt></TxDtls><TxDtls/></NtryDtls></Ntry>`
    expect(parseBankStatement(statement(batch))).toEqual({
      ok: false,
      message: statementMessages.missingAmount('Väljavõtte „T-1“ 1. kande 2. tehingu'),
    })
  })
})

describe('amountToCents', () => {
  it.each([
    ['0', 0],
    ['0.01', 1],
    ['1250', 125000],
    ['1250.5', 125050],
    ['1250.50000', 125050],
    ['+7.10', 710],
    ['.5', 50],
    ['5.', 500],
    ['00012.30', 1230],
  ])('reads %s as %i cents', (raw, cents) => {
    expect(amountToCents(raw)).toBe(cents)
  })

  it.each(['', '1,50', '-1', '1e3', 'NaN', ' 1', '1.2.3', '99999999999999999'])('does not read %j', (raw) => {
    expect(amountToCents(raw)).toBe('unreadable')
  })

  it('leaves a value finer than a cent to a person', () => {
    expect(amountToCents('0.005')).toBe('below-cent')
    expect(amountToCents('12.34001')).toBe('below-cent')
  })

  it('reads every amount a bank can write exactly to the cent, through the whole statement', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.nat({ max: 3 }),
        fc.nat({ max: 3 }),
        fc.boolean(),
        (cents, extraZeros, leadingZeros, plus) => {
          const euros = Math.floor(cents / 100)
          const fraction = String(cents % 100).padStart(2, '0')
          const written = `${plus ? '+' : ''}${'0'.repeat(leadingZeros)}${euros}.${fraction}${'0'.repeat(extraZeros)}`
          expect(amountToCents(written)).toBe(cents)
          expect(entriesOf(statement(entry(written)))[0]?.amountCents).toBe(cents)
        },
      ),
      { numRuns: 300 },
    )
  })
})

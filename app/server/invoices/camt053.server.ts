import { decodeXML } from 'entities'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { normalize, parseDecimal, roundHalfUp } from '#app/domain/decimal.ts'
import { MAX_STATEMENT_BYTES, statementTexts } from '#app/domain/invoice-forms.ts'
import type { Cents } from '#app/domain/money.ts'

// Bank statements in ISO 20022 camt.053 (BankToCustomerStatement), as the Estonian banks export them.
// Versions 001.02 to 001.13 share the part read here (the parts that differ are read in both forms):
//   Document/BkToCstmrStmt/Stmt+            one statement per account and period
//     Acct/Id/IBAN (or Othr/Id), Acct/Ccy
//     Ntry*                                 an entry booked on the account
//       NtryRef?, AcctSvcrRef?              the entry's references
//       Amt@Ccy, CdtDbtInd, RvslInd?        amount, direction, reversal
//       Sts (a bare code in the early versions, Sts/Cd in later ones such as 001.08)
//       BookgDt/Dt|DtTm, ValDt/Dt|DtTm
//       AddtlNtryInf?
//       NtryDtls*/TxDtls*                   the payments booked in the entry (a batch has several)
//         Refs/AcctSvcrRef|EndToEndId|TxId|InstrId
//         Amt@Ccy, CdtDbtInd                (from 001.03; 001.02 has only AmtDtls/TxAmt/Amt)
//         RltdPties/Dbtr/Nm                 (from 001.08 Dbtr/Pty/Nm), likewise Cdtr, UltmtDbtr
//         RmtInf/Ustrd*, RmtInf/Strd*/CdtrRefInf/Ref
//         AddtlTxInf?
// Anything else in the file is ignored.

export type CreditDebit = 'CRDT' | 'DBIT'

/** One payment of a statement: an entry, or one transaction of an entry that books several. */
export interface BankEntry {
  /** Stable identity of this payment across imports of the same or an overlapping statement (see below). */
  entryReference: string
  creditDebit: CreditDebit
  /** Always positive; creditDebit says the direction. */
  amountCents: Cents
  currency: string
  /** YYYY-MM-DD */
  bookingDate: string
  valueDate?: string
  /** The structured creditor reference (CdtrRefInf/Ref): an Estonian reference number, digits only. */
  reference?: string
  /** The unstructured remittance information (Ustrd), its parts joined with spaces. */
  text?: string
  /** The payer for a credit, the payee for a debit. */
  name?: string
  /** A reversal (RvslInd): money coming back from a returned or cancelled booking, not a payment. */
  reversal?: true
}

export type BankStatementResult = { ok: true; entries: BankEntry[] } | { ok: false; message: string }

export { MAX_STATEMENT_BYTES }

export const statementMessages = {
  tooLarge: statementTexts.tooLarge,
  notUtf8: 'Faili ei saa lugeda: pangaväljavõtte märgistik peab olema UTF-8.',
  doctype:
    'Failis on dokumenditüübi deklaratsioon (DOCTYPE). Panga väljavõttes seda ei ole, seega jääb fail turvalisuse huvides lugemata.',
  entity:
    'Failis on olemideklaratsioon (ENTITY). Panga väljavõttes seda ei ole, seega jääb fail turvalisuse huvides lugemata.',
  notXml: 'Fail ei ole korrektne XML-dokument.',
  notCamt053:
    'Fail ei ole camt.053 pangaväljavõte. Laadige internetipangast konto väljavõte alla XML-vormingus (ISO 20022 camt.053).',
  otherCamt: (message: string) =>
    `Fail on ISO 20022 sõnum ${message}, aga vaja on konto väljavõtet camt.053. Laadige internetipangast konto väljavõte alla XML-vormingus.`,
  oldVersion:
    'Fail on camt.053 vanimas versioonis 001.01, mida ei loeta. Laadige väljavõte alla uuemas versioonis.',
  noStatement: 'Failis ei ole ühtegi konto väljavõtet.',
  missingAmount: (whose: string) => `${whose} summa puudub.`,
  unreadableAmount: (whose: string, raw: string) => `${whose} summa „${raw}“ ei ole loetav arv.`,
  subCentAmount: (whose: string, raw: string) => `${whose} summa „${raw}“ on sendist täpsem.`,
  missingCurrency: (whose: string) => `${whose} valuuta puudub.`,
  missingDirection: (whose: string) => `${whose} suund (laekumine või väljamakse) on märkimata.`,
  missingDate: (whose: string) => `${whose} kuupäev puudub.`,
  badDate: (whose: string, raw: string) => `${whose} kuupäev „${raw}“ ei ole õige.`,
}

const CAMT_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:(camt\.\d{3})\.001\.(\d{2})$/

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Values stay text: amounts are read exactly below, and references keep their leading zeros.
  parseTagValue: false,
  parseAttributeValue: false,
  // No entity of any kind is expanded by the parser (a DOCTYPE was refused before parsing anyway);
  // the five predefined ones and character references are decoded afterwards, text by text.
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
})

/**
 * Reads a camt.053 bank statement into payments. The file is refused as a whole, with a message in
 * Estonian, when it is too large, not UTF-8, carries a DOCTYPE or an entity declaration (nothing is ever
 * expanded or fetched), is not a camt.053 Document, or has an entry that cannot be read exactly; a
 * statement is money, so it is imported completely or not at all. Only booked entries (status BOOK)
 * are returned: a pending one is not yet money on the account and comes again, booked, in a later
 * statement. Entries in any currency are returned with their currency; matching pays invoices in
 * euros only (see payment-matching.server.ts).
 */
export function parseBankStatement(xml: string | Buffer): BankStatementResult {
  const bytes = typeof xml === 'string' ? Buffer.byteLength(xml, 'utf8') : xml.byteLength
  if (bytes > MAX_STATEMENT_BYTES) return refuse(statementMessages.tooLarge)
  let source: string
  if (typeof xml === 'string') source = xml
  else {
    try {
      source = new TextDecoder('utf-8', { fatal: true }).decode(xml)
    } catch {
      return refuse(statementMessages.notUtf8)
    }
  }
  source = source.replace(/^\uFEFF/, '')
  const declared = /^<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/.exec(source)?.[1]
  if (declared !== undefined && !/^utf-?8$/i.test(declared)) return refuse(statementMessages.notUtf8)
  // Checked on the raw text, before any parser sees it. ISO 20022 messages never have a DTD, so any
  // of these is refused, wherever it stands (even inside a comment: refusing costs nothing).
  if (/<!ENTITY/i.test(source)) return refuse(statementMessages.entity)
  if (/<!DOCTYPE/i.test(source)) return refuse(statementMessages.doctype)

  let tree: unknown
  try {
    if (XMLValidator.validate(source) !== true) return refuse(statementMessages.notXml)
    tree = parser.parse(source)
  } catch {
    return refuse(statementMessages.notXml)
  }

  const root = rootElement(tree)
  if (!root || localName(root.name) !== 'Document') return refuse(statementMessages.notCamt053)
  const prefix = root.name.includes(':') ? `:${root.name.split(':')[0]}` : ''
  const namespace = CAMT_NAMESPACE.exec(attribute(root.element, `xmlns${prefix}`) ?? '')
  if (!namespace) return refuse(statementMessages.notCamt053)
  if (namespace[1] !== 'camt.053') return refuse(statementMessages.otherCamt(namespace[1]!))
  if (namespace[2] === '01') return refuse(statementMessages.oldVersion)
  const statementRoot = first(root.element, 'BkToCstmrStmt')
  if (statementRoot === undefined) return refuse(statementMessages.notCamt053)
  const statements = children(statementRoot, 'Stmt')
  if (statements.length === 0) return refuse(statementMessages.noStatement)

  try {
    return { ok: true, entries: statements.flatMap((statement, index) => readStatement(statement, index)) }
  } catch (error) {
    if (error instanceof StatementProblem) return refuse(error.message)
    throw error
  }
}

function refuse(message: string): BankStatementResult {
  return { ok: false, message }
}

class StatementProblem extends Error {}

function readStatement(statement: unknown, index: number): BankEntry[] {
  const statementId = text(first(statement, 'Id')) ?? String(index + 1)
  const account =
    text(first(statement, 'Acct', 'Id', 'IBAN')) ?? text(first(statement, 'Acct', 'Id', 'Othr', 'Id')) ?? ''
  const accountCurrency = text(first(statement, 'Acct', 'Ccy'))
  const fallbackKeys = new Map<string, number>()
  const entries: BankEntry[] = []
  for (const [position, entry] of children(statement, 'Ntry').entries()) {
    const whose = `Väljavõtte „${statementId}“ ${position + 1}. kande`
    if (!isBooked(entry)) continue
    const bookingDate = date(first(entry, 'BookgDt') ?? first(entry, 'ValDt'), whose)
    if (bookingDate === undefined) throw new StatementProblem(statementMessages.missingDate(whose))
    const valueDate = date(first(entry, 'ValDt'), whose)
    const creditDebit = direction(first(entry, 'CdtDbtInd'), whose)
    const amount = money(first(entry, 'Amt'), accountCurrency, whose)
    const reversal = /^(true|1)$/.test(text(first(entry, 'RvslInd')) ?? '')
    const entryKey = `${account}/${text(first(entry, 'AcctSvcrRef')) ?? text(first(entry, 'NtryRef')) ?? fallbackKey(fallbackKeys, `${bookingDate}:${creditDebit}:${amount.cents}:${amount.currency}`)}`
    const common = {
      bookingDate,
      ...(valueDate && { valueDate }),
      ...(reversal && { reversal: true as const }),
    }
    const transactions = children(entry, 'NtryDtls').flatMap((details) => children(details, 'TxDtls'))
    const entryText = text(first(entry, 'AddtlNtryInf'))

    if (transactions.length <= 1) {
      // One payment: the entry's own amount is the booked one (a transaction may state it in another form).
      const payment = describe(transactions[0], creditDebit, entryText)
      entries.push({
        entryReference: entryKey,
        creditDebit,
        amountCents: amount.cents,
        currency: amount.currency,
        ...common,
        ...payment,
      })
      continue
    }
    const keys = transactionKeys(transactions, text(first(entry, 'AcctSvcrRef')))
    for (const [number, transaction] of transactions.entries()) {
      const whoseTransaction = `${whose} ${number + 1}. tehingu`
      const transactionDirection =
        first(transaction, 'CdtDbtInd') === undefined
          ? creditDebit
          : direction(first(transaction, 'CdtDbtInd'), whoseTransaction)
      const transactionAmount = money(
        first(transaction, 'Amt') ?? first(transaction, 'AmtDtls', 'TxAmt', 'Amt'),
        amount.currency,
        whoseTransaction,
      )
      entries.push({
        entryReference: `${entryKey}/${keys[number]}`,
        creditDebit: transactionDirection,
        amountCents: transactionAmount.cents,
        currency: transactionAmount.currency,
        ...common,
        ...describe(transaction, transactionDirection, undefined),
      })
    }
  }
  return entries
}

/*
 * Entry references. An import must recognise a payment it has seen before, also when the same days come
 * again in another file (a monthly statement after the daily ones, or the same file twice), so the
 * reference is built from what the bank itself assigns and repeats in every export:
 * - the entry: AcctSvcrRef, "unique reference as assigned by the account servicing institution to
 *   unambiguously identify the entry"; failing it NtryRef, the entry's own reference, which the standard
 *   makes unique only within the statement, good enough because a bank that writes no AcctSvcrRef
 *   numbers its entries the same way in every export; failing both, the entry's date, direction, amount
 *   and currency, numbered when several such entries fall on one day;
 * - prefixed by the account (IBAN), since two banks may use the same reference;
 * - for an entry that books several transactions (NtryDtls/TxDtls: a batch, a card settlement) each is a
 *   payment of its own and is suffixed with its own reference: the transaction's AcctSvcrRef when the
 *   bank gave one different from the entry's, else its EndToEndId (the payer's, 'NOTPROVIDED' meaning
 *   none), TxId or InstrId; when these are missing or repeat within the entry, its position in the
 *   entry ('#2'), which the bank keeps from export to export.
 */
function transactionKeys(transactions: unknown[], entryServicerReference: string | undefined): string[] {
  const keys = transactions.map((transaction) => {
    const servicer = text(first(transaction, 'Refs', 'AcctSvcrRef'))
    const endToEnd = text(first(transaction, 'Refs', 'EndToEndId'))
    if (servicer !== undefined && servicer !== entryServicerReference) return servicer
    if (endToEnd !== undefined && endToEnd !== 'NOTPROVIDED') return endToEnd
    return text(first(transaction, 'Refs', 'TxId')) ?? text(first(transaction, 'Refs', 'InstrId'))
  })
  const distinct = new Set(keys)
  if (keys.includes(undefined) || distinct.size < keys.length) return keys.map((_, index) => `#${index + 1}`)
  return keys as string[]
}

function fallbackKey(seen: Map<string, number>, key: string): string {
  const count = (seen.get(key) ?? 0) + 1
  seen.set(key, count)
  return `${key}:${count}`
}

/** The remittance and the counterparty of one payment. */
function describe(
  transaction: unknown,
  creditDebit: CreditDebit,
  entryText: string | undefined,
): Pick<BankEntry, 'reference' | 'text' | 'name'> {
  const remittance = first(transaction, 'RmtInf')
  const parts = children(remittance, 'Ustrd').flatMap((part) => text(part) ?? [])
  let reference: string | undefined
  for (const structured of children(remittance, 'Strd')) {
    const raw = text(first(structured, 'CdtrRefInf', 'Ref'))
    if (raw === undefined || reference !== undefined) continue
    const digits = referenceDigits(raw)
    // A structured reference that is no Estonian reference number stays readable in the text.
    if (digits === undefined) parts.push(raw)
    else reference = digits
  }
  const joined = parts.join(' ') || text(first(transaction, 'AddtlTxInf')) || entryText
  const party = creditDebit === 'CRDT' ? ['Dbtr', 'UltmtDbtr'] : ['Cdtr', 'UltmtCdtr']
  const name = party
    .map((role) => {
      const related = first(transaction, 'RltdPties', role)
      return text(first(related, 'Nm')) ?? text(first(related, 'Pty', 'Nm'))
    })
    .find((found) => found !== undefined)
  return { ...(reference && { reference }), ...(joined && { text: joined }), ...(name && { name }) }
}

/**
 * The digits of a structured reference: an Estonian reference number as written ('2026 00075'), or an
 * international creditor reference (ISO 11649, 'RF' + two check digits) that wraps one.
 */
function referenceDigits(raw: string): string | undefined {
  const compact = raw.replace(/\s+/g, '').toUpperCase()
  if (/^\d+$/.test(compact)) return compact
  const wrapped = /^RF\d{2}(\d+)$/.exec(compact)
  if (wrapped && creditorReferenceHolds(compact)) return wrapped[1]
  return undefined
}

/** ISO 11649: the first four characters moved to the end, letters as 10-35, the number modulo 97 is 1. */
function creditorReferenceHolds(compact: string): boolean {
  let remainder = 0
  for (const character of `${compact.slice(4)}${compact.slice(0, 4)}`) {
    const value = Number.parseInt(character, 36)
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97
  }
  return remainder === 1
}

function isBooked(entry: unknown): boolean {
  const status = text(first(entry, 'Sts', 'Cd')) ?? text(first(entry, 'Sts'))
  return status === undefined || status === 'BOOK'
}

function direction(node: unknown, whose: string): CreditDebit {
  const value = text(node)
  if (value === 'CRDT' || value === 'DBIT') return value
  throw new StatementProblem(statementMessages.missingDirection(whose))
}

function date(node: unknown, whose: string): string | undefined {
  const raw = text(first(node, 'Dt')) ?? text(first(node, 'DtTm'))
  if (raw === undefined) return undefined
  const day = raw.slice(0, 10)
  const parsed = new Date(`${day}T00:00:00Z`)
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(parsed.getTime()) ||
    !parsed.toISOString().startsWith(day)
  )
    throw new StatementProblem(statementMessages.badDate(whose, raw))
  return day
}

function money(
  node: unknown,
  fallbackCurrency: string | undefined,
  whose: string,
): { cents: Cents; currency: string } {
  const raw = text(node)
  if (raw === undefined) throw new StatementProblem(statementMessages.missingAmount(whose))
  const currency = attribute(node, 'Ccy') ?? fallbackCurrency
  if (currency === undefined) throw new StatementProblem(statementMessages.missingCurrency(whose))
  const cents = amountToCents(raw)
  if (cents === 'unreadable') throw new StatementProblem(statementMessages.unreadableAmount(whose, raw))
  if (cents === 'below-cent') throw new StatementProblem(statementMessages.subCentAmount(whose, raw))
  return { cents, currency }
}

// xs:decimal, which camt.053 amounts are (never negative: CdtDbtInd gives the direction).
const XML_DECIMAL = /^\+?(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * An amount of a statement in cents, exactly: '1250', '1250.5', '1250.50000' are 125050 cents. A value
 * finer than a cent ('0.005') is 'below-cent' rather than rounded, because rounding money is a decision
 * the bank has already made in its books.
 */
export function amountToCents(raw: string): Cents | 'unreadable' | 'below-cent' {
  if (!XML_DECIMAL.test(raw)) return 'unreadable'
  const decimal = parseDecimal(raw.replace(/^\+/, ''))
  if (decimal === null) return 'unreadable'
  const exact = normalize(decimal)
  if (exact.scale > 2) return 'below-cent'
  const cents = Number(roundHalfUp(exact, 2))
  return Number.isSafeInteger(cents) ? cents : 'unreadable'
}

// A small reader over fast-xml-parser's output, whatever namespace prefix the bank used: an element is
// a string (text only), an object (children, '#text', '#cdata', '@_attributes') or, repeated, an array.

type XmlElement = Record<string, unknown>

function isElement(node: unknown): node is XmlElement {
  return typeof node === 'object' && node !== null && !Array.isArray(node)
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1)
}

function rootElement(tree: unknown): { name: string; element: unknown } | undefined {
  if (!isElement(tree)) return undefined
  const names = Object.keys(tree).filter((name) => !name.startsWith('#') && !name.startsWith('?'))
  if (names.length !== 1 || Array.isArray(tree[names[0]!])) return undefined
  return { name: names[0]!, element: tree[names[0]!] }
}

function children(node: unknown, name: string): unknown[] {
  if (!isElement(node)) return []
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('@_') && !key.startsWith('#') && localName(key) === name)
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
}

function first(node: unknown, ...path: string[]): unknown {
  let current = node
  for (const name of path) {
    current = children(current, name)[0]
    if (current === undefined) return undefined
  }
  return current
}

function text(node: unknown): string | undefined {
  let value: string
  if (typeof node === 'string') value = decodeXML(node)
  else if (isElement(node)) {
    const plain = typeof node['#text'] === 'string' ? decodeXML(node['#text']) : ''
    const cdata = ([] as unknown[]).concat(node['#cdata'] ?? []).filter((part) => typeof part === 'string')
    value = plain + cdata.join('')
  } else return undefined
  const trimmed = value.replace(/\s+/g, ' ').trim()
  return trimmed === '' ? undefined : trimmed
}

function attribute(node: unknown, name: string): string | undefined {
  if (!isElement(node)) return undefined
  const value = node[`@_${name}`]
  return typeof value === 'string' ? decodeXML(value).trim() || undefined : undefined
}

/**
 * A camt.053.001.02 bank statement laid out as Swedbank exports one (the layout of
 * tests/fixtures/camt053/swedbank-statement.xml), with the entries a test needs: each booked, with the
 * bank's entry reference, the payer, and the reference number structured or in the free text.
 */

export interface StatementEntry {
  /** The bank's entry reference (AcctSvcrRef). */
  ref: string
  amount: string
  direction?: 'CRDT' | 'DBIT'
  date?: string
  name?: string
  /** The structured creditor reference (SCOR). */
  reference?: string
  /** The unstructured remittance text. */
  text?: string
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function entryXml(entry: StatementEntry): string {
  const date = entry.date ?? '2026-03-05'
  const direction = entry.direction ?? 'CRDT'
  const party = direction === 'CRDT' ? 'Dbtr' : 'Cdtr'
  const structured = entry.reference
    ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${escapeXml(entry.reference)}</Ref></CdtrRefInf></Strd>`
    : ''
  return `
      <Ntry>
        <Amt Ccy="EUR">${entry.amount}</Amt>
        <CdtDbtInd>${direction}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${date}</Dt></BookgDt>
        <ValDt><Dt>${date}</Dt></ValDt>
        <AcctSvcrRef>${escapeXml(entry.ref)}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>${escapeXml(entry.ref)}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${entry.amount}</Amt></TxAmt></AmtDtls>
            <RltdPties><${party}><Nm>${escapeXml(entry.name ?? 'MARI MAASIKAS')}</Nm></${party}></RltdPties>
            <RmtInf>${entry.text ? `<Ustrd>${escapeXml(entry.text)}</Ustrd>` : ''}${structured}</RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`
}

export function camt053Statement(entries: StatementEntry[], id = '2026030504837267'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-03-06T04:15:12</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <CreDtTm>2026-03-06T04:15:12</CreDtTm>
      <Acct><Id><IBAN>EE382200221020145685</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.map(entryXml).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`
}

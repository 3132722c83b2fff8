import { describe, expect, it } from 'vitest'
import { create } from 'xmlbuilder2'
import { eInvoices } from '#tests/fixtures/e-invoices.ts'
import { type EInvoice, eInvoiceXml } from './ubl.server.ts'

const UBL = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
}

/**
 * The document's root, read back with the DOM, and its elements found by a path of names (childNodes, not
 * children: xmlbuilder2's DOM answers children with every descendant element).
 */
function read(invoice: EInvoice) {
  const root = create(eInvoiceXml(invoice)).root().node as unknown as Element
  const all = (names: string): Element[] =>
    names.split('/').reduce<Element[]>(
      (found, name) => {
        const [prefix, local] = name.split(':') as ['cac' | 'cbc', string]
        return found.flatMap((parent) =>
          [...parent.childNodes].filter(
            (child): child is Element =>
              child.nodeType === 1 &&
              (child as Element).namespaceURI === UBL[prefix] &&
              (child as Element).localName === local,
          ),
        )
      },
      [root],
    )
  const texts = (names: string) => all(names).map((element) => element.textContent)
  return { root, all, texts }
}

describe('the UBL invoice', () => {
  it('states the buyer at its legal address, where the goods went, and the weighing ticket on its line', () => {
    for (const [invoice, line] of [
      [eInvoices.deliveredToSiteInvoice, 'cac:InvoiceLine'],
      [eInvoices.deliveredToSiteCredit, 'cac:CreditNoteLine'],
    ] as const) {
      const { texts } = read(invoice)
      expect(texts('cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cbc:StreetName')).toEqual([
        'Tööstuse 5, 44310 Rakvere',
      ])
      expect(texts('cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:StreetName')).toEqual([
        'Kase tee 3, Tapa linn, Lääne-Viru maakond',
      ])
      expect(
        texts('cac:Delivery/cac:DeliveryLocation/cac:Address/cac:Country/cbc:IdentificationCode'),
      ).toEqual(['EE'])
      expect(texts(`${line}/cbc:Note`)).toEqual(['Kaalusedel nr K-4711'])
    }
    // An invoice without them has neither.
    const { all } = read(eInvoices.companyInvoice)
    expect(all('cac:Delivery/cac:DeliveryLocation')).toEqual([])
    expect(all('cac:InvoiceLine/cbc:Note')).toEqual([])
  })

  it('is a Peppol BIS Billing 3.0 invoice to a company, both parties at their registry codes', () => {
    for (const invoice of [eInvoices.companyInvoice, eInvoices.companyCredit]) {
      const { texts, all } = read(invoice)
      expect(texts('cbc:CustomizationID')).toEqual([
        'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      ])
      expect(texts('cbc:ProfileID')).toEqual(['urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'])
      for (const [party, code] of [
        ['cac:AccountingSupplierParty', '16000002'],
        ['cac:AccountingCustomerParty', '12345678'],
      ] as const) {
        for (const path of [
          `${party}/cac:Party/cbc:EndpointID`,
          `${party}/cac:Party/cac:PartyLegalEntity/cbc:CompanyID`,
        ]) {
          expect(all(path).map((element) => [element.getAttribute('schemeID'), element.textContent])).toEqual(
            [['0191', code]],
          )
        }
      }
    }
  })

  it('is an EN 16931 invoice with the reference number as the payment reference', () => {
    const invoice = eInvoices.companyInvoice
    const { root, texts, all } = read(invoice)
    expect([root.namespaceURI, root.localName]).toEqual([UBL.invoice, 'Invoice'])
    expect(texts('cbc:InvoiceTypeCode')).toEqual(['380'])
    expect(texts('cbc:DueDate')).toEqual(['2026-12-10'])
    expect(texts('cac:PaymentMeans/cbc:PaymentID')).toEqual([invoice.referenceNumber])
    expect(texts('cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')).toEqual(['EE352200221012345678'])
    expect(texts('cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID')).toEqual([
      'EE102345676',
    ])
    expect(texts('cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID')).toEqual([
      '12345678',
    ])
    expect(all('cac:BillingReference')).toEqual([])
    // 24,37 t × 12,35 = 300,9695 → 300,97; 34,7 km × 2,70 = 93,69; net 394,66; VAT 94,7184 → 94,72.
    expect(texts('cac:InvoiceLine/cbc:InvoicedQuantity')).toEqual(['24.37', '34.7'])
    expect(
      all('cac:InvoiceLine/cbc:InvoicedQuantity').map((element) => element.getAttribute('unitCode')),
    ).toEqual(['TNE', 'KMT'])
    expect(texts('cac:InvoiceLine/cbc:LineExtensionAmount')).toEqual(['300.97', '93.69'])
    expect(texts('cac:TaxTotal/cbc:TaxAmount')).toEqual(['94.72'])
    expect(texts('cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent')).toEqual(['24'])
    expect(texts('cac:LegalMonetaryTotal/cbc:PayableAmount')).toEqual(['489.38'])
  })

  it('names a private buyer without the codes a company has, in plain EN 16931', () => {
    const { texts, all } = read(eInvoices.privateInvoice)
    // A person has no electronic address, which Peppol requires of a buyer (ADR 061).
    expect(texts('cbc:CustomizationID')).toEqual(['urn:cen.eu:en16931:2017'])
    expect(all('cbc:ProfileID')).toEqual([])
    expect(all('cac:AccountingCustomerParty/cac:Party/cbc:EndpointID')).toEqual([])
    expect(texts('cac:AccountingSupplierParty/cac:Party/cbc:EndpointID')).toEqual(['16000002'])
    expect(texts('cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName')).toEqual([
      'Mari Maasikas',
    ])
    expect(all('cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme')).toEqual([])
    expect(all('cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID')).toEqual([])
    expect(texts('cac:InvoiceLine/cac:Item/cbc:Name')).toEqual([
      'Täiteliiv',
      'Lisatasu minimaalse tellimuse summani',
    ])
  })
})

describe('an advance paid online', () => {
  it('is the prepaid amount, and the amount due is the total less it', () => {
    const { texts } = read(eInvoices.partlyPrepaidInvoice)
    expect(texts('cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')).toEqual(['489.38'])
    expect(texts('cac:LegalMonetaryTotal/cbc:PrepaidAmount')).toEqual(['477.04'])
    expect(texts('cac:LegalMonetaryTotal/cbc:PayableAmount')).toEqual(['12.34'])
    expect(read(eInvoices.prepaidInvoice).texts('cac:LegalMonetaryTotal/cbc:PayableAmount')).toEqual(['0.00'])
    expect(read(eInvoices.companyInvoice).all('cac:LegalMonetaryTotal/cbc:PrepaidAmount')).toEqual([])
  })
})

describe('the UBL credit note', () => {
  it('refers to the invoice it cancels and states the credited amounts as positive numbers', () => {
    const { root, texts, all } = read(eInvoices.companyCredit)
    expect([root.namespaceURI, root.localName]).toEqual([UBL.creditNote, 'CreditNote'])
    expect(texts('cbc:CreditNoteTypeCode')).toEqual(['381'])
    expect(texts('cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toEqual(['260002'])
    expect(texts('cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate')).toEqual(['2026-11-26'])
    expect(all('cbc:DueDate')).toEqual([])
    expect(texts('cac:PaymentMeans/cbc:PaymentDueDate')).toEqual(['2026-12-10'])
    expect(texts('cac:CreditNoteLine/cbc:CreditedQuantity')).toEqual(['24.37', '34.7'])
    expect(texts('cac:CreditNoteLine/cbc:LineExtensionAmount')).toEqual(['300.97', '93.69'])
    expect(texts('cac:LegalMonetaryTotal/cbc:PayableAmount')).toEqual(['489.38'])
  })
})

describe('what is never written', () => {
  const { companyInvoice, companyCredit } = eInvoices
  it.each([
    ['a credit note that names no invoice', { ...companyCredit, cancels: undefined }],
    ['an invoice that cancels one', { ...companyInvoice, cancels: { number: '1', issueDate: '2026-11-01' } }],
    ['an invoice with negated amounts', { ...companyInvoice, amounts: companyCredit.amounts }],
    ['a credit note with positive amounts', { ...companyCredit, amounts: companyInvoice.amounts }],
    ['lines that do not add up', { ...companyInvoice, amounts: { ...companyInvoice.amounts, netCents: 1 } }],
    [
      'a total that is not net plus VAT',
      { ...companyInvoice, amounts: { ...companyInvoice.amounts, vatCents: 1 } },
    ],
    ['a reference number with a wrong check digit', { ...companyInvoice, referenceNumber: '12345673' }],
    [
      "a company's invoice naming neither its order nor the buyer's reference",
      { ...companyInvoice, orderNumber: undefined, buyerReference: undefined },
    ],
    ['more paid in advance than the total', { ...companyInvoice, prepaidCents: 48_939 }],
    ['a negative advance', { ...companyInvoice, prepaidCents: -1 }],
  ])('%s', (_, invoice) => {
    expect(() => eInvoiceXml(invoice as EInvoice)).toThrow(RangeError)
  })

  it('escapes what a name may hold', () => {
    const invoice = {
      ...eInvoices.privateInvoice,
      buyer: { ...eInvoices.privateInvoice.buyer, name: 'A & <B>' },
    }
    expect(
      read(invoice).texts('cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName'),
    ).toEqual(['A & <B>'])
  })
})

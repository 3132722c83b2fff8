import { describe, expect, it } from 'vitest'
import { type OrderMessages, orderTexts, parseOrderForm } from './order-form.ts'

// The three families of SPEC §5, written out here so that the test does not read the app's content.
const kohustuslik: OrderMessages = {
  firstNameRequired: 'Eesnimi on kohustuslik',
  lastNameRequired: 'Perekonnanimi on kohustuslik',
  emailRequired: 'E-post on kohustuslik',
  emailInvalid: 'Vigane e-posti aadress',
  emailPattern: 'strict',
  phoneRequired: 'Telefon on kohustuslik',
  quantityRequired: 'Kogus on kohustuslik',
  deliveryOptionRequired: 'Transpordi valik on kohustuslik',
  deliveryAddressRequired: null,
  blockedText: 'Tellimuse esitamine on blokeeritud kuna asute teeninduspiirkonnast väljaspool.',
}
const noutud: OrderMessages = {
  ...kohustuslik,
  firstNameRequired: 'Eesnimi on nõutud',
  lastNameRequired: 'Perekonnanimi on nõutud',
  emailRequired: 'E-post on nõutud',
  emailInvalid: 'Vale e-posti formaat',
  phoneRequired: 'Telefon on nõutud',
  quantityRequired: 'Kogus on nõutud',
  deliveryOptionRequired: null,
  deliveryAddressRequired: 'Tarneaadress on nõutud',
}
const eMail: OrderMessages = {
  ...kohustuslik,
  emailRequired: 'E-mail on kohustuslik',
  emailInvalid: 'Vigane e-maili formaat',
  emailPattern: 'loose',
  phoneRequired: 'Telefoninumber on kohustuslik',
  deliveryOptionRequired: null,
}

const valid = {
  firstName: 'Mari',
  lastName: 'Maasikas',
  email: 'mari@example.ee',
  phone: '+372 5555 5555',
  quantity: '10',
  deliveryOption: 'delivery',
  deliveryAddress: 'Tapa linn, Lääne-Viru maakond',
  notes: '',
}

describe('parseOrderForm', () => {
  it('accepts a complete delivery order and normalises empty notes to null', () => {
    const result = parseOrderForm(kohustuslik, valid)
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        quantity: 10,
        notes: null,
        company: null,
        companyEInvoice: false,
        buyerReference: null,
      },
    })
  })

  it('takes a company as the buyer when the form asks for an invoice to a company', () => {
    const company = {
      company_name: ' Kivi ja Kruus OÜ ',
      company_registry_code: '1234 5678',
      company_vat_number: 'ee123456780',
    }
    expect(parseOrderForm(kohustuslik, { ...valid, ...company })).toMatchObject({
      ok: true,
      value: { company: null },
    })
    expect(parseOrderForm(kohustuslik, { ...valid, ...company, invoiceToCompany: 'on' })).toMatchObject({
      ok: true,
      value: { company: { name: 'Kivi ja Kruus OÜ', registryCode: '12345678', vatNumber: 'EE123456780' } },
    })
    expect(
      parseOrderForm(kohustuslik, {
        ...valid,
        invoiceToCompany: 'on',
        company_name: '',
        company_registry_code: '12345670',
        company_vat_number: 'EE123456781',
      }),
    ).toEqual({
      ok: false,
      errors: {
        company_name: 'Ettevõtte nimi on kohustuslik',
        company_registry_code: 'Registrikoodi kontrollnumber ei klapi.',
        company_vat_number: 'Käibemaksukohustuslase numbri kontrollnumber ei klapi.',
      },
    })
  })

  it("asks the form for the company's legal address, one message per rule, and lets an older client leave it out", () => {
    const company = {
      ...valid,
      invoiceToCompany: 'on',
      company_name: 'Kivi ja Kruus OÜ',
      company_registry_code: '12345678',
      company_vat_number: '',
    }
    expect(
      parseOrderForm(kohustuslik, { ...company, company_address: '  Tööstuse 5,  44310 Rakvere ' }),
    ).toMatchObject({
      ok: true,
      value: { company: { name: 'Kivi ja Kruus OÜ', address: 'Tööstuse 5, 44310 Rakvere' } },
    })
    for (const [address, message] of [
      ['', 'Ettevõtte juriidiline aadress on kohustuslik'],
      [' \u200b ', 'Ettevõtte juriidiline aadress on kohustuslik'],
      ['Tööstuse 5, '.repeat(30), 'Ettevõtte juriidiline aadress võib olla kuni 300 märki'],
      ['Tööstuse 5\n44310 Rakvere', 'Tekstis on lubamatuid märke'],
      ['Tööstuse\u0000 5', 'Tekstis on lubamatuid märke'],
    ] as const) {
      expect(parseOrderForm(kohustuslik, { ...company, company_address: address }), address).toEqual({
        ok: false,
        errors: { company_address: message },
      })
    }
    // A post with no such field at all comes from a client of the API from before it.
    expect(parseOrderForm(kohustuslik, company)).toMatchObject({
      ok: true,
      value: { company: { address: null } },
    })
    // A person's order does not ask for it.
    expect(parseOrderForm(kohustuslik, { ...valid, company_address: '' })).toMatchObject({ ok: true })
  })

  it("takes 'Soovin e-arvet' with a company only", () => {
    const company = {
      ...valid,
      invoiceToCompany: 'on',
      company_name: 'Kivi ja Kruus OÜ',
      company_registry_code: '12345678',
      company_vat_number: '',
    }
    expect(parseOrderForm(kohustuslik, { ...company, company_e_invoice: 'on' })).toMatchObject({
      ok: true,
      value: { company: { registryCode: '12345678' }, companyEInvoice: true },
    })
    // A program may write the box as true; unticked, or anything else, it is not asked for.
    expect(parseOrderForm(kohustuslik, { ...company, company_e_invoice: 'true' })).toMatchObject({
      value: { companyEInvoice: true },
    })
    for (const unticked of [undefined, '', 'false'])
      expect(parseOrderForm(kohustuslik, { ...company, company_e_invoice: unticked })).toMatchObject({
        value: { companyEInvoice: false },
      })
    // Without the company it is refused, and the company's own checks say what is missing.
    expect(parseOrderForm(kohustuslik, { ...valid, company_e_invoice: 'on' })).toEqual({
      ok: false,
      errors: { company_e_invoice: orderTexts.eInvoiceNeedsCompany },
    })
    expect(parseOrderForm(kohustuslik, { ...company, company_name: ' ', company_e_invoice: 'on' })).toEqual({
      ok: false,
      errors: { company_name: 'Ettevõtte nimi on kohustuslik' },
    })
  })

  it('drops the address of a self-pickup order', () => {
    const result = parseOrderForm(kohustuslik, { ...valid, deliveryOption: 'self', quantity: '1' })
    expect(result.ok && result.value.deliveryAddress).toBe(null)
  })

  it.each([
    ['kohustuslik', kohustuslik],
    ['nõutud', noutud],
    ['e-mail', eMail],
  ])('gives the %s family its own required-field messages', (_, messages) => {
    const result = parseOrderForm(messages, {})
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: messages.firstNameRequired,
        lastName: messages.lastNameRequired,
        email: messages.emailRequired,
        phone: messages.phoneRequired,
        quantity: messages.quantityRequired,
        deliveryOption:
          messages.deliveryOptionRequired ?? 'Valige, kas tulete ise järele või soovite transporti',
      },
    })
  })

  it('checks the e-mail strictly on the strict families and loosely on the e-mail family', () => {
    for (const email of ['mari@example', 'mari@@example.ee', 'mari @example.ee', 'mari@example.e']) {
      expect(parseOrderForm(kohustuslik, { ...valid, email })).toMatchObject({
        errors: { email: 'Vigane e-posti aadress' },
      })
    }
    expect(parseOrderForm(noutud, { ...valid, email: 'mari@example' })).toMatchObject({
      errors: { email: 'Vale e-posti formaat' },
    })
    expect(parseOrderForm(eMail, { ...valid, email: 'mari@example' }).ok).toBe(true)
    expect(parseOrderForm(eMail, { ...valid, email: 'mari.example.ee' })).toMatchObject({
      errors: { email: 'Vigane e-maili formaat' },
    })
  })

  it('asks for the address when delivery is chosen without one, in the page family', () => {
    expect(parseOrderForm(noutud, { ...valid, deliveryAddress: ' ' })).toMatchObject({
      errors: { deliveryAddress: 'Tarneaadress on nõutud' },
    })
    expect(parseOrderForm(kohustuslik, { ...valid, deliveryAddress: '' })).toMatchObject({
      errors: { deliveryAddress: orderTexts.missingAddressText },
    })
  })

  it('refuses delivery below 8 tonnes and accepts it from 8', () => {
    expect(parseOrderForm(kohustuslik, { ...valid, quantity: '7' })).toMatchObject({
      errors: { deliveryOption: 'Väiksematele kogustele kui 8 tonni, me transporti ei paku.' },
    })
    expect(parseOrderForm(kohustuslik, { ...valid, quantity: '8' }).ok).toBe(true)
  })

  it('accepts 1 and 25 tonnes and refuses 0, 26, fractions and text', () => {
    expect(parseOrderForm(kohustuslik, { ...valid, deliveryOption: 'self', quantity: '1' }).ok).toBe(true)
    expect(parseOrderForm(kohustuslik, { ...valid, quantity: '25' }).ok).toBe(true)
    for (const quantity of ['0', '26', '2.5', 'kümme', '-3', '1000000000']) {
      expect(parseOrderForm(kohustuslik, { ...valid, quantity })).toMatchObject({
        errors: { quantity: orderTexts.quantityOutOfRange },
      })
    }
  })

  it('ignores values of the wrong type instead of throwing', () => {
    const result = parseOrderForm(kohustuslik, { ...valid, firstName: ['a'], notes: { x: 1 }, quantity: 5 })
    expect(result).toMatchObject({ ok: false, errors: { firstName: 'Eesnimi on kohustuslik' } })
  })

  it('limits the length of every text', () => {
    expect(parseOrderForm(kohustuslik, { ...valid, notes: 'a'.repeat(2001) })).toMatchObject({
      errors: { notes: 'Lubatud on kuni 2000 märki' },
    })
  })
})

describe('control characters', () => {
  it('refuses a NUL or other control character in any text, keeps tabs and new lines in notes', () => {
    expect(parseOrderForm(kohustuslik, { ...valid, firstName: 'Ma\u0000ri' })).toMatchObject({
      errors: { firstName: 'Tekstis on lubamatuid märke' },
    })
    expect(parseOrderForm(kohustuslik, { ...valid, notes: 'a\u001bb' })).toMatchObject({
      errors: { notes: 'Tekstis on lubamatuid märke' },
    })
    expect(parseOrderForm(kohustuslik, { ...valid, notes: 'rida 1\n\trida 2' }).ok).toBe(true)
  })
})

describe('invisible characters', () => {
  it('counts a required field of only zero-width or text-direction characters as empty', () => {
    expect(
      parseOrderForm(kohustuslik, { ...valid, firstName: '\u200b', lastName: '\u202e\u2066' }),
    ).toMatchObject({
      errors: { firstName: kohustuslik.firstNameRequired, lastName: kohustuslik.lastNameRequired },
    })
    expect(parseOrderForm(kohustuslik, { ...valid, firstName: 'Mari\u200b' }).ok).toBe(true)
  })
})

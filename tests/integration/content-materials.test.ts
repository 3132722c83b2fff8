import { describe, expect, it } from 'vitest'
import { materials } from '#app/content/materials.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { jsonOrText } from '../support/response-body.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The material pages' texts staff edit (/admin/materjalid and /api/admin/materials) against the
 * production build: what the public page, its meta description and its FAQ structured data show at
 * once, `{hind}` following the product's price, refused input changing nothing, the built-in texts put
 * back, and the audit log.
 */

const site = setupServer({ env: testAdminEnv })
const staff = staffClient(site)

const killustik = materials.find((material) => material.slug === 'killustik')!
const kaldaliiv = materials.find((material) => material.slug === 'kaldaliiv')!

interface MaterialJson {
  slug: string
  title: string
  edited: boolean
  summary: string
  description: string[]
  uses: string[]
  technicalData: { label: string; value: string }[]
  faq: { question: string; answer: string }[]
  metaDescription: string
}

async function api(method: string, query: string, body?: unknown) {
  const response = await staff.api(`/api/admin/materials${query}`, { method, body })
  const json = await jsonOrText(response)
  return { status: response.status, body: json as MaterialJson & MaterialJson[] & { error?: string } }
}

async function rawPut(query: string, body: string, contentType = 'application/json') {
  const { token } = await staff.admin()
  const response = await fetch(`${site.url}/api/admin/materials${query}`, {
    method: 'PUT',
    headers: { 'X-Admin-Token': token, 'Content-Type': contentType },
    body,
  })
  return { status: response.status, body: (await response.json()) as { error?: string } }
}

/** The public page as a visitor's browser reads it: the text without React's <!-- --> separators. */
async function publicPage(slug: string) {
  const response = await fetch(`${site.url}/${slug}`)
  const html = (await response.text()).replaceAll('<!-- -->', '')
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
  const faqPage = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map(
      (match) =>
        JSON.parse(match[1]!) as {
          '@type'?: string
          mainEntity?: { name: string; acceptedAnswer: { text: string } }[]
        },
    )
    .find((block) => block['@type'] === 'FAQPage')
  return { status: response.status, html, description: attributeText(description), faqPage }
}

function attributeText(value: string) {
  return value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')
}

async function productOf(slug: string) {
  const list = (await (await staff.api('/api/admin/products')).json()) as {
    id: number
    slug: string
    name: string
    description: string
    priceEur: number
  }[]
  return list.find((product) => product.slug === slug)!
}

async function setPrice(slug: string, priceEur: number) {
  const product = await productOf(slug)
  const response = await staff.api(`/api/admin/products?id=${product.id}`, {
    method: 'PUT',
    body: { name: product.name, description: product.description, priceEur },
  })
  expect(response.status).toBe(200)
}

/** The GET answer's texts, as a PUT body. */
function bodyOf(material: MaterialJson) {
  const { slug: _slug, title: _title, edited: _edited, ...body } = material
  return body
}

describe('/api/admin/materials', () => {
  it('needs a signed-in admin', async () => {
    for (const [method, query] of [
      ['GET', ''],
      ['GET', '?slug=killustik'],
      ['PUT', '?slug=killustik'],
      ['DELETE', '?slug=killustik'],
    ] as const) {
      const response = await fetch(`${site.url}/api/admin/materials${query}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'PUT' ? '{}' : undefined,
      })
      expect(response.status, `${method} ${query}`).toBe(401)
    }
  })

  it('lists the ten materials and answers one with its built-in texts, {hind} unfilled', async () => {
    const list = await api('GET', '')
    expect(list.status).toBe(200)
    expect(list.body).toEqual(
      materials.map((material) => ({ slug: material.slug, title: material.title, edited: false })),
    )
    const one = await api('GET', '?slug=killustik')
    expect(one.body).toEqual({
      slug: 'killustik',
      title: 'Killustik',
      edited: false,
      summary: killustik.summary,
      description: killustik.description,
      uses: killustik.uses,
      technicalData: killustik.technicalData,
      faq: killustik.faqs,
      metaDescription: killustik.metaDescription,
    })
    expect(one.body.metaDescription).toContain('Hind {hind} €/t')
    expect((await api('GET', '?slug=liiv')).status).toBe(404)
    expect((await api('GET', '?slug=liiv')).body).toEqual({ error: 'Materjali ei leitud' })
  })

  it('shows an FAQ edited through the API on the public page, its FAQ data and meta description at once', async () => {
    const before = await publicPage('killustik')
    expect(before.description).toBe(killustik.metaDescription.replace('{hind}', '8'))
    const current = (await api('GET', '?slug=killustik')).body
    const faq = current.faq.map((item, index) =>
      index === 1
        ? {
            question: 'Mis maksab tonn killustikku?',
            answer: 'Tonn maksab {hind} eurot.\n\nHinnale lisandub käibemaks.',
          }
        : item,
    )
    const metaDescription = 'Killustik 16-32 mm hinnaga {hind} €/t + käibemaks. Vundamendi alla ja drenaaži.'
    const saved = await api('PUT', '?slug=killustik', { ...bodyOf(current), faq, metaDescription })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ slug: 'killustik', edited: true, faq, metaDescription })

    const after = await publicPage('killustik')
    expect(after.html).toContain('Mis maksab tonn killustikku?')
    expect(after.html).toContain('Tonn maksab 8 eurot.')
    expect(after.html).toContain('Hinnale lisandub käibemaks.')
    expect(after.html).not.toContain('{hind}')
    expect(after.html).not.toContain(killustik.faqs[1].question)
    expect(after.description).toBe(
      'Killustik 16-32 mm hinnaga 8 €/t + käibemaks. Vundamendi alla ja drenaaži.',
    )
    expect(after.faqPage?.mainEntity?.[1]?.name).toBe('Mis maksab tonn killustikku?')
    expect(after.faqPage?.mainEntity?.[1]?.acceptedAnswer.text).toContain('Tonn maksab 8 eurot.')
    expect((await api('GET', '')).body.find((item) => item.slug === 'killustik')?.edited).toBe(true)

    // The same PUT again changes nothing and writes no second audit entry.
    expect((await api('PUT', '?slug=killustik', { ...bodyOf(current), faq, metaDescription })).status).toBe(
      200,
    )
  })

  it('fills {hind} from the product price, wherever it stands, when the price changes', async () => {
    const current = (await api('GET', '?slug=killustik')).body
    const body = {
      ...bodyOf(current),
      description: [...current.description, 'Praegune hind on {hind} €/t ilma käibemaksuta.'],
      uses: [...current.uses, 'Soodne aluskiht ({hind} €/t)'],
      technicalData: [...current.technicalData, { label: 'Hind', value: '{hind} €/t + km' }],
    }
    expect((await api('PUT', '?slug=killustik', body)).status).toBe(200)
    await setPrice('killustik', 9.5)
    const page = await publicPage('killustik')
    expect(page.html).toContain('Praegune hind on 9,5 €/t ilma käibemaksuta.')
    expect(page.html).toContain('Soodne aluskiht (9,5 €/t)')
    expect(page.html).toContain('9,5 €/t + km')
    expect(page.html).toContain('Tonn maksab 9,5 eurot.')
    expect(page.description).toContain('hinnaga 9,5 €/t')
    expect(page.faqPage?.mainEntity?.[1]?.acceptedAnswer.text).toContain('Tonn maksab 9,5 eurot.')
    // A built-in text follows the price too.
    await setPrice('kaldaliiv', 4)
    expect((await publicPage('kaldaliiv')).description).toBe(kaldaliiv.metaDescription.replace('{hind}', '4'))
    await setPrice('kaldaliiv', 3.5)
    await setPrice('killustik', 8)
    expect((await publicPage('killustik')).description).toContain('hinnaga 8 €/t')
  })

  it('refuses bad input with an Estonian message and changes nothing', async () => {
    const before = (await api('GET', '?slug=killustik')).body
    const { description: descriptionBefore, faqPage: faqBefore } = await publicPage('killustik')
    const body = bodyOf(before)
    const withAnswer = (answer: string) => ({
      ...body,
      faq: body.faq.map((item, index) => (index === 0 ? { ...item, answer } : item)),
    })
    const cases: [unknown, string][] = [
      [
        withAnswer('Hind on {price} €/t.'),
        'Tundmatu asendusväli „{price}“: tekstis saab kasutada ainult {hind}, mille asemel on toote praegune hind (faq.0.answer)',
      ],
      [
        withAnswer('Tonn maksab 8 €/t.'),
        'Tekstis on hind (nt „8 €/t“): kirjutage hinna asemele {hind}, siis on lehel alati toote praegune hind (faq.0.answer)',
      ],
      [{ ...body, faq: body.faq.slice(0, 4) }, 'Korduma kippuvaid küsimusi peab olema täpselt viis'],
      [{ ...body, faq: [...body.faq, body.faq[0]] }, 'Korduma kippuvaid küsimusi peab olema täpselt viis'],
      [withAnswer('   '), 'Vastus on kohustuslik (faq.0.answer)'],
      [withAnswer('x'.repeat(2001)), 'Vastus võib olla kuni 2000 märki (faq.0.answer)'],
      [withAnswer('a\u0000b'), 'Tekstis on lubamatuid märke (faq.0.answer)'],
      [{ ...body, uses: [] }, 'Lisage 1–10 kasutusala'],
      [
        { ...body, uses: Array.from({ length: 11 }, (_, index) => `Kasutus ${index}`) },
        'Lisage 1–10 kasutusala',
      ],
      [{ ...body, technicalData: [] }, 'Lisage 1–15 tehnilise andme rida'],
      [
        { ...body, metaDescription: 'Hind {hind} {Hind}' },
        expect.stringContaining('Tundmatu asendusväli „{Hind}“'),
      ],
      [{ ...body, summary: 'Killustik {hind} €/t' }, expect.stringContaining('Lühikirjelduses ei saa hinda')],
      [{ ...body, description: 'Üks lõik' }, 'Kirjeldus peab olema lõikude loend (tekstide massiiv)'],
      [{ ...body, hind: 8 }, 'Tundmatu väli: hind.'],
      [{ ...body, faq: [null, 1, 'x', [], {}] }, expect.any(String)],
      [{ ...body, technicalData: [{ label: ['a'], value: { b: 1 } }] }, expect.any(String)],
      [{}, expect.any(String)],
    ]
    for (const [input, error] of cases) {
      const response = await api('PUT', '?slug=killustik', input)
      expect(response.status, JSON.stringify(input).slice(0, 120)).toBe(400)
      expect(response.body.error).toEqual(error)
    }
    for (const raw of ['{', 'null', '[]', '"tekst"', '{"__proto__": {"faq": []}}', '1e999']) {
      const response = await rawPut('?slug=killustik', raw)
      expect(response.status, raw).toBe(400)
      expect(typeof response.body.error).toBe('string')
    }
    expect((await rawPut('?slug=killustik', JSON.stringify(body), 'text/plain')).status).toBe(400)
    expect((await api('PUT', '?slug=olematu', body)).status).toBe(404)
    expect((await api('PUT', '', body)).body).toEqual({ error: 'Materjali aadress (slug) puudub.' })
    expect((await api('PUT', '?slug=killustik&slug=purukruus', body)).status).toBe(400)
    expect((await api('POST', '?slug=killustik', body)).status).toBe(405)

    expect((await api('GET', '?slug=killustik')).body).toEqual(before)
    const pageAfter = await publicPage('killustik')
    expect(pageAfter.description).toBe(descriptionBefore)
    expect(pageAfter.faqPage).toEqual(faqBefore)
  })

  it('restores the built-in texts, and the audit log has every change', async () => {
    const restored = await api('DELETE', '?slug=killustik')
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({
      edited: false,
      faq: killustik.faqs,
      metaDescription: killustik.metaDescription,
    })
    const page = await publicPage('killustik')
    expect(page.html).toContain(killustik.faqs[1].question)
    expect(page.html).not.toContain('Mis maksab tonn killustikku?')
    expect(page.description).toBe(killustik.metaDescription.replace('{hind}', '8'))

    const audit = (await (
      await staff.api('/api/admin/audit?entity=content&key=material:killustik')
    ).json()) as {
      adminUsername: string
      action: string
      before: { faq: { question: string }[] }
      after: { faq: { question: string }[] }
    }[]
    expect(audit.map((entry) => entry.action)).toEqual(['restore', 'update', 'update'])
    expect(audit.every((entry) => entry.adminUsername === 'haldur')).toBe(true)
    expect(audit[2]!.before.faq[1]!.question).toBe(killustik.faqs[1].question)
    expect(audit[2]!.after.faq[1]!.question).toBe('Mis maksab tonn killustikku?')
    expect(audit[0]!.after.faq[1]!.question).toBe(killustik.faqs[1].question)
  })
})

describe('/admin/materjalid without JavaScript', () => {
  /** The edit form's fields as the page shows them, from the API's answer. */
  async function formFields(slug: string): Promise<Record<string, string>> {
    const material = (await api('GET', `?slug=${slug}`)).body
    const fields: Record<string, string> = {
      summary: material.summary,
      description: material.description.join('\r\n\r\n'),
      uses: material.uses.join('\r\n'),
      technicalData: material.technicalData.map((row) => `${row.label}: ${row.value}`).join('\r\n'),
      metaDescription: material.metaDescription,
    }
    material.faq.forEach((item, index) => {
      fields[`faq.${index}.question`] = item.question
      fields[`faq.${index}.answer`] = item.answer.replaceAll('\n', '\r\n')
    })
    return fields
  }

  it('lists the materials and opens the form of one page with its texts', async () => {
    const list = await staff.page('/admin/materjalid')
    expect(list.status).toBe(200)
    const html = (await list.text()).replaceAll('<!-- -->', '')
    for (const material of materials) expect(html).toContain(`href="/admin/materjalid/${material.slug}"`)
    expect(html).toContain('>Materjalid</a>')
    const edit = await staff.page('/admin/materjalid/kaldaliiv')
    expect(edit.status).toBe(200)
    const form = await edit.text()
    expect(form).toContain('name="faq.4.answer"')
    expect(form).toContain('Taasta algne tekst')
    expect(form).toContain('href="/kaldaliiv"')
    expect((await staff.page('/admin/materjalid/olematu')).status).toBe(404)
    expect((await fetch(`${site.url}/admin/materjalid/kaldaliiv`, { redirect: 'manual' })).status).toBe(302)
  })

  it('saves an FAQ and the short description: post, redirect with a message, on the public page at once', async () => {
    const fields = await formFields('kaldaliiv')
    fields['faq.0.question'] = 'Kas kaldaliiv sobib ka akvaariumisse?'
    fields['faq.0.answer'] = 'Ei sobi: pesemata liivas on peenosist.\r\n\r\nHind on {hind} €/t.'
    fields.summary = 'Peen ja pehme kaldaliiv 0-2 mm liivakasti ja haljastusse.'
    fields.metaDescription = 'Kaldaliiv 0-2 mm hinnaga {hind} €/t + käibemaks liivakasti ja haljastusse.'
    const posted = await staff.post('/admin/materjalid/kaldaliiv', { ...fields, intent: 'save' })
    expect(posted.status).toBe(302)
    expect(posted.headers.get('Location')).toBe('/admin/materjalid/kaldaliiv')
    const flash = (posted.headers.get('Set-Cookie') ?? '').split(';')[0]!
    const { cookie } = await staff.admin()
    const next = await fetch(`${site.url}/admin/materjalid/kaldaliiv`, {
      headers: { Cookie: `${cookie}; ${flash}` },
    })
    expect(await next.text()).toContain('Materjali tekstid salvestatud. Need on avalikul lehel kohe näha.')

    const page = await publicPage('kaldaliiv')
    expect(page.html).toContain('Kas kaldaliiv sobib ka akvaariumisse?')
    expect(page.html).toContain('Ei sobi: pesemata liivas on peenosist.')
    expect(page.html).toContain('Hind on 3,5 €/t.')
    expect(page.html).toContain('Peen ja pehme kaldaliiv 0-2 mm liivakasti ja haljastusse.')
    expect(page.description).toBe('Kaldaliiv 0-2 mm hinnaga 3,5 €/t + käibemaks liivakasti ja haljastusse.')
    expect(page.faqPage?.mainEntity?.[0]?.name).toBe('Kas kaldaliiv sobib ka akvaariumisse?')
    // The short description is the product's description: the catalogue and the home grid show it too.
    expect((await productOf('kaldaliiv')).description).toBe(
      'Peen ja pehme kaldaliiv 0-2 mm liivakasti ja haljastusse.',
    )
    expect(await (await fetch(`${site.url}/`)).text()).toContain(
      'Peen ja pehme kaldaliiv 0-2 mm liivakasti ja haljastusse.',
    )
    // The line breaks of the form are stored as '\n'.
    expect((await api('GET', '?slug=kaldaliiv')).body.faq[0]!.answer).toBe(
      'Ei sobi: pesemata liivas on peenosist.\n\nHind on {hind} €/t.',
    )
  })

  it('shows errors beside the fields, keeps what was typed and stores nothing', async () => {
    const before = (await api('GET', '?slug=kaldaliiv')).body
    const fields = await formFields('kaldaliiv')
    fields['faq.2.answer'] = 'Vedu maksab {transport} eurot.'
    fields.technicalData = 'Fraktsioon: 0-2 mm\r\nPuistetihedus'
    fields.uses = ''
    const refused = await staff.post('/admin/materjalid/kaldaliiv', { ...fields, intent: 'save' })
    expect(refused.status).toBe(400)
    const html = (await refused.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('Tundmatu asendusväli „{transport}“')
    expect(html).toContain('id="material-faq-2-answer-error"')
    expect(html).toContain('Rida 2: väärtus puudub (rida on kujul „Nimi: väärtus“)')
    expect(html).toContain('Lisage 1–10 kasutusala')
    expect(html).toContain('Vedu maksab {transport} eurot.')
    expect(html).toContain('Puistetihedus</textarea>')
    expect((await api('GET', '?slug=kaldaliiv')).body).toEqual(before)
  })

  it('puts the built-in texts back, the short description too', async () => {
    const posted = await staff.post('/admin/materjalid/kaldaliiv', { intent: 'restore' })
    expect(posted.status).toBe(302)
    const page = await publicPage('kaldaliiv')
    expect(page.html).not.toContain('Kas kaldaliiv sobib ka akvaariumisse?')
    expect(page.html).toContain(kaldaliiv.faqs[0].question)
    expect(page.html).toContain(kaldaliiv.summary)
    expect(page.description).toBe(kaldaliiv.metaDescription.replace('{hind}', '3,5'))
    expect((await productOf('kaldaliiv')).description).toBe(kaldaliiv.summary)
    expect((await api('GET', '?slug=kaldaliiv')).body.edited).toBe(false)
    const audit = (await (
      await staff.api('/api/admin/audit?entity=content&key=material:kaldaliiv')
    ).json()) as {
      action: string
    }[]
    expect(audit.map((entry) => entry.action)).toEqual(['restore', 'update'])
  })
})

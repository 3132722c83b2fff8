import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { galleryImages } from '#app/content/gallery.ts'
import { partners } from '#app/content/partners.ts'
import { projectReferences } from '#app/content/references.ts'
import { testimonials } from '#app/content/testimonials.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { jsonOrText } from '../support/response-body.ts'
import { serverStartAllowance, setupServer } from '../support/server-fixture.ts'
import { startServer } from '../support/server-process.ts'
import { followWithFlash } from '../support/site-pages.ts'
import { emptyPostgresSchema } from '../support/test-database.ts'

/**
 * The home page's four collections as staff change them: the admin API (create, change, move, delete,
 * bad input of any shape refused with nothing changed), the no-JavaScript staff pages (post, 303 with a
 * flash message, field errors with the typed values), the audit log, what the home page shows right
 * after each change, and the seeding of the built-in entries once per installation. On PostgreSQL a
 * second process shows a change made through the first within a second.
 */

/** TEST_DATABASE_URL: the server runs on that PostgreSQL database (emptied first) instead of PGlite. */
const databaseUrl = process.env.TEST_DATABASE_URL

const site = setupServer({
  env: { ...testAdminEnv, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  beforeStart: async () => {
    if (databaseUrl) await emptyPostgresSchema(databaseUrl)
  },
})
const staff = staffClient(site)

type Entry = Record<string, unknown> & { id: number; order: number }

async function call(method: string, path: string, body?: unknown) {
  const response = await staff.api(path, { method, body })
  const json = await jsonOrText(response)
  return {
    status: response.status,
    body: json as Entry & Entry[] & { error: string; fieldErrors: Record<string, string> },
  }
}

/** A body sent as is (not JSON-encoded), with the given content type. */
async function raw(method: string, path: string, body: string, contentType = 'application/json') {
  const { token } = await staff.admin()
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { 'X-Admin-Token': token, 'Content-Type': contentType },
    body,
  })
  return { status: response.status, body: (await response.json()) as { error?: unknown } }
}

async function list(collection: string): Promise<Entry[]> {
  const response = await call('GET', `/api/admin/${collection}`)
  expect(response.status).toBe(200)
  return response.body
}

/** The home page's markup as a visitor's browser gets it, without its scripts (the hydration data). */
async function homeHtml(): Promise<string> {
  const html = (await (await fetch(`${site.url}/`)).text()).replaceAll('<!-- -->', '')
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '')
}

async function upload(width = 400, height = 300): Promise<string> {
  const picture = await sharp({
    create: { width, height, channels: 3, background: { r: 170, g: 140, b: 100 } },
  })
    .jpeg()
    .toBuffer()
  const response = await call('POST', '/api/admin/upload', {
    file: picture.toString('base64'),
    fileName: 'karjaar.jpg',
    contentType: 'image/jpeg',
  })
  expect(response.status).toBe(200)
  return (response.body as unknown as { url: string }).url
}

async function auditOf(id: number) {
  const response = await call('GET', `/api/admin/audit?entity=content_item&id=${id}`)
  expect(response.status).toBe(200)
  return response.body as unknown as {
    action: string
    adminUsername: string
    before: unknown
    after: unknown
  }[]
}

/** Posts a staff form as a browser without JavaScript does. */
async function postForm(path: string, form: FormData | Record<string, string>) {
  const { cookie } = await staff.admin()
  const body = form instanceof FormData ? form : new URLSearchParams(form)
  return fetch(`${site.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: site.url },
    body,
  })
}

/** Follows a redirect with the session and the flash cookie it set; the page's text. */
async function follow(response: Response): Promise<string> {
  const page = await followWithFlash(staff, site, response)
  expect(page.status).toBe(200)
  return page.html
}

describe('the built-in entries', () => {
  it('are stored on the first start, in their order', async () => {
    const stored = await list('testimonials')
    expect(stored.map((entry) => entry.name)).toEqual(testimonials.map((entry) => entry.name))
    expect(stored[0]).toMatchObject({ order: 1, rating: 5, positionUrl: testimonials[0]!.positionUrl })
    const references = await list('references')
    expect(references.map((entry) => entry.title)).toEqual(projectReferences.map((entry) => entry.title))
    expect(references[0]).toMatchObject({ image: 'references/viide-1', date: '2025-06' })
    const gallery = await list('gallery')
    expect(gallery.map((entry) => entry.image)).toEqual(galleryImages.map((entry) => entry.src))
    const links = await list('partners')
    expect(links.map((entry) => [entry.name, entry.url, entry.logo])).toEqual(
      partners.map((entry) => [entry.name, entry.url, null]),
    )
  })

  it('are on the home page as before', async () => {
    const home = await homeHtml()
    expect(home.match(/aria-label="Hinnang: 5 tärni 5-st"/g)).toHaveLength(3)
    for (const testimonial of testimonials) expect(home).toContain(testimonial.name)
    expect(home).toContain('/images/references/viide-1-480.avif 480w')
    expect(home).toContain(`(1/${galleryImages.length})`)
    for (const partner of partners) expect(home).toContain(`href="${partner.url}"`)
  })
})

describe('the testimonials API', () => {
  let id: number

  it('creates a testimonial, last, and the home page shows it with its rating at once', async () => {
    const created = await call('POST', '/api/admin/testimonials', {
      name: 'Tiina Mets',
      position: 'Aiakujundaja',
      positionUrl: 'https://www.vinnivald.ee',
      rating: 4,
      text: '  Kaldaliiv liivakasti jõudis samal päeval.  ',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      order: 4,
      name: 'Tiina Mets',
      rating: 4,
      text: 'Kaldaliiv liivakasti jõudis samal päeval.',
    })
    id = created.body.id
    expect((await call('GET', `/api/admin/testimonials?id=${id}`)).body).toEqual(created.body)
    const home = await homeHtml()
    expect(home).toContain('Tiina Mets')
    expect(home).toContain('aria-label="Hinnang: 4 tärni 5-st"')
  })

  it('changes only the fields given', async () => {
    const changed = await call('PUT', `/api/admin/testimonials?id=${id}`, { rating: 1, positionUrl: '' })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      name: 'Tiina Mets',
      position: 'Aiakujundaja',
      rating: 1,
      positionUrl: null,
    })
    const home = await homeHtml()
    expect(home).toContain('aria-label="Hinnang: 1 tärn 5-st"')
    // Without a link the position is plain text.
    expect(home).toContain('<p class="text-sm text-stone-700">Aiakujundaja</p>')
  })

  it('moves it to a place, or a step, and the home page shows the new order', async () => {
    const first = await call('PUT', `/api/admin/testimonials?id=${id}&action=move`, { order: 1 })
    expect(first.status).toBe(200)
    expect(first.body.order).toBe(1)
    expect((await list('testimonials')).map((entry) => entry.name)).toEqual([
      'Tiina Mets',
      ...testimonials.map((entry) => entry.name),
    ])
    let home = await homeHtml()
    expect(home.indexOf('Tiina Mets')).toBeLessThan(home.indexOf(testimonials[0]!.name))

    const down = await call('PUT', `/api/admin/testimonials?id=${id}&action=move`, { direction: 'down' })
    expect(down.body.order).toBe(2)
    home = await homeHtml()
    expect(home.indexOf(testimonials[0]!.name)).toBeLessThan(home.indexOf('Tiina Mets'))
    expect(home.indexOf('Tiina Mets')).toBeLessThan(home.indexOf(testimonials[1]!.name))

    // Past the end is last; `position` is understood too.
    expect(
      (await call('PUT', `/api/admin/testimonials?id=${id}&action=move`, { order: 99 })).body.order,
    ).toBe(4)
    expect(
      (await call('PUT', `/api/admin/testimonials?id=${id}&action=move`, { position: 3 })).body.order,
    ).toBe(3)
    expect((await list('testimonials')).map((entry) => entry.order)).toEqual([1, 2, 3, 4])
  })

  it('deletes it: gone from the API and the home page', async () => {
    const deleted = await call('DELETE', `/api/admin/testimonials?id=${id}`)
    expect(deleted).toEqual({ status: 200, body: { ok: true } })
    expect((await call('GET', `/api/admin/testimonials?id=${id}`)).status).toBe(404)
    expect(await homeHtml()).not.toContain('Tiina Mets')
    expect((await call('DELETE', `/api/admin/testimonials?id=${id}`)).status).toBe(404)
  })

  it('wrote every change to the audit log, by whom', async () => {
    const entries = await auditOf(id)
    expect(entries.map((entry) => entry.action)).toEqual([
      'delete',
      'move',
      'move',
      'move',
      'move',
      'update',
      'create',
    ])
    expect(new Set(entries.map((entry) => entry.adminUsername))).toEqual(
      new Set([testAdminEnv.ADMIN_USERNAME]),
    )
    const update = entries.find((entry) => entry.action === 'update')!
    expect(update.before).toMatchObject({ kind: 'testimonial', rating: 4 })
    expect(update.after).toMatchObject({ kind: 'testimonial', rating: 1 })
    expect(entries.find((entry) => entry.action === 'move')).toMatchObject({
      before: { order: 4 },
      after: { order: 3 },
    })
  })
})

describe('bad input', () => {
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(['testimonials', 'references', 'gallery', 'partners'].map((name) => list(name))),
    )

  it('is refused with a 400 and an Estonian message per field, and nothing changes', async () => {
    const before = await snapshot()
    const testimonial = {
      name: 'A',
      position: 'B',
      positionUrl: 'https://www.rakvere.ee',
      rating: 5,
      text: 'C',
    }
    const reference = {
      title: 'A',
      location: 'B',
      date: '2025-06',
      description: 'C',
      url: 'https://www.tapa.ee',
      image: 'references/viide-2',
      imageAlt: 'D',
    }
    type Case = [collection: string, body: unknown, fieldErrors: Record<string, string>]
    const cases: Case[] = [
      ...[6, 0, 4.5, '5'].map(
        (rating): Case => [
          'testimonials',
          { ...testimonial, rating },
          { rating: 'Hinnang peab olema täisarv 1 kuni 5' },
        ],
      ),
      ['testimonials', { ...testimonial, name: ' \u200b ' }, { name: 'Nimi on kohustuslik' }],
      ['testimonials', { ...testimonial, name: 'A\u0007' }, { name: 'Tekstis on lubamatuid märke' }],
      ['testimonials', { ...testimonial, name: 'Rida\nkaks' }, { name: 'Tekstis on lubamatuid märke' }],
      ['testimonials', { ...testimonial, name: 'A'.repeat(81) }, { name: 'Nimi võib olla kuni 80 märki' }],
      ['testimonials', { ...testimonial, text: 'T'.repeat(1201) }, { text: expect.stringContaining('1200') }],
      [
        'testimonials',
        { ...testimonial, positionUrl: 'javascript:alert(1)' },
        { positionUrl: expect.stringContaining('https://') },
      ],
      ...['ftp://rakvere.ee', 'https://localhost'].map(
        (positionUrl): Case => [
          'testimonials',
          { ...testimonial, positionUrl },
          { positionUrl: expect.stringContaining('http://') },
        ],
      ),
      ['testimonials', { name: ['A'], position: { b: 1 }, rating: null }, { name: 'Nimi on kohustuslik' }],
      ['testimonials', {}, { name: 'Nimi on kohustuslik', text: 'Tagasiside tekst on kohustuslik' }],
      ['references', { ...reference, date: '2025-13' }, { date: 'Aeg peab olema kujul AAAA-KK, nt 2025-06' }],
      ['references', { ...reference, date: '06.2025' }, { date: 'Aeg peab olema kujul AAAA-KK, nt 2025-06' }],
      ...['https://kuri.example/pilt.jpg', 'references/puudub', '/media/../../etc/passwd'].map(
        (image): Case => ['references', { ...reference, image }, { image: expect.stringContaining('pilt') }],
      ),
      [
        'references',
        { ...reference, imageAlt: '' },
        { imageAlt: expect.stringContaining('Kirjeldage pilti') },
      ],
      ['gallery', { alt: 'A', caption: 'B' }, { image: 'Pilt on kohustuslik' }],
      [
        'gallery',
        { image: 'gallery/galerii-01', alt: ' ', caption: 'B' },
        { alt: expect.stringContaining('Kirjeldage') },
      ],
      ['partners', { name: 'A' }, { url: 'Veebiaadress on kohustuslik' }],
      ['partners', { name: 'A', url: 'www.ehr.ee' }, { url: expect.stringContaining('https://') }],
      ['partners', { name: 'A', url: 'https://www.ehr.ee', logo: 42 }, { logo: expect.any(String) }],
    ]
    for (const [collection, body, fieldErrors] of cases) {
      const response = await call('POST', `/api/admin/${collection}`, body)
      expect(response.status, `${collection} ${JSON.stringify(body)}`).toBe(400)
      expect(response.body.fieldErrors).toMatchObject(fieldErrors)
      expect(response.body.error).toMatch(/[a-zõäöü]/)
      expect(response.body.error).not.toMatch(/Invalid|expected|received/)
    }
    // The same through a change of a stored entry.
    const [stored] = await list('references')
    const refused = await call('PUT', `/api/admin/references?id=${stored!.id}`, { date: '2025-1' })
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors).toEqual({ date: 'Aeg peab olema kujul AAAA-KK, nt 2025-06' })
    expect(await snapshot()).toBe(before)
  })

  it('answers any body shape, id, action and method with a 4xx, never a 5xx, and changes nothing', async () => {
    const before = await snapshot()
    const [stored] = await list('gallery')
    const bodies = [
      '{',
      'null',
      '[]',
      '"tekst"',
      '42',
      'true',
      '{"__proto__": {"image": "x"}}',
      '[{"a":1}]',
      '',
    ]
    for (const collection of ['testimonials', 'references', 'gallery', 'partners']) {
      for (const body of bodies) {
        for (const [method, query] of [
          ['POST', ''],
          ['PUT', `?id=${stored!.id}`],
          ['PUT', `?id=${stored!.id}&action=move`],
        ] as const) {
          const response = await raw(method, `/api/admin/${collection}${query}`, body)
          expect(response.status, `${method} ${collection}${query} ${body}`).toBeGreaterThanOrEqual(400)
          expect(response.status, `${method} ${collection}${query} ${body}`).toBeLessThan(500)
          expect(typeof response.body.error).toBe('string')
        }
      }
      expect((await raw('POST', `/api/admin/${collection}`, '{"name":"A"}', 'text/plain')).status).toBe(400)
    }
    for (const body of [
      {},
      { order: 0 },
      { order: '1' },
      { order: 1.5 },
      { direction: 'left' },
      { position: -1 },
    ]) {
      const response = await call('PUT', `/api/admin/gallery?id=${stored!.id}&action=move`, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toBe(
        'Koht järjekorras peab olema positiivne täisarv (1 on esimene) või suund up või down',
      )
    }
    const valid = { image: 'gallery/galerii-02', alt: 'A', caption: 'B' }
    expect((await call('GET', '/api/admin/gallery?id=999999')).body).toEqual({ error: 'Pilti ei leitud' })
    expect((await call('PUT', '/api/admin/gallery?id=999999', valid)).status).toBe(404)
    expect((await call('PUT', '/api/admin/gallery?id=999999&action=move', { order: 1 })).status).toBe(404)
    expect((await call('DELETE', '/api/admin/gallery?id=999999')).status).toBe(404)
    // An entry of another collection is not found through this one.
    const [partner] = await list('partners')
    expect((await call('GET', `/api/admin/gallery?id=${partner!.id}`)).status).toBe(404)
    expect((await call('DELETE', `/api/admin/gallery?id=${partner!.id}`)).status).toBe(404)
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call('GET', `/api/admin/gallery?id=${id}`)).body).toEqual({
        error: 'Vigane pildi number',
      })
    }
    expect((await call('PUT', '/api/admin/gallery', valid)).body).toEqual({
      error: 'Pildi number (id) puudub',
    })
    expect((await call('DELETE', '/api/admin/gallery')).status).toBe(400)
    expect((await call('POST', `/api/admin/gallery?id=${stored!.id}`, valid)).status).toBe(400)
    expect((await call('PUT', `/api/admin/gallery?id=${stored!.id}&action=publish`, valid)).status).toBe(400)
    expect((await call('PATCH', `/api/admin/gallery?id=${stored!.id}`, valid)).status).toBe(405)
    expect(await snapshot()).toBe(before)
  })

  it('answers 401 without a valid token', async () => {
    for (const collection of ['testimonials', 'references', 'gallery', 'partners']) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        const response = await fetch(`${site.url}/api/admin/${collection}?id=1`, {
          method,
          headers: { 'Content-Type': 'application/json', 'X-Admin-Token': 'a'.repeat(43) },
          body: method === 'GET' ? undefined : '{}',
        })
        expect(response.status, `${method} ${collection}`).toBe(401)
      }
    }
  })
})

describe('pictures, logos and any number of gallery pictures', () => {
  it('shows a reference with an uploaded picture beside the built-in ones', async () => {
    const url = await upload()
    const created = await call('POST', '/api/admin/references', {
      title: 'Laohoone põrand',
      location: 'Kunda',
      date: '2026-03',
      description: 'Põranda alla 120 tonni killustikku.',
      url: null,
      image: url,
      imageAlt: 'Tihendatud killustikualus',
    })
    expect(created.status).toBe(201)
    const home = await homeHtml()
    expect(home).toContain(`src="${url}"`)
    expect(home).toContain('alt="Tihendatud killustikualus"')
    expect(home).toContain('märts 2026')
    expect(home).toContain('/images/references/viide-1-480.avif 480w')
  })

  it('shows a partner with a logo as its picture named by the partner, the others as text', async () => {
    const logo = await upload(320, 120)
    const created = await call('POST', '/api/admin/partners', {
      name: 'Kruusaveo OÜ',
      url: 'https://kruusavedu.example.ee',
      logo,
    })
    expect(created.status).toBe(201)
    const home = await homeHtml()
    expect(home).toMatch(new RegExp(`<img src="${logo}"[^>]*alt="Kruusaveo OÜ"`))
    expect(home).toContain(`>${partners[0]!.name}<`)
    // Back to a text tile when the logo is taken away.
    await call('PUT', `/api/admin/partners?id=${created.body.id}`, { logo: null })
    expect(await homeHtml()).toContain('>Kruusaveo OÜ<')
  })

  it('hides the gallery without pictures and shows one picture alone', async () => {
    for (const entry of await list('gallery')) {
      expect((await call('DELETE', `/api/admin/gallery?id=${entry.id}`)).status).toBe(200)
    }
    let home = await homeHtml()
    expect(home).not.toContain('Fotogalerii')
    expect(home).not.toContain('id="gallery-title"')
    const url = await upload()
    const created = await call('POST', '/api/admin/gallery', {
      image: url,
      alt: 'Kallur laadimisel',
      caption: 'Laadimine',
    })
    expect(created.body.order).toBe(1)
    home = await homeHtml()
    expect(home).toContain('Fotogalerii')
    expect(home).toContain('(1/1)')
  })
})

describe('the staff pages without JavaScript', () => {
  it('list every collection with its entries and their controls', async () => {
    const response = await staff.page('/admin/avaleht')
    expect(response.status).toBe(200)
    const html = (await response.text()).replaceAll('<!-- -->', '')
    for (const title of ['Partnerid ja lingid', 'Projektid', 'Galerii', 'Klientide tagasiside'])
      expect(html).toContain(title)
    expect(html).toContain(testimonials[0]!.name)
    expect(html).toContain('href="/admin/avaleht/tagasiside/uus"')
    expect(html).toContain(`aria-label="Tõsta „${testimonials[1]!.name}“ ettepoole"`)
    expect(html).toContain('href="/admin/avaleht"')
  })

  it('add a testimonial: 303 to the list with a flash message, on the home page at once', async () => {
    const response = await postForm('/admin/avaleht/tagasiside/uus', {
      name: 'Peeter Kask',
      position: 'Talunik',
      positionUrl: '',
      rating: '3',
      text: 'Muld oli hea.',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/admin/avaleht#tagasiside')
    const page = await follow(response)
    expect(page).toContain('Tagasiside lisatud. Muudatus on avalehel kohe näha.')
    expect(page).toContain('Peeter Kask')
    const home = await homeHtml()
    expect(home).toContain('Peeter Kask')
    expect(home).toContain('aria-label="Hinnang: 3 tärni 5-st"')
  })

  it('refuse a bad form with the message beside the field and the typed values kept', async () => {
    const before = await list('testimonials')
    const response = await postForm('/admin/avaleht/tagasiside/uus', {
      name: 'Mari Maasikas',
      position: 'Ehitaja',
      positionUrl: 'minu-leht',
      rating: '9',
      text: 'Hea liiv.',
    })
    expect(response.status).toBe(400)
    const html = (await response.text()).replaceAll('<!-- -->', '')
    expect(html).toMatch(/id="item-positionUrl-error"[^>]*>Veebiaadress peab algama/)
    expect(html).toMatch(/id="item-rating-error"[^>]*>Hinnang peab olema täisarv 1 kuni 5/)
    expect(html).toContain('value="Mari Maasikas"')
    expect(html).toContain('value="minu-leht"')
    expect(await list('testimonials')).toEqual(before)
  })

  it('edit an entry on its page, and add a gallery picture as a multipart post with the file', async () => {
    const [first] = await list('testimonials')
    const edit = await staff.page(`/admin/avaleht/tagasiside/${first!.id}`)
    expect(edit.status).toBe(200)
    expect(await edit.text()).toContain(`value="${first!.name}"`)
    const changed = await postForm(`/admin/avaleht/tagasiside/${first!.id}`, {
      name: first!.name as string,
      position: 'Uus amet',
      positionUrl: first!.positionUrl as string,
      rating: '5',
      text: first!.text as string,
    })
    expect(changed.status).toBe(303)
    expect(await follow(changed)).toContain('Tagasiside salvestatud.')
    expect((await call('GET', `/api/admin/testimonials?id=${first!.id}`)).body.position).toBe('Uus amet')

    const picture = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#a08060' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('image', '')
    form.set('caption', 'Karjäär kevadel')
    form.set('alt', 'Liivanõlv kevadpäikeses')
    form.set('pictureFile', new File([picture], 'kevad.png', { type: 'image/png' }))
    const added = await postForm('/admin/avaleht/galerii/uus', form)
    expect(added.status).toBe(303)
    expect(added.headers.get('Location')).toBe('/admin/avaleht#galerii')
    const gallery = await list('gallery')
    expect(gallery.at(-1)).toMatchObject({
      caption: 'Karjäär kevadel',
      image: expect.stringMatching(/^\/media\//),
    })
    expect(await homeHtml()).toContain('(1/2)')

    // A file that is not a picture is refused beside the picture field; the typed texts stay.
    const bad = new FormData()
    bad.set('image', '')
    bad.set('caption', 'Vale fail')
    bad.set('alt', 'Midagi')
    bad.set('pictureFile', new File(['ei ole pilt'], 'tekst.png', { type: 'image/png' }))
    const refused = await postForm('/admin/avaleht/galerii/uus', bad)
    expect(refused.status).toBe(400)
    const html = (await refused.text()).replaceAll('<!-- -->', '')
    expect(html).toMatch(/id="item-picture-error"[^>]*>Fail ei ole pilt/)
    expect(html).toContain('value="Vale fail"')
    expect(await list('gallery')).toHaveLength(2)
  })

  it('move an entry down and up with the list form', async () => {
    const [first, second] = await list('testimonials')
    const moved = await postForm('/admin/avaleht', {
      intent: 'move',
      kind: 'testimonial',
      id: String(first!.id),
      direction: 'down',
    })
    expect(moved.status).toBe(303)
    expect(await follow(moved)).toContain('Järjekord muudetud.')
    expect((await list('testimonials')).slice(0, 2).map((entry) => entry.id)).toEqual([second!.id, first!.id])
    const home = await homeHtml()
    expect(home.indexOf(second!.name as string)).toBeLessThan(home.indexOf(first!.name as string))
  })

  it('refuse a list form with an unknown collection, id, direction or action, each in words, and change nothing', async () => {
    const before = await list('testimonials')
    const id = String(before[0]!.id)
    const direction = 'Suund peab olema ettepoole või tahapoole.'
    const cases: [Record<string, string>, string][] = [
      [{ intent: 'move', kind: 'muu', id, direction: 'down' }, 'Vigane kirje.'],
      [{ intent: 'move', kind: 'testimonial', id: '0', direction: 'down' }, 'Vigane kirje.'],
      [{ intent: 'move', kind: 'testimonial', id: 'abc', direction: 'down' }, 'Vigane kirje.'],
      [{ intent: 'delete', kind: 'testimonial', id: '99999999999' }, 'Vigane kirje.'],
      [{ intent: 'move', kind: 'testimonial', id, direction: 'sideways' }, direction],
      [{ intent: 'move', kind: 'testimonial', id }, direction],
      [{ intent: 'archive', kind: 'testimonial', id }, 'Tundmatu toiming.'],
      [{ kind: 'testimonial', id }, 'Tundmatu toiming.'],
    ]
    for (const [fields, message] of cases) {
      const response = await postForm('/admin/avaleht', fields)
      expect(response.status, JSON.stringify(fields)).toBe(400)
      expect((await response.text()).replaceAll('<!-- -->', ''), JSON.stringify(fields)).toContain(message)
    }
    expect(await list('testimonials')).toEqual(before)
  })

  it('delete after the confirmation page', async () => {
    const [, , third] = await list('testimonials')
    const question = await staff.page(`/admin/avaleht/tagasiside/${third!.id}/kustuta`)
    expect(question.status).toBe(200)
    const html = (await question.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('Kas oled kindel?')
    expect(html).toContain(`„${third!.name}“`)
    const deleted = await postForm('/admin/avaleht', {
      intent: 'delete',
      kind: 'testimonial',
      id: String(third!.id),
    })
    expect(deleted.status).toBe(303)
    expect(await follow(deleted)).toContain('Tagasiside kustutatud.')
    expect((await call('GET', `/api/admin/testimonials?id=${third!.id}`)).status).toBe(404)
    expect((await auditOf(third!.id))[0]).toMatchObject({ action: 'delete', before: { name: third!.name } })
  })

  it('answer 404 for an unknown collection or entry, and send the signed-out to sign in', async () => {
    expect((await staff.page('/admin/avaleht/muu/uus')).status).toBe(404)
    expect((await staff.page('/admin/avaleht/tagasiside/999999')).status).toBe(404)
    expect((await staff.page('/admin/avaleht/tagasiside/abc')).status).toBe(404)
    expect((await staff.page('/admin/avaleht/galerii/999999/kustuta')).status).toBe(404)
    const signedOut = await fetch(`${site.url}/admin/avaleht`, { redirect: 'manual' })
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('Location')).toBe('/admin/login')
    const post = await fetch(`${site.url}/admin/avaleht`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ intent: 'delete', kind: 'testimonial', id: '1' }),
    })
    expect(post.status).toBe(302)
    expect((await list('testimonials')).length).toBeGreaterThan(0)
  })
})

describe('seeding', () => {
  it('happens once: an emptied collection stays empty after a restart', {
    timeout: serverStartAllowance,
  }, async () => {
    for (const entry of await list('testimonials')) {
      expect((await call('DELETE', `/api/admin/testimonials?id=${entry.id}`)).status).toBe(200)
    }
    expect(await homeHtml()).not.toContain('Klientide tagasiside')
    const partnersBefore = await list('partners')
    await site.restart()
    expect(await list('testimonials')).toEqual([])
    expect(await list('partners')).toEqual(partnersBefore)
    const home = await homeHtml()
    expect(home).not.toContain('Klientide tagasiside')
    expect(home).toContain(partners[0]!.name)
  })
})

describe.runIf(databaseUrl)('two processes on one PostgreSQL', () => {
  it('the second shows a new partner and the new order within a second', async () => {
    const second = await startServer({ env: { ...testAdminEnv, DATABASE_URL: databaseUrl } })
    try {
      const created = await call('POST', '/api/admin/partners', {
        name: 'Teine Protsess OÜ',
        url: 'https://teine.example.ee',
      })
      expect(created.status).toBe(201)
      await call('PUT', `/api/admin/partners?id=${created.body.id}&action=move`, { order: 1 })
      const deadline = Date.now() + 1500
      let html = ''
      for (;;) {
        html = await (await fetch(`${second.url}/`)).text()
        if (html.includes('Teine Protsess OÜ') || Date.now() > deadline) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(html.indexOf('Teine Protsess OÜ')).toBeGreaterThan(0)
      expect(html.indexOf('Teine Protsess OÜ')).toBeLessThan(html.indexOf(partners[1]!.name))
    } finally {
      await second.dispose()
    }
  })
})

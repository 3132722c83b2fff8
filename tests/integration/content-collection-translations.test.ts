import { describe, expect, it } from 'vitest'
import { galleryImages } from '#app/content/gallery.ts'
import { partners } from '#app/content/partners.ts'
import { projectReferences } from '#app/content/references.ts'
import { testimonials } from '#app/content/testimonials.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { setupServer } from '../support/server-fixture.ts'
import { followWithFlash, publicPage, staffHtml } from '../support/site-pages.ts'

/**
 * The Russian and English words of the home page's collections (ADR 060), as staff write them on
 * /admin/avaleht/<collection>/<id>?keel=ru|en and through the collections' admin API, against the
 * production build: the home page in that language shows a translated text in its language and an
 * untranslated one in Estonian inside lang="et"; the page cache keeps each language's home page apart and
 * drops it when a translation changes; refused input changes nothing; the list marks what is not yet
 * translated; the audit log keeps every change.
 */

const site = setupServer({ env: testAdminEnv })
const staff = staffClient(site)

type Entry = Record<string, unknown> & {
  id: number
  translations: Record<'ru' | 'en', Record<string, string>>
}

async function api(method: string, path: string, body?: unknown) {
  const response = await staff.api(path, { method, body })
  return {
    status: response.status,
    body: (await response.json()) as Entry & Entry[] & { error: string; fieldErrors: Record<string, string> },
  }
}

const firstOf = async (collection: string) => (await api('GET', `/api/admin/${collection}`)).body[0]!

const reference = projectReferences[0]!
const russianTitle = 'Обратная засыпка фундамента частного дома'
const russianDescription =
  'Для обратной засыпки фундамента нового дома мы привезли около 60 тонн песка и 22 тонны щебня 16–32 мм.'

describe('a project reference in Russian, written on its page in /admin/avaleht', () => {
  it('lists every entry as not yet translated, with a link to each language', async () => {
    const list = await staffHtml(staff, '/admin/avaleht')
    expect(list.status).toBe(200)
    const { id } = await firstOf('references')
    expect(list.html).toContain(`href="/admin/avaleht/projektid/${id}?keel=ru"`)
    expect(list.html).toContain(`href="/admin/avaleht/projektid/${id}?keel=en"`)
    expect(list.html).not.toContain('Tõlgitud<')
    const markers = list.html.match(/>Tõlkimata</g) ?? []
    const entries = projectReferences.length + testimonials.length + galleryImages.length + partners.length
    expect(markers).toHaveLength(2 * entries)
  })

  it('shows the tabs, the Estonian text beside each field to translate, and says it is not translated', async () => {
    const { id } = await firstOf('references')
    const page = await staffHtml(staff, `/admin/avaleht/projektid/${id}?keel=ru`)
    expect(page.status).toBe(200)
    expect(page.html).toMatch(/aria-current="page"[^>]*><span>Vene<\/span><span[^>]*>Tõlkimata<\/span>/)
    expect(page.html).toMatch(/<span>Eesti<\/span><span[^>]*>Algtekst<\/span>/)
    expect(page.html).toContain(`action="/admin/avaleht/projektid/${id}?keel=ru"`)
    for (const field of ['title', 'location', 'description', 'imageAlt'])
      expect(page.html).toContain(`name="translations.ru.${field}"`)
    // The date, the link and the picture are the same in every language.
    expect(page.html).not.toContain('name="date"')
    expect(page.html).not.toContain('name="url"')
    expect(page.html).toContain(
      `<span lang="et" class="whitespace-pre-line text-graphite">${reference.title}</span>`,
    )
    expect(page.html).toContain('Pealkiri vene keeles')
    expect(page.html).toContain('Tõlkimata: avalehel on seni eestikeelne tekst.')
    // The Estonian tab is the entry's form as it was.
    const estonian = await staffHtml(staff, `/admin/avaleht/projektid/${id}`)
    expect(estonian.html).toContain('name="date"')
    expect(estonian.html).not.toContain('name="translations.ru.title"')
  })

  it('saves the Russian words: /ru shows them at once in Russian, the rest in Estonian; /en and / stay', async () => {
    await publicPage(site, '/ru')
    expect((await publicPage(site, '/ru')).cache).toBe('hit')
    await publicPage(site, '/en')
    const englishBefore = await publicPage(site, '/en')
    expect(englishBefore.cache).toBe('hit')

    const { id } = await firstOf('references')
    const posted = await staff.post(`/admin/avaleht/projektid/${id}?keel=ru`, {
      'translations.ru.title': `  ${russianTitle} `,
      'translations.ru.location': '',
      'translations.ru.description': russianDescription,
      'translations.ru.imageAlt': '',
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('Location')).toBe('/admin/avaleht#projektid')
    const list = (await followWithFlash(staff, site, posted)).html
    expect(list).toContain('Vene tõlge salvestatud. Muudatus on venekeelsel avalehel kohe näha.')
    const row = list.slice(list.indexOf(`href="/admin/avaleht/projektid/${id}?keel=ru"`))
    expect(row).toMatch(/^[^<]*[^>]*>Vene:\s*<span[^>]*>Osaliselt tõlgitud<\/span>/)

    const russian = await publicPage(site, '/ru')
    expect(russian.cache).not.toBe('hit')
    expect(russian.html).toContain(`<h3 class="text-lg font-semibold">${russianTitle}</h3>`)
    expect(russian.html).toContain(`<p class="mt-2 flex-1 text-stone-700">${russianDescription}</p>`)
    expect(russian.html).toContain(`<span lang="et">${reference.location}</span>`)
    expect(russian.html).not.toContain(reference.description)
    // The other entries are still Estonian there.
    expect(russian.html).toContain(
      `<h3 class="text-lg font-semibold" lang="et">${projectReferences[1]!.title}</h3>`,
    )

    const english = await publicPage(site, '/en')
    expect(english.html).not.toContain(russianTitle)
    expect(english.html).toContain(`<h3 class="text-lg font-semibold" lang="et">${reference.title}</h3>`)
    const estonian = await publicPage(site, '/')
    expect(estonian.html).toContain(`<h3 class="text-lg font-semibold">${reference.title}</h3>`)
    expect(estonian.html).not.toContain(russianTitle)

    // Stored as written, trimmed; the fields left empty are none.
    const stored = (await api('GET', `/api/admin/references?id=${id}`)).body
    expect(stored.translations).toEqual({
      ru: { title: russianTitle, location: '', description: russianDescription, imageAlt: '' },
      en: { title: '', location: '', description: '', imageAlt: '' },
    })
    expect(stored.title).toBe(reference.title)
  })

  it('refuses a translation over its field’s limit with an Estonian message, keeps what was typed, stores nothing', async () => {
    const { id } = await firstOf('references')
    const before = (await api('GET', `/api/admin/references?id=${id}`)).body
    const pageBefore = await publicPage(site, '/en')
    const long = 'Backfilling '.repeat(12)
    const refused = await staff.post(`/admin/avaleht/projektid/${id}?keel=en`, {
      'translations.en.title': long,
      'translations.en.location': 'Rakvere',
      'translations.en.description': 'Sixty tonnes of sand.',
      'translations.en.imageAlt': '',
    })
    expect(refused.status).toBe(400)
    const html = (await refused.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('Tõlget ei salvestatud: Inglise tõlge: Pealkiri võib olla kuni 120 märki.')
    expect(html).toContain('id="item-translations-en-title-error"')
    expect(html).toContain('Sixty tonnes of sand.')
    expect((await api('GET', `/api/admin/references?id=${id}`)).body).toEqual(before)
    expect((await publicPage(site, '/en')).html).toBe(pageBefore.html)
  })
})

describe('the collections’ admin API with translations', () => {
  it('takes a language’s fields, leaves the others, and answers every field in both languages', async () => {
    const partner = (await api('GET', '/api/admin/partners')).body[2]!
    expect(partner.name).toBe(partners[2]!.name)
    expect(partner.translations).toEqual({ ru: { name: '' }, en: { name: '' } })
    await publicPage(site, '/en')
    expect((await publicPage(site, '/en')).cache).toBe('hit')

    const english = await api('PUT', `/api/admin/partners?id=${partner.id}`, {
      translations: { en: { name: 'Estonian Transport Administration' } },
    })
    expect(english.status).toBe(200)
    expect(english.body.translations).toEqual({
      ru: { name: '' },
      en: { name: 'Estonian Transport Administration' },
    })
    const russian = await api('PUT', `/api/admin/partners?id=${partner.id}`, {
      translations: { ru: { name: 'Транспортный департамент' } },
    })
    expect(russian.body.translations).toEqual({
      ru: { name: 'Транспортный департамент' },
      en: { name: 'Estonian Transport Administration' },
    })
    const page = await publicPage(site, '/en')
    expect(page.cache).not.toBe('hit')
    expect(page.html).toContain('<span>Estonian Transport Administration</span>')
    expect(page.html).toContain(`<span lang="et">${partners[0]!.name}</span>`)
    expect((await publicPage(site, '/ru')).html).toContain('<span>Транспортный департамент</span>')
    expect((await publicPage(site, '/')).html).toContain(`<span>${partners[2]!.name}</span>`)

    // The whole object GET gave, sent back with one change: only that changes.
    const current = (await api('GET', `/api/admin/partners?id=${partner.id}`)).body
    const back = await api('PUT', `/api/admin/partners?id=${partner.id}`, {
      ...current,
      translations: { ...current.translations, en: { name: '' } },
    })
    expect(back.status).toBe(200)
    expect(back.body.translations).toEqual({ ru: { name: 'Транспортный департамент' }, en: { name: '' } })
    expect((await publicPage(site, '/en')).html).toContain(`<span lang="et">${partners[2]!.name}</span>`)
  })

  it('refuses translations of the wrong shape with a clear Estonian message, changing nothing', async () => {
    const entry = (await api('GET', '/api/admin/testimonials')).body[0]!
    const cases: [unknown, string, string][] = [
      ['in English', 'translations', 'Tõlked peavad olema kujul {"ru": {…}, "en": {…}}'],
      [
        { de: { text: 'Gut' } },
        'translations',
        'Tõlkeid saab anda vene (ru) ja inglise (en) keeles, mitte: de',
      ],
      [
        { en: 'Great' },
        'translations.en',
        'Inglise tõlge peab olema objekt tõlgitavate väljadega: position, text',
      ],
      [
        { en: { name: 'Christian' } },
        'translations.en',
        'Inglise tõlkes ei saa olla välja name. Tõlgitavad väljad on: position, text',
      ],
      [{ ru: { text: 42 } }, 'translations.ru.text', 'Vene tõlge: Tagasiside tekst on kohustuslik'],
      [
        { ru: { position: 'Строит\tдом' } },
        'translations.ru.position',
        'Vene tõlge: Tekstis on lubamatuid märke',
      ],
    ]
    for (const [translations, field, message] of cases) {
      const refused = await api('PUT', `/api/admin/testimonials?id=${entry.id}`, { translations })
      expect(refused.status, JSON.stringify(translations)).toBe(400)
      expect(refused.body.error).toBe(message)
      expect(refused.body.fieldErrors).toEqual({ [field]: message })
    }
    expect((await api('GET', `/api/admin/testimonials?id=${entry.id}`)).body).toEqual(entry)
    const created = await api('POST', '/api/admin/testimonials', {
      name: 'Mari Tamm',
      position: 'Aiapidaja',
      rating: 5,
      text: 'Kiire ja korralik teenindus.',
      translations: { en: { text: 'Quick and tidy service.', colour: 'red' } },
    })
    expect(created.status).toBe(400)
    expect(created.body.error).toBe(
      'Inglise tõlkes ei saa olla välja colour. Tõlgitavad väljad on: position, text',
    )
    expect((await api('GET', '/api/admin/testimonials')).body).toHaveLength(testimonials.length)
  })

  it('creates an entry with its translations, shows them, and the audit log has every change', async () => {
    const created = await api('POST', '/api/admin/testimonials', {
      name: 'Mari Tamm',
      position: 'Aiapidaja',
      rating: 5,
      text: 'Kiire ja korralik teenindus.',
      translations: { en: { position: 'Gardener', text: 'Quick and tidy service.' }, ru: { text: ' ' } },
    })
    expect(created.status).toBe(201)
    expect(created.body.translations).toEqual({
      ru: { position: '', text: '' },
      en: { position: 'Gardener', text: 'Quick and tidy service.' },
    })
    const english = await publicPage(site, '/en')
    expect(english.html).toContain('Quick and tidy service.</blockquote>')
    expect(english.html).toContain('<p class="text-sm text-stone-700">Gardener</p>')
    expect((await publicPage(site, '/ru')).html).toContain(
      'lang="et">Kiire ja korralik teenindus.</blockquote>',
    )

    const changed = await api('PUT', `/api/admin/testimonials?id=${created.body.id}`, {
      translations: { ru: { position: 'Садовник', text: 'Быстро и аккуратно.' } },
    })
    expect(changed.status).toBe(200)
    const list = await staffHtml(staff, '/admin/avaleht')
    const row = list.html.slice(
      list.html.indexOf(`href="/admin/avaleht/tagasiside/${created.body.id}?keel=ru"`),
    )
    expect(row).toMatch(/^[^>]*>Vene:\s*<span[^>]*>Tõlgitud<\/span>/)

    const audit = (await api('GET', `/api/admin/audit?entity=content_item&id=${created.body.id}`))
      .body as unknown as { action: string; adminUsername: string; before: Entry | null; after: Entry }[]
    expect(audit.map((entry) => entry.action)).toEqual(['update', 'create'])
    expect(audit.every((entry) => entry.adminUsername === 'haldur')).toBe(true)
    expect(audit[1]!.after.translations).toEqual({
      en: { position: 'Gardener', text: 'Quick and tidy service.' },
    })
    expect(audit[0]!.before!.translations).toEqual(audit[1]!.after.translations)
    expect(audit[0]!.after.translations).toEqual({
      en: { position: 'Gardener', text: 'Quick and tidy service.' },
      ru: { position: 'Садовник', text: 'Быстро и аккуратно.' },
    })
    expect((await api('DELETE', `/api/admin/testimonials?id=${created.body.id}`)).status).toBe(200)
  })

  it('shows a gallery caption in the page’s language inside the gallery island', async () => {
    const picture = await firstOf('gallery')
    const saved = await api('PUT', `/api/admin/gallery?id=${picture.id}`, {
      translations: {
        en: { caption: 'Materials on the loading area', alt: 'Heaps of sand and gravel at the quarry' },
      },
    })
    expect(saved.status).toBe(200)
    const english = await publicPage(site, '/en')
    expect(english.html).toContain('Materials on the loading area')
    expect(english.html).toContain('Heaps of sand and gravel at the quarry')
    const russian = await publicPage(site, '/ru')
    expect(russian.html).toContain(`<span lang="et">${galleryImages[0]!.caption}</span>`)
    expect(russian.html).not.toContain('Materials on the loading area')
  })
})

describe('the page cache of each language’s home page', () => {
  it('keeps /ru and /en apart and drops both when a collection’s translation changes', async () => {
    await publicPage(site, '/ru')
    await publicPage(site, '/en')
    const russian = await publicPage(site, '/ru')
    const english = await publicPage(site, '/en')
    expect([russian.cache, english.cache]).toEqual(['hit', 'hit'])
    expect(russian.html).toContain('<html lang="ru"')
    expect(english.html).toContain('<html lang="en"')

    const { id } = await firstOf('references')
    await api('PUT', `/api/admin/references?id=${id}`, {
      translations: { en: { title: 'Backfilling the foundations of a private house' } },
    })
    const russianAfter = await publicPage(site, '/ru')
    const englishAfter = await publicPage(site, '/en')
    expect([russianAfter.cache, englishAfter.cache]).toEqual(['miss', 'miss'])
    expect(englishAfter.html).toContain('Backfilling the foundations of a private house')
    expect(russianAfter.html).toContain(russianTitle)
    expect((await publicPage(site, '/en')).cache).toBe('hit')
  })
})

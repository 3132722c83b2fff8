import { describe, expect, it } from 'vitest'
import { materialTranslations } from '#app/content/material-translations.ts'
import { materialBySlug } from '#app/content/materials.ts'
import type { MaterialTranslationDocument } from '#app/server/content/material-translations.server.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { setupServer } from '../support/server-fixture.ts'
import { publicPage, staffHtml } from '../support/site-pages.ts'

/**
 * The material pages' Russian and English texts staff edit on /admin/materjalid/<slug>?keel=ru|en and
 * through /api/admin/materials?slug=…&locale=ru|en (ADR 060), against the production build: the page in
 * that language shows them at once (the page cache drops the old one), a field left empty shows the
 * built-in translation, refused input changes nothing, 'Taasta' brings the built-in translation back,
 * the list's markers, and the audit log; the home page's material grid in that language names the
 * material as staff translated it. The Estonian texts are content-materials.test.ts's.
 */

const site = setupServer({ env: testAdminEnv })
const staff = staffClient(site)
const ru = materialTranslations.ru.killustik
const enKaldaliiv = materialTranslations.en.kaldaliiv

/** The API's answer: a translation (or the list of them, or an error). */
type Answer = MaterialTranslationDocument & { slug: string; locale: string; edited: boolean }

async function api(method: string, query: string, body?: unknown) {
  const response = await staff.api(`/api/admin/materials${query}`, { method, body })
  return { status: response.status, body: (await response.json()) as Answer & Answer[] & { error?: string } }
}

/** The edit form's fields of a language as the page shows them, from the API's answer. */
async function formFields(slug: string, locale: string): Promise<Record<string, string>> {
  const texts: Answer = (await api('GET', `?slug=${slug}&locale=${locale}`)).body
  const fields: Record<string, string> = {
    title: texts.title,
    summary: texts.summary,
    description: texts.description.join('\r\n\r\n'),
    uses: texts.uses.join('\r\n'),
    technicalData: texts.technicalData.map((row) => `${row.label}: ${row.value}`).join('\r\n'),
    metaDescription: texts.metaDescription,
    metaTitle: texts.metaTitle,
    imageText: texts.imageText,
  }
  texts.faq.forEach((item, index) => {
    fields[`faq.${index}.question`] = item.question
    fields[`faq.${index}.answer`] = item.answer.replaceAll('\n', '\r\n')
  })
  return fields
}

const question = 'Сколько стоит тонна щебня?'
const answer = 'Тонна стоит {hind} €/т без НДС.\r\n\r\nДоставку считаем отдельно.'

describe('the Russian and English texts of a material page on /admin/materjalid', () => {
  it('shows the built-in translations, marked so, in the list and on the edit page', async () => {
    const list = await staffHtml(staff, '/admin/materjalid')
    expect(list.status).toBe(200)
    expect(list.html).toContain('href="/admin/materjalid/killustik?keel=ru"')
    expect(list.html).toContain('href="/admin/materjalid/killustik?keel=en"')
    expect(list.html).not.toContain('>Muudetud<')
    expect(list.html).toContain('Sisseehitatud tõlge')

    const edit = await staffHtml(staff, '/admin/materjalid/killustik?keel=ru')
    expect(edit.status).toBe(200)
    expect(edit.html).toContain('aria-current="page" class="')
    expect(edit.html).toMatch(/aria-current="page"[^>]*><span>Vene<\/span>/)
    expect(edit.html).toContain('name="title"')
    expect(edit.html).toContain(`value="${ru.title}"`)
    expect(edit.html).toContain(ru.faqs[1].question)
    expect(edit.html).toContain('Taasta sisseehitatud tõlge')
    expect(edit.html).toContain('href="/ru/killustik"')
    expect(edit.html).toContain('action="/admin/materjalid/killustik?keel=ru"')
    // Estonian stays as it is: no heading field, its own restore.
    const estonian = await staffHtml(staff, '/admin/materjalid/killustik')
    expect(estonian.html).not.toContain('name="title"')
    expect(estonian.html).toContain('Taasta algne tekst')
    expect(estonian.html).toContain(materialBySlug('killustik')!.faqs[1].question)
  })

  it('saves a Russian text: /ru/killustik shows it at once, the cached page gone; other languages stay', async () => {
    await publicPage(site, '/ru/killustik')
    const cached = await publicPage(site, '/ru/killustik')
    expect(cached.cache).toBe('hit')
    expect(cached.html).toContain(ru.faqs[1].question)

    const fields = await formFields('killustik', 'ru')
    fields.title = 'Щебень гранитный'
    fields['faq.1.question'] = question
    fields['faq.1.answer'] = answer
    const posted = await staff.post('/admin/materjalid/killustik?keel=ru', { ...fields, intent: 'save' })
    expect(posted.status).toBe(302)
    expect(posted.headers.get('Location')).toBe('/admin/materjalid/killustik?keel=ru')
    const flash = (posted.headers.get('Set-Cookie') ?? '').split(';')[0]!
    const { cookie } = await staff.admin()
    const next = await fetch(`${site.url}/admin/materjalid/killustik?keel=ru`, {
      headers: { Cookie: `${cookie}; ${flash}` },
    })
    const nextHtml = (await next.text()).replaceAll('<!-- -->', '')
    expect(nextHtml).toContain('Tõlge salvestatud. See on avalikul lehel kohe näha.')
    expect(nextHtml).toContain('Lehel on teie muudetud vene tõlge.')

    const page = await publicPage(site, '/ru/killustik')
    expect(page.cache).not.toBe('hit')
    expect(page.html).toContain(question)
    expect(page.html).toContain('Тонна стоит 8 €/т без НДС.')
    expect(page.html).toContain('Доставку считаем отдельно.')
    expect(page.html).not.toContain(ru.faqs[1].question)
    expect(page.html).not.toContain('{hind}')
    expect(page.html).toContain('<h1')
    expect(page.html).toContain('Щебень гранитный')
    // What staff left as it was is the built-in translation, and other languages did not change.
    expect(page.html).toContain(ru.faqs[0].question)
    expect(page.description).toBe(ru.metaDescription.replace('{hind}', '8'))
    const english = await publicPage(site, '/en/killustik')
    expect(english.html).toContain(materialTranslations.en.killustik.faqs[1].question)
    expect(english.html).not.toContain(question)
    const estonian = await publicPage(site, '/killustik')
    expect(estonian.html).toContain(materialBySlug('killustik')!.faqs[1].question)

    // Only staff's own fields are stored; the API answers what the page shows.
    const stored = (await api('GET', '?slug=killustik&locale=ru')).body
    expect(stored).toMatchObject({ edited: true, title: 'Щебень гранитный', uses: ru.uses })
    expect(stored.faq[1]).toEqual({ question, answer: answer.replaceAll('\r\n', '\n') })

    const list = await staffHtml(staff, '/admin/materjalid')
    const row = list.html.slice(list.html.indexOf('href="/admin/materjalid/killustik"'))
    expect(row).toMatch(/Vene: <span class="[^"]*">Muudetud<\/span>/)
    expect(row).toMatch(/Inglise: <span class="">Sisseehitatud tõlge<\/span>/)
    expect((await staffHtml(staff, '/admin/materjalid/killustik?keel=ru')).html).toMatch(
      /<span>Vene<\/span><span class="[^"]*">Muudetud<\/span>/,
    )
  })

  it('shows the built-in translation of a field left empty', async () => {
    const fields = await formFields('killustik', 'ru')
    fields.metaDescription = ''
    fields.uses = '  '
    fields['faq.3.answer'] = ''
    fields.summary = 'Щебень 16–32 мм для фундамента и дренажа.'
    const posted = await staff.post('/admin/materjalid/killustik?keel=ru', { ...fields, intent: 'save' })
    expect(posted.status).toBe(302)
    const page = await publicPage(site, '/ru/killustik')
    expect(page.description).toBe(ru.metaDescription.replace('{hind}', '8'))
    for (const use of ru.uses) expect(page.html).toContain(use)
    expect(page.html).toContain(ru.faqs[3].answer.split('\n')[0]!)
    expect(page.html).toContain('Щебень 16–32 мм для фундамента и дренажа.')
    expect(page.html).toContain(question)
    // The form shows the built-in text again in the emptied fields.
    const edit = await staffHtml(staff, '/admin/materjalid/killustik?keel=ru')
    expect(edit.html).toContain(ru.uses[0])
  })

  it('refuses a typed price in a Russian text with the Estonian message, keeps what was typed, stores nothing', async () => {
    const before = (await api('GET', '?slug=killustik&locale=ru')).body
    const pageBefore = await publicPage(site, '/ru/killustik')
    const fields = await formFields('killustik', 'ru')
    fields['faq.2.answer'] = 'Доставка: тонна стоит 8 €/т.'
    fields.title = 'Щебень {hind}'
    const refused = await staff.post('/admin/materjalid/killustik?keel=ru', { ...fields, intent: 'save' })
    expect(refused.status).toBe(400)
    const html = (await refused.text()).replaceAll('<!-- -->', '')
    expect(html).toContain(
      'Tekstis on hind (nt „8 €/t“): kirjutage hinna asemele {hind}, siis on lehel alati toote praegune hind',
    )
    expect(html).toContain('id="material-faq-2-answer-error"')
    expect(html).toContain('Pealkirjas ei saa hinda ega {hind} kasutada')
    expect(html).toContain('Доставка: тонна стоит 8 €/т.</textarea>')
    expect((await api('GET', '?slug=killustik&locale=ru')).body).toEqual(before)
    expect((await publicPage(site, '/ru/killustik')).html).toBe(pageBefore.html)
  })

  it('restores the built-in Russian texts, and the audit log has every change', async () => {
    const posted = await staff.post('/admin/materjalid/killustik?keel=ru', { intent: 'restore' })
    expect(posted.status).toBe(302)
    expect(posted.headers.get('Location')).toBe('/admin/materjalid/killustik?keel=ru')
    const page = await publicPage(site, '/ru/killustik')
    expect(page.html).not.toContain(question)
    expect(page.html).not.toContain('Щебень гранитный')
    expect(page.html).toContain(ru.faqs[1].question)
    expect(page.html).toContain(ru.summary)
    expect((await api('GET', '?slug=killustik&locale=ru')).body.edited).toBe(false)
    const list = await staffHtml(staff, '/admin/materjalid')
    expect(list.html).not.toContain('>Muudetud<')
    // Restoring again changes nothing.
    expect((await staff.post('/admin/materjalid/killustik?keel=ru', { intent: 'restore' })).status).toBe(302)

    const audit = (await (
      await staff.api('/api/admin/audit?entity=content&key=material:killustik:ru')
    ).json()) as {
      adminUsername: string
      action: string
      before: { title: string; faq: { question: string }[] }
      after: { title: string; faq: { question: string }[] }
    }[]
    expect(audit.map((entry) => entry.action)).toEqual(['restore', 'update', 'update'])
    expect(audit.every((entry) => entry.adminUsername === 'haldur')).toBe(true)
    expect(audit[2]!.before.title).toBe('')
    expect(audit[2]!.after.title).toBe('Щебень гранитный')
    expect(audit[2]!.after.faq[1]!.question).toBe(question)
    expect(audit[0]!.before.faq[1]!.question).toBe(question)
    // The edit page's history is the language's own; the Estonian texts have none.
    expect((await staffHtml(staff, '/admin/materjalid/killustik?keel=ru')).html).toContain(
      'algne tekst taastatud',
    )
    const estonianAudit = (await (
      await staff.api('/api/admin/audit?entity=content&key=material:killustik')
    ).json()) as unknown[]
    expect(estonianAudit).toEqual([])
  })

  it("saves the page's <title> and its picture's text in Russian; emptied, they are the built-in ones", async () => {
    const edit = await staffHtml(staff, '/admin/materjalid/killustik?keel=ru')
    expect(edit.html).toContain('Pealkiri otsingumootorile')
    expect(edit.html).toContain(`value="${ru.metaTitle}"`)
    expect(edit.html).toContain(`>${ru.imageText}</textarea>`)
    // The Estonian form has neither: its <title> and picture text are the built-in ones.
    expect((await staffHtml(staff, '/admin/materjalid/killustik')).html).not.toContain('Pildi tekst')

    const fields = await formFields('killustik', 'ru')
    /** The form posted with this <title> and picture text; its answer. */
    const save = (metaTitle: string, imageText: string) =>
      staff.post('/admin/materjalid/killustik?keel=ru', { ...fields, metaTitle, imageText, intent: 'save' })
    expect(
      (await save('Щебень 16–32 мм с доставкой | Padu Karjäär', 'Куча серого щебня у погрузчика')).status,
    ).toBe(302)
    const page = await publicPage(site, '/ru/killustik')
    expect(page.html).toContain('<title>Щебень 16–32 мм с доставкой | Padu Karjäär</title>')
    expect(page.html).toMatch(/<img [^>]*alt="Куча серого щебня у погрузчика"/)
    expect((await publicPage(site, '/en/killustik')).html).toContain(
      `<title>${materialTranslations.en.killustik.metaTitle}</title>`,
    )

    const refused = await save('Щебень', 'Щебень за {hind} €/т')
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Pildi tekstis ei saa hinda ega {hind} kasutada')

    expect((await save('', ' ')).status).toBe(302)
    const builtIn = await publicPage(site, '/ru/killustik')
    expect(builtIn.html).toContain(`<title>${ru.metaTitle}</title>`)
    expect(builtIn.html).toMatch(new RegExp(`<img [^>]*alt="${ru.imageText}"`))
  })
})

describe('/api/admin/materials with a locale', () => {
  it('lists and answers the translations, takes a PUT of what GET gave, and DELETE restores', async () => {
    const list = await api('GET', '?locale=en')
    expect(list.status).toBe(200)
    expect(list.body.find((item) => item.slug === 'kaldaliiv')).toEqual({
      slug: 'kaldaliiv',
      locale: 'en',
      title: enKaldaliiv.title,
      edited: false,
    })
    const current = (await api('GET', '?slug=kaldaliiv&locale=en')).body
    expect(current).toEqual({
      slug: 'kaldaliiv',
      locale: 'en',
      edited: false,
      description: enKaldaliiv.description,
      uses: enKaldaliiv.uses,
      technicalData: enKaldaliiv.technicalData,
      faq: enKaldaliiv.faqs,
      metaDescription: enKaldaliiv.metaDescription,
      title: enKaldaliiv.title,
      summary: enKaldaliiv.summary,
      metaTitle: enKaldaliiv.metaTitle,
      imageText: enKaldaliiv.imageText,
    })
    // The same texts back change nothing and store nothing.
    expect((await api('PUT', '?slug=kaldaliiv&locale=en', current)).body.edited).toBe(false)

    const saved = await api('PUT', '?slug=kaldaliiv&locale=en', { ...current, title: 'Beach sand 0–2 mm' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ edited: true, title: 'Beach sand 0–2 mm', uses: enKaldaliiv.uses })
    expect((await publicPage(site, '/en/kaldaliiv')).html).toContain('Beach sand 0–2 mm')

    const refused = await api('PUT', '?slug=kaldaliiv&locale=en', {
      ...saved.body,
      metaDescription: 'Beach sand at €3.50 per tonne.',
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toContain('Tekstis on hind')
    const wrongLocale = await api('PUT', '?slug=kaldaliiv&locale=en', { ...saved.body, locale: 'ru' })
    expect(wrongLocale.body.error).toBe(
      'Välja „locale“ määrab server: saatke see nii, nagu GET selle andis, või jätke see välja.',
    )
    expect((await api('GET', '?slug=kaldaliiv&locale=de')).body).toEqual({
      error: 'Keel (locale) peab olema et, ru või en.',
    })

    const restored = await api('DELETE', '?slug=kaldaliiv&locale=en')
    expect(restored.body).toMatchObject({ edited: false, title: enKaldaliiv.title })
    expect((await publicPage(site, '/en/kaldaliiv')).html).not.toContain('Beach sand 0–2 mm')
  })
})

describe('the home page’s material grid in Russian and English', () => {
  it('names a material as staff translated it, and by the built-in translation again when restored', async () => {
    expect((await publicPage(site, '/ru')).html).toContain(`>${ru.title}</h3>`)
    const current = (await api('GET', '?slug=killustik&locale=ru')).body
    const saved = await api('PUT', '?slug=killustik&locale=ru', {
      ...current,
      title: 'Щебень гранитный',
      summary: 'Прочный щебень для фундаментов, дорог и дренажа.',
    })
    expect(saved.status).toBe(200)
    const page = await publicPage(site, '/ru')
    expect(page.cache).not.toBe('hit')
    expect(page.html).toContain('<h3 class="text-lg font-semibold">Щебень гранитный</h3>')
    expect(page.html).toContain('Прочный щебень для фундаментов, дорог и дренажа.</p>')
    expect(page.html).not.toContain(ru.summary)
    // The English grid keeps its built-in translation, the Estonian one the catalogue's name.
    expect((await publicPage(site, '/en')).html).toContain(`>${materialTranslations.en.killustik.title}</h3>`)
    expect((await publicPage(site, '/')).html).not.toContain('Щебень гранитный')

    expect((await api('DELETE', '?slug=killustik&locale=ru')).status).toBe(200)
    const restored = await publicPage(site, '/ru')
    expect(restored.html).toContain(`>${ru.title}</h3>`)
    expect(restored.html).not.toContain('Щебень гранитный')
  })
})

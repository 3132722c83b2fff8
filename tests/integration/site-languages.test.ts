import { describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { translatedPaths } from '#app/content/translated-pages.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The public site in Estonian, Russian and English (ADR 060): each translated page under /ru and /en in
 * its language, naming its counterparts; the language switch; the prefix that is no language; the
 * sitemap's alternates. The Estonian pages keep their addresses and texts.
 */

const site = setupServer()

async function page(pathname: string, init?: RequestInit) {
  const response = await fetch(`${site.url}${pathname}`, { redirect: 'manual', ...init })
  // React separates neighbouring text with <!-- --> in server HTML; read the text as a visitor sees it.
  return { response, html: (await response.text()).replaceAll('<!-- -->', '') }
}

/** The language switch's links: href, hreflang and what a screen reader reads. */
function switchLinks(html: string) {
  const nav = /<nav aria-label="(?:Keel|Язык|Language)">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
  return [
    ...nav.matchAll(
      /<a href="([^"]*)" hrefLang="(\w+)" lang="\w+"[^>]*>(\w+)<span class="sr-only"> ([^<]+)<\/span>/g,
    ),
  ].map(([, href, hreflang, code, name]) => ({ href, hreflang, text: `${code} ${name}` }))
}

const alternates = (origin: string, path: string) =>
  [
    ['et', path],
    ['ru', path === '/' ? '/ru' : `/ru${path}`],
    ['en', path === '/' ? '/en' : `/en${path}`],
    ['x-default', path],
  ].map(([language, href]) => `<link rel="alternate" hrefLang="${language}" href="${origin}${href}"/>`)

describe('the home page in three languages', () => {
  it.each([
    [
      '/',
      'et',
      'Liiv, kruus ja killustik otse karjäärist | Padu Karjäär',
      'Kvaliteetne liiv, kruus ja killustik otse karjäärist',
    ],
    [
      '/ru',
      'ru',
      'Песок, гравий и щебень прямо из карьера | Padu Karjäär',
      'Качественный песок, гравий и щебень прямо из карьера',
    ],
    [
      '/en',
      'en',
      'Sand, gravel and crushed stone straight from the quarry | Padu Karjäär',
      'Quality sand, gravel and crushed stone straight from the quarry',
    ],
  ])('%s is in its language, with its counterparts named', async (path, language, title, heading) => {
    const { response, html } = await page(path)
    expect(response.status).toBe(200)
    expect(html).toMatch(new RegExp(`<html lang="${language}"`))
    expect(html).toContain(`<title>${title}</title>`)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    expect(html).toContain(`<link rel="canonical" href="${site.url}${path}"/>`)
    for (const link of alternates(site.url, '/')) expect(html).toContain(link)
    expect(html).toContain(
      `<meta property="og:locale" content="${{ et: 'et_EE', ru: 'ru_RU', en: 'en_GB' }[language]}"/>`,
    )
    // The WebSite's JSON-LD names the page's language and address.
    expect(html).toContain(`"inLanguage":"${language}"`)
    expect(html).toContain(`"url":"${site.url}${path}"`)
  })

  it('writes the header, the footer and the sections in the language, linking within it', async () => {
    const { html: ru } = await page('/ru')
    expect(ru).toContain('<nav aria-label="Главное меню"')
    for (const text of [
      'Материалы и цены',
      'Калькулятор',
      'Запрос цены',
      'Контакты',
      'Почему выбирают нас',
      'Как заказать',
      'Часы работы',
      'Щебень',
    ])
      expect(ru).toContain(text)
    // Section links stay on the Russian home page; the brand leads there too.
    expect(ru).toContain('href="/ru#services"')
    expect(ru).toContain('href="/ru#stats"')
    expect(ru).toMatch(/<a href="\/ru" class="mr-auto/)
    // Opening hours by Russian day names, the quarry's built-in sales hours in Russian.
    expect(ru).toMatch(/пн–пт 08:00-17:00/)
    expect(ru).toContain('Продажа: пн–пт 08:00–17:00, кроме зимы')
    // Prices in the language's format: 'Цена 4 €/т + км', with VAT '4,96 €/т'.
    expect(ru).toMatch(/Цена 4 €\/т \+ км/)
    expect(ru.replaceAll('\u00a0', ' ')).toContain('4,96 €/т с НДС')
    const { html: en } = await page('/en')
    expect(en).toContain('€4/t + km')
    expect(en).toContain('€4.96/t including VAT')
    expect(en).toMatch(/Mon–Fri 08:00-17:00/)
    expect(en).toContain('Screened fill sand')
    // No Estonian word of the frame is left on the English page (names and the spec's own terms aside).
    for (const estonian of [
      'Kalkulaator',
      'Hinnapäring',
      'Lahtiolekuajad',
      'Küsi pakkumist',
      'Tagasi avalehele',
    ])
      expect(en).not.toContain(estonian)
    // The Estonian page is as it was.
    const { html: et } = await page('/')
    for (const text of [
      'Materjal ja hinnad',
      'Küsi pakkumist',
      'Miks valida meid',
      'Kuidas tellida',
      'Hind 4 €/t+km',
      'Lahtiolekuajad',
      `Müük: ${business.salesHours}`,
    ])
      expect(et).toContain(text)
    expect(et).toContain('href="/#stats"')
  })

  it('offers the page in the other two languages by plain links a screen reader names', async () => {
    expect(switchLinks((await page('/')).html)).toEqual([
      { href: '/ru', hreflang: 'ru', text: 'RU Русский' },
      { href: '/en', hreflang: 'en', text: 'EN English' },
    ])
    expect(switchLinks((await page('/ru')).html)).toEqual([
      { href: '/', hreflang: 'et', text: 'ET Eesti' },
      { href: '/en', hreflang: 'en', text: 'EN English' },
    ])
    // A page that is Estonian only (a blog article) offers the other languages' home pages.
    expect(translatedPaths.has('/blogi/1')).toBe(false)
    expect(switchLinks((await page('/blogi/1')).html).map((link) => link.href)).toEqual(['/ru', '/en'])
  })
})

describe('addresses that are no page', () => {
  it('answers an unknown language prefix with the Estonian 404', async () => {
    const { response, html } = await page('/de/killustik')
    expect(response.status).toBe(404)
    expect(html).toMatch(/<html lang="et"/)
    expect(html).toContain('Otsitud lehte ei ole olemas või on see teisaldatud.')
  })

  it('answers a missing Russian or English page in its language', async () => {
    const ru = await page('/ru/no-such-page')
    expect(ru.response.status).toBe(404)
    expect(ru.html).toMatch(/<html lang="ru"/)
    expect(ru.html).toContain('<title>Страница не найдена – 404</title>')
    expect(ru.html).toContain('Упс! Страница не найдена')
    expect(ru.html).toMatch(/<a [^>]*href="\/ru"[^>]*>На главную<\/a>/)
    const en = await page('/en/no-such-page')
    expect(en.response.status).toBe(404)
    expect(en.html).toContain('The page you are looking for does not exist or has been moved.')
  })
})

describe('the sitemap', () => {
  it('lists each translated page in every language, each naming all of them', async () => {
    const { html: xml } = await page('/sitemap.xml')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const alternateLinks = [
      ['et', '/'],
      ['ru', '/ru'],
      ['en', '/en'],
      ['x-default', '/'],
    ]
      .map(
        ([language, href]) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${site.url}${href}"/>`,
      )
      .join('')
    for (const loc of ['/', '/ru', '/en'])
      expect(xml).toContain(`<url><loc>${site.url}${loc}</loc>${alternateLinks}</url>`)
    // A page that is Estonian only is listed once, without alternates.
    expect(xml).toMatch(new RegExp(`<url><loc>${site.url}/blogi/1</loc><lastmod>[\\d-]+</lastmod></url>`))
  })
})

describe('the price inquiry in the page language', () => {
  it('labels the form in the language and answers a bad field in it', async () => {
    const { html } = await page('/ru')
    for (const text of [
      'aria-label="Запрос цены"',
      'Имя *',
      'Эл. почта *',
      'Отправить запрос цены',
      '<option value="Killustik">Щебень</option>',
      '<option value="muu">Другое</option>',
    ])
      expect(html).toContain(text)
    expect(html).toContain('<input type="hidden" name="locale" value="ru"/>')
    const body = new URLSearchParams({
      intent: 'inquiry',
      locale: 'ru',
      idempotencyKey: crypto.randomUUID(),
      email: 'kiri',
      material: 'Killustik',
    })
    const response = await fetch(`${site.url}/api/inquiries`, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      ok: false,
      fieldErrors: { name: 'Укажите имя', email: 'Неверный адрес эл. почты', phone: 'Укажите телефон' },
    })
    // A language we do not speak is answered in Estonian.
    body.set('locale', 'de')
    body.set('idempotencyKey', crypto.randomUUID())
    const estonian = await fetch(`${site.url}/api/inquiries`, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    })
    expect(await estonian.json()).toMatchObject({ fieldErrors: { name: 'Nimi on kohustuslik' } })
  })

  it('posts without JavaScript to the home page of its language and comes back there', async () => {
    expect((await page('/ru')).html).toContain('action="/ru#stats"')
    expect((await page('/')).html).toContain('action="/?index#stats"')
    const form = new URLSearchParams({
      intent: 'inquiry',
      idempotencyKey: crypto.randomUUID(),
      name: 'Иван Петров',
      email: `ivan.${crypto.randomUUID()}@example.com`,
      phone: '+372 5123 4567',
      material: 'Killustik',
      details: 'Нужно 10 тонн щебня в Раквере.',
    })
    const { response } = await page('/ru', { method: 'POST', body: form })
    expect(response.status).toBe(302)
    // A refused one is shown again with the reasons in the language.
    form.delete('name')
    form.set('idempotencyKey', crypto.randomUUID())
    const refused = await page('/ru', { method: 'POST', body: form })
    expect(refused.response.status).toBe(400)
    expect(refused.html).toContain('Укажите имя')
    expect(response.headers.get('location')).toBe('/ru?paring=saadetud#stats')
  })
})

describe('the material pages in Russian and English', () => {
  it('shows the material, its texts, prices and counterparts in the language', async () => {
    const { response, html } = await page('/ru/killustik')
    expect(response.status).toBe(200)
    expect(html).toMatch(/<html lang="ru"/)
    expect(html).toMatch(/<title>Щебень[^<]*\| Padu Karjäär<\/title>/)
    expect(html).toMatch(/<h1[^>]*>Щебень<\/h1>/)
    for (const link of alternates(site.url, '/killustik')) expect(html).toContain(link)
    for (const text of [
      'Описание',
      'Применение',
      'Технические данные',
      'Часто задаваемые вопросы',
      'Заказать: щебень',
    ])
      expect(html).toContain(text)
    expect(html).toMatch(/Цена \d+(,\d+)? €\/т \+ км/)
    // The breadcrumbs and the product in JSON-LD name the Russian pages.
    expect(html).toContain(`"item":"${site.url}/ru/killustik"`)
    expect(html).toContain('"name":"Главная"')
    expect(html).toContain('"unitText":"тонна"')
    // The order form in Russian, its quantities by Russian plural rules.
    expect(html).toContain('aria-label="Форма заказа: Щебень"')
    expect(html.replaceAll('\u00a0', ' ')).toMatch(
      /<option value="1"[^>]*>1 тонна<\/option>[\s\S]*<option value="2">2 тонны<\/option>[\s\S]*<option value="5">5 тонн<\/option>[\s\S]*<option value="21">21 тонна<\/option>/,
    )
    expect(html).toContain('action="/ru/killustik#order-form"')
    const { html: en } = await page('/en/killustik')
    expect(en).toMatch(/<h1[^>]*>Crushed stone<\/h1>/)
    expect(en).toMatch(/€\d+(\.\d+)?\/t \+ km/)
    expect(en.replaceAll('\u00a0', ' ')).toMatch(/<option value="2">2 tonnes<\/option>/)
    // The Estonian page keeps the spec's words.
    const { html: et } = await page('/killustik')
    expect(et).toContain('Telli killustik')
    expect(et).toContain('Korduma kippuvad küsimused')
  })

  it('takes a Russian order without JavaScript, and answers a bad one in Russian', async () => {
    const order = new URLSearchParams({
      idempotencyKey: crypto.randomUUID(),
      locale: 'ru',
      firstName: 'Иван',
      lastName: '',
      email: 'ivan',
      phone: '+372 5123 4567',
      quantity: '3',
      deliveryOption: 'self',
    })
    const refused = await page('/ru/killustik', { method: 'POST', body: order })
    expect(refused.response.status).toBe(400)
    expect(refused.html).toContain('Укажите фамилию')
    expect(refused.html).toContain('Неверный адрес эл. почты')
    order.set('lastName', 'Петров')
    order.set('email', `ivan.${crypto.randomUUID()}@example.com`)
    order.set('idempotencyKey', crypto.randomUUID())
    const placed = await page('/ru/killustik', { method: 'POST', body: order })
    expect(placed.response.status).toBe(302)
    expect(placed.response.headers.get('location')).toBe('/ru/killustik?tellimus=esitatud#order-form')
    const confirmed = await page('/ru/killustik?tellimus=esitatud')
    expect(confirmed.html).toContain('Заказ успешно отправлен!')
  })

  it('answers the JSON API in the language the form names', async () => {
    const body = new URLSearchParams({
      slug: 'killustik',
      locale: 'en',
      idempotencyKey: crypto.randomUUID(),
      quantity: '30',
    })
    const response = await fetch(`${site.url}/api/orders`, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      fieldErrors: {
        firstName: 'Please enter your first name',
        quantity: 'The quantity must be 1 to 25 tonnes. For more, please give us a call.',
      },
    })
  })
})

describe('the page cache', () => {
  it('keeps each language of a page on its own', async () => {
    const answers = new Map<string, { cache: string | null; lang: string | undefined }>()
    for (const path of ['/killustik', '/ru/killustik', '/en/killustik']) {
      // The first request may fill the entry; the next is answered from it.
      await page(path)
      const { response, html } = await page(path)
      answers.set(path, {
        cache: response.headers.get('X-Page-Cache'),
        lang: /<html lang="(\w+)"/.exec(html)?.[1],
      })
    }
    expect(Object.fromEntries(answers)).toEqual({
      '/killustik': { cache: 'hit', lang: 'et' },
      '/ru/killustik': { cache: 'hit', lang: 'ru' },
      '/en/killustik': { cache: 'hit', lang: 'en' },
    })
  })
})

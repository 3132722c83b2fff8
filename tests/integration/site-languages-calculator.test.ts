import { describe, expect, it } from 'vitest'
import { hrefIn } from '#app/content/translated-pages.ts'
import { pdfText } from '../support/pdf-text.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The calculator and the certificate page in Russian and English (ADR 060): each under /ru and /en in
 * its language, naming its counterparts, with the calculator's figures in the language's format, its
 * answers in the language, and the certificate's PDF in the page's language. The Estonian pages read as
 * before.
 */

const site = setupServer()

async function page(pathname: string, init?: RequestInit) {
  const response = await fetch(`${site.url}${pathname}`, { redirect: 'manual', ...init })
  // React separates neighbouring text with <!-- --> in server HTML; no-break spaces read as spaces.
  const html = (await response.text()).replaceAll('<!-- -->', '').replaceAll('\u00a0', ' ')
  return { response, html }
}

/** The calculator posted without JavaScript: the server's own result. */
function calculate(pathname: string, fields: Record<string, string>) {
  return page(pathname, { method: 'POST', body: new URLSearchParams(fields) })
}

/** The texts `html` lacks, as a list: a failure names them, not the whole page. */
function expectTexts(html: string, texts: readonly string[]) {
  expect(texts.filter((text) => !html.includes(text))).toEqual([])
}

function expectNone(html: string, texts: readonly string[]) {
  expect(texts.filter((text) => html.includes(text))).toEqual([])
}

const alternates = (path: string) =>
  [
    ['et', path],
    ['ru', `/ru${path}`],
    ['en', `/en${path}`],
    ['x-default', path],
  ].map(([language, href]) => `<link rel="alternate" hrefLang="${language}" href="${site.url}${href}"/>`)

function expectPage(html: string, path: string, language: string, title: string, heading: string) {
  expect(/<html lang="(\w+)"/.exec(html)?.[1]).toBe(language)
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(title)
  expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(heading)
  expectTexts(html, [`<link rel="canonical" href="${site.url}${path}"/>`])
}

describe('the calculator in three languages', () => {
  it.each([
    [
      '/ru/kalkulaator',
      'ru',
      'Калькулятор материалов: песок, гравий, щебень | Padu Karjäär',
      'Калькулятор материалов',
    ],
    [
      '/en/kalkulaator',
      'en',
      'Material calculator: sand, gravel, crushed stone | Padu Karjäär',
      'Material calculator',
    ],
  ])('%s is in its language, with its counterparts named', async (path, language, title, heading) => {
    const { response, html } = await page(path)
    expect(response.status).toBe(200)
    expectPage(html, path, language, title, heading)
    expectTexts(html, alternates('/kalkulaator'))
    if (language === 'ru') {
      expectTexts(html, [
        'aria-label="Калькулятор материалов"',
        '>Выберите материал</option>',
        '<option value="killustik">Щебень (1,85 т/м³)</option>',
        'Ширина (м)',
        'Рассчитать',
        'Как выполняется расчёт?',
        'Часто задаваемые вопросы',
        // The spec's worked example, its figures in Russian notation.
        'Для слоя толщиной 0,15 м на площадке 6 × 3 м нужно 2,70 м³ сеяного гравия; при плотности 1,80 т/м³ это 4,86 т.',
        '2,70 м³ · 4,86 т',
        'Сеяный строительный песок · 1,70 т/м³',
        `href="${hrefIn('ru', '/tellimine')}"`,
      ])
    } else {
      expectTexts(html, [
        '<option value="killustik">Crushed stone (1.85 t/m³)</option>',
        'Depth (m)',
        'A 0.15 m layer over a 6 × 3 m area takes 2.70 m³ of screened gravel, which at a density of 1.80 t/m³ weighs 4.86 t.',
        'Quick tip',
      ])
      expectNone(html, ['Materjal', 'Arvuta', 'Laius', 'Näited', 'Kiire nipp'])
    }
  })

  it('answers a form posted without JavaScript with the result in the language’s figures', async () => {
    const fields = { material: 'killustik', width: '100', length: '40', depth: '2,5' }
    const ru = await calculate('/ru/kalkulaator', fields)
    expect(ru.response.status).toBe(200)
    expectTexts(ru.html, ['Результат: щебень'])
    // 10 000 m³ of crushed stone at 1,85 t/m³, grouped and with a decimal comma as Russian writes them.
    expect(ru.html).toMatch(/10[\s\u202f]000,00 м³/)
    expect(ru.html).toMatch(/18[\s\u202f]500,00 т/)
    expectTexts(ru.html, [
      'Проверьте глубину: слои толще 2 м требуют отдельного расчёта.',
      `href="${hrefIn('ru', '/killustik')}#order-form"`,
      'Заказать этот материал',
    ])
    const en = await calculate('/en/kalkulaator', fields)
    expectTexts(en.html, ['10,000.00 m³', '18,500.00 t', 'Result: crushed stone'])
  })

  it('refuses a form with a field left empty in the language', async () => {
    const { response, html } = await calculate('/ru/kalkulaator', {
      material: 'killustik',
      width: '',
      length: '1',
      depth: '1',
    })
    expect(response.status).toBe(400)
    expectTexts(html, ['Пожалуйста, заполните все поля'])
    expectNone(html, ['Palun täitke kõik väljad</p>'])
  })

  it('reads in Estonian as before', async () => {
    const { response, html } = await page('/kalkulaator')
    expect(response.status).toBe(200)
    expectPage(
      html,
      '/kalkulaator',
      'et',
      'Materjalikalkulaator: liiv, kruus, killustik | Padu Karjäär',
      'Materjalikalkulaator',
    )
    expectTexts(html, alternates('/kalkulaator'))
    expectTexts(html, [
      'aria-label="Materjali kalkulaator"',
      '<option value="killustik">Killustik (1,85 t/m³)</option>',
      '6 × 3 m alale 0,15 m paksuse kihi jaoks kulub 2,70 m³ sõelutud kruusa, mis tihedusega 1,80 t/m³ kaalub 4,86 t.',
      '8 × 4 m alale 0,05 m paksuse kihi jaoks kulub 1,60 m³ sõelutud ehitusliiva, mis tihedusega 1,70 t/m³ kaalub 2,72 t.',
      '2,70 m³ · 4,86 t',
      'Sõelutud ehitusliiv · 1,70 t/m³',
      'Kõik tellimisvõimalused',
      '<title>Laius × pikkus × sügavus</title>',
    ])
    const posted = await calculate('/kalkulaator', {
      material: 'killustik',
      width: '100',
      length: '40',
      depth: '2,5',
    })
    expectTexts(posted.html, [
      '10 000,00 m³',
      '18 500,00 t',
      'Tulemus: killustik',
      'Kontrolli sügavust; suurem kui 2 m kihid vajavad eriarvestust.',
      'href="/killustik#order-form"',
    ])
  })
})

describe('the certificate page in three languages', () => {
  it.each([
    [
      '/ru/sertifikaat',
      'ru',
      'Производственный контроль и сертификат | Padu Karjäär',
      'Производственный контроль и сертификат',
    ],
    [
      '/en/sertifikaat',
      'en',
      'Factory production control and certificate | Padu Karjäär',
      'Factory production control and certificate',
    ],
  ])('%s is in its language, with its counterparts named', async (path, language, title, heading) => {
    const { response, html } = await page(path)
    expect(response.status).toBe(200)
    expectPage(html, path, language, title, heading)
    expectTexts(html, alternates('/sertifikaat'))
    // The PDF at the page's language's address.
    expectTexts(html, [`href="/${language}/sertifikaat.pdf"`])
    if (language === 'ru') {
      expectTexts(html, [
        'Сертифицированная продукция',
        '<th scope="col" class="px-4 py-3 font-semibold">Фракция</th>',
        'Строительный песок',
        'Для приготовления бетона и раствора',
        'Сеяный строительный песок</a>',
        `href="${hrefIn('ru', '/soelutud-ehitusliiv')}"`,
        'Производственный процесс',
        'Часы продажи: пн–пт 08:00–17:00, кроме зимы.',
        'Открыть руководство (PDF)<svg',
        '<span class="sr-only"> – откроется в новой вкладке</span>',
        '<span class="sr-only">нет</span>',
      ])
    } else {
      expectTexts(html, [
        'Certified products',
        'Building sand',
        'We sell Mon–Fri 08:00–17:00, except in winter.',
        'Stockpiling',
      ])
      expectNone(html, ['Fraktsioon', 'Müük toimub', 'Kvaliteedikontroll', 'avaneb uuel'])
    }
  })

  it('reads in Estonian as before', async () => {
    const { html } = await page('/sertifikaat')
    expectPage(
      html,
      '/sertifikaat',
      'et',
      'Tootmisohje ja sertifikaat | Padu Karjäär',
      'Tootmisohje ja sertifikaat',
    )
    expectTexts(html, [
      'href="/sertifikaat.pdf"',
      'Ava tootmisohje (PDF)<svg',
      '<span class="sr-only"> – avaneb uuel vahelehel</span>',
      'Müük toimub E-R 08:00-17:00, v.a talvel.',
      'Sõelutud ehitusliiv</a>',
      '<span class="sr-only">puudub</span>',
      'Materjali leht',
    ])
  })

  it('gives the PDF in Russian at /ru/sertifikaat.pdf', async () => {
    const response = await fetch(`${site.url}/ru/sertifikaat.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      'inline; filename="padu-karjaar-tootmisohje-ru.pdf"',
    )
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, ' ')
    expectTexts(text, [
      'Производственный контроль и сертификат',
      'Сертифицированная продукция',
      'Строительный песок',
      'Часы продажи: пн–пт 08:00–17:00, кроме зимы.',
      'Заказы и запросы: тел.',
      'Стр. 1 из',
    ])
    // Made today, the day written as Russian writes it.
    expect(text).toMatch(/Составлено \d{1,2} [а-я]+ \d{4} г\./)
  })
})

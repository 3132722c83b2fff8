import { describe, expect, it } from 'vitest'
import { blogArticles } from '#app/content/blog-articles.ts'
import { builtInBusiness } from '#app/content/business.ts'
import { formatDate } from '#app/domain/format.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The order page and the blog list in Russian and English (ADR 060): each under /ru and /en in its
 * language, naming its counterparts. The order page names the materials and their prices in the
 * language and leads to their pages in it; the blog list's frame is translated, while its articles stay
 * Estonian, marked so, at their Estonian addresses, with a note saying so. The Estonian pages read as
 * before.
 */

const site = setupServer()

/** A page as the server answers it, and what the tests read of it. */
async function open(pathname: string) {
  const response = await fetch(`${site.url}${pathname}`, { redirect: 'manual' })
  // React separates neighbouring text with <!-- --> in server HTML; no-break spaces read as spaces.
  const html = (await response.text()).replaceAll('<!-- -->', '').replaceAll('\u00a0', ' ')
  const first = (pattern: RegExp) => pattern.exec(html)?.[1]
  return {
    status: response.status,
    html,
    language: first(/<html lang="(\w+)"/),
    title: first(/<title>([^<]*)<\/title>/),
    heading: first(/<h1[^>]*>([^<]*)<\/h1>/),
    canonical: first(/<link rel="canonical" href="([^"]*)"/),
    /** The page's versions it names (hreflang), by language. */
    versions: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]*)"\/>/g)].map((match) => [
        match[1],
        match[2],
      ]),
    ),
    /** Those of `texts` the page lacks: a failure names them, not the whole page. */
    lacks: (texts: readonly string[]) => texts.filter((text) => !html.includes(text)),
    /** Those of `texts` the page has. */
    has: (texts: readonly string[]) => texts.filter((text) => html.includes(text)),
  }
}

/** The versions of the page at Estonian `path` every language's page names, the Estonian the default. */
const versionsOf = (path: string) => ({
  et: `${site.url}${path}`,
  ru: `${site.url}/ru${path}`,
  en: `${site.url}/en${path}`,
  'x-default': `${site.url}${path}`,
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The built-in articles, which the test database publishes as posts 1-4. */
const articles = blogArticles(builtInBusiness)

describe('the order page in three languages', () => {
  it.each([
    ['/ru/tellimine', 'ru', 'Заказ материалов | Padu Karjäär', 'Заказ материалов'],
    ['/en/tellimine', 'en', 'Order materials | Padu Karjäär', 'Order materials'],
  ])('%s is in its language, with its counterparts named', async (path, language, title, heading) => {
    const page = await open(path)
    expect(page).toMatchObject({
      status: 200,
      language,
      title,
      heading,
      canonical: `${site.url}${path}`,
      versions: versionsOf('/tellimine'),
    })
    // Each material leads to its order form on its page in the language.
    expect(
      page.lacks([`href="/${language}/killustik#order-form"`, `href="/${language}/purukruus#order-form"`]),
    ).toEqual([])
    const texts =
      language === 'ru'
        ? [
            'Выберите материал, который хотите заказать.',
            '<span class="font-semibold">Щебень</span>',
            '<span class="font-semibold">Дроблёный гравий</span>',
            // Prices per tonne in Russian notation.
            '8 €/т',
            '6,5 €/т',
            'Чтобы заказать больше 25 тонн, позвоните нам',
          ]
        : [
            'Choose the material you would like to order.',
            '<span class="font-semibold">Crushed stone</span>',
            '€8/t',
            '€6.5/t',
            'To order more than 25 tonnes, give us a ring',
          ]
    expect(page.lacks(texts)).toEqual([])
    expect(page.has(['Tellimine', 'Valige materjal', '€/t</span>', 'href="/killustik#order-form"'])).toEqual(
      [],
    )
  })

  it('keeps the Estonian page as it was, naming its translations', async () => {
    const page = await open('/tellimine')
    expect(page).toMatchObject({
      status: 200,
      language: 'et',
      title: 'Tellimine | Padu Karjäär',
      heading: 'Tellimine',
      versions: versionsOf('/tellimine'),
    })
    expect(
      page.lacks([
        'Valige materjal, mida soovite tellida. Iga materjali lehel on tellimisvorm, kus saate valida koguse 1-25 tonni ning laadimise karjääris või kohaletoomise.',
        'href="/killustik#order-form"',
        '<span class="font-semibold">Killustik</span>',
        '8 €/t',
        '6,5 €/t',
        'Üle 25 tonni tellimiseks helistage meile, siis teeme teile eraldi pakkumise. Suurema koguse veo saab kokku leppida ka poolhaagisega.',
      ]),
    ).toEqual([])
  })
})

describe('the blog list in three languages, its articles in Estonian', () => {
  it.each([
    [
      '/ru/blogi',
      'ru',
      'Блог: советы по применению песка, гравия и щебня | Padu Karjäär',
      'Блог Padu Karjäär',
      'Статьи блога написаны на эстонском языке.',
    ],
    [
      '/en/blogi',
      'en',
      'Blog: advice on using sand, gravel and crushed stone | Padu Karjäär',
      'Padu Karjäär blog',
      'The blog’s articles are written in Estonian.',
    ],
  ])(
    '%s has its frame in its language, with a note that the articles are Estonian',
    async (path, language, title, heading, note) => {
      const page = await open(path)
      expect(page).toMatchObject({
        status: 200,
        language,
        title,
        heading,
        canonical: `${site.url}${path}`,
        versions: versionsOf('/blogi'),
      })
      // The note comes before the first card.
      expect(page.html.indexOf(note)).toBeGreaterThan(0)
      expect(page.html.indexOf(note)).toBeLessThan(page.html.indexOf('<h2'))
      for (const article of articles) {
        // Each card's title and excerpt are Estonian, and say so; its link leads to the Estonian article.
        expect(page.html).toMatch(new RegExp(`<h2[^>]*lang="et"[^>]*>${escapeRegExp(article.title)}</h2>`))
        expect(page.html).toMatch(new RegExp(`<p[^>]*lang="et"[^>]*>${escapeRegExp(article.excerpt)}</p>`))
        expect(page.html).toMatch(new RegExp(`<a hrefLang="et" [^>]*href="/blogi/${article.id}"`))
        expect(page.html).not.toContain(`href="/${language}/blogi/${article.id}"`)
      }
      const frame =
        language === 'ru'
          ? ['Читать далее', '5 минут чтения', '18 марта 2025 г.', 'aria-label="Статьи"']
          : ['Read more', '5 min read', '18 March 2025', 'aria-label="Posts"']
      expect(page.lacks(frame)).toEqual([])
      expect(page.has(['Loe edasi', 'min lugemist', 'Postitused', formatDate('2025-03-18')])).toEqual([])
    },
  )

  it('leaves the articles Estonian only: their Russian and English addresses are no page', async () => {
    for (const path of ['/ru/blogi/1', '/en/blogi/1']) expect((await open(path)).status).toBe(404)
  })

  it('answers a page past the end in the language, with the way back to its list', async () => {
    const page = await open('/ru/blogi?lk=99')
    expect(page).toMatchObject({ status: 404, language: 'ru', title: 'Страница не найдена | Padu Karjäär' })
    expect(page.lacks(['В блоге нет такой страницы.'])).toEqual([])
    expect(page.html).toMatch(/<a [^>]*href="\/ru\/blogi"[^>]*>.*Назад в блог<\/a>/)
  })

  it('keeps the Estonian list as it was, naming its translations', async () => {
    const page = await open('/blogi')
    expect(page).toMatchObject({
      status: 200,
      language: 'et',
      title: 'Blogi: nõuanded liiva, kruusa ja killustiku kasutamiseks | Padu Karjäär',
      heading: 'Padu Karjääri blogi',
      versions: versionsOf('/blogi'),
    })
    expect(
      page.lacks([
        'Nõuanded liiva, kruusa ja killustiku valimiseks ning kasutamiseks ehitusel, teedel ja aias.',
        'aria-label="Postitused"',
        'Loe edasi',
        '5 min lugemist',
        formatDate('2025-03-18'),
      ]),
    ).toEqual([])
    for (const article of articles) {
      expect(page.html).toMatch(new RegExp(`<h2 class="[^"]*">${escapeRegExp(article.title)}</h2>`))
      expect(page.lacks([`<span class="sr-only">Loe edasi: ${article.title}</span>`])).toEqual([])
    }
    expect(page.has(['lang="et" ', '<a hrefLang="et"', 'Статьи блога', 'written in Estonian'])).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { noticeDate, retentionMonths } from '#app/content/privacy.ts'
import { formatDayIn } from '#app/domain/locale.ts'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { expectFormPageAgain } from '../support/form-page.ts'
import { postPageForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The privacy notice and the business-account application in Russian and English (ADR 060): each under
 * /ru and /en in its language, naming its counterparts; the application refused and accepted without
 * JavaScript in the page's language; the privacy links of a Russian page leading to the Russian notice.
 */

const site = setupServer({ env: testAdminEnv })
const staff = staffClient(site)

async function page(pathname: string) {
  const response = await fetch(`${site.url}${pathname}`, { redirect: 'manual' })
  // React separates neighbouring text with <!-- --> in server HTML; read the text as a visitor sees it.
  return { response, html: (await response.text()).replaceAll('<!-- -->', '') }
}

const alternates = (path: string) =>
  [
    ['et', path],
    ['ru', `/ru${path}`],
    ['en', `/en${path}`],
    ['x-default', path],
  ].map(([language, href]) => `<link rel="alternate" hrefLang="${language}" href="${site.url}${href}"/>`)

/** The checks every translated page passes: status, language, title, canonical address, alternates. */
async function translatedPage(path: string, language: 'ru' | 'en', title: string) {
  const address = `/${language}${path}`
  const { response, html } = await page(address)
  expect(response.status, address).toBe(200)
  expect(html).toMatch(new RegExp(`<html lang="${language}"`))
  expect(html).toContain(`<title>${title}</title>`)
  expect(html).toContain(`<link rel="canonical" href="${site.url}${address}"/>`)
  for (const link of alternates(path)) expect(html).toContain(link)
  return html
}

describe('the privacy notice in Russian and English', () => {
  it('/ru/privaatsus is the notice in Russian, from the same facts', async () => {
    const html = await translatedPage(
      '/privaatsus',
      'ru',
      'Уведомление о защите персональных данных | Padu Karjäär',
    )
    expect(html).toMatch(/<h1[^>]*>Уведомление о защите персональных данных<\/h1>/)
    for (const text of [
      `Контролёр (ответственный обработчик) персональных данных — ${business.legalName}`,
      'Вы имеете право:',
      'потребовать удаления своих данных;',
      `по истечении ${retentionMonths} месяцев`,
      '§ 12 Закона о бухгалтерском учёте хранить семь лет',
      'Инспекцию по защите данных (www.aki.ee)',
      `напишите на адрес ${business.email}`,
      `<time dateTime="${noticeDate}">${formatDayIn('ru', noticeDate)}</time></p>`,
    ])
      expect(html).toContain(text)
    expect(html).not.toContain('Andmekaitse Inspektsiooni')
  })

  it('/en/privaatsus is the notice in English', async () => {
    const html = await translatedPage('/privaatsus', 'en', 'Privacy notice | Padu Karjäär')
    expect(html).toMatch(/<h1[^>]*>Privacy notice<\/h1>/)
    for (const text of [
      `The controller of the personal data is ${business.legalName}`,
      'You have the right to:',
      'have your data erased;',
      `after ${retentionMonths} months`,
      'Article 6(1)(b) of the General Data Protection Regulation',
      'Data Protection Inspectorate (www.aki.ee)',
      `<time dateTime="${noticeDate}">${formatDayIn('en', noticeDate)}</time>.`,
    ])
      expect(html).toContain(text)
    expect(html).not.toContain('Teie õigused')
  })

  it('is what the privacy links of a Russian page lead to', async () => {
    const { html: home } = await page('/ru')
    expect(home).toMatch(/<footer[\s\S]*href="\/ru\/privaatsus"[\s\S]*<\/footer>/)
    // The inquiry form's note beside its button, opening the notice in a new tab.
    expect(home).toMatch(
      /Отправить запрос цены[\s\S]*Как мы используем ваши данные, читайте в <a href="\/ru\/privaatsus" target="_blank"/,
    )
    // The order form's, on a material page.
    expect((await page('/ru/killustik')).html).toMatch(
      /Как мы используем ваши данные, читайте в <a href="\/ru\/privaatsus" target="_blank"/,
    )
    const { html: application } = await page('/ru/ariklient')
    expect(application).toMatch(/<footer[\s\S]*href="\/ru\/privaatsus"[\s\S]*<\/footer>/)
    expect(application).not.toMatch(/href="\/privaatsus"/)
    // The Estonian pages keep the Estonian notice.
    expect((await page('/')).html).toMatch(/loe <a href="\/privaatsus" target="_blank"/)
  })
})

let keys = 0
function application(fields: Record<string, string> = {}) {
  return {
    idempotencyKey: `languages-application-${Date.now().toString(36)}-${++keys}`,
    name: 'Строймонтаж OÜ',
    registryCode: '12345678',
    vatNumber: '',
    street: 'Pikk 3',
    city: 'Narva',
    postalCode: '20308',
    contactName: 'Иван Петров',
    email: 'ivan@stroimontaz.example.ee',
    phone: '+372 5222 3333',
    requestedTermDays: '30',
    note: '',
    ...fields,
  }
}

/** The applications staff see, by registry code. */
async function applicationsFor(registryCode: string) {
  const response = await staff.api('/api/admin/customers?status=taotlus')
  expect(response.status).toBe(200)
  const { customers } = (await response.json()) as { customers: { registryCode: string }[] }
  return customers.filter((customer) => customer.registryCode === registryCode)
}

describe('the business-account application in Russian and English', () => {
  it('/ru/ariklient and /en/ariklient are the page and its form in the language', async () => {
    const ru = await translatedPage('/ariklient', 'ru', 'Личный кабинет бизнес-клиента')
    for (const text of [
      'Заявка на личный кабинет',
      'согласованные цены и срок оплаты;',
      'Регистрационный код *',
      '8 цифр, из Коммерческого регистра',
      'Номер плательщика НСО',
      'Например, 14 или 30, но не более 120',
      'Отправить заявку',
      '<input type="hidden" name="locale" value="ru"/>',
    ])
      expect(ru).toContain(text)
    const en = await translatedPage('/ariklient', 'en', 'Business customer account')
    for (const text of ['Apply for a customer account', 'Registry code *', 'Postcode *', 'Send application'])
      expect(en).toContain(text)
    for (const estonian of ['Taotle kliendikontot', 'Registrikood *', 'Saada taotlus', 'Lisainfo'])
      expect(en).not.toContain(estonian)
  })

  it('answers a bad registry code in Russian without JavaScript and stores nothing', async () => {
    const fields = application({ registryCode: '12345675', name: '  ' })
    const html = await expectFormPageAgain(await postPageForm(`${site.url}/ru/ariklient`, fields), [
      'Неверная контрольная цифра регистрационного кода.',
      'Укажите название компании',
      // What was typed stays.
      'Иван Петров',
    ])
    expect(html).toMatch(/<html lang="ru"/)
    expect(html).not.toContain('Registrikoodi kontrollnumber ei klapi.')
    expect(await applicationsFor('12345675')).toEqual([])
    // The same refusal from the English page is in English.
    await expectFormPageAgain(
      await postPageForm(`${site.url}/en/ariklient`, application({ registryCode: '1234' })),
      ['The registry code is 8 digits.'],
    )
  })

  it('accepts a good one, confirms it in Russian, and refuses its code again in English', async () => {
    const sent = await postPageForm(`${site.url}/ru/ariklient`, application())
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe('/ru/ariklient?taotlus=saadetud')
    const { html } = await page('/ru/ariklient?taotlus=saadetud')
    expect(html).toContain('Спасибо! Мы получили вашу заявку')
    expect(await applicationsFor('12345678')).toHaveLength(1)

    const again = await postPageForm(
      `${site.url}/en/ariklient`,
      application({ email: 'another@stroimontaz.example.ee' }),
    )
    expect(again.status).toBe(409)
    expect(await again.text()).toContain(
      'A company with this registry code already has an application or a customer account.',
    )
    expect(await applicationsFor('12345678')).toHaveLength(1)
  })
})

import { describe, expect, it } from 'vitest'
import { newClientAddress } from '../support/client-address.ts'
import { setupBrowser, whenEnhanced } from './browser.ts'
import { readerText, receipt, toast } from './ordering.ts'

/**
 * The site in Russian and English in Chromium (ADR 060): a Russian-speaking builder finds the material
 * from the Russian home page and orders it with delivery, every word and figure in Russian; an English
 * reader sends a price enquiry; the language switch is a plain link the keyboard reaches.
 */

const browser = setupBrowser()

describe('a Russian order, start to finish', () => {
  it('goes from the Russian home page to a delivered order of crushed stone, in Russian', async () => {
    const { page } = await browser.open('/ru')
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    expect(await page.locator('html').getAttribute('lang')).toBe('ru')
    // The material's card on the home page leads to its Russian page.
    await page.getByRole('link', { name: 'Заказать Щебень' }).click()
    await page.waitForURL(/\/ru\/killustik#order-form$/)
    const form = page.getByRole('form', { name: 'Форма заказа: Щебень' })
    await whenEnhanced(form)
    await form.getByLabel('Имя').fill('Иван')
    await form.getByLabel('Фамилия').fill('Петров')
    await form.getByLabel('Эл. почта').fill(`ivan.${crypto.randomUUID()}@example.com`)
    await form.getByLabel('Телефон').fill('+372 5123 4567')
    await form.getByLabel('Количество').selectOption('10')
    expect(readerText(await form.getByLabel('Количество').locator('option:checked').textContent())).toBe(
      '10 тонн',
    )
    await form.getByRole('radio', { name: 'Нужна доставка' }).check()
    await form.getByRole('combobox', { name: /^Адрес доставки/ }).fill('Tapa')
    await page
      .getByRole('listbox', { name: 'Варианты адреса' })
      .getByRole('option', { name: 'Tapa linn, Lääne-Viru maakond' })
      .click()
    await toast(page, 'Расстояние рассчитано').waitFor()
    await form.locator('dt', { hasText: 'Доставка:' }).waitFor()
    const lines = await receipt(form)
    // The lines in Russian, the amounts as Russian writes euros ('96,60 €').
    expect(Object.keys(lines).map(readerText)).toEqual([
      expect.stringMatching(/^Материал: 10 т × \d+,\d{2} €\/т$/),
      expect.stringMatching(/^Доставка: (ок\. )?\d+,\d км × 2,70 €$/),
      'Сумма без НДС',
      'НДС 24%',
      'Итого с НДС',
    ])
    for (const amount of Object.values(lines))
      expect(readerText(amount)).toMatch(/^\d{1,3}( \d{3})*,\d{2} €$/)
    await form.getByRole('button', { name: 'Отправить заказ' }).click()
    await toast(page, 'Заказ успешно отправлен!').waitFor()
    expect(await toast(page, 'Заказ успешно отправлен!').textContent()).toContain(
      'Мы скоро свяжемся с вами, чтобы подтвердить заказ.',
    )
    // The notifications speak the page's language too.
    expect(await page.getByRole('region', { name: /^Уведомления/ }).count()).toBe(1)
  })

  it('answers a wrong field in Russian before anything is sent', async () => {
    const { page } = await browser.open('/ru/killustik')
    const form = page.getByRole('form', { name: 'Форма заказа: Щебень' })
    await whenEnhanced(form)
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true
    })
    await form.getByLabel('Эл. почта').fill('ivan@')
    await form.getByRole('button', { name: 'Отправить заказ' }).click()
    await form.getByText('Укажите имя', { exact: true }).waitFor()
    expect(await form.getByText('Неверный адрес эл. почты', { exact: true }).isVisible()).toBe(true)
    expect(posted).toBe(false)
  })
})

describe('an English price enquiry', () => {
  it('is checked and sent in English', async () => {
    const { page } = await browser.open('/en#stats')
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    const form = page.getByRole('form', { name: 'Price enquiry' })
    await whenEnhanced(form)
    await form.getByRole('button', { name: 'Send price enquiry' }).click()
    await form.getByText('Please enter your name', { exact: true }).waitFor()
    await form.getByLabel('Name').fill('John Smith')
    await form.getByLabel('E-mail').fill(`john.${crypto.randomUUID()}@example.com`)
    await form.getByLabel('Phone').fill('+44 20 7946 0958')
    await form.getByLabel('Material').selectOption({ label: 'Crushed stone' })
    await form.getByLabel('Details').fill('20 tonnes to Rakvere next week')
    await form.getByRole('button', { name: 'Send price enquiry' }).click()
    await toast(page, 'Enquiry sent!').waitFor()
    expect(await page.locator('#stats').getByRole('status').textContent()).toContain(
      'We will be in touch soon.',
    )
  })
})

describe('the language switch', () => {
  it('is a link the keyboard reaches, to the same page in the other language', async () => {
    const { page } = await browser.open('/killustik')
    const russian = page.getByRole('navigation', { name: 'Keel' }).getByRole('link', { name: 'RU Русский' })
    await russian.focus()
    expect(await russian.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/ru\/killustik$/)
    expect(await page.locator('html').getAttribute('lang')).toBe('ru')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Щебень')
  })
})

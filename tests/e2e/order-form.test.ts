import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { materialBySlug } from '#app/content/materials.ts'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import { formatEur, formatEurPerTonne, formatKm } from '#app/domain/format.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import { quote } from '#app/domain/quote.ts'
import { newClientAddress as newClient } from '../support/client-address.ts'
import { postForm } from '../support/request-bodies.ts'
import {
  baseUrl,
  expectClearOfLauncher,
  isInViewport,
  scrollToEnd,
  setupBrowser,
  textUnder,
  whenEnhanced,
} from './browser.ts'
import { receipt } from './ordering.ts'

/**
 * The order form of a material page with JavaScript, in Chromium against the production build (built-in
 * towns, no SMTP). One page of each family of validation messages.
 */

const browser = setupBrowser()

const pages = ['soelutud-taiteliiv', 'kaldaliiv', 'killustik'].map((slug) => {
  const material = materialBySlug(slug)
  if (!material) throw new Error(`no material ${slug}`)
  return { slug, material, messages: orderMessageFamilies[material.orderMessages] }
})

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

/** Tapa from the quarry: great circle 43,5 km × 1,3, the estimate without a routing service. */
const tapa = 'Tapa linn, Lääne-Viru maakond'

async function openForm(slug: string, productName: string, client = newClient()) {
  const { page } = await browser.open(`/${slug}`, {
    // The rate limit's refusal, which a test below provokes on purpose.
    expectedFailure: (url, status) => status === 429 && new URL(url).pathname === '/api/orders',
  })
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': client })
  const form = page.getByRole('form', { name: `Tellimuse vorm: ${productName}` })
  await whenEnhanced(form)
  return { page, form }
}

/** What the receipt must say, from the domain's own quote(). */
function expectedReceipt(unitPriceCents: number, quantity: number, tenthsKm: number | null) {
  const lines = quote({
    unitPriceCents,
    quantityTonnes: quantity,
    delivery: tenthsKm === null ? { option: 'self' } : { option: 'delivery', distanceTenthsKm: tenthsKm },
  })
  const expected: Record<string, string> = {
    [`Toode: ${quantity} t × ${formatEurPerTonne(unitPriceCents)}`]: formatEur(lines.productCents),
  }
  if (tenthsKm !== null)
    expected[`Transport: u ${formatKm(tenthsKm)} × 2,70 €`] = formatEur(lines.transportCents)
  expected['Summa ilma käibemaksuta'] = formatEur(lines.netCents)
  expected['Käibemaks 24%'] = formatEur(lines.vatCents)
  expected['Kokku koos käibemaksuga'] = formatEur(lines.totalCents)
  return Object.fromEntries(Object.entries(expected).map(([label, amount]) => [plain(label), plain(amount)]))
}

/** The transport line's distance in tenths of a km, read from the page. */
async function shownTenthsKm(form: Locator): Promise<number> {
  const label = plain(await form.locator('dt', { hasText: 'Transport:' }).textContent())
  const match = /Transport: (?:u )?(\d+),(\d) km/.exec(label)
  if (!match) throw new Error(`no distance in "${label}"`)
  return Number(match[1]) * 10 + Number(match[2])
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

/** The address search, found by its label as a visitor would. */
function addressField(form: Locator) {
  return form.getByRole('combobox', { name: /^Tarneaadress/ })
}

async function chooseAddress(page: Page, form: Locator, typed: string, label: string) {
  await addressField(form).fill(typed)
  const option = page
    .getByRole('listbox', { name: 'Aadressi soovitused' })
    .getByRole('option', { name: label })
  await option.click()
}

async function fillContact(form: Locator, who = { first: 'Mari', last: 'Maasikas' }) {
  await form.getByLabel('Eesnimi').fill(who.first)
  await form.getByLabel('Perekonnanimi').fill(who.last)
  await form.getByLabel('E-post').fill('mari.maasikas@example.ee')
  await form.getByLabel('Telefon').fill('+372 5555 1234')
}

describe.each(pages)('the order form on /$slug', ({ slug, material, messages }) => {
  const price = material.priceCents
  const name = material.productName

  it('starts at 1 t with the 15 € minimum, and offers delivery only from 8 t', async () => {
    const { form } = await openForm(slug, name)
    expect(await receipt(form)).toEqual({
      [plain(`Toode: 1 t × ${formatEurPerTonne(price)}`)]: plain(formatEur(price)),
      'Summa ilma käibemaksuta': '15,00 €',
      'Käibemaks 24%': '3,60 €',
      'Kokku koos käibemaksuga': '18,60 €',
    })
    expect(await form.getByText('Minimaalne tellimuse summa on 15€').isVisible()).toBe(true)

    const delivery = form.getByRole('radio', { name: 'Soovin transporti' })
    const note = form.getByText('Väiksematele kogustele kui 8 tonni, me transporti ei paku.')
    expect(await form.getByRole('radio', { name: 'Tulen ise järele' }).isChecked()).toBe(true)
    expect(await delivery.isDisabled()).toBe(true)
    expect(await note.isVisible()).toBe(true)
    expect(await addressField(form).count()).toBe(0)

    await form.getByLabel('Kogus').selectOption('8')
    expect(await delivery.isEnabled()).toBe(true)
    expect(await note.count()).toBe(0)
    expect(await form.getByText('Minimaalne tellimuse summa on 15€').count()).toBe(0)
    await delivery.check()
    expect(await addressField(form).isVisible()).toBe(true)
  })

  it('measures an address chosen from the suggestions and prices 8 t and 25 t like quote()', async () => {
    const { page, form } = await openForm(slug, name)
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    await addressField(form).fill('Tapa')
    const listbox = page.getByRole('listbox', { name: 'Aadressi soovitused' })
    await listbox.waitFor()
    const suggestions = await listbox.getByRole('option').allTextContents()
    expect(suggestions[0]).toBe(tapa)
    expect(suggestions.length).toBeGreaterThan(1)
    await listbox.getByRole('option', { name: tapa }).click()

    await toast(page, 'Vahemaa arvutatud').waitFor()
    expect(plain(await toast(page, 'Vahemaa arvutatud').textContent())).toContain(
      'Ligikaudu 56,5 km karjäärist',
    )
    await form.locator('dt', { hasText: 'Transport:' }).waitFor()
    expect(await addressField(form).inputValue()).toBe(tapa)
    const tenthsKm = await shownTenthsKm(form)
    expect(tenthsKm).toBe(565)

    expect(await receipt(form)).toEqual(expectedReceipt(price, 8, tenthsKm))
    if (slug === 'soelutud-taiteliiv') {
      // By hand: 8 × 4,00 = 32,00; 56,5 × 2,70 = 152,55; net 184,55; VAT 44,29; total 228,84.
      expect((await receipt(form))['Kokku koos käibemaksuga']).toBe('228,84 €')
    }
    await form.getByLabel('Kogus').selectOption('25')
    expect(await receipt(form)).toEqual(expectedReceipt(price, 25, tenthsKm))

    await form.getByRole('radio', { name: 'Tulen ise järele' }).check()
    expect(await receipt(form)).toEqual(expectedReceipt(price, 25, null))
    expect(await addressField(form).count()).toBe(0)
    await form.getByLabel('Kogus').selectOption('8')
    expect(await receipt(form)).toEqual(expectedReceipt(price, 8, null))
  })

  it('going back to 7 t reverts to self-pickup and clears the address', async () => {
    const { page, form } = await openForm(slug, name)
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    await chooseAddress(page, form, 'Tapa', tapa)
    await form.locator('dt', { hasText: 'Transport:' }).waitFor()

    await form.getByLabel('Kogus').selectOption('7')
    expect(await form.getByRole('radio', { name: 'Tulen ise järele' }).isChecked()).toBe(true)
    expect(await form.getByRole('radio', { name: 'Soovin transporti' }).isDisabled()).toBe(true)
    expect(await addressField(form).count()).toBe(0)
    expect(await receipt(form)).toEqual(expectedReceipt(price, 7, null))

    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    expect(await addressField(form).inputValue()).toBe('')
    expect(await form.locator('dt', { hasText: 'Transport:' }).count()).toBe(0)
  })

  it('blocks an address beyond 60 km with Hoiatus and the page’s own text, until the address is edited', async () => {
    const { page, form } = await openForm(slug, name)
    await form.getByLabel('Kogus').selectOption('20')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    await chooseAddress(page, form, 'Tartu', 'Tartu linn, Tartu maakond')

    await toast(page, 'Hoiatus').waitFor()
    expect(await toast(page, 'Hoiatus').textContent()).toContain(
      'Aadress on üle 60 km kaugusel. Tellimus blokeeritud.',
    )
    const blocked = form.getByRole('alert').filter({ hasText: messages.blockedText })
    await blocked.waitFor()
    const submit = form.getByRole('button', { name: 'Esita tellimus' })
    expect(await submit.isDisabled()).toBe(true)

    await addressField(form).press('End')
    await addressField(form).press('Backspace')
    await blocked.waitFor({ state: 'detached' })
    expect(await submit.isEnabled()).toBe(true)
    expect(await form.locator('dt', { hasText: 'Transport:' }).count()).toBe(0)
  })

  it('an empty submit shows the page’s own required-field messages and posts nothing', async () => {
    const { page, form } = await openForm(slug, name)
    const posts = orderPosts(page)
    await form.getByRole('button', { name: 'Esita tellimus' }).click()
    for (const message of [
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailRequired,
      messages.phoneRequired,
    ]) {
      await form.getByText(message, { exact: true }).waitFor()
    }
    expect(await form.getByLabel('Eesnimi').evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await form.getByLabel('Eesnimi').getAttribute('aria-invalid')).toBe('true')
    // The form would have posted before it showed the messages.
    expect(posts).toEqual([])
  })

  it('a successful order shows the toast and resets the form to 1 t and 18,60 €', async () => {
    const { page, form } = await openForm(slug, name)
    await fillContact(form)
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    await chooseAddress(page, form, 'Tapa', tapa)
    await form.locator('dt', { hasText: 'Transport:' }).waitFor()
    await form.getByLabel('Lisainfo').fill('Helistage enne')
    await form.getByRole('button', { name: 'Esita tellimus' }).click()

    await toast(page, 'Tellimus edukalt esitatud!').waitFor()
    expect(await toast(page, 'Tellimus edukalt esitatud!').textContent()).toContain(
      'Võtame teiega peagi ühendust tellimuse kinnitamiseks.',
    )
    expect((await receipt(form))['Kokku koos käibemaksuga']).toBe('18,60 €')
    expect(await receipt(form)).toEqual(expectedReceipt(price, 1, null))
    expect(await form.getByLabel('Kogus').inputValue()).toBe('1')
    expect(await form.getByRole('radio', { name: 'Tulen ise järele' }).isChecked()).toBe(true)
    expect(await addressField(form).count()).toBe(0)
    expect(await form.getByLabel('Eesnimi').inputValue()).toBe('')
    expect(await form.getByLabel('Lisainfo').inputValue()).toBe('')
    // Delivery chosen again starts from an empty address.
    await form.getByLabel('Kogus').selectOption('10')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    expect(await addressField(form).inputValue()).toBe('')
  })

  it('a failing order shows Viga tellimuse esitamisel and keeps what was typed', async () => {
    const { page, form } = await openForm(slug, name)
    await page.route('**/api/orders', (route) => route.abort())
    // The form logs the failure on purpose (SPEC §8 'destructive toast, logged'); only that line is let
    // through without failing the test.
    await page.evaluate(() => {
      const original = console.error.bind(console)
      console.error = (...args: unknown[]) => {
        if (args[0] !== 'Tellimuse saatmine ebaõnnestus') original(...args)
      }
    })
    await fillContact(form, { first: 'Jüri', last: 'Õun' })
    await form.getByLabel('Kogus').selectOption('12')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    await chooseAddress(page, form, 'Tapa', tapa)
    await form.locator('dt', { hasText: 'Transport:' }).waitFor()
    const before = await receipt(form)
    await form.getByRole('button', { name: 'Esita tellimus' }).click()

    await toast(page, 'Viga tellimuse esitamisel').waitFor()
    expect(await toast(page, 'Viga tellimuse esitamisel').textContent()).toContain(
      'Palun proovige uuesti või võtke meiega otse ühendust.',
    )
    expect(await form.getByLabel('Eesnimi').inputValue()).toBe('Jüri')
    expect(await form.getByLabel('Perekonnanimi').inputValue()).toBe('Õun')
    expect(await form.getByLabel('Kogus').inputValue()).toBe('12')
    expect(await form.getByRole('radio', { name: 'Soovin transporti' }).isChecked()).toBe(true)
    expect(await addressField(form).inputValue()).toBe(tapa)
    expect(await receipt(form)).toEqual(before)
    expect(await form.getByRole('button', { name: 'Esita tellimus' }).isEnabled()).toBe(true)
  })
})

/** The idempotency key of every post of the page to /api/orders, in order, as the requests leave. */
function orderPosts(page: Page): string[] {
  const keys: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/orders') return
    // The form posts its fields urlencoded.
    keys.push(new URLSearchParams(request.postData() ?? '').get('idempotencyKey') || '(none)')
  })
  return keys
}

describe('one order, one key', () => {
  it('a post the server refused is sent again with the same key when the visitor retries', async () => {
    const client = newClient()
    // Ten refused posts from the visitor's address reach the limit of ten submissions in ten minutes.
    for (let post = 0; post < 10; post++) {
      const refused = await postForm(`${baseUrl()}/api/orders`, { slug: 'killustik' }, client)
      expect(refused.status).toBe(400)
    }
    const { page, form } = await openForm('killustik', 'Killustik', client)
    const posts = orderPosts(page)
    await fillContact(form)
    await form.getByRole('button', { name: 'Esita tellimus' }).click()
    await toast(page, 'Liiga palju katseid lühikese aja jooksul.').waitFor()
    expect(await form.getByLabel('Eesnimi').inputValue()).toBe('Mari')

    // The visitor tries again from another network.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClient() })
    await form.getByRole('button', { name: 'Esita tellimus' }).click()
    await toast(page, orderTexts.successTitle).waitFor()
    expect(posts).toHaveLength(2)
    expect(posts).not.toContain('(none)')
    expect(posts[1]).toBe(posts[0])
  })

  it('cannot be sent twice while the first post is under way, and the next order gets a new key', async () => {
    const { page, form } = await openForm('killustik', 'Killustik')
    const posts = orderPosts(page)
    // The first post waits on its way until the test lets it go on to the server.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/orders', async (route) => {
      await held
      await route.continue()
    })
    await fillContact(form)
    await form.getByRole('button', { name: 'Esita tellimus' }).click()
    const busy = form.getByRole('button', { name: orderTexts.submitting })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    // The form is sent once more while the first post is away: its button is disabled, and the form's own
    // guard must hold as well.
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit())
    release()
    await toast(page, orderTexts.successTitle).waitFor()
    expect(posts).toHaveLength(1)

    const again = form.getByRole('button', { name: 'Esita tellimus' })
    expect(await again.isEnabled()).toBe(true)
    await page.unroute('**/api/orders')
    await fillContact(form)
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders')
    await again.click()
    expect((await answered).status()).toBe(201)
    expect(posts).toHaveLength(2)
    expect(posts).not.toContain('(none)')
    expect(posts[1]).not.toBe(posts[0])
  })
})

describe('the address field', () => {
  it('is the combobox labelled Tarneaadress', async () => {
    const { form } = await openForm('killustik', 'Killustik')
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    expect(await addressField(form).count()).toBe(1)
    expect(await form.getByRole('combobox', { name: 'Tarneaadress' }).count()).toBe(1)
  })
})

describe('the home page grid', () => {
  it('Tellima opens the material page scrolled to its order form', async () => {
    const { page } = await browser.open('/')
    await page.getByRole('link', { name: 'Tellima Killustik' }).click()
    await page.waitForURL((url) => url.pathname === '/killustik')
    expect(new URL(page.url()).hash).toBe('#order-form')
    await expect.poll(() => isInViewport(page, '#order-form'), { timeout: 5000 }).toBe(true)
    expect(await page.getByRole('form', { name: 'Tellimuse vorm: Killustik' }).isVisible()).toBe(true)
  })
})

describe('the chat launcher beside the form', () => {
  it('leaves the minimum-sum note readable at the bottom of a 390 px screen, and covers nothing at the end', async () => {
    const { page, form } = await openForm('killustik', 'Killustik')
    await page.setViewportSize({ width: 390, height: 844 })
    const launcher = page.getByRole('button', { name: 'Küsi nõu' })
    const width = async () => (await launcher.boundingBox())?.width ?? 0
    await expectClearOfLauncher(page, form.getByText(orderTexts.minimumNotice))

    await scrollToEnd(page)
    await expect.poll(width).toBeGreaterThan(100)
    expect(await textUnder(launcher)).toEqual([])
  })
})

import type { Locator, Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { materialBySlug } from '#app/content/materials.ts'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import { inquiryTexts } from '#app/domain/inquiry-form.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import { testAdmin } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { inquiryBody, postForm } from '../support/request-bodies.ts'
import { baseUrl, setupBrowser, visit } from './browser.ts'

/**
 * A page after a form post is never served to the next visitor. Two browsers, one after the other, in
 * Chromium against the production build: visitor A posts a form (or a staff member makes a change) and
 * sees the result, which is A's answer only; visitor B, in a fresh browser context, then opens the same
 * public page and gets the page as everybody does, from the server's page cache, without A's result or
 * A's values (app/server/http/page-cache.server.ts).
 */

const browser = setupBrowser()

/** What a public page kept by the server's page cache answers with. */
const publicCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60'

/**
 * A page's markup without its islands' props: every page carries its forms' words there in its language
 * (ADR 060), the confirmation's among them, and what must not be shown is the confirmation itself.
 */
const shown = (html: string) => html.replace(/ data-props="[^"]*"/g, '')

/** An answer the server's page cache gave or kept: public for a shared cache, with a strong ETag. */
function expectCacheAnswer(response: Response | null) {
  expect(response?.status()).toBe(200)
  const headers = response?.headers() ?? {}
  expect(headers['cache-control']).toBe(publicCacheControl)
  expect(headers['x-page-cache']).toMatch(/^(hit|miss)$/)
  expect(headers.etag).toMatch(/^"[^"]+"$/)
}

/** An answer for the one who asked only: nothing a shared cache may keep, nothing of the page cache. */
function expectOwnAnswer(response: Response | null) {
  const headers = response?.headers() ?? {}
  expect(headers['cache-control'] ?? '').not.toContain('public')
  expect(headers['x-page-cache']).toBeUndefined()
}

/** A page's own answer with a body (a result page): `private, no-cache` or `no-store`. */
function expectOwnPage(response: Response | null) {
  expectOwnAnswer(response)
  expect(response?.headers()['cache-control']).toMatch(/^(private, no-cache|no-store)$/)
}

/** The answer to a form's post: a redirect to the result, or the page with the form's messages. */
const postedAnswer = (page: Page) => page.waitForResponse((answer) => answer.request().method() === 'POST')

/**
 * Posts the form with its button, without JavaScript: the post is answered with a redirect to the result
 * address (`name=value` in its query), and neither answer is for anybody but the one who posted.
 */
async function postToResult(page: Page, button: Locator, result: { name: string; value: string }) {
  const [posted, shown] = await Promise.all([
    postedAnswer(page),
    page.waitForResponse(
      (answer) =>
        answer.request().method() === 'GET' &&
        new URL(answer.url()).searchParams.get(result.name) === result.value,
    ),
    button.click(),
  ])
  await page.waitForLoadState()
  expect(posted.status()).toBeGreaterThanOrEqual(300)
  expect(posted.status()).toBeLessThan(400)
  expectOwnAnswer(posted)
  expect(shown.status()).toBe(200)
  expectOwnPage(shown)
  return shown
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('the price inquiry on the home page', () => {
  const visitorA = {
    name: 'Kaarel Vahemälu',
    email: 'kaarel.vahemalu@example.ee',
    phone: '+372 5123 9876',
    details: '12 tonni Rakverre',
  }

  it("A's sent inquiry without JavaScript is A's page only; B then gets the empty form from the cache", async () => {
    const a = await browser.open('/#stats', { javaScript: false })
    await a.page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    const form = a.page.getByRole('form', { name: 'Hinnapäring' })
    await form.getByLabel('Nimi').fill(visitorA.name)
    await form.getByLabel('E-post').fill(visitorA.email)
    await form.getByLabel('Telefon').fill(visitorA.phone)
    await form.getByLabel('Materjal').selectOption('Killustik')
    await form.getByLabel('Täpsustus').fill(visitorA.details)
    const result = await postToResult(a.page, form.getByRole('button', { name: 'Saada hinnapäring' }), {
      name: 'paring',
      value: 'saadetud',
    })
    // A sees that the inquiry was sent.
    const confirmation = a.page.locator('#stats').getByRole('status')
    expect(await confirmation.textContent()).toContain(inquiryTexts.successTitle)
    expect(await result.text()).toContain(inquiryTexts.successTitle)

    // B, afterwards: the home page as everybody gets it.
    const b = await browser.open('/')
    expectCacheAnswer(b.response)
    const html = (await b.response?.text()) ?? ''
    expect(shown(html)).not.toContain(inquiryTexts.successTitle)
    // Nothing of A's anywhere, the islands' props included.
    expect(html).not.toContain(visitorA.email)
    expect(await b.page.locator('#stats').getByRole('status').count()).toBe(0)
    const formOfB = b.page.getByRole('form', { name: 'Hinnapäring' })
    expect(await formOfB.isVisible()).toBe(true)
    expect(await formOfB.getByLabel('Nimi').inputValue()).toBe('')
    // The HTML carries the page's submission key; B's browser sends a key of its own once the form runs.
    expect(/name="idempotencyKey" value="([^"]*)"/.exec(html)?.[1]).toMatch(/^p-/)
    expect(await formOfB.locator('input[name="idempotencyKey"]').inputValue()).toMatch(uuid)

    // The result's address itself is not the cache's either: it is rendered for whoever opens it.
    const own = await visit(b.page, '/?paring=saadetud#stats')
    expectOwnPage(own)
  })
})

describe('an order on a material page', () => {
  const slug = 'killustik'
  const material = materialBySlug(slug)
  if (!material) throw new Error(`no material ${slug}`)
  const messages = orderMessageFamilies[material.orderMessages]
  const formName = `Tellimuse vorm: ${material.productName}`
  const visitorA = {
    first: 'Kadri',
    last: 'Vahemälu',
    email: 'kadri.vahemalu@example.ee',
    phone: '+372 5555 4321',
    address: 'Tapa',
    notes: 'Kollane maja värava kõrval',
  }

  /** A's order: 8 t delivered to a typed address, with `lastName` as the last name. */
  async function fillOrder(form: Locator, lastName: string) {
    await form.getByLabel('Eesnimi').fill(visitorA.first)
    await form.getByLabel('Perekonnanimi').fill(lastName)
    await form.getByLabel('E-post').fill(visitorA.email)
    await form.getByLabel('Telefon').fill(visitorA.phone)
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    await form.getByLabel('Tarneaadress').fill(visitorA.address)
    await form.getByLabel('Lisainfo').fill(visitorA.notes)
  }

  async function openOrderForm() {
    const a = await browser.open(`/${slug}`, { javaScript: false })
    await a.page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    return { page: a.page, form: a.page.getByRole('form', { name: formName }) }
  }

  /** B opens the material page after A: the cache's page, its order form empty, nothing of A. */
  async function expectEmptyPageForB() {
    const b = await browser.open(`/${slug}`)
    expectCacheAnswer(b.response)
    const html = (await b.response?.text()) ?? ''
    expect(shown(html)).not.toContain(orderTexts.successTitle)
    // Nothing of A's anywhere, the islands' props included.
    for (const value of [visitorA.email, visitorA.last, visitorA.notes])
      expect(html, value).not.toContain(value)
    expect(await b.page.getByRole('status').filter({ hasText: orderTexts.successTitle }).count()).toBe(0)
    const form = b.page.getByRole('form', { name: formName })
    for (const label of ['Eesnimi', 'Perekonnanimi', 'E-post', 'Telefon', 'Lisainfo'])
      expect(await form.getByLabel(label).inputValue(), label).toBe('')
    expect(await form.getByText(messages.lastNameRequired, { exact: true }).count()).toBe(0)
    expect(/name="idempotencyKey" value="([^"]*)"/.exec(html)?.[1]).toMatch(/^p-/)
  }

  it("A's order without JavaScript reaches A's confirmation; B then gets the empty form from the cache", async () => {
    const { page, form } = await openOrderForm()
    await fillOrder(form, visitorA.last)
    await postToResult(page, form.getByRole('button', { name: 'Esita tellimus' }), {
      name: 'tellimus',
      value: 'esitatud',
    })
    // A sees the confirmation.
    const status = page.getByRole('status').filter({ hasText: orderTexts.successTitle })
    expect(await status.isVisible()).toBe(true)
    expect(await status.textContent()).toContain(orderTexts.successText)

    await expectEmptyPageForB()
  })

  it("A's refused order keeps A's values on A's page only; B then gets the empty form from the cache", async () => {
    const { page, form } = await openOrderForm()
    // What the browser's own checks let through and the server refuses: a blank last name.
    await fillOrder(form, '   ')
    const [posted] = await Promise.all([
      postedAnswer(page),
      form.getByRole('button', { name: 'Esita tellimus' }).click(),
    ])
    await page.waitForLoadState()
    expect(posted.status()).toBe(400)
    expectOwnAnswer(posted)
    expect(posted.headers()['cache-control']).toBe('no-store')
    // A sees the message and A's values again.
    expect(await form.getByText(messages.lastNameRequired, { exact: true }).isVisible()).toBe(true)
    expect(await form.getByLabel('E-post').inputValue()).toBe(visitorA.email)
    expect(await form.getByLabel('Lisainfo').inputValue()).toBe(visitorA.notes)

    await expectEmptyPageForB()
  })
})

describe("the staff's one-time message (flash)", () => {
  const flashText = 'Päring märgitud vastatuks'

  /**
   * No public page reads the staff's flash cookie (only the staff pages' layout takes it), and the staff
   * page a change redirects to takes it at once. It stays waiting when that redirect is not followed (a
   * tab closed, a lost connection): here the change is posted without following it. The public page that
   * browser opens next must neither show nor take the message, nor meet the page cache; B's page is the
   * cache's, without it.
   */
  it("a staff member's waiting flash is neither shown on a public page nor served to B", async () => {
    // An inquiry of this test's own, for the staff member to mark answered.
    const asker = `Kärt Küsija ${Date.now()}`
    const sent = await postForm(`${baseUrl()}/api/inquiries`, inquiryBody({ name: asker }))
    expect(sent.status).toBe(201)

    const a = await browser.open('/admin/login')
    await a.page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    await a.page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await a.page.getByLabel('Parool').fill(testAdmin.password)
    await a.page.getByRole('button', { name: 'Sign In' }).click()
    await a.page.waitForURL((url) => url.pathname === '/admin/ulevaade')
    await visit(a.page, '/admin/inquiries')
    const card = a.page.getByRole('article').filter({ hasText: asker })
    const id = await card.locator('input[name="id"]').inputValue()

    // The change, posted with the browser's cookies, its redirect not followed.
    const change = await a.page.context().request.post('/admin/inquiries', {
      form: { id },
      headers: { Origin: baseUrl() },
      maxRedirects: 0,
    })
    expect(change.status()).toBeGreaterThanOrEqual(300)
    expect(change.status()).toBeLessThan(400)
    const cookies = await a.page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).toContain('admin_flash')

    // A opens the home page with the message waiting: rendered for A, not from or into the cache.
    const home = await visit(a.page, '/')
    expect(home?.status()).toBe(200)
    expect(home?.headers()['x-page-cache']).toBeUndefined()
    expect(await home?.text()).not.toContain(flashText)
    expect(await a.page.getByText(flashText).count()).toBe(0)
    // The message was still waiting, and the staff's next page shows it.
    expect((await a.page.context().cookies()).map((cookie) => cookie.name)).toContain('admin_flash')
    await visit(a.page, '/admin/inquiries')
    await a.page.getByText(flashText).first().waitFor()

    // B, afterwards: the home page as everybody gets it.
    const b = await browser.open('/')
    expectCacheAnswer(b.response)
    expect(await b.response?.text()).not.toContain(flashText)
    expect(await b.page.getByText(flashText).count()).toBe(0)
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { builtInBusiness } from '#app/content/business.ts'
import { testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { pdfText } from '../support/pdf-text.ts'
import { orderBody, postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { expectNoAxeViolations, setupBrowser, visit } from './browser.ts'

/**
 * The owner runs the site's content (issue 15) in Chromium against the production build: a staff member
 * changes the phone, adds a testimonial, edits a material's FAQ and a gallery picture in the staff pages,
 * and with no restart every public page, the structured data, the next order mail and the certificate
 * PDF show the new values. A server of this file's own: the shared one keeps the built-in content.
 */

const site = setupServer({ smtp: true, env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' } })
const browser = setupBrowser()

const newPhone = '+372 5123 4567'
const newPhoneE164 = '+37251234567'
const testimonial = {
  name: 'Tiina Kivi',
  position: 'Aiapidaja',
  text: 'Liivakasti liiv tuli täpselt lubatud ajal ja kogus oli paraku just nii palju, kui vaja.',
}
const question = 'Kas killustikku saab ka laupäeval peale laadida?'
const galleryAlt = 'Kallur laadimisplatsil enne esimest koormat'
const galleryCaption = 'Hommikune laadimine'

async function signIn(page: Page) {
  const response = await page.context().request.post('/api/auth/login', {
    data: testAdmin,
    headers: { 'X-Forwarded-For': newClientAddress() },
  })
  expect(response.status()).toBe(200)
}

async function save(page: Page, message: string) {
  await page.getByRole('button', { name: 'Salvesta', exact: true }).click()
  await page.getByText(message).first().waitFor()
}

describe('the owner edits the content in the staff pages', () => {
  it('the phone, a testimonial, a FAQ and the gallery are on the public site, in the mail and the PDF at once', async () => {
    const { page } = await browser.open('/', { baseUrl: site.url, viewport: 'phone' })
    expect(await page.getByRole('banner').textContent()).toContain(builtInBusiness.phone)
    await signIn(page)

    // The business facts.
    await visit(page, '/admin/ettevote')
    await expectNoAxeViolations(page, '/admin/ettevote')
    await page.getByLabel('Telefon').fill(newPhone)
    await save(page, 'Ettevõtte andmed salvestatud')

    // A testimonial with four stars.
    await visit(page, '/admin/avaleht/tagasiside/uus')
    await page.getByLabel('Nimi').fill(testimonial.name)
    await page.getByLabel('Amet või ettevõte').fill(testimonial.position)
    await page.getByLabel('Hinnang').selectOption('4')
    await page.getByLabel('Tagasiside').fill(testimonial.text)
    await page.getByRole('button', { name: 'Salvesta', exact: true }).click()
    await page.waitForURL(/\/admin\/avaleht(#\w+)?$/)
    await expectNoAxeViolations(page, '/admin/avaleht')
    // On a 375 px phone the page does not scroll sideways (the sections are grid items of at least their content's width otherwise).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    // The first gallery picture's description.
    await page.locator('a[href^="/admin/avaleht/galerii/"][aria-label^="Muuda"]').first().click()
    await page.getByLabel('Pildi kirjeldus').fill(galleryAlt)
    await page.getByLabel('Pildiallkiri').fill(galleryCaption)
    await page.getByRole('button', { name: 'Salvesta', exact: true }).click()
    await page.waitForURL(/\/admin\/avaleht(#\w+)?$/)

    // A question of the killustik page.
    await visit(page, '/admin/materjalid/killustik')
    await page.locator('#material-faq-0-question').fill(question)
    await save(page, 'salvestatud')

    // The public pages, as a visitor sees them.
    const visitor = (await browser.open('/', { baseUrl: site.url, viewport: 'phone' })).page
    expect(await visitor.getByRole('banner').textContent()).toContain(newPhone)
    expect(await visitor.locator(`a[href="tel:${newPhoneE164}"]`).count()).toBeGreaterThan(0)
    expect(await visitor.locator('footer').textContent()).toContain(newPhone)
    const quote = visitor
      .locator('figure, blockquote, li, article')
      .filter({ hasText: testimonial.text })
      .first()
    expect(await quote.textContent()).toContain(testimonial.name)
    expect(await visitor.getByRole('img', { name: 'Hinnang: 4 tärni 5-st' }).count()).toBe(1)
    // The gallery's first picture: its caption shown, its description in the page (the picture itself
    // loads as it comes near the viewport).
    expect(await (await fetch(`${site.url}/`)).text()).toContain(galleryAlt)
    expect(await visitor.locator('figure figcaption').first().textContent()).toContain(galleryCaption)
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.join(' ')).toContain(`"telephone":"${newPhoneE164}"`)
    await expectNoAxeViolations(visitor, '/')

    await visit(visitor, '/killustik')
    expect(await visitor.locator('summary').filter({ hasText: question }).count()).toBe(1)
    expect(
      (await visitor.locator('script[type="application/ld+json"]').allTextContents()).join(' '),
    ).toContain(question)
    expect(await visitor.getByRole('banner').textContent()).toContain(newPhone)

    // The next order's mail.
    const order = await postForm(
      `${site.url}/api/orders`,
      orderBody({ quantity: '3', email: 'mari.maasikas@example.ee' }),
      newClientAddress(),
    )
    expect(order.status).toBe(201)
    const { orderId } = (await order.json()) as { orderId: number }
    const [mail] = await site.smtp.waitFor(1, {
      filter: (received) =>
        received.subject.includes(`nr ${orderId}`) && received.to.includes('mari.maasikas@example.ee'),
      timeoutMs: 20_000,
    })
    expect(mail?.text).toContain(newPhone)
    expect(mail?.text).not.toContain(builtInBusiness.phone)

    // The certificate PDF.
    const pdf = await fetch(`${site.url}/sertifikaat.pdf`)
    expect(pdf.status).toBe(200)
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain(newPhone)
    expect(text).not.toContain(builtInBusiness.phone)
  })

  it('a bad phone is refused in Estonian beside the field, and the site keeps the one it had', async () => {
    const { page } = await browser.open('/', {
      baseUrl: site.url,
      // The refusal this test provokes: the form's action answers 400 with the messages.
      expectedFailure: (url, status) => status === 400 && new URL(url).pathname === '/admin/ettevote.data',
    })
    await signIn(page)
    await visit(page, '/admin/ettevote')
    await page.getByLabel('Telefon').fill('5000')
    await page.getByRole('button', { name: 'Salvesta', exact: true }).click()
    await page.getByText('Telefon peab olema Eesti või rahvusvaheline number').first().waitFor()
    expect(await page.getByLabel('Telefon').getAttribute('aria-invalid')).toBe('true')
    const home = await (await fetch(`${site.url}/`)).text()
    expect(home).toContain(newPhone)
  })
})

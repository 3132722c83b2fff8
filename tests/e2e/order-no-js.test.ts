import { describe, expect, it } from 'vitest'
import { materialBySlug } from '#app/content/materials.ts'
import { orderMessageFamilies } from '#app/content/order-messages.ts'
import { orderTexts } from '#app/domain/order-form.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupBrowser } from './browser.ts'
import { fillDeliveryOrder } from './ordering.ts'

/**
 * The order form in a browser without JavaScript: a plain form post to the material page's action,
 * which stores the order and redirects to the confirmation, or answers the page with its messages.
 */

const browser = setupBrowser()

const pages = ['soelutud-taiteliiv', 'kaldaliiv', 'killustik'].map((slug) => {
  const material = materialBySlug(slug)
  if (!material) throw new Error(`no material ${slug}`)
  return { slug, material, messages: orderMessageFamilies[material.orderMessages] }
})

async function openForm(slug: string, productName: string) {
  const { page } = await browser.open(`/${slug}`, { javaScript: false })
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  return { page, form: page.getByRole('form', { name: `Tellimuse vorm: ${productName}` }) }
}

describe.each(pages)('/$slug without JavaScript', ({ slug, material, messages }) => {
  it('a delivery order to a typed address reaches the confirmation', async () => {
    const { page, form } = await openForm(slug, material.productName)
    await fillDeliveryOrder(form, {
      first: 'Mari',
      last: 'Maasikas',
      email: 'mari.nojs@example.ee',
      phone: '+372 5555 1234',
      tonnes: '8',
    })
    await form.getByLabel('Tarneaadress').fill('Tapa')
    await form.getByLabel('Lisainfo').fill('Ilma skriptita')
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('tellimus') === 'esitatud'),
      form.getByRole('button', { name: 'Esita tellimus' }).click(),
    ])
    expect(new URL(page.url()).pathname).toBe(`/${slug}`)
    expect(new URL(page.url()).hash).toBe('#order-form')
    const status = page.getByRole('status').filter({ hasText: orderTexts.successTitle })
    expect(await status.isVisible()).toBe(true)
    expect(await status.textContent()).toContain('Võtame teiega peagi ühendust tellimuse kinnitamiseks.')
    // A fresh, empty form for the next order.
    expect(await form.getByLabel('Eesnimi').inputValue()).toBe('')
  })

  it('an invalid post shows the page’s field messages and keeps the values', async () => {
    const { page, form } = await openForm(slug, material.productName)
    // What the browser's own checks let through and the server refuses: a blank last name and, where
    // the page checks strictly, an address without a top-level domain.
    await form.getByLabel('Eesnimi').fill('Jüri')
    await form.getByLabel('Perekonnanimi').fill('   ')
    await form
      .getByLabel('E-post')
      .fill(messages.emailPattern === 'strict' ? 'jyri@example' : 'jyri@example.ee')
    await form.getByLabel('Telefon').fill('   ')
    await form.getByLabel('Kogus').selectOption('3')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    await form.getByLabel('Tarneaadress').fill('Tapa')
    await form.getByLabel('Lisainfo').fill('Hommikul')
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form.getByRole('button', { name: 'Esita tellimus' }).click(),
    ])
    expect(response.status()).toBe(400)
    await page.waitForLoadState()

    const shown: string[] = [messages.lastNameRequired, messages.phoneRequired, orderTexts.smallQuantityNote]
    if (messages.emailPattern === 'strict') shown.push(messages.emailInvalid)
    for (const message of shown) {
      expect(await form.getByText(message, { exact: true }).first().isVisible(), message).toBe(true)
    }
    expect(await form.getByLabel('Perekonnanimi').getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByLabel('Eesnimi').inputValue()).toBe('Jüri')
    expect(await form.getByLabel('E-post').inputValue()).toBe(
      messages.emailPattern === 'strict' ? 'jyri@example' : 'jyri@example.ee',
    )
    expect(await form.getByLabel('Kogus').inputValue()).toBe('3')
    expect(await form.getByRole('radio', { name: 'Soovin transporti' }).isChecked()).toBe(true)
    expect(await form.getByLabel('Tarneaadress').inputValue()).toBe('Tapa')
    expect(await form.getByLabel('Lisainfo').inputValue()).toBe('Hommikul')
    expect(await page.getByRole('status').filter({ hasText: orderTexts.successTitle }).count()).toBe(0)
  })
})

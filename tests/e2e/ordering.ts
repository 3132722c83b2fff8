import type { Page } from 'playwright-core'
import { newClientAddress } from '../support/client-address.ts'
import { type setupBrowser, whenEnhanced } from './browser.ts'

/** A toast of the sonner notifications by its title. */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title })

/**
 * A visitor orders 10 t killustik delivered to Tapa on the material page, as a person does: the address
 * from the suggestion list, the totals shown, then 'Esita tellimus'.
 */
export async function orderKillustikToTapa(
  browser: ReturnType<typeof setupBrowser>,
  customer: { first: string; last: string; email: string; baseUrl?: string },
) {
  const { page } = await browser.open('/killustik', customer.baseUrl ? { baseUrl: customer.baseUrl } : {})
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  const form = page.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
  await whenEnhanced(form)
  await form.getByLabel('Eesnimi').fill(customer.first)
  await form.getByLabel('Perekonnanimi').fill(customer.last)
  await form.getByLabel('E-post').fill(customer.email)
  await form.getByLabel('Telefon').fill('+372 5555 7777')
  await form.getByLabel('Kogus').selectOption('10')
  await form.getByRole('radio', { name: 'Soovin transporti' }).check()
  await form.getByRole('combobox', { name: /^Tarneaadress/ }).fill('Tapa')
  await page
    .getByRole('listbox', { name: 'Aadressi soovitused' })
    .getByRole('option', { name: 'Tapa linn, Lääne-Viru maakond' })
    .click()
  await form.locator('dt', { hasText: 'Transport:' }).waitFor()
  await form.getByLabel('Lisainfo').fill('Värav on koodiga')
  await form.getByRole('button', { name: 'Esita tellimus' }).click()
  await toast(page, 'Tellimus edukalt esitatud!').waitFor()
  return page
}

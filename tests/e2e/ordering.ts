import type { Locator, Page } from 'playwright-core'
import { testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { storeInvoicingBusiness } from '../support/invoicing.ts'
import { setupServer } from '../support/server-fixture.ts'
import { type setupBrowser, whenEnhanced } from './browser.ts'

/** A toast of the sonner notifications by its title. */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title })

/** Fills in the order form's customer and quantity, as a person types them, and chooses delivery. */
export async function fillDeliveryOrder(
  form: Locator,
  order: { first: string; last: string; email: string; phone: string; tonnes: string },
) {
  await form.getByLabel('Eesnimi').fill(order.first)
  await form.getByLabel('Perekonnanimi').fill(order.last)
  await form.getByLabel('E-post').fill(order.email)
  await form.getByLabel('Telefon').fill(order.phone)
  await form.getByLabel('Kogus').selectOption(order.tonnes)
  await form.getByRole('radio', { name: 'Soovin transporti' }).check()
}

/** Types 'Tapa' as the delivery address, picks Tapa from the suggestions and waits for its transport cost. */
export async function chooseTapa(page: Page, form: Locator) {
  await form.getByRole('combobox', { name: /^Tarneaadress/ }).fill('Tapa')
  await page
    .getByRole('listbox', { name: 'Aadressi soovitused' })
    .getByRole('option', { name: 'Tapa linn, Lääne-Viru maakond' })
    .click()
  await form.locator('dt', { hasText: 'Transport:' }).waitFor()
}

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
  await fillDeliveryOrder(form, { ...customer, phone: '+372 5555 7777', tonnes: '10' })
  await chooseTapa(page, form)
  await form.getByLabel('Lisainfo').fill('Värav on koodiga')
  await form.getByRole('button', { name: 'Esita tellimus' }).click()
  await toast(page, 'Tellimus edukalt esitatud!').waitFor()
  return page
}

/** Text as a reader reads it: no-break spaces as spaces, runs of white space as one. */
export const readerText = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The order form's receipt as a reader sees it: each line's label and amount. */
export async function receipt(form: Locator): Promise<Record<string, string>> {
  const lines = await form
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    )
  return Object.fromEntries(lines.map(([label, amount]) => [readerText(label!), readerText(amount!)]))
}

/**
 * A server of the file's own that issues invoices and mails them: a real SMTP peer, the seller's invoicing
 * facts stored before it starts, the built-in towns for distances.
 */
export function setupInvoicingServer() {
  return setupServer({
    smtp: true,
    env: { ...testAdminEnv, GEO_PROVIDER: 'builtin' },
    prepare: storeInvoicingBusiness,
  })
}

/** Confirms the order open on the staff's order page for `day`, 09:00–11:00, and waits for the toast. */
export async function confirmOnOrderPage(admin: Page, day: string, toastTitle = 'Tellimus kinnitatud') {
  const confirm = admin.getByRole('region', { name: 'Kinnita tellimus' })
  await confirm.getByLabel('Kuupäev').fill(day)
  await confirm.getByLabel('Alates').fill('09:00')
  await confirm.getByLabel('Kuni').fill('11:00')
  await confirm.getByRole('button', { name: 'Kinnita tellimus' }).click()
  await toast(admin, toastTitle).waitFor()
}

import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newClientAddress } from '../support/client-address.ts'
import { googleWithoutNetworkEnv, setupServer } from '../support/server-fixture.ts'
import { setupBrowser, whenEnhanced } from './browser.ts'

/**
 * Which address search the order form uses. The shared e2e server runs GEO_PROVIDER=builtin without
 * keys: the form keeps our own search and never asks Google. A second server with GEO_PROVIDER=google
 * and a browser key makes the form load the Maps script; without network (the script is aborted here)
 * it says so and falls back to our own search.
 */

const browser = setupBrowser()

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })
const addressField = (form: Locator) => form.getByRole('combobox', { name: /^Tarneaadress/ })

async function openForm(path: string) {
  const { page } = await browser.open(path)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  const form = page.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
  await whenEnhanced(form)
  return { page, form }
}

/** Every request the page makes from now on, by URL. */
function recordRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

describe('with GEO_PROVIDER=builtin', () => {
  it('the form searches with our server and never asks Google', async () => {
    const { page, form } = await openForm('/killustik')
    const requests = recordRequests(page)
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()
    await addressField(form).fill('Tapa')
    await page
      .getByRole('listbox', { name: 'Aadressi soovitused' })
      .getByRole('option', { name: 'Tapa linn, Lääne-Viru maakond' })
      .click()
    await form.getByText(/^Vahemaa karjäärist/).waitFor()
    expect(requests.some((url) => url.includes('/api/geo/search'))).toBe(true)
    expect(requests.filter((url) => url.includes('maps.googleapis.com'))).toEqual([])
    expect(requests.filter((url) => url.includes('getGoogleMapsKey'))).toEqual([])
  })
})

describe('with GEO_PROVIDER=google and no way to reach Google', () => {
  const site = setupServer({ env: googleWithoutNetworkEnv })

  it('tries the Maps script once, shows Laadimisviga and keeps our own address search', async () => {
    const { page, form } = await openForm(`${site.url}/killustik`)
    // The one failed request this test allows: the Maps script, aborted as if offline. An aborted
    // request is no HTTP error answer, and the browser's "Failed to load resource" line is not counted.
    const scripts: string[] = []
    await page.route('https://maps.googleapis.com/**', (route) => {
      scripts.push(route.request().url())
      return route.abort()
    })
    const requests = recordRequests(page)
    await form.getByLabel('Kogus').selectOption('8')
    await form.getByRole('radio', { name: 'Soovin transporti' }).check()

    await toast(page, 'Laadimisviga').waitFor()
    expect(await toast(page, 'Laadimisviga').textContent()).toContain('Palun värskendage lehte.')
    expect(requests.filter((url) => url.endsWith('/api/functions/getGoogleMapsKey'))).toHaveLength(1)
    expect(scripts).toHaveLength(1)
    const script = new URL(scripts[0] ?? '')
    expect(script.pathname).toBe('/maps/api/js')
    expect(Object.fromEntries(script.searchParams)).toEqual({
      key: 'test',
      libraries: 'places',
      loading: 'async',
      language: 'et',
      region: 'EE',
    })
    expect(await addressField(form).count()).toBe(1)
    expect(await addressField(form).isEditable()).toBe(true)
  })
})

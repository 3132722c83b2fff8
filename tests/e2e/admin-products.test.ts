import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { materialBySlug, materials } from '#app/content/materials.ts'
import { formatEurPerTonne, formatPriceNumber } from '#app/domain/format.ts'
import { signIn, testAdmin } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { axe, baseUrl, setupBrowser, viewports, visit, whenEnhanced } from './browser.ts'

/**
 * The admin product screens (SPEC §2, §4, §5, §7, §8) in Chromium against the production build, and what
 * a visitor then sees on the public pages. The server and its database are shared with the other e2e
 * files: every change here is made to products this file creates, or put back afterwards.
 */

const browser = setupBrowser()

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

/** A small picture made on the spot, as a camera or a phone would send one. */
const picture = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: '#b8935a' } })
    .png()
    .toBuffer()

/** Calls the admin API directly, for setting up and putting back what a test needs. */
let apiToken: string | undefined
async function adminApi(path: string, init: { method?: string; body?: unknown } = {}) {
  apiToken ??= (await signIn(baseUrl())).token
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': apiToken },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

interface ApiProduct {
  id: number
  name: string
  priceEur: number
  published: boolean
  picture: { url: string; altText: string | null } | null
}

const created: number[] = []
async function createProduct(
  name: string,
  options: { published?: boolean; withPicture?: boolean } = {},
): Promise<ApiProduct> {
  let product = (await adminApi('/api/admin/products', {
    method: 'POST',
    body: {
      name,
      description: `${name}: proovitoode.`,
      priceEur: 5.5,
      published: options.published ?? false,
    },
  })) as ApiProduct
  created.push(product.id)
  if (options.withPicture) {
    const { url } = (await adminApi('/api/admin/upload', {
      method: 'POST',
      body: { file: (await picture()).toString('base64'), fileName: 'proov.png', contentType: 'image/png' },
    })) as { url: string }
    product = (await adminApi(`/api/admin/products?id=${product.id}&action=picture`, {
      method: 'POST',
      body: { url, altText: `${name} lähedalt` },
    })) as ApiProduct
  }
  return product
}

afterAll(async () => {
  // Whatever a failed test left behind goes, so the other files see the seeded catalogue.
  for (const id of created)
    await adminApi(`/api/admin/products?id=${id}`, { method: 'DELETE' }).catch(() => {})
})

let unique = 0
const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${++unique}`

/**
 * A staff page, signed in. Through the sign-in form where the test is about signing in (`form: true`);
 * otherwise the way the form's script does it, a POST to /api/auth/login whose httpOnly cookie the
 * browser context keeps, and then straight to the page.
 */
async function signInPage(
  options: {
    viewport?: keyof typeof viewports
    path?: string
    expectedFailure?: (url: string, status: number) => boolean
    form?: boolean
  } = {},
) {
  if (!options.form) {
    const { page } = await browser.open(options.path ?? '/admin/products', {
      viewport: options.viewport,
      expectedFailure: options.expectedFailure,
      before: async (page) => {
        const client = { 'X-Forwarded-For': newClientAddress() }
        await page.setExtraHTTPHeaders(client)
        const response = await page
          .context()
          .request.post('/api/auth/login', { data: testAdmin, headers: client })
        expect(response.status()).toBe(200)
      },
    })
    return page
  }
  const { page } = await browser.open('/admin/login', {
    viewport: options.viewport,
    expectedFailure: options.expectedFailure,
  })
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
  await page.getByLabel('Parool').fill(testAdmin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === '/admin/ulevaade')
  await visit(page, '/admin/products')
  // Loaded: the table on a wide screen, the cards on a phone.
  await page
    .getByRole('link', { name: /^Muuda toodet/ })
    .first()
    .waitFor()
  if (options.path) {
    await visit(page, options.path)
  }
  return page
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })

describe('signed out', () => {
  it('every admin page leads to the sign-in page', async () => {
    for (const path of [
      '/admin/products',
      '/admin/products/new',
      '/admin/products/1/edit',
      '/admin/whatever',
    ]) {
      const { page } = await browser.open(path)
      expect(new URL(page.url()).pathname, path).toBe('/admin/login')
      expect(await page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true)
      expect(await page.getByText('Sisse logitud kui').count()).toBe(0)
    }
  })

  it('a wrong password gets the spec text and no sign-in', async () => {
    const { page } = await browser.open('/admin/login', {
      // The refusal is the page's action's answer (React Router's data request), with its 401.
      expectedFailure: (url, status) => new URL(url).pathname === '/admin/login.data' && status === 401,
    })
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await page.getByLabel('Parool').fill('vale-parool-1234')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).textContent())
      .toBe('Invalid credentials. Please try again.')
    expect(new URL(page.url()).pathname).toBe('/admin/login')
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true)
  })

  it("a locked username gets the server's own explanation", async () => {
    const { page } = await browser.open('/admin/login', {
      expectedFailure: (url, status) =>
        new URL(url).pathname === '/admin/login.data' && (status === 401 || status === 429),
    })
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    // An unknown username locks like a real one, so the test admin stays usable for the other tests.
    const username = uniqueName('arvaja').replace(' ', '-')
    await page.getByLabel('Kasutajanimi').fill(username)
    await page.getByLabel('Parool').fill('vale-parool-1234')
    const alert = page.getByRole('alert')
    for (let attempt = 0; attempt < 5; attempt++) {
      await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/login.data'),
        page.getByRole('button', { name: 'Sign In' }).click(),
      ])
      await expect.poll(() => alert.textContent()).toBe('Invalid credentials. Please try again.')
    }
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^Liiga palju ebaõnnestunud sisselogimisi\. Proovige uuesti \d+ minuti pärast\.$/)
  })

  it('signs in without JavaScript too', async () => {
    const wrong = await browser.open('/admin/login', { javaScript: false })
    await wrong.page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    await wrong.page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await wrong.page.getByLabel('Parool').fill('vale-parool-1234')
    await wrong.page.getByRole('button', { name: 'Sign In' }).click()
    await wrong.page
      .getByRole('alert')
      .filter({ hasText: 'Invalid credentials. Please try again.' })
      .waitFor()

    const { page } = await browser.open('/admin/login', { javaScript: false })
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await page.getByLabel('Parool').fill(testAdmin.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/ulevaade')
    expect(plain(await page.getByText('Sisse logitud kui').textContent())).toBe('Sisse logitud kui haldur')
  })

  it('both fields are required', async () => {
    const { page } = await browser.open('/admin/login')
    expect(await page.getByLabel('Kasutajanimi').getAttribute('required')).not.toBeNull()
    expect(await page.getByLabel('Parool').getAttribute('required')).not.toBeNull()
    expect(await page.getByLabel('Parool').getAttribute('type')).toBe('password')
  })
})

describe('signing in and out', () => {
  it("shows 'Signing in...', then the list with the ten seeded materials at two decimals", async () => {
    const { page } = await browser.open('/admin/login')
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    // Holds the answer a moment, so the working state can be seen.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await page.getByLabel('Parool').fill(testAdmin.password)
    // The list's answer is held too, so its loading text can be seen.
    await page.route(
      (url) =>
        url.pathname === '/admin/products.data' &&
        url.searchParams.get('_routes') === 'routes/admin/products',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        await route.continue()
      },
    )
    await page.getByRole('button', { name: 'Sign In' }).click()
    const working = page.getByRole('button', { name: 'Signing in...' })
    await working.waitFor()
    expect(await working.isDisabled()).toBe(true)
    await page.waitForURL((url) => url.pathname === '/admin/ulevaade')
    // From the overview, where sign-in lands, to the list through the staff navigation.
    await page.getByRole('link', { name: 'Tooted', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/products')
    await page.getByText('Laadin...').waitFor()
    expect(plain(await page.getByText('Sisse logitud kui').textContent())).toBe('Sisse logitud kui haldur')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Toodete haldus')
    await page.getByRole('table').waitFor()
    const headers = await page.getByRole('columnheader').allTextContents()
    expect(headers).toEqual(['Nimi', 'Kirjeldus', 'Hind (EUR/t)', 'Avaldatud', 'Tegevused'])
    for (const material of materials) {
      const cells = await row(page, material.productName).getByRole('cell').allTextContents()
      expect(cells[1], material.productName).toBe((material.priceCents / 100).toFixed(2))
    }
    expect(await row(page, 'Sõelutud täiteliiv').getByRole('cell').nth(1).textContent()).toBe('4.00')
    expect(await page.getByRole('link', { name: 'Lisa toode' }).getAttribute('href')).toBe(
      '/admin/products/new',
    )
  })

  it("an already signed-in visitor skips the sign-in page; 'Välju' signs out everywhere", async () => {
    const page = await signInPage({ form: true })
    await visit(page, '/admin/login')
    expect(new URL(page.url()).pathname).toBe('/admin/ulevaade')
    await page.getByRole('button', { name: 'Välju' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/login')
    expect(
      await page.evaluate(() => [localStorage.getItem('admin_token'), localStorage.getItem('admin_user')]),
    ).toEqual([null, null])
    await visit(page, '/admin/products')
    expect(new URL(page.url()).pathname).toBe('/admin/login')
    expect(await page.getByText('Sisse logitud kui').count()).toBe(0)
  })

  it('keeps no token in browser storage: the staff pages are signed in by the httpOnly cookie alone', async () => {
    const page = await signInPage({ form: true })
    expect(
      await page.evaluate(() => [localStorage.getItem('admin_token'), localStorage.getItem('admin_user')]),
    ).toEqual([null, null])
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    // Scripts cannot read the session either, yet the pages load by it.
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/admin_session/)
    await visit(page, '/admin/orders')
    expect(new URL(page.url()).pathname).toBe('/admin/orders')
  })
})

describe('creating a product', () => {
  it("with a picture and 'Avalda kohe': 'Toode loodud', and the home page shows it with its picture", async () => {
    const name = uniqueName('Proovikivi')
    const page = await signInPage()
    await page.getByRole('link', { name: 'Lisa toode' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/products/new')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Loo uus toode')
    await page.getByLabel('Toote nimi *').fill(name)
    await page.getByLabel('Kirjeldus *').fill('Pestud graniitkillustik haljastusse ja radadele.')
    await page.getByLabel('Hind (EUR/tonn) *').fill('12.5')
    await page
      .getByLabel('Toote pilt')
      .setInputFiles({ name: 'proov.png', mimeType: 'image/png', buffer: await picture() })
    await expect.poll(() => page.getByRole('img', { name: 'Valitud pildi eelvaade' }).isVisible()).toBe(true)
    await page.getByLabel('Pildi alternatiivtekst').fill(`${name} kuhjas`)
    const publish = page.getByRole('switch', { name: 'Avalda kohe' })
    expect(await publish.getAttribute('aria-checked')).toBe('false')
    await publish.click()
    expect(await publish.getAttribute('aria-checked')).toBe('true')
    await page.getByRole('button', { name: 'Loo toode' }).click()
    await toast(page, 'Toode loodud').waitFor()
    await page.waitForURL((url) => url.pathname === '/admin/products')
    const created = row(page, name)
    await created.waitFor()
    expect(await created.getByRole('cell').nth(1).textContent()).toBe('12.50')
    expect(await created.getByText('Avaldatud').isVisible()).toBe(true)
    const id = Number(
      /\/admin\/products\/(\d+)\/edit/.exec(
        (await created.getByRole('link').getAttribute('href')) ?? '',
      )?.[1],
    )
    createdIds(id)

    const home = await browser.open('/')
    const card = home.page.getByRole('listitem').filter({ has: home.page.getByRole('heading', { name }) })
    const image = card.getByRole('img', { name: `${name} kuhjas` })
    await image.scrollIntoViewIfNeeded()
    expect(await image.getAttribute('src')).toMatch(/^\/media\//)
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true)
    expect(plain(await card.getByText(/^Hind .* €\/t\+km$/).textContent())).toBe(
      plain(`Hind ${formatPriceNumber(1250)} €/t+km`),
    )
  })

  it("refuses a price below 0 with 'Vigane hind' and creates nothing", async () => {
    const page = await signInPage({ path: '/admin/products/new' })
    const before = ((await adminApi('/api/admin/products')) as ApiProduct[]).length
    await page.getByLabel('Toote nimi *').fill('Vale hinnaga toode')
    await page.getByLabel('Kirjeldus *').fill('Ei tohiks tekkida.')
    await page.getByLabel('Hind (EUR/tonn) *').fill('-1')
    await page.getByRole('button', { name: 'Loo toode' }).click()
    await toast(page, 'Vigane hind').waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/products/new')
    expect(((await adminApi('/api/admin/products')) as ApiProduct[]).length).toBe(before)
  })

  it('has the spec fields, native and named, and a working Tühista', async () => {
    const page = await signInPage({ path: '/admin/products/new' })
    const named = await page
      .locator('form input[name], form textarea[name]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('name')))
    expect(named).toEqual(expect.arrayContaining(['name', 'description', 'priceEur', 'picture', 'altText']))
    const price = page.getByLabel('Hind (EUR/tonn) *')
    expect([
      await price.getAttribute('type'),
      await price.getAttribute('step'),
      await price.getAttribute('min'),
    ]).toEqual(['number', '0.5', '0'])
    expect(await page.getByLabel('Kirjeldus *').getAttribute('rows')).toBe('4')
    expect(await page.getByLabel('Toote pilt').getAttribute('accept')).toBe('image/*')
    await page.getByRole('button', { name: 'Tühista' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/products')
  })
})

function createdIds(id: number) {
  if (Number.isInteger(id) && id > 0) created.push(id)
}

describe('changing a product', () => {
  it('a new price reaches the material page and its order totals, and the history says who changed it', async () => {
    const killustik = materialBySlug('killustik')
    if (!killustik) throw new Error('no killustik')
    const original = killustik.priceCents / 100
    const [product] = ((await adminApi('/api/admin/products')) as ApiProduct[]).filter(
      (item) => item.name === killustik.productName,
    )
    if (!product) throw new Error('Killustik is not in the admin list')
    try {
      const page = await signInPage()
      await page.getByRole('link', { name: 'Muuda toodet „Killustik“' }).click()
      await page.waitForURL((url) => url.pathname === `/admin/products/${product.id}/edit`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Muuda toodet')
      const price = page.getByLabel('Hind (EUR/tonn) *')
      await expect.poll(() => price.inputValue()).toBe(String(original))
      await price.fill('9.5')
      await page.getByRole('button', { name: 'Uuenda toodet' }).click()
      await toast(page, 'Toode uuendatud').waitFor()
      await page.waitForURL((url) => url.pathname === '/admin/products')
      expect(await row(page, 'Killustik').getByRole('cell').nth(1).textContent()).toBe('9.50')

      const material = await browser.open('/killustik')
      expect(
        plain(
          await material.page
            .getByText(/^Hind \S+ €\/t\+km$/)
            .first()
            .textContent(),
        ),
      ).toBe(plain(`Hind ${formatPriceNumber(950)} €/t+km`))
      const form = material.page.getByRole('form', { name: 'Tellimuse vorm: Killustik' })
      await whenEnhanced(form)
      await form.getByLabel('Kogus').selectOption('10')
      await expect
        .poll(async () => plain(await form.locator('dl').textContent()))
        .toContain(plain(`10 t × ${formatEurPerTonne(950)}`))
      expect(plain(await form.locator('dl').textContent())).toContain('95,00')

      await visit(page, `/admin/products/${product.id}/edit`)
      const history = page.getByRole('region', { name: 'Muudatuste ajalugu' })
      const first = plain(await history.getByRole('listitem').first().textContent())
      expect(first).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\s*haldur\s*muudetud$/)
    } finally {
      await adminApi(`/api/admin/products?id=${product.id}`, {
        method: 'PUT',
        body: {
          name: product.name,
          description: (await adminApi(`/api/admin/products?id=${product.id}`)).description,
          priceEur: original,
        },
      })
    }
  })

  it('in edit mode the picture cannot be replaced and the alt text is locked', async () => {
    const withPicture = await createProduct(uniqueName('Pildiga'), { withPicture: true })
    const without = await createProduct(uniqueName('Pildita'))
    const page = await signInPage({ path: `/admin/products/${withPicture.id}/edit` })
    await page.getByLabel('Toote nimi *').waitFor()
    expect(await page.getByLabel('Toote pilt').isDisabled()).toBe(true)
    expect(await page.getByText('Tootel on juba pilt. Muutmisrežiimis ei saa vahetada.').isVisible()).toBe(
      true,
    )
    expect(await page.getByLabel('Pildi alternatiivtekst').isDisabled()).toBe(true)
    expect(await page.getByRole('switch', { name: 'Avalda kohe' }).count()).toBe(0)

    const history = page.getByRole('region', { name: 'Muudatuste ajalugu' })
    expect(
      (await history.getByRole('listitem').allTextContents()).map((item) =>
        plain(item).replace(/^\S+ \S+\s*/, ''),
      ),
    ).toEqual(['haldur pilt lisatud', 'haldur loodud'])

    await visit(page, `/admin/products/${without.id}/edit`)
    await page.getByLabel('Toote nimi *').waitFor()
    expect(await page.getByLabel('Toote pilt').isDisabled()).toBe(false)
    expect(await page.getByText('Tootel on juba pilt.').count()).toBe(0)
    expect(await page.getByLabel('Pildi alternatiivtekst').isDisabled()).toBe(true)
  })

  it('editing a product without a picture adds one (update, upload, picture)', async () => {
    const product = await createProduct(uniqueName('Pildita'), { published: true })
    const page = await signInPage({ path: `/admin/products/${product.id}/edit` })
    await page.getByLabel('Toote nimi *').waitFor()
    await page.getByLabel('Toote pilt').setInputFiles({
      name: 'uus.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp(await picture())
        .jpeg()
        .toBuffer(),
    })
    await page.getByRole('button', { name: 'Uuenda toodet' }).click()
    await toast(page, 'Toode uuendatud').waitFor()
    await page.waitForURL((url) => url.pathname === '/admin/products')
    const saved = (await adminApi(`/api/admin/products?id=${product.id}`)) as ApiProduct
    expect(saved.picture?.url).toMatch(/^\/media\//)
    const image = await fetch(`${baseUrl()}${saved.picture?.url}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it("a file the server refuses: its own words in 'Toote uuendamine ebaõnnestus: …', the product kept", async () => {
    const name = uniqueName('Vale pildiga')
    const page = await signInPage({
      path: '/admin/products/new',
      expectedFailure: (url, status) => new URL(url).pathname === '/admin/pilt.data' && status === 415,
    })
    await page.getByLabel('Toote nimi *').fill(name)
    await page.getByLabel('Kirjeldus *').fill('Pilt ei ole tegelikult pilt.')
    await page.getByLabel('Hind (EUR/tonn) *').fill('3')
    await page
      .getByLabel('Toote pilt')
      .setInputFiles({ name: 'pilt.png', mimeType: 'image/png', buffer: Buffer.from('see ei ole pilt') })
    await page.getByRole('button', { name: 'Loo toode' }).click()
    await toast(
      page,
      'Toote uuendamine ebaõnnestus: Fail ei ole pilt. Palun valige JPEG-, PNG-, WebP-, AVIF- või GIF-fail.',
    ).waitFor()
    // Saved without the picture: the page to add one again is open.
    await page.waitForURL((url) => /^\/admin\/products\/\d+\/edit$/.test(url.pathname))
    createdIds(Number(/\d+/.exec(new URL(page.url()).pathname)?.[0]))
    await expect.poll(() => page.getByLabel('Toote nimi *').inputValue()).toBe(name)
    expect(await page.getByLabel('Toote pilt').isDisabled()).toBe(false)
  })
})

describe('publishing and deleting', () => {
  it("the switch unpublishes: badge 'Mustand', gone from /api/products and the home page", async () => {
    const product = await createProduct(uniqueName('Avalik'), { published: true })
    const page = await signInPage()
    const line = row(page, product.name)
    const toggle = line.getByRole('switch', { name: `Avalda toode „${product.name}“` })
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    await toggle.click()
    await expect.poll(() => line.getByText('Mustand').isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    const published = (await (await fetch(`${baseUrl()}/api/products`)).json()) as { name: string }[]
    expect(published.map((item) => item.name)).not.toContain(product.name)
    const home = await browser.open('/')
    expect(await home.page.getByRole('heading', { name: product.name }).count()).toBe(0)

    await toggle.click()
    await expect.poll(() => line.getByText('Avaldatud').isVisible()).toBe(true)
    const again = (await (await fetch(`${baseUrl()}/api/products`)).json()) as { name: string }[]
    expect(again.map((item) => item.name)).toContain(product.name)
  })

  it("asks first: 'Tühista' keeps the product, 'Kustuta' deletes it", async () => {
    const product = await createProduct(uniqueName('Kustutatav'))
    const page = await signInPage()
    const remove = page.getByRole('button', { name: `Kustuta toode „${product.name}“` })
    await remove.click()
    const dialog = page.getByRole('alertdialog', { name: 'Kas oled kindel?' })
    await dialog.waitFor()
    expect(plain(await dialog.getByText(/^Seda tegevust/).textContent())).toBe(
      'Seda tegevust ei saa tagasi võtta. See kustutab toote jäädavalt.',
    )
    await dialog.getByRole('button', { name: 'Tühista' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await row(page, product.name).count()).toBe(1)

    await remove.click()
    // The answer to the delete is awaited on its own, so a failure says which side did not happen.
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await dialog.getByRole('button', { name: 'Kustuta' }).click()
    expect((await answer).status()).toBe(200)
    await expect
      .poll(() => page.locator('[data-sonner-toast]').allTextContents(), { timeout: 15_000 })
      .toContainEqual(expect.stringContaining('Toode kustutatud'))
    await expect.poll(() => row(page, product.name).count()).toBe(0)
    const all = (await adminApi('/api/admin/products')) as ApiProduct[]
    expect(all.map((item) => item.id)).not.toContain(product.id)
  })
})

describe('on a phone', () => {
  it('the list is one card per product at 375 px, every control named and in reach', async () => {
    const page = await signInPage({ viewport: 'phone' })
    await page.getByRole('heading', { name: 'Killustik', level: 2 }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    )
    expect(await page.locator('table').isVisible()).toBe(false)
    for (const material of materials) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: material.productName }) })
      expect(plain(await card.textContent()), material.productName).toContain(
        `${(material.priceCents / 100).toFixed(2)} EUR/t`,
      )
      for (const control of [
        card.getByRole('switch', { name: `Avalda toode „${material.productName}“` }),
        card.getByRole('link', { name: `Muuda toodet „${material.productName}“` }),
        card.getByRole('button', { name: `Kustuta toode „${material.productName}“` }),
      ]) {
        const box = await control.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= viewports.phone.width && box.height >= 44).toBe(true)
      }
    }
    const results = await axe(page).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])

    await page.getByRole('link', { name: 'Muuda toodet „Kaldaliiv“' }).click()
    await page.getByLabel('Toote nimi *').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    )
    const form = await axe(page).analyze()
    expect(form.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])
  })
})

import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate } from '#app/domain/format.ts'
import { signIn, testAdmin, testAdminEnv } from '../support/admin.ts'
import {
  type ChatCompletionsPeer,
  completion,
  type PeerAnswer,
  startChatCompletionsPeer,
} from '../support/chat-completions-peer.ts'
import { newClientAddress } from '../support/client-address.ts'
import { setupServer } from '../support/server-fixture.ts'
import { axe, setupBrowser, viewports, visit, whenHydrated } from './browser.ts'

/**
 * /blogi-admin (SPEC §2, §4, §5, §8 'Blog admin toasts'; DESIGN.md §10) in Chromium against the
 * production build. 'Genereeri sisu' needs the AI configured, which the shared e2e server must not have
 * (the chat widget tests expect the built-in adviser): this file runs a server of its own, with a local
 * chat-completions endpoint, and an empty blog.
 */

const browser = setupBrowser()

let peer: ChatCompletionsPeer
let next: PeerAnswer

const article = [
  '## Miks kruusatee vajab head alust',
  '',
  'Kruusatee kestab aastaid, kui **aluskiht** on tihendatud ja vesi pääseb teelt ära.',
  '',
  '- Eemalda mullakiht.',
  '- Paigalda killustik 0/32.',
].join('\n')

beforeAll(async () => {
  peer = await startChatCompletionsPeer(() => next)
})

afterAll(async () => {
  await peer?.close()
})

const site = setupServer({
  env: () => ({ ...testAdminEnv, AI_BASE_URL: peer.url, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '3000' }),
})

// The four articles the site ships with are posts 1-4: deleted like any post, for the empty blog this
// file starts from.
beforeAll(async () => {
  const { token } = await signIn(site.url)
  for (const id of [1, 2, 3, 4]) {
    const response = await fetch(`${site.url}/api/admin/blog-posts?id=${id}`, {
      method: 'DELETE',
      headers: { 'X-Admin-Token': token, 'X-Forwarded-For': newClientAddress() },
    })
    if (response.status !== 200) throw new Error(`DELETE ?id=${id} answered ${response.status}`)
  }
})

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
/**
 * The dates a change made since `since` may show: the day then and the day now, in Tallinn (a run may
 * cross midnight).
 */
const daysSince = (since: Date) => [...new Set([formatDate(since), formatDate(new Date())])]

/** The date after `label` in a card's text, e.g. 'Loodud: 26.11.2026'. */
const shownDate = (text: string | null, label: string) =>
  new RegExp(`${label}: ([\\d.]+)`).exec(text ?? '')?.[1]

/** A small JPEG made on the spot, as a phone camera would send one. */
const photo = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#8a7a5c' } })
    .jpeg()
    .toBuffer()

async function open(path: string, options: Parameters<typeof browser.open>[1] = {}) {
  const { page, status } = await browser.open(path, { ...options, baseUrl: site.url })
  // Every page signs in from an address of its own, so the sign-in limits never mix.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  return { page, status }
}

async function signedIn(
  viewport?: keyof typeof viewports,
  expectedFailure?: (url: string, status: number) => boolean,
) {
  const { page } = await open('/blogi-admin', { viewport, expectedFailure })
  await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
  await page.getByLabel('Parool').fill(testAdmin.password)
  await page.getByRole('button', { name: 'Logi sisse' }).click()
  await page.getByRole('button', { name: 'Lisa uus postitus' }).waitFor()
  return page
}

interface ApiPost {
  id: number
  pealkiri: string
  image_url: string | null
  published: boolean
  created_at: string
  updated_at: string
}

async function storedPosts(): Promise<ApiPost[]> {
  const { token } = await signIn(site.url)
  const response = await fetch(`${site.url}/api/admin/blog-posts`, { headers: { 'X-Admin-Token': token } })
  return (await response.json()) as ApiPost[]
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

const title = `Kruusatee rajamine ${Date.now().toString(36)}`
const renamed = `${title} (uuendatud)`

describe('/blogi-admin', () => {
  it('signed out: its own sign-in form; a wrong password is refused, Enter signs in', async () => {
    const { page, status } = await open('/blogi-admin', {
      // The refusal is the page's action's answer (React Router's data request), with its 401.
      expectedFailure: (url, code) => new URL(url).pathname === '/blogi-admin.data' && code === 401,
    })
    expect(status).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/blogi-admin')
    expect(await page.getByRole('button', { name: 'Lisa uus postitus' }).count()).toBe(0)
    expect(await page.getByText('Sisse logitud kui').count()).toBe(0)
    expect((await axe(page).analyze()).violations).toEqual([])

    await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await page.getByLabel('Parool').fill('vale-parool-1234')
    await page.getByRole('button', { name: 'Logi sisse' }).click()
    await toast(page, 'Vale kasutajanimi või parool').waitFor()
    expect(await toast(page, 'Viga').count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Lisa uus postitus' }).count()).toBe(0)

    await page.getByLabel('Parool').fill(testAdmin.password)
    await page.getByLabel('Parool').press('Enter')
    await toast(page, 'Sisselogimine õnnestus').waitFor()
    expect(await toast(page, 'Tere tulemast blogi administraatorisse!').count()).toBe(1)
    await page.getByText('Blogipostitusi ei ole veel lisatud').waitFor()
    expect(await page.getByRole('link', { name: 'Tagasi' }).getAttribute('href')).toBe('/')
    // The staff bar of the admin frame, with the blog among its sections.
    expect(
      await page.getByRole('navigation', { name: 'Haldus' }).getByRole('link', { name: 'Blogi' }).count(),
    ).toBe(1)
    // Toasts are left out: axe measures them mid-animation (fading in, stacked behind the newest).
    expect((await axe(page).exclude('[data-sonner-toaster]').analyze()).violations).toEqual([])
  })

  it('adds a post with a picture; it is on /blogi with its picture and opens at /blogi/{id}', async () => {
    const page = await signedIn()
    await page.getByRole('button', { name: 'Lisa uus postitus' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lisa uus postitus' })
    await dialog.waitFor()
    expect(await dialog.getByRole('switch', { name: 'Avalda' }).getAttribute('aria-checked')).toBe('true')
    expect(await dialog.getByLabel('Teema').getAttribute('rows')).toBe('6')
    expect(await dialog.getByLabel('Sisu').getAttribute('rows')).toBe('8')
    expect(await dialog.getByLabel('Stiil').locator('option:not([disabled])').allTextContents()).toEqual([
      'Informatiivne',
      'Nõuandev',
      'Teoreetiline',
    ])
    expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([])

    await dialog.getByLabel('Pealkiri').fill(title)
    await dialog.getByLabel('Teema').fill('Kuidas rajada eramaale vastupidav kruusatee')
    await dialog.getByLabel('Stiil').selectOption({ label: 'Nõuandev' })
    await dialog.getByLabel('Sisu').fill(article)
    await dialog.getByLabel('Pilt').setInputFiles({
      name: 'kruusatee.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    })
    await dialog.getByRole('img', { name: 'Valitud pildi eelvaade' }).waitFor()
    const added = new Date()
    await dialog.getByRole('button', { name: 'Lisa', exact: true }).click()
    await toast(page, 'Postitus lisatud!').waitFor()
    await dialog.waitFor({ state: 'detached' })

    const item = card(page, title)
    await item.waitFor()
    const text = await item.textContent()
    expect(text).toContain('Nõuandev')
    expect(text).toContain('Pilt lisatud')
    expect(text).toContain('Avaldatud')
    expect(daysSince(added)).toContain(shownDate(text, 'Loodud'))
    expect(text).not.toContain('Uuendatud')
    expect(await page.getByText('Blogipostitusi ei ole veel lisatud').count()).toBe(0)
    expect((await axe(page).exclude('[data-sonner-toaster]').analyze()).violations).toEqual([])

    const [post] = await storedPosts()
    expect(post?.pealkiri).toBe(title)
    expect(post?.image_url).toMatch(/^\/media\//)

    const { page: blog } = await open('/blogi')
    const link = blog.getByRole('link', { name: title }).first()
    await link.waitFor()
    const pictures = await blog.locator(`img[src="${post?.image_url}"]`).count()
    expect(pictures).toBeGreaterThan(0)
    await visit(blog, `/blogi/${post?.id}`)
    await blog.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(await blog.getByText('Kruusatee kestab aastaid').count()).toBeGreaterThan(0)
  })

  it("'Genereeri sisu' asks for the fields, fills sisu from the AI, and tells its failures; saving checks the fields", async () => {
    const page = await signedIn(
      'phone',
      // The AI's failures are the page's action's answers (React Router's data request), with their 5xx.
      (url, code) => new URL(url).pathname === '/blogi-admin.data' && code >= 500,
    )
    const calls: string[] = []
    page.on('request', (request) => calls.push(new URL(request.url()).pathname))
    await page.getByRole('button', { name: 'Lisa uus postitus' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lisa uus postitus' })
    await dialog.waitFor()
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    )

    const before = peer.requests.length
    await dialog.getByRole('button', { name: 'Genereeri sisu' }).click()
    await toast(page, 'Palun täida pealkiri, teema ja stiil enne sisu genereerimist').waitFor()
    expect(peer.requests.length).toBe(before)

    await dialog.getByLabel('Pealkiri').fill('Liiv liivakasti')
    await dialog.getByLabel('Teema').fill('Milline liiv sobib laste liivakasti')
    await dialog.getByLabel('Stiil').selectOption('informatiivne')
    next = { json: completion({ content: article }) }
    await dialog.getByRole('button', { name: 'Genereeri sisu' }).click()
    await toast(page, 'Sisu genereeritud!').waitFor()
    expect(await dialog.getByLabel('Sisu').inputValue()).toBe(article)
    expect(await dialog.getByLabel('Pealkiri').inputValue()).toBe('Liiv liivakasti')
    expect(peer.requests.at(-1)?.body.messages.at(-1)?.content).toContain(
      'Milline liiv sobib laste liivakasti',
    )
    // The staff page asks its own action, by the session cookie: no call of the programs' functions.
    expect(calls.filter((call) => call.includes('/api/'))).toEqual([])

    next = { status: 500, json: { error: { message: 'internal' } } }
    await dialog.getByRole('button', { name: 'Genereeri sisu' }).click()
    await toast(page, 'Ei saanud sisu genereerida: AI-teenus vastas veaga.').waitFor()
    expect(await toast(page, 'Ei saanud sisu genereerida: AI-teenus vastas veaga..').count()).toBe(0)

    // While the AI is working the button says so and cannot be pressed twice.
    next = { hang: true }
    await dialog.getByRole('button', { name: 'Genereeri sisu' }).click()
    const working = dialog.getByRole('button', { name: 'Genereerin sisu...' })
    await working.waitFor()
    expect(await working.isDisabled()).toBe(true)
    await toast(page, 'Ei saanud sisu genereerida: AI-teenus ei vastanud õigeaegselt.').waitFor({
      timeout: 15_000,
    })
    await dialog.getByRole('button', { name: 'Genereeri sisu' }).waitFor()

    await dialog.getByLabel('Pealkiri').fill('')
    await dialog.getByRole('button', { name: 'Lisa', exact: true }).click()
    await toast(page, 'Palun täida kõik väljad').waitFor()
    expect(await dialog.isVisible()).toBe(true)

    await dialog.getByRole('button', { name: 'Tühista' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect((await storedPosts()).length).toBe(1)
  }, 60_000)

  it('edits a post, then unpublishes it with the switch: gone from /blogi', async () => {
    const page = await signedIn()
    // The list carries no post's body: the dialog reads it when it opens.
    const listPage = await page.request.get('/blogi-admin')
    const listHtml = await listPage.text()
    expect(listHtml).toContain(title)
    expect(listHtml).not.toContain('aluskiht')
    await page.getByRole('button', { name: `Muuda postitust „${title}“` }).click()
    const dialog = page.getByRole('dialog', { name: 'Muuda postitust' })
    await dialog.waitFor()
    expect(await dialog.getByLabel('Pealkiri').inputValue()).toBe(title)
    expect(await dialog.getByLabel('Stiil').inputValue()).toBe('nõuandev')
    expect(await dialog.getByLabel('Sisu').inputValue()).toBe(article)
    await dialog.getByRole('img', { name: 'Postituse praegune pilt' }).waitFor()
    // Escape closes the dialog and changes nothing.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: `Muuda postitust „${title}“` }).click()
    await dialog.waitFor()
    await dialog.getByLabel('Pealkiri').fill(renamed)
    const updated = new Date()
    await dialog.getByRole('button', { name: 'Uuenda' }).click()
    await toast(page, 'Postitus uuendatud!').waitFor()
    await dialog.waitFor({ state: 'detached' })
    const item = card(page, renamed)
    await item.waitFor()
    expect(daysSince(updated)).toContain(shownDate(await item.textContent(), 'Uuendatud'))
    expect(await item.textContent()).toContain('Pilt lisatud')
    const [post] = await storedPosts()
    expect(post?.image_url).toMatch(/^\/media\//)

    // The picture can be taken off: nothing changes until the post is saved.
    await page.getByRole('button', { name: `Muuda postitust „${renamed}“` }).click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Eemalda pilt' }).click()
    expect(await dialog.getByRole('img').count()).toBe(0)
    await dialog.getByText('Pilt eemaldatakse postituse salvestamisel.').waitFor()
    expect(await dialog.getByLabel('Pilt').evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect((await storedPosts())[0]?.image_url).toBe(post?.image_url)
    await page.getByRole('button', { name: `Muuda postitust „${renamed}“` }).click()
    await dialog.waitFor()
    await dialog.getByRole('img', { name: 'Postituse praegune pilt' }).waitFor()
    await dialog.getByRole('button', { name: 'Eemalda pilt' }).click()
    await dialog.getByRole('button', { name: 'Uuenda' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(async () => (await storedPosts())[0]?.image_url).toBe(null)
    expect(await item.textContent()).not.toContain('Pilt lisatud')

    await item.getByRole('switch', { name: `Avalda postitus „${renamed}“` }).click()
    await expect.poll(() => item.textContent()).toContain('Mustand')
    expect(await item.getByRole('switch').getAttribute('aria-checked')).toBe('false')
    expect((await storedPosts())[0]?.published).toBe(false)

    const { page: blog } = await open('/blogi')
    expect(await blog.getByText(renamed).count()).toBe(0)
    const article404 = await blog.goto(`/blogi/${post?.id}`)
    expect(article404?.status()).toBe(404)
  })

  it('deletes a post after the confirmation; Tühista keeps it; then signs out', async () => {
    const page = await signedIn('phone')
    const item = card(page, renamed)
    await item.waitFor()
    const remove = page.getByRole('button', { name: `Kustuta postitus „${renamed}“` })
    await remove.click()
    const confirm = page.getByRole('alertdialog', {
      name: 'Kas oled kindel, et soovid selle postituse kustutada?',
    })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Tühista' }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await item.count()).toBe(1)

    await remove.click()
    await confirm.getByRole('button', { name: 'Kustuta' }).click()
    await toast(page, 'Postitus kustutatud!').waitFor()
    await page.getByText('Blogipostitusi ei ole veel lisatud').waitFor()
    expect(await storedPosts()).toEqual([])

    await page.getByRole('button', { name: 'Logi välja' }).click()
    await page.getByRole('button', { name: 'Logi sisse' }).waitFor()
    await page.reload()
    await whenHydrated(page)
    await page.getByRole('button', { name: 'Logi sisse' }).waitFor()
    expect(await page.getByRole('button', { name: 'Lisa uus postitus' }).count()).toBe(0)
  })

  it('signs in without JavaScript too: the form posts to the page', async () => {
    const { page } = await open('/blogi-admin', { javaScript: false })
    await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await page.getByLabel('Parool').fill('vale-parool-1234')
    await page.getByRole('button', { name: 'Logi sisse' }).click()
    await page.getByRole('alert').filter({ hasText: 'Vale kasutajanimi või parool' }).waitFor()
    await page.getByLabel('Kasutajanimi').fill(testAdmin.username)
    await page.getByLabel('Parool').fill(testAdmin.password)
    await page.getByRole('button', { name: 'Logi sisse' }).click()
    await page.getByText('Blogipostitusi ei ole veel lisatud').waitFor()
    expect(new URL(page.url()).pathname).toBe('/blogi-admin')
  })
})

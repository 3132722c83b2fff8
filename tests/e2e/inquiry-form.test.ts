import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { inquiryTexts } from '#app/domain/inquiry-form.ts'
import { newClientAddress as newClient } from '../support/client-address.ts'
import { isInViewport, setupBrowser, whenEnhanced } from './browser.ts'

/** The price inquiry on the home page (#stats), with and without JavaScript. */

const browser = setupBrowser()

async function openInquiry(javaScript: boolean) {
  const { page } = await browser.open('/#stats', { javaScript })
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClient() })
  const form = page.getByRole('form', { name: 'Hinnapäring' })
  if (javaScript) await whenEnhanced(form)
  return { page, form }
}

async function fill(page: Page, values: { name: string; email: string; phone: string; details: string }) {
  const form = page.getByRole('form', { name: 'Hinnapäring' })
  await form.getByLabel('Nimi').fill(values.name)
  await form.getByLabel('E-post').fill(values.email)
  await form.getByLabel('Telefon').fill(values.phone)
  await form.getByLabel('Materjal').selectOption('Killustik')
  await form.getByLabel('Täpsustus').fill(values.details)
}

const juhan = {
  name: 'Juhan Juurikas',
  email: 'juhan.e2e@example.ee',
  phone: '+372 5123 4567',
  details: '15 tonni Tapale',
}

describe('the price inquiry with JavaScript', () => {
  it('sends, shows the success toast and replaces the form with the confirmation', async () => {
    const { page, form } = await openInquiry(true)
    await expect.poll(() => isInViewport(page, '#stats'), { timeout: 5000 }).toBe(true)
    await fill(page, juhan)
    await form.getByRole('button', { name: 'Saada hinnapäring' }).click()

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: inquiryTexts.successTitle })
    await toast.waitFor()
    expect(await toast.textContent()).toContain('Võtame teiega peagi ühendust.')
    // One toast region, named in Estonian (the page made a root of its own for it), with an Estonian close button.
    expect(await page.getByRole('region', { name: /^Teated/ }).count()).toBe(1)
    expect(await toast.getByRole('button', { name: 'Sulge teade' }).isVisible()).toBe(true)
    const confirmation = page.locator('#stats').getByRole('status')
    await confirmation.waitFor()
    expect(await confirmation.textContent()).toContain(inquiryTexts.successTitle)
    expect(await form.count()).toBe(0)
  })

  it('an empty submit shows the required-field messages without sending', async () => {
    const { page, form } = await openInquiry(true)
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true
    })
    await form.getByRole('button', { name: 'Saada hinnapäring' }).click()
    for (const message of ['Nimi on kohustuslik', 'E-post on kohustuslik', 'Telefon on kohustuslik']) {
      await form.getByText(message, { exact: true }).waitFor()
    }
    await form.getByLabel('E-post').fill('juhan@example')
    await form.getByRole('button', { name: 'Saada hinnapäring' }).click()
    await form.getByText('Vigane e-posti aadress', { exact: true }).waitFor()
    expect(posted).toBe(false)
  })
})

describe('the price inquiry without JavaScript', () => {
  it('posts to the home page and shows the confirmation in #stats', async () => {
    const { page, form } = await openInquiry(false)
    await fill(page, { ...juhan, email: 'juhan.nojs@example.ee' })
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('paring') === 'saadetud'),
      form.getByRole('button', { name: 'Saada hinnapäring' }).click(),
    ])
    expect(new URL(page.url()).hash).toBe('#stats')
    const confirmation = page.locator('#stats').getByRole('status')
    expect(await confirmation.textContent()).toContain(inquiryTexts.successTitle)
    expect(await page.getByRole('form', { name: 'Hinnapäring' }).count()).toBe(0)
  })

  it('an invalid post shows the messages and keeps the values', async () => {
    const { page, form } = await openInquiry(false)
    // The browser's own checks let these through; the server's do not.
    await fill(page, { ...juhan, email: 'juhan@example', phone: '   ' })
    await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form.getByRole('button', { name: 'Saada hinnapäring' }).click(),
    ])
    await page.waitForLoadState()
    expect(await form.getByText('Vigane e-posti aadress', { exact: true }).isVisible()).toBe(true)
    expect(await form.getByText('Telefon on kohustuslik', { exact: true }).isVisible()).toBe(true)
    expect(await form.getByLabel('Nimi').inputValue()).toBe('Juhan Juurikas')
    expect(await form.getByLabel('E-post').inputValue()).toBe('juhan@example')
    expect(await form.getByLabel('Materjal').inputValue()).toBe('Killustik')
    expect(await form.getByLabel('Täpsustus').inputValue()).toBe('15 tonni Tapale')
  })
})

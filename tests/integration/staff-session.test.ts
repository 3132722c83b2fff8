import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { staffClient, testAdminEnv } from '../support/admin.ts'
import { setupServer } from '../support/server-fixture.ts'

/**
 * The staff pages on one session, the httpOnly cookie (ADR 036): a picture goes to /admin/pilt and
 * 'Välju' posts to /admin/logout, each refused to a visitor who is not signed in and to another site's
 * page, as every staff action is. Programs keep the token API (SPEC §7), tested in admin-auth.test.ts.
 */

const site = setupServer({ env: testAdminEnv })
const staff = staffClient(site)

function pictureForm(file: Blob, name: string) {
  const form = new FormData()
  form.set('file', file, name)
  return form
}

async function postPicture(form: FormData, headers: Record<string, string>) {
  return fetch(`${site.url}/admin/pilt`, { method: 'POST', redirect: 'manual', headers, body: form })
}

describe('POST /admin/pilt', () => {
  it('stores a picture posted by a signed-in staff page and answers its address', async () => {
    const { cookie } = await staff.admin()
    const jpeg = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#8a7a5c' } })
      .jpeg()
      .toBuffer()
    const response = await postPicture(
      pictureForm(new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kivi.jpg'),
      {
        Cookie: cookie,
        Origin: site.url,
      },
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { ok: boolean; url: string }
    expect(body.ok).toBe(true)
    expect(body.url).toMatch(/^\/media\//)
    const stored = await fetch(`${site.url}${body.url}`)
    expect(stored.status).toBe(200)
    expect(stored.headers.get('content-type')).toMatch(/^image\//)
  })

  it('refuses what is not a picture in its own words, and an empty post', async () => {
    const { cookie } = await staff.admin()
    const headers = { Cookie: cookie, Origin: site.url }
    const text = await postPicture(
      pictureForm(new Blob(['see ei ole pilt'], { type: 'image/png' }), 'pilt.png'),
      headers,
    )
    expect(text.status).toBe(415)
    expect(await text.json()).toEqual({
      ok: false,
      error: 'Fail ei ole pilt. Palun valige JPEG-, PNG-, WebP-, AVIF- või GIF-fail.',
    })
    const empty = await postPicture(new FormData(), headers)
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ ok: false, error: 'Fail on tühi.' })
  })

  it('is for signed-in staff on our own pages only', async () => {
    const form = () => pictureForm(new Blob(['x'], { type: 'image/png' }), 'x.png')
    const signedOut = await postPicture(form(), { Origin: site.url })
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('Location')).toBe('/admin/login')
    const { cookie } = await staff.admin()
    const foreign = await postPicture(form(), { Cookie: cookie, Origin: 'https://muu.example' })
    expect(foreign.status).toBe(403)
  })
})

describe('POST /admin/logout', () => {
  it("ends the cookie's session for good and leads to the sign-in page it names", async () => {
    const own = staffClient(site)
    const { cookie } = await own.admin()
    expect((await own.page('/admin/orders')).status).toBe(200)
    const out = await own.post('/admin/logout', { next: '/blogi-admin' })
    expect(out.status).toBe(302)
    expect(out.headers.get('Location')).toBe('/blogi-admin')
    expect(out.headers.get('Set-Cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    // The old cookie opens nothing any more, even if a browser kept it.
    const after = await fetch(`${site.url}/admin/orders`, { redirect: 'manual', headers: { Cookie: cookie } })
    expect(after.status).toBe(302)
    expect(after.headers.get('Location')).toBe('/admin/login')
  })

  it('goes only to a sign-in page of ours', async () => {
    const own = staffClient(site)
    await own.admin()
    const out = await own.post('/admin/logout', { next: 'https://muu.example/' })
    expect(out.headers.get('Location')).toBe('/admin/login')
  })
})

import type { staffClient } from './admin.ts'

/** React's separators between adjacent texts, which a reader never sees. */
const readable = (html: string) => html.replaceAll('<!-- -->', '')

/**
 * A public page as a browser gets it: its status, its markup, its meta description, and whether the page
 * cache answered (X-Page-Cache).
 */
export async function publicPage(site: { readonly url: string }, path: string) {
  const response = await fetch(`${site.url}${path}`)
  const html = readable(await response.text())
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
  return { status: response.status, html, description, cache: response.headers.get('X-Page-Cache') }
}

/** A staff page as the signed-in staff member gets it. */
export async function staffHtml(staff: ReturnType<typeof staffClient>, path: string) {
  const response = await staff.page(path)
  return { status: response.status, html: readable(await response.text()) }
}

/**
 * Follows a staff form's redirect as the browser does, with the session and the flash cookie the answer
 * set: the page it leads to, with the flash message.
 */
export async function followWithFlash(
  staff: ReturnType<typeof staffClient>,
  site: { readonly url: string },
  response: Response,
) {
  const { cookie } = await staff.admin()
  const flash = (response.headers.get('Set-Cookie') ?? '').split(';')[0]
  const page = await fetch(new URL(response.headers.get('Location') ?? '', site.url), {
    headers: { Cookie: `${cookie}; ${flash}` },
  })
  return { status: page.status, html: readable(await page.text()) }
}

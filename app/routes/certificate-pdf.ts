import { certificatePdfInfo } from '#app/content/certificate.ts'
import { certificateMessages } from '#app/content/messages/certificate.ts'
import { splitLocalePath } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
import { currentBusiness } from '#app/server/content/site-content.server.ts'
import type { Route } from './+types/certificate-pdf'

/**
 * /sertifikaat.pdf: the production instruction as a PDF, opened in the browser's viewer; /ru/… and /en/…
 * give it in that language (ADR 060).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const business = currentBusiness()
  const { locale } = splitLocalePath(new URL(request.url).pathname)
  // Loaded on the first request for the PDF: the PDF library takes a third of a second of every start
  // that imports it, and most processes never draw a PDF.
  const { certificatePdfFile } = await import('#app/server/content/certificate-pdf.server.ts')
  const { bytes, etag } = await certificatePdfFile(business, locale)
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${certificatePdfInfo(business, { locale, t: translate(certificateMessages, locale) }).fileName}"`,
    // Generated once per version of the business facts; the ETag changes with them. Every open asks
    // whether it still holds (a 304 without the body when it does), so a changed phone is in the next PDF.
    'Cache-Control': 'public, no-cache',
    ETag: etag,
  })
  const ifNoneMatch = request.headers.get('If-None-Match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Length', String(bytes.byteLength))
  return new Response(new Uint8Array(bytes), { headers })
}

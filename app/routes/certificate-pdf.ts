import { certificatePdf } from '#app/content/certificate.ts'
import { certificatePdfFile } from '#app/server/content/certificate-pdf.server.ts'
import type { Route } from './+types/certificate-pdf'

/** /sertifikaat.pdf: the production instruction as a PDF, opened in the browser's viewer. */
export async function loader({ request }: Route.LoaderArgs) {
  const { bytes, etag } = await certificatePdfFile()
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${certificatePdf.fileName}"`,
    // Generated from the content at start: it changes only with a deploy.
    'Cache-Control': 'public, max-age=86400',
    ETag: etag,
  })
  const ifNoneMatch = request.headers.get('If-None-Match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Length', String(bytes.byteLength))
  return new Response(new Uint8Array(bytes), { headers })
}

import { currentBusiness } from '../content/site-content.server.ts'
import type { Database } from '../db/database.server.ts'
import type { MailAttachment } from '../mail/transport.server.ts'
import { wantsEInvoice } from './e-invoice-choice.server.ts'
import type { InvoiceRow } from './invoice-issue.server.ts'
import { eInvoiceFileName, eInvoiceOf, type FoundInvoice, findInvoice } from './invoice-read.server.ts'

/**
 * The printed invoice of a stored invoice, as staff and the customer download it and as mails carry it:
 * printed again from what was stored at issue each time, so it is the same document every time.
 */

/** The printed invoice of a stored invoice or credit invoice, with the seller's phone and e-mail of today. */
export async function invoicePdf(found: FoundInvoice): Promise<Uint8Array> {
  // pdf-lib is loaded by the first invoice printed, not by every start of the server and its commands.
  const { generateInvoicePdf } = await import('./invoice-pdf.server.ts')
  const business = currentBusiness()
  return generateInvoicePdf(eInvoiceOf(found), { contact: { phone: business.phone, email: business.email } })
}

/** The PDF's download name, e.g. 'arve-2026-0001.pdf' or 'kreeditarve-2026-0002.pdf'. */
export function invoicePdfFileName(invoice: Pick<InvoiceRow, 'kind' | 'number'>): string {
  return `${invoice.kind}-${invoice.number}.pdf`
}

/** The printed invoice as a file to download, with the caller's caching headers. */
export async function invoicePdfDownload(found: FoundInvoice, headers: Record<string, string>) {
  return new Response(Buffer.from(await invoicePdf(found)), {
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoicePdfFileName(found.invoice)}"`,
    },
  })
}

/** The e-invoice (UBL 2.1 under EN 16931) of a stored invoice or credit invoice. */
async function eInvoiceXmlOf(found: FoundInvoice): Promise<string> {
  // xmlbuilder2 is loaded by the first e-invoice asked for, not by every start of the server.
  const { eInvoiceXml } = await import('./ubl.server.ts')
  return eInvoiceXml(eInvoiceOf(found))
}

/** The e-invoice as a file to download, with the caller's caching headers. */
export async function eInvoiceDownload(found: FoundInvoice, headers: Record<string, string>) {
  return new Response(await eInvoiceXmlOf(found), {
    headers: {
      ...headers,
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${eInvoiceFileName(found.invoice)}"`,
    },
  })
}

/**
 * The outbox worker's attachments of a job that names an invoice (OutboxWorkerOptions.attachmentsFor): its
 * PDF, and for a company that chose e-invoices (its account's terms, or its order's 'Soovin e-arvet') its
 * e-invoice beside it, until the e-invoices go through an operator (Merit Aktiva). The choice is read when
 * the mail is sent.
 */
export function invoiceAttachments(db: Database) {
  return async ({ invoiceId }: { invoiceId: number }): Promise<MailAttachment[]> => {
    const found = await findInvoice(db, invoiceId)
    if (!found) throw new Error(`invoice ${invoiceId} of a queued mail is missing`)
    const attachments: MailAttachment[] = [
      {
        filename: invoicePdfFileName(found.invoice),
        content: await invoicePdf(found),
        contentType: 'application/pdf',
      },
    ]
    if (await wantsEInvoice(db, found.invoice))
      attachments.push({
        filename: eInvoiceFileName(found.invoice),
        content: Buffer.from(await eInvoiceXmlOf(found), 'utf8'),
        contentType: 'application/xml',
      })
    return attachments
  }
}

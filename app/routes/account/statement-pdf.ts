import { splitLocalePath } from '#app/domain/locale.ts'
import { tallinnCalendarDate } from '#app/domain/tallinn-time.ts'
import { statementTextsIn } from '#app/lib/account-texts.ts'
import { currentBusiness } from '#app/server/content/site-content.server.ts'
import { requestedStatement } from '#app/server/customers/account-statement.server.ts'
import { requireCustomerPage } from '#app/server/customers/customer-guard.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/statement-pdf'

/**
 * `/konto/saldo/pdf?from=…&to=…`: the signed-in person's company's statement of account as a PDF, the
 * same figures as /konto/saldo. Two days that do not make a period are a 400 with the reason.
 */
const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireCustomerPage(request)
  const today = tallinnCalendarDate()
  const { error, statement, company } = await requestedStatement(getDb(), session.customerId, request, today)
  const locale = splitLocalePath(new URL(request.url).pathname).locale
  if (error || !company)
    // The reason in Estonian is the overview's own; another language says it in its words.
    return new Response(
      error && locale !== 'et' ? statementTextsIn(locale).notPeriod : (error ?? 'Kliendikontot ei leitud.'),
      {
        status: error ? 400 : 404,
        headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
      },
    )
  // pdf-lib and the fonts are loaded by the first PDF asked for, not by every start of the server.
  const { statementPdf } = await import('#app/server/customers/statement-pdf.server.ts')
  const pdf = await statementPdf({ statement, company, business: currentBusiness(), today, locale })
  const { from, to } = statement.period
  return new Response(Buffer.from(pdf), {
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="saldoteatis-${from}-${to}.pdf"`,
    },
  })
}

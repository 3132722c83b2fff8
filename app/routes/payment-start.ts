import { redirect } from 'react-router'
import { cardChoice, paymentStartFormSchema } from '#app/domain/payment-forms.ts'
import { readFormData } from '#app/server/http/form-data.server.ts'
import { onlyPost } from '#app/server/http/request-body.server.ts'
import { clientIpHash } from '#app/server/http/request-context.server.ts'
import { parseSubmission } from '#app/server/http/submission.server.ts'
import { customerPageLimiter, findOrderByCustomerToken } from '#app/server/orders/customer-page.server.ts'
import { montonioPaymentMethods } from '#app/server/payments/montonio-payment-methods.server.ts'
import { paymentDependencies } from '#app/server/payments/online-payments.server.ts'
import { startPayment } from '#app/server/payments/payment-start.server.ts'
import { getDb } from '#app/server/runtime.server.ts'
import type { Route } from './+types/payment-start'

/**
 * 'Maksa kohe' on the customer's order page posts here (a plain form: it works without JavaScript). The
 * order is created at Montonio for the confirmed total and the browser is sent (303) to its payment page;
 * when that fails, back to the order page, which says so and shows the bank transfer's details.
 */

/** The order page's query parameter telling how the payment went: `viga` (not started) or `tagasi`. */
export const paymentParameter = 'makse'

export function loader() {
  return onlyPost()
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const page = `/tellimus/${params.token}`
  const limit = customerPageLimiter.hit(clientIpHash(context.clientIp))
  if (!limit.allowed)
    return new Response('Liiga palju katseid. Palun proovige mõne minuti pärast uuesti.', {
      status: 429,
      headers: {
        'Retry-After': String(limit.retryAfterSeconds),
        'Content-Type': 'text/plain; charset=utf-8',
      },
    })
  const deps = paymentDependencies()
  const order = await findOrderByCustomerToken(getDb(), params.token)
  if (!order) return new Response('Tellimust ei leitud.', { status: 404 })
  if (!deps) return redirect(page, 303)
  const form = await readFormData(request)
  const input = parseSubmission(paymentStartFormSchema, form)
  // A choice no page offers is a forged post: the order page says the payment did not start.
  if (!input.ok) return redirect(`${page}?makse=viga`, 303)
  const choice = input.value.bank
  let bank: string | undefined
  if (choice && choice !== cardChoice) {
    const methods = await montonioPaymentMethods(deps.montonio)
    // A bank that is not on offer (a stale page, a forged post) lets Montonio's own page ask.
    bank = methods.ok && methods.banks.some((offered) => offered.code === choice) ? choice : undefined
  }
  const started = await startPayment(deps, order, { bank, card: choice === cardChoice })
  if (!started.ok) return redirect(`${page}?makse=viga`, 303)
  return redirect(started.paymentUrl, 303)
}

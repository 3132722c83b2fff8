import { data, redirect } from 'react-router'
import { OrderProblem } from '#app/components/customer-order/order-problem.tsx'
import { log } from '#app/server/log.server.ts'
import { customerToken } from '#app/server/orders/customer-link.server.ts'
import { paymentDependencies } from '#app/server/payments/online-payments.server.ts'
import { recordOrderToken } from '#app/server/payments/payment-notifications.server.ts'
import type { Route } from './+types/payment-return'

/**
 * Where Montonio sends the customer back, with `?order-token=…`. The token is believed only as the
 * webhook believes it (our signature, HS256, unexpired, our access key, our reference, the amount we
 * asked); a paid one is recorded (once, whichever of the two comes first), and the customer is sent to
 * the order page, which shows what the database holds: 'Makse on laekunud' or 'Makse on pooleli'.
 */

export async function loader({ request }: Route.LoaderArgs) {
  const deps = paymentDependencies()
  const token = new URL(request.url).searchParams.get('order-token')
  if (!deps || !token) return data({ problem: 'invalid' as const }, { status: 400 })
  let result: Awaited<ReturnType<typeof recordOrderToken>>
  try {
    result = await recordOrderToken(deps, token)
  } catch (error) {
    log.error({ err: error }, 'payment return: not stored')
    return data({ problem: 'busy' as const }, { status: 503 })
  }
  if (!result.ok) {
    log.warn({ problem: result.problem }, 'payment return: token refused')
    return data({ problem: 'invalid' as const }, { status: 400 })
  }
  const salt = result.order.customerTokenSalt
  if (!salt) return data({ problem: 'invalid' as const }, { status: 400 })
  throw redirect(`/tellimus/${customerToken(deps.signingSecret, salt)}?makse=tagasi`, 303)
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta() {
  return [{ title: 'Makse' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function PaymentReturnPage({ loaderData }: Route.ComponentProps) {
  return (
    <OrderProblem
      title={loaderData.problem === 'busy' ? 'Makse on pooleli' : 'Makse andmeid ei õnnestunud kontrollida'}
    >
      {loaderData.problem === 'busy'
        ? 'Me ei saanud makse kinnitust praegu salvestada. Pank teatab meile makse ka ise; avage tellimuse leht mõne minuti pärast kirjas olevalt lingilt.'
        : 'See link ei ole kehtiv makse kinnitus. Makse seisu näete tellimuse lehel kirjas olevalt lingilt.'}
    </OrderProblem>
  )
}

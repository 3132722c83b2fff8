import { data, redirect } from 'react-router'
import { OrderProblem } from '#app/components/customer-order/order-problem.tsx'
import { useCustomerOrderWords } from '#app/components/customer-order/words.tsx'
import { customerOrderMessages } from '#app/content/messages/customer-order.ts'
import { languageParameter } from '#app/content/translated-pages.ts'
import { defaultLocale, isLocale } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
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
  const query = new URL(request.url).searchParams
  const token = query.get('order-token')
  // The order is not known until its token is believed: `?keel=` may name the page's language.
  const asked = query.get(languageParameter)
  const pageLocale = asked && isLocale(asked) ? asked : defaultLocale
  if (!deps || !token) return data({ problem: 'invalid' as const, pageLocale }, { status: 400 })
  let result: Awaited<ReturnType<typeof recordOrderToken>>
  try {
    result = await recordOrderToken(deps, token)
  } catch (error) {
    log.error({ err: error }, 'payment return: not stored')
    return data({ problem: 'busy' as const, pageLocale }, { status: 503 })
  }
  if (!result.ok) {
    log.warn({ problem: result.problem }, 'payment return: token refused')
    return data({ problem: 'invalid' as const, pageLocale }, { status: 400 })
  }
  const salt = result.order.customerTokenSalt
  if (!salt) return data({ problem: 'invalid' as const, pageLocale }, { status: 400 })
  throw redirect(`/tellimus/${customerToken(deps.signingSecret, salt)}?makse=tagasi`, 303)
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const t = translate(customerOrderMessages, loaderData?.pageLocale ?? defaultLocale)
  return [{ title: t('return.meta') }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function PaymentReturnPage({ loaderData }: Route.ComponentProps) {
  const { t } = useCustomerOrderWords()
  const busy = loaderData.problem === 'busy'
  return (
    <OrderProblem title={t(busy ? 'return.busyTitle' : 'return.invalidTitle')}>
      {t(busy ? 'return.busyText' : 'return.invalidText')}
    </OrderProblem>
  )
}

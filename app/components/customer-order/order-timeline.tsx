import type { CustomerOrderMessage } from '#app/content/messages/customer-order.ts'
import type { TranslateIn } from '#app/lib/i18n.ts'
import { useCustomerOrderWords } from './words.tsx'

/** Where an order stands for its customer: the steps done, the one under way, the ones to come. */

type Step = { label: string; detail: string | null; state: 'done' | 'current' | 'waiting' | 'stopped' }

type OrderSteps = {
  status: string
  requestedOn: string
  schedule: string | null
  /** The day it was delivered, which may be before the day it was confirmed for. */
  delivered: string | null
  delivery: boolean
  cancelledBy: string | null
  /** An order on account waiting for the quarry's credit decision (ADR 059). */
  creditHold?: boolean
}

function stepsOf(order: OrderSteps, t: TranslateIn<CustomerOrderMessage>): Step[] {
  const steps: Step[] = [{ label: t('step.requested'), detail: order.requestedOn, state: 'done' }]
  if (order.status === 'uus') {
    steps.push(
      order.creditHold
        ? {
            label: t('step.creditHold'),
            detail: t('step.creditHoldDetail'),
            state: 'current',
          }
        : {
            label: t('step.confirming'),
            detail: t('step.confirmingDetail'),
            state: 'current',
          },
    )
    steps.push({
      label: order.delivery ? t('step.delivery') : t('step.pickup'),
      detail: null,
      state: 'waiting',
    })
  } else if (order.status === 'kinnitatud') {
    steps.push({ label: t('step.confirmed'), detail: null, state: 'done' })
    steps.push({
      label: order.delivery ? t('step.delivery') : t('step.pickup'),
      detail: order.schedule,
      state: 'current',
    })
  } else if (order.status === 'tarnitud') {
    if (order.schedule) steps.push({ label: t('step.confirmed'), detail: order.schedule, state: 'done' })
    steps.push({
      label: order.delivery ? t('step.delivered') : t('step.collected'),
      detail: order.delivered,
      state: 'done',
    })
  } else {
    if (order.schedule) steps.push({ label: t('step.confirmed'), detail: order.schedule, state: 'done' })
    steps.push({
      label: t('step.cancelled'),
      detail: order.cancelledBy === 'customer' ? t('step.cancelledByYou') : null,
      state: 'stopped',
    })
  }
  return steps
}

const stepMarker: Record<Step['state'], string> = {
  done: 'bg-accent border-accent',
  current: 'bg-white border-accent',
  waiting: 'bg-white border-stone-400',
  stopped: 'bg-red-700 border-red-700',
}

export function OrderTimeline({ order }: { order: OrderSteps }) {
  const { t } = useCustomerOrderWords()
  return (
    <>
      <h2 className="sr-only">{t('timeline.title')}</h2>
      <ol className="mt-6 grid gap-4">
        {stepsOf(order, t).map((step) => (
          <li key={step.label} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-1 h-4 w-4 shrink-0 rounded-full border-2 ${stepMarker[step.state]}`}
            />
            <div>
              <p className={step.state === 'waiting' ? 'font-semibold text-stone-500' : 'font-semibold'}>
                {step.label}
                {step.state === 'current' ? <span className="sr-only">{t('step.current')}</span> : null}
              </p>
              {step.detail ? <p className="text-stone-700">{step.detail}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  )
}

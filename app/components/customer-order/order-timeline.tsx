/** Where an order stands for its customer: the steps done, the one under way, the ones to come. */

type Step = { label: string; detail: string | null; state: 'done' | 'current' | 'waiting' | 'stopped' }

function stepsOf(order: {
  status: string
  requestedOn: string
  schedule: string | null
  /** The day it was delivered, which may be before the day it was confirmed for. */
  delivered: string | null
  delivery: boolean
  cancelledBy: string | null
  /** An order on account waiting for the quarry's credit decision (ADR 059). */
  creditHold?: boolean
}): Step[] {
  const steps: Step[] = [{ label: 'Tellimuse soov saadud', detail: order.requestedOn, state: 'done' }]
  if (order.status === 'uus') {
    steps.push(
      order.creditHold
        ? {
            label: 'Tellimus ootab krediidiotsust',
            detail: 'Kontrollime ettevõtte krediidilimiiti ja võtame teiega ühendust.',
            state: 'current',
          }
        : {
            label: 'Kinnitamine',
            detail: 'Võtame teiega ühendust, tavaliselt 1–3 tööpäeva jooksul.',
            state: 'current',
          },
    )
    steps.push({
      label: order.delivery ? 'Kohaletoimetamine' : 'Järeletulemine',
      detail: null,
      state: 'waiting',
    })
  } else if (order.status === 'kinnitatud') {
    steps.push({ label: 'Kinnitatud', detail: null, state: 'done' })
    steps.push({
      label: order.delivery ? 'Kohaletoimetamine' : 'Järeletulemine',
      detail: order.schedule,
      state: 'current',
    })
  } else if (order.status === 'tarnitud') {
    if (order.schedule) steps.push({ label: 'Kinnitatud', detail: order.schedule, state: 'done' })
    steps.push({
      label: order.delivery ? 'Kohale toodud' : 'Välja antud',
      detail: order.delivered,
      state: 'done',
    })
  } else {
    if (order.schedule) steps.push({ label: 'Kinnitatud', detail: order.schedule, state: 'done' })
    steps.push({
      label: 'Tühistatud',
      detail: order.cancelledBy === 'customer' ? 'Tühistasite tellimuse.' : null,
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

export function OrderTimeline({ order }: { order: Parameters<typeof stepsOf>[0] }) {
  return (
    <>
      <h2 className="sr-only">Tellimuse seis</h2>
      <ol className="mt-6 grid gap-4">
        {stepsOf(order).map((step) => (
          <li key={step.label} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-1 h-4 w-4 shrink-0 rounded-full border-2 ${stepMarker[step.state]}`}
            />
            <div>
              <p className={step.state === 'waiting' ? 'font-semibold text-stone-500' : 'font-semibold'}>
                {step.label}
                {step.state === 'current' ? <span className="sr-only"> (praegune samm)</span> : null}
              </p>
              {step.detail ? <p className="text-stone-700">{step.detail}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  )
}

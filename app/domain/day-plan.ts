/**
 * The shapes of the trucks' day plan, shared by the server that lists the deliveries and the staff
 * page that shows them.
 */

/** One confirmed delivery or pickup in the plan (and the delivered ones of the same days). */
export interface PlanDelivery {
  orderId: number
  date: string
  windowStart: string
  windowEnd: string
  status: 'kinnitatud' | 'tarnitud'
  version: number
  name: string
  phone: string
  deliveryOption: 'self' | 'delivery'
  /** The delivery address; null for a pickup at the quarry. */
  address: string | null
  productName: string
  quantity: number
  loads: number
  /** Road distance in tenths of a km, as charged; null for a pickup. */
  distanceTenthsKm: number | null
  /** The weighed net tonnes in hundredths once delivered; null before. */
  deliveredHundredths: number | null
  /** The day it was delivered, on or before the day it was planned for; null before. */
  deliveredOn: string | null
  /** Paid online: the driver collects nothing. */
  paid: boolean
  /** The advance the business asked of the buyer has not come in ('Ettemaks tasumata'). */
  prepaymentDue: boolean
}

/** One day of the plan: its deliveries in time order, their totals, and why the quarry is closed. */
export interface PlanDay {
  date: string
  label: string
  holiday: string | null
  closed: string | null
  deliveries: PlanDelivery[]
  totals: { tonnes: number; loads: number; tenthsKm: number }
}

/** One of the owner's closing periods, both days included. */
export interface ClosingPeriod {
  id: number
  firstDay: string
  lastDay: string
  note: string
}

import type { OrderStatus } from '#app/domain/order-status.ts'

/** One confirmed delivery or pickup in the plan, as the day plan's loader gives it. */
export interface PlanDelivery {
  orderId: number
  version: number
  status: OrderStatus
  date: string
  windowStart: string
  windowEnd: string
  name: string
  phone: string
  address: string | null
  productName: string
  quantity: number
  loads: number
  distanceTenthsKm: number | null
  /** The weighed net tonnes in hundredths once delivered; null before. */
  deliveredHundredths: number | null
  /** Paid online: the driver collects nothing. */
  paid: boolean
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

/** The owner's closing days still to come. */
export interface ClosingPeriod {
  id: number
  firstDay: string
  lastDay: string
  note: string
}

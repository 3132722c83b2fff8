import type { Route } from '../../routes/admin/+types/day-plan'

/** The day plan's data, as its loader gives it. */
export type DayPlanData = Route.ComponentProps['loaderData']
export type PlanDay = DayPlanData['days'][number]
export type PlanDelivery = PlanDay['deliveries'][number]

import type { Route } from '../../routes/admin/+types/order-detail'

/** The staff's order page's data, as its loader gives it. */
export type OrderDetailData = Route.ComponentProps['loaderData']
export type OrderDetailError = Route.ComponentProps['actionData']

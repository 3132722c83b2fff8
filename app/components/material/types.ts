import type { Route } from '../../routes/+types/material'

/** A material page's data, as its loader gives it. */
export type MaterialData = Route.ComponentProps['loaderData']

import type { Route } from '../../routes/+types/home'

/** The home page's data, as its loader gives it. */
export type HomeData = Route.ComponentProps['loaderData']

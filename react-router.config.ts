import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  ssr: true,
  // Every route described in one built file the browser loads once, rather than a partial description
  // worked out and written into every page (docs/decisions/050-staff-pages-cheaper-to-render.md).
  routeDiscovery: { mode: 'initial' },
  // Settled explicitly so the build says nothing about them; revisit when moving to React Router 8.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config

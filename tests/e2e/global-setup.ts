import { spawnSync } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import { testAdminEnv } from '../support/admin.ts'
import { projectRoot, type RunningServer, startServer } from '../support/server-process.ts'

/** Builds when the sources changed, then serves the production build on a free port with its own data. */
let server: RunningServer | undefined

export async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.js'], {
    cwd: projectRoot,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('The production build failed')
  server = await startServer({ env: testAdminEnv })
  project.provide('baseUrl', server.url)
}

export async function teardown() {
  await server?.dispose()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

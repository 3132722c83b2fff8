import { spawnSync } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import { testAdminEnv } from '../support/admin.ts'
import { projectRoot, type RunningServer, startServer } from '../support/server-process.ts'

/** Builds when the sources changed, then serves the production build on a free port with its own data. */
let server: RunningServer | undefined
let stopping = false

export async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.js'], {
    cwd: projectRoot,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('The production build failed')
  // The admin the admin-screen tests sign in as.
  server = await startServer({ env: testAdminEnv })
  const running = server
  // A server that stops in the middle of the run fails every later test the same way; say why once.
  running.process.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`The e2e server stopped (${code ?? signal}):\n${running.output().slice(-4000)}`)
  })
  project.provide('baseUrl', server.url)
}

export async function teardown() {
  stopping = true
  await server?.dispose()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

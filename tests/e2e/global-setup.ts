import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { testAdminEnv } from '../support/admin.ts'
import { copyDatabaseTemplate, createDatabaseTemplate } from '../support/database-template.ts'
import { projectRoot, type RunningServer, startServer } from '../support/server-process.ts'

/** Builds when the sources changed, then serves the production build on a free port with its own data. */
let server: RunningServer | undefined
let template: Awaited<ReturnType<typeof createDatabaseTemplate>> | undefined
let dataDir: string | undefined
let stopping = false

export async function setup(project: TestProject) {
  // Chromium first: `npm test` checks it before vitest starts, a direct vitest run here.
  const packages = spawnSync(process.execPath, ['scripts/system-packages.js'], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  })
  if (packages.status !== 0) throw new Error(packages.stderr.trim())
  const build = spawnSync(process.execPath, ['scripts/ensure-build.js'], {
    cwd: projectRoot,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('The production build failed')
  // The database the servers of the run start from (setupServer copies it too).
  template = await createDatabaseTemplate()
  project.provide('databaseTemplate', template.dir)
  dataDir = await mkdtemp(path.join(tmpdir(), 'karjaar-e2e-'))
  await copyDatabaseTemplate(template.dir, dataDir)
  // The admin the admin-screen tests sign in as.
  server = await startServer({ env: testAdminEnv, dataDir })
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
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  await template?.dispose()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

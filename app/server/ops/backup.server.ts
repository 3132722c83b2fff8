import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type Config, commandConfig } from '../config.server.ts'
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from '../db/embedded-lock.server.ts'
import { uploadsDir } from '../media/storage.server.ts'

/**
 * `npm run backup` and `npm run restore`: one .tar.gz holding a manifest, the database and the uploaded
 * pictures. PostgreSQL is dumped with pg_dump (custom format) while the site runs; the embedded
 * database is copied with PGlite's own data-directory dump, which needs the server stopped because
 * PGlite is single-process (docs/decisions/013-backups.md).
 */

export const backupFormat = 'karjaar-backup'
const formatVersion = 1

interface Manifest {
  format: typeof backupFormat
  version: number
  createdAt: string
  database: 'pglite' | 'postgres'
  /** The database part inside the archive. */
  databaseFile: string
  /** 'files': DATA_DIR/uploads is in the archive under uploads/; 's3': the bucket keeps the pictures. */
  uploads: 'files' | 's3'
  uploadCount: number
}

class CliError extends Error {}

function fail(message: string): never {
  throw new CliError(message)
}

/** Runs a program without a shell; its stderr is shown when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.once('error', (error) =>
      reject(
        new CliError(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? `Programmi ${command} ei leitud. Paigaldage see (Debianis: apt-get install postgresql-client tar).`
            : `${command}: ${error.message}`,
        ),
      ),
    )
    child.once('exit', (code) => {
      if (code === 0) resolve()
      else reject(new CliError(`${command} lõpetas veaga (${code}):\n${stderr.trim()}`))
    })
  })
}

/**
 * pg_dump and pg_restore get the address without the password, which goes in PGPASSWORD: a password
 * on the command line is visible to every user of the machine in the process list.
 */
function pgConnection(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const env: NodeJS.ProcessEnv = { ...process.env }
  if (password) env.PGPASSWORD = password
  return { dbname: url.toString(), env }
}

function embeddedDir(config: Config) {
  return path.join(config.dataDir, 'db')
}

/**
 * The embedded database's lock (ADR 027), held from the first check to the end: the server or another
 * command with the database open is refused at once, and nothing starts using it meanwhile.
 */
function takeEmbedded(dbDir: string): () => void {
  try {
    return lockEmbeddedDatabase(dbDir)
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUse) fail(error.message)
    throw error
  }
}

async function isNonEmptyDir(dir: string) {
  try {
    return (await readdir(dir)).length > 0
  } catch {
    return false
  }
}

async function countFiles(dir: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.startsWith('.')) count += 1
  }
  return count
}

function timestamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
}

async function archivePath(target: string | undefined): Promise<string> {
  const name = `karjaar-${timestamp()}.tar.gz`
  if (!target) return path.resolve('backups', name)
  const resolved = path.resolve(target)
  if (target.endsWith('/') || (await stat(resolved).catch(() => null))?.isDirectory())
    return path.join(resolved, name)
  if (!resolved.endsWith('.tar.gz')) fail(`Varukoopia failinimi peab lõppema .tar.gz-ga: ${target}`)
  return resolved
}

export async function createBackup(
  config: Config,
  target?: string,
): Promise<{ file: string; manifest: Manifest }> {
  const file = await archivePath(target)
  if (existsSync(file)) fail(`Fail ${file} on juba olemas.`)
  const kind = config.databaseUrl ? 'postgres' : 'pglite'
  const dbDir = embeddedDir(config)
  let unlock = () => {}
  if (kind === 'pglite') {
    if (!existsSync(path.join(dbDir, 'PG_VERSION')))
      fail(`Andmebaasi ei ole: ${dbDir}. Kontrollige DATA_DIR-i (või andke DATABASE_URL).`)
    unlock = takeEmbedded(dbDir)
  }
  let staging: string | undefined
  try {
    await mkdir(path.dirname(file), { recursive: true })
    staging = await mkdtemp(path.join(path.dirname(file), '.karjaar-backup-'))
    let databaseFile: string
    if (config.databaseUrl) {
      databaseFile = 'database.pgdump'
      const { dbname, env } = pgConnection(config.databaseUrl)
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(staging, databaseFile)}`,
          `--dbname=${dbname}`,
        ],
        env,
      )
    } else {
      databaseFile = 'pglite-datadir.tar.gz'
      const client = new PGlite(dbDir)
      try {
        await client.waitReady
        await client.query('checkpoint')
        const dump = await client.dumpDataDir('gzip')
        await writeFile(path.join(staging, databaseFile), Buffer.from(await dump.arrayBuffer()))
      } finally {
        await client.close()
      }
    }
    // Pictures after the database: a picture is stored before any row names it, so every picture the
    // dump refers to is in the archive.
    const uploads = uploadsDir(config)
    const withFiles = !config.s3 && existsSync(uploads)
    const manifest: Manifest = {
      format: backupFormat,
      version: formatVersion,
      createdAt: new Date().toISOString(),
      database: kind,
      databaseFile,
      uploads: config.s3 ? 's3' : 'files',
      uploadCount: withFiles ? await countFiles(uploads) : 0,
    }
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    // Written aside and renamed: a file named *.tar.gz is always a whole archive.
    const partial = `${file}.partial`
    const args = ['-czf', partial, '-C', staging, 'manifest.json', databaseFile]
    if (withFiles) args.push('--exclude=.*', '-C', config.dataDir, 'uploads')
    await run('tar', args)
    await rename(partial, file)
    return { file, manifest }
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true })
    unlock()
  }
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  // Only a PostgreSQL site needs the client: loaded here, not with every command (database.server.ts).
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    return Number(result.rows[0]?.count ?? 0) > 0
  } finally {
    await client.end()
  }
}

export async function restoreBackup(config: Config, archive: string, options: { force: boolean }) {
  const source = path.resolve(archive)
  if (!existsSync(source)) fail(`Faili ei ole: ${source}`)
  await mkdir(config.dataDir, { recursive: true })
  const unlock = config.databaseUrl ? () => {} : takeEmbedded(embeddedDir(config))
  let staging: string | undefined
  try {
    // Unpacked inside DATA_DIR so that the pictures and the database directory move into place by rename.
    staging = await mkdtemp(path.join(config.dataDir, '.restore-'))
    await run('tar', ['-xzf', source, '-C', staging]).catch(() =>
      fail(`${source} ei ole loetav .tar.gz-varukoopia.`),
    )
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => '{}'),
    ) as Partial<Manifest>
    if (manifest.format !== backupFormat || manifest.version !== formatVersion || !manifest.databaseFile)
      fail(`${source} ei ole selle saidi varukoopia (manifest.json puudub või on tundmatu).`)
    const target = config.databaseUrl ? 'postgres' : 'pglite'
    if (manifest.database !== target)
      fail(
        manifest.database === 'pglite'
          ? 'See varukoopia on sisseehitatud andmebaasist; selle taastamiseks eemaldage DATABASE_URL.'
          : 'See varukoopia on PostgreSQL-i andmebaasist; selle taastamiseks andke DATABASE_URL.',
      )

    // Every refusal before anything changes.
    const dbDir = embeddedDir(config)
    const uploads = uploadsDir(config)
    const restoreFiles = manifest.uploads === 'files' && existsSync(path.join(staging, 'uploads'))
    if (target === 'pglite') {
      if ((await isNonEmptyDir(dbDir)) && !options.force)
        fail(`Andmebaas ${dbDir} ei ole tühi. Ülekirjutamiseks lisage --force (praegune tõstetakse kõrvale).`)
    } else if ((await postgresHasTables(config.databaseUrl!)) && !options.force) {
      fail('PostgreSQL-i andmebaas ei ole tühi. Ülekirjutamiseks lisage --force.')
    }
    if (restoreFiles && (await isNonEmptyDir(uploads)) && !options.force)
      fail(
        `Piltide kaust ${uploads} ei ole tühi. Ülekirjutamiseks lisage --force (praegune tõstetakse kõrvale).`,
      )

    const aside = `before-restore-${timestamp()}`
    const moved: string[] = []
    const databaseFile = path.join(staging, path.basename(manifest.databaseFile))
    if (target === 'pglite') {
      const previous = `${dbDir}.${aside}`
      const hadPrevious = existsSync(dbDir)
      if (hadPrevious) await rename(dbDir, previous)
      try {
        const client = new PGlite(dbDir, { loadDataDir: new Blob([await readFile(databaseFile)]) })
        try {
          await client.waitReady
          await client.query('select 1')
        } finally {
          await client.close()
        }
      } catch (error) {
        // A copy that does not open (another PGlite version, a damaged file) leaves the old database.
        await rm(dbDir, { recursive: true, force: true })
        if (hadPrevious) await rename(previous, dbDir)
        fail(
          `Varukoopias olevat andmebaasi ei saa avada (${error instanceof Error ? error.message : String(error)}); ` +
            'senine andmebaas jäi alles.',
        )
      }
      if (hadPrevious) moved.push(previous)
    } else {
      const { dbname, env } = pgConnection(config.databaseUrl!)
      const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error']
      if (options.force) args.push('--clean', '--if-exists')
      await run('pg_restore', [...args, `--dbname=${dbname}`, databaseFile], env)
    }
    if (restoreFiles) {
      if (existsSync(uploads)) {
        await rename(uploads, `${uploads}.${aside}`)
        moved.push(`${uploads}.${aside}`)
      }
      await rename(path.join(staging, 'uploads'), uploads)
    }
    return { manifest: manifest as Manifest, moved }
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true })
    unlock()
  }
}

const backupUsage = `Kasutus: npm run backup -- [kaust/ või fail.tar.gz]
Vaikimisi kirjutatakse ./backups/karjaar-AAAAKKPP-TTMMSS.tar.gz.`
const restoreUsage = `Kasutus: npm run restore -- <varukoopia.tar.gz> [--force]
--force kirjutab üle andmebaasi, mis ei ole tühi (sisseehitatud andmebaas ja pildid tõstetakse kõrvale).`

async function reportingErrors(work: () => Promise<number>): Promise<number> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof CliError) console.error(error.message)
    else console.error(`Ootamatu viga: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}

/** `npm run backup -- [target]`; resolves with the process exit code. */
export function runBackupCli(args: string[]): Promise<number> {
  return reportingErrors(async () => {
    if (args.length > 1 || args[0]?.startsWith('-')) {
      console.error(backupUsage)
      return 2
    }
    const config = commandConfig()
    if (!config) return 1
    const { file, manifest } = await createBackup(config, args[0])
    const size = (await stat(file)).size
    console.info(
      `Varukoopia valmis: ${file} (${(size / 1024 / 1024).toFixed(1)} MB; andmebaas ${manifest.database === 'postgres' ? 'PostgreSQL' : 'sisseehitatud'}, ${manifest.uploadCount} pildifaili)`,
    )
    if (manifest.uploads === 's3')
      console.info(
        'Pildid on S3-s: nende varundamine on hoidla (bucket) enda asi, neid selles failis ei ole.',
      )
    return 0
  })
}

/** `npm run restore -- <archive> [--force]`; resolves with the process exit code. */
export function runRestoreCli(args: string[]): Promise<number> {
  return reportingErrors(async () => {
    const force = args.includes('--force')
    const rest = args.filter((arg) => arg !== '--force')
    if (rest.length !== 1 || rest[0]!.startsWith('-')) {
      console.error(restoreUsage)
      return 2
    }
    const config = commandConfig()
    if (!config) return 1
    const { manifest, moved } = await restoreBackup(config, rest[0]!, { force })
    console.info(
      `Taastatud varukoopiast ${manifest.createdAt} (${manifest.uploadCount} pildifaili). Käivitage server.`,
    )
    for (const dir of moved) console.info(`Endine sisu tõsteti kõrvale: ${dir}`)
    return 0
  })
}

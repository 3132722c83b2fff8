import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { commandConfig } from '../config.server.ts'
import { openDatabaseForCommand } from '../db/database.server.ts'
import { createAdmin, credentialProblem, findAdmin, setAdminPassword } from './admins.server.ts'

const usage = `Kasutus:
  npm run admin -- create <kasutajanimi>   loob administraatori
  npm run admin -- passwd <kasutajanimi>   määrab uue parooli (ja lõpetab tema sessioonid)
Parool loetakse terminalist (ei kuvata) või standardsisendi esimeselt realt.`

/** Reads a password without showing it on a terminal; from a pipe, the first line. */
async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = []
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? ''
  }
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk)
      callback()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  const asked = new Promise<string>((resolve) => rl.question(prompt, resolve))
  muted = true
  const answer = await asked
  rl.close()
  process.stdout.write('\n')
  return answer
}

async function askNewPassword(): Promise<string> {
  const password = await readPassword('Parool: ')
  if (process.stdin.isTTY) {
    const again = await readPassword('Parool uuesti: ')
    if (again !== password) throw new Error('Paroolid ei kattu.')
  }
  return password
}

/** `npm run admin -- create|passwd <username>`; resolves with the process exit code. */
export async function runAdminCli(args: string[]): Promise<number> {
  const [command, username] = args
  if ((command !== 'create' && command !== 'passwd') || !username || args.length > 2) {
    console.error(usage)
    return 2
  }
  const config = commandConfig()
  if (!config) return 1
  // With the embedded database, only while the site is stopped (ADR 027): refused at once otherwise,
  // before the password is asked for.
  const database = await openDatabaseForCommand({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  if (!database) return 1
  let password: string
  try {
    password = await askNewPassword()
  } catch (error) {
    await database.close()
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
  const problem = credentialProblem(username, password)
  if (problem) {
    await database.close()
    console.error(problem)
    return 1
  }
  try {
    if (command === 'create') {
      if (await findAdmin(database.db, username)) {
        console.error(`Administraator ${username} on juba olemas (parooli muutmiseks: passwd).`)
        return 1
      }
      if (!(await createAdmin(database.db, username, password))) {
        console.error(`Administraator ${username} on juba olemas.`)
        return 1
      }
      console.info(`Administraator ${username} loodud.`)
      return 0
    }
    if (!(await setAdminPassword(database.db, username, password))) {
      console.error(`Administraatorit ${username} ei ole.`)
      return 1
    }
    console.info(`Administraatori ${username} parool muudetud; tema sessioonid on lõpetatud.`)
    return 0
  } finally {
    await database.close()
  }
}

import { describe, expect, it } from 'vitest'
import { testAdmin, testAdminEnv } from '../support/admin.ts'
import { newClientAddress } from '../support/client-address.ts'
import { postForm } from '../support/request-bodies.ts'
import { setupServer } from '../support/server-fixture.ts'
import { captureServerOutput } from '../support/server-output.ts'

/**
 * The running server's log: JSON lines on stdout only, a request id per request (the proxy's when it
 * is well formed and comes from a trusted address), one access line per request without the query
 * string, and none of a customer's personal values nor a password anywhere in the output.
 */

interface LogLine {
  level: string
  time: string
  msg: string
  reqId?: string
  method?: string
  path?: string
  status?: number
  ms?: number
  orderId?: number
  inquiryId?: number
  [field: string]: unknown
}

const person = {
  firstName: 'Kristjan-Logi',
  lastName: 'Tõrvamägi',
  email: 'kristjan.torvamagi.logi@example.ee',
  phone: '+372 5876 5432',
  notes: 'Värav on sinine, helistage kaks korda',
}
const inquirer = {
  name: 'Liisbet Logimets',
  email: 'liisbet.logimets@example.ee',
  phone: '+372 5321 0987',
  details: 'Kolmkümmend tonni killustikku Kadrina kooli juurde',
}
const address = 'Tapa linn, Lääne-Viru maakond'
const wrongPassword = 'Vale-Parool-Logis-77'
const secretQuery = 'Salajane-Otsing-Tamme-tee-5'

const site = setupServer({
  smtp: true,
  env: { ORDER_NOTIFY_TO: 'myyk@padukarjaar.ee', GEO_PROVIDER: 'builtin', ...testAdminEnv },
})
const written = captureServerOutput(site)

function lines(text: string): LogLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine
      } catch {
        throw new Error(`Not a JSON line: ${line}`)
      }
    })
}

async function waitForLine(predicate: (line: LogLine) => boolean): Promise<LogLine> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const found = lines(written.stdout).find(predicate)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`No such log line in:\n${written.stdout}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const accessLine = (reqId: string) => (line: LogLine) => line.msg === 'request' && line.reqId === reqId

describe('the request log', () => {
  it('a page: a generated request id, echoed, and an access line without the query string', async () => {
    const response = await fetch(`${site.url}/?otsing=${secretQuery}`)
    expect(response.status).toBe(200)
    await response.text()
    const reqId = response.headers.get('X-Request-Id')
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/)
    const line = await waitForLine(accessLine(reqId!))
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/', status: 200 })
    expect(line.ms).toBeTypeOf('number')
    expect(line.ms).toBeGreaterThanOrEqual(0)
    expect(Object.keys(line)).not.toContain('clientIp')
    expect(Object.keys(line)).not.toContain('ip')
  })

  it('takes a well-formed X-Request-Id from the trusted proxy, and makes its own for a malformed one', async () => {
    const offered = '0f1e2d3c4b5a69788796a5b4c3d2e1f0'
    const taken = await fetch(`${site.url}/robots.txt`, { headers: { 'X-Request-Id': offered } })
    await taken.text()
    expect(taken.headers.get('X-Request-Id')).toBe(offered)
    const line = await waitForLine(accessLine(offered))
    expect(line).toMatchObject({ method: 'GET', path: '/robots.txt', status: 200 })

    const refused = await fetch(`${site.url}/robots.txt`, { headers: { 'X-Request-Id': 'x y' } })
    await refused.text()
    expect(refused.headers.get('X-Request-Id')).not.toBe('x y')
    expect(refused.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a 404 page and a missing picture are logged with their status', async () => {
    const page = await fetch(`${site.url}/seda-lehte-ei-ole`)
    expect(page.status).toBe(404)
    await page.text()
    expect(await waitForLine(accessLine(page.headers.get('X-Request-Id')!))).toMatchObject({
      path: '/seda-lehte-ei-ole',
      status: 404,
    })
    const picture = await fetch(`${site.url}/media/0123456789abcdef01234567-640.webp`)
    expect(picture.status).toBe(404)
    await picture.text()
    expect(await waitForLine(accessLine(picture.headers.get('X-Request-Id')!))).toMatchObject({
      path: '/media/0123456789abcdef01234567-640.webp',
      status: 404,
    })
  })

  it('an order: the access line and the order id carry the same request id', async () => {
    const search = await fetch(`${site.url}/api/geo/search?q=${encodeURIComponent('Tapa')}`, {
      headers: { 'X-Forwarded-For': newClientAddress() },
    })
    expect(search.status).toBe(200)
    await search.text()
    const fields = {
      idempotencyKey: `logging-test-${Date.now().toString(36)}`,
      slug: 'soelutud-taiteliiv',
      quantity: '8',
      deliveryOption: 'delivery',
      deliveryAddress: address,
      addressToken: '',
      ...person,
    }
    const response = await postForm(`${site.url}/api/orders`, fields)
    const body = (await response.json()) as { ok: boolean; orderId?: number }
    expect(response.status, JSON.stringify(body)).toBe(201)
    const reqId = response.headers.get('X-Request-Id')!
    expect(await waitForLine(accessLine(reqId))).toMatchObject({
      method: 'POST',
      path: '/api/orders',
      status: 201,
    })
    const placed = await waitForLine((line) => line.msg === 'order placed' && line.reqId === reqId)
    expect(placed.orderId).toBe(body.orderId)
    // The staff mail and the customer's confirmation go out; the worker names them by id only.
    await site.smtp.waitFor(2, { filter: (mail) => mail.subject.includes(`nr ${body.orderId}`) })
  })

  it('an inquiry is logged by its id', async () => {
    const fields = {
      intent: 'inquiry',
      idempotencyKey: `logging-inquiry-${Date.now().toString(36)}`,
      material: 'Killustik',
      ...inquirer,
    }
    const response = await postForm(`${site.url}/api/inquiries`, fields)
    expect(response.status).toBe(201)
    await response.text()
    const reqId = response.headers.get('X-Request-Id')!
    expect(await waitForLine(accessLine(reqId))).toMatchObject({ path: '/api/inquiries', status: 201 })
    const placed = await waitForLine((line) => line.msg === 'inquiry placed' && line.reqId === reqId)
    expect(placed.inquiryId).toBeTypeOf('number')
    await site.smtp.waitFor(2, {
      filter: (mail) =>
        mail.rcptTo.includes(inquirer.email) || mail.subject.includes(`nr ${placed.inquiryId}:`),
    })
  })

  it('a failed sign-in is a 401 access line and nothing more', async () => {
    const response = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress() },
      body: JSON.stringify({ username: testAdmin.username, password: wrongPassword }),
    })
    expect(response.status).toBe(401)
    await response.text()
    expect(await waitForLine(accessLine(response.headers.get('X-Request-Id')!))).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      status: 401,
    })
  })

  it('every line is JSON, stderr stays empty, and no personal value or password is in the output', async () => {
    await site.server.stop()
    const all = lines(site.server.output())
    expect(all.length).toBeGreaterThan(8)
    for (const line of all) {
      expect(line.level).toMatch(/^(fatal|error|warn|info|debug|trace)$/)
      expect(Number.isNaN(Date.parse(line.time))).toBe(false)
    }
    expect(written.stderr).toBe('')
    const output = site.server.output()
    const secrets = [
      person.firstName,
      person.lastName,
      person.email,
      person.phone,
      person.notes,
      inquirer.name,
      inquirer.email,
      inquirer.phone,
      inquirer.details,
      address,
      'Tapa',
      secretQuery,
      wrongPassword,
      testAdmin.password,
    ]
    for (const secret of secrets) expect(output, secret).not.toContain(secret)
    // Every request above has its access line.
    expect(all.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(9)
  })
})

import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { parseConfig } from './config.server.ts'
import { logOptions, redactPersonal } from './log.server.ts'

/** A logger with the server's options, writing its lines into a list. */
function capturingLogger() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: pino(logOptions, sink), lines }
}

describe('redactPersonal', () => {
  it('blanks out e-mail addresses in a text we did not compose', () => {
    expect(redactPersonal('550 5.1.1 <mari.maasikas@example.ee>: Recipient address rejected')).toBe(
      '550 5.1.1 <[email]>: Recipient address rejected',
    )
  })

  it('blanks out the values of a failed query but keeps the query', () => {
    const message =
      'Failed query: insert into "orders" ("first_name", "phone") values ($1, $2)\nparams: Mari,+372 5555 1234'
    const redacted = redactPersonal(message)
    expect(redacted).toContain('insert into "orders"')
    expect(redacted).not.toContain('Mari')
    expect(redacted).not.toContain('5555')
    expect(redacted).toContain('params: [redacted]')
  })
})

describe('log redaction', () => {
  it('never writes the Montonio secret key, wherever the configuration is logged', () => {
    const parsed = parseConfig({
      MONTONIO_ACCESS_KEY: 'montonio-access',
      MONTONIO_SECRET_KEY: 'montonioSECRET88',
    })
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
    const { config } = parsed
    const { logger, lines } = capturingLogger()
    logger.info({ config }, 'configuration')
    logger.info({ montonio: config.montonio }, 'payments')
    logger.info(config.montonio, 'payments, spread')
    logger.info({ payments: { provider: config.montonio } }, 'payments, nested')
    expect(lines).toHaveLength(4)
    const text = lines.join('')
    expect(text).not.toContain('montonioSECRET88')
    expect(text).toContain('[redacted]')
    // The access key is not a secret (it is in every token we send) and stays readable.
    expect(text).toContain('montonio-access')
  })
})

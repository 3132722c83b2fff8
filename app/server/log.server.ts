import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'
import { type LoggerOptions, pino } from 'pino'

/**
 * The server's one logger: JSON lines on stdout (journald or any collector reads them as they are).
 * Lines written while a request is handled carry its `reqId`. Log ids (order, inquiry, mail), never a
 * person's name, e-mail address, phone, address, message text, token or password.
 */

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export interface RequestStore {
  reqId: string
}

export const requestStore = new AsyncLocalStorage<RequestStore>()

// Error objects from drivers carry extra fields (PostgreSQL's `detail` repeats the offending values),
// so only these are written.
function serializeError(value: unknown) {
  if (!(value instanceof Error)) return { message: redactPersonal(String(value)) }
  const code = (value as { code?: unknown }).code
  return {
    type: value.name,
    message: redactPersonal(value.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: value.stack ? redactPersonal(value.stack) : undefined,
  }
}

/**
 * Secrets blanked out wherever the configuration, or a part of it, is logged by mistake: the Montonio
 * secret key (config.montonio.secretKey) signs payments and the Merit Aktiva API key (config.merit.apiKey)
 * signs the books' requests, so neither may ever be in a log line.
 */
export const redactedPaths = [
  'secretKey',
  'montonio.secretKey',
  'config.montonio.secretKey',
  '*.secretKey',
  '*.*.secretKey',
  'apiKey',
  'merit.apiKey',
  'config.merit.apiKey',
  '*.apiKey',
  '*.*.apiKey',
]

export const logOptions: LoggerOptions = {
  level: 'info',
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: serializeError },
  redact: { paths: redactedPaths, censor: '[redacted]' },
  mixin() {
    const store = requestStore.getStore()
    return store ? { reqId: store.reqId } : {}
  },
}

// Written synchronously: lines stay in order and none is lost when the process exits right after
// writing (a failed start, the end of a shutdown). The site's traffic is far below where that costs.
export const log = pino(logOptions, pino.destination({ dest: 1, sync: true }))

export function setLogLevel(level: LogLevel) {
  log.level = level
}

const emailPattern = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g
/** Drizzle's "Failed query: … params: …" repeats every value of the query: names, phones, token hashes. */
const queryParametersPattern = /\bparams: [^\n]*/g

/**
 * A safety net for texts we do not compose ourselves (an SMTP server's answer names the recipient, a
 * failed query lists its values): e-mail addresses and query parameters are blanked out.
 */
export function redactPersonal(text: string): string {
  return text.replace(queryParametersPattern, 'params: [redacted]').replace(emailPattern, '[email]')
}

/**
 * Libraries that write to the console (React Router's error reporting, drivers) end up as JSON lines
 * too, so that a running server writes nothing else to stdout or stderr.
 */
export function routeConsoleToLog() {
  const forward =
    (level: 'info' | 'warn' | 'error' | 'debug') =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error)
      const text = redactPersonal(format(...args.map((arg) => (arg instanceof Error ? arg.message : arg))))
      if (error) log[level]({ err: error, source: 'console' }, text)
      else log[level]({ source: 'console' }, text)
    }
  console.log = forward('info')
  console.info = forward('info')
  console.warn = forward('warn')
  console.error = forward('error')
  console.debug = forward('debug')
}

/** A request that failed on the server's side (a database or a service not answering), with its stack. */
export function logFailure(where: string, error: unknown) {
  log.error({ err: error, where }, 'request failed')
}

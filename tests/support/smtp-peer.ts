import { createServer as createNetServer } from 'node:net'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps and parses every message it
 * accepts, for tests that let the application deliver mail the way it does in production.
 */

export interface ReceivedMail {
  raw: Buffer
  /** The envelope recipients (RCPT TO), which may differ from the To header. */
  rcptTo: string[]
  mailFrom: string
  parsed: Email
  /** The Message-ID header, with angle brackets. */
  messageId: string
  subject: string
  /** The plain-text part with no-break spaces as plain spaces, as a reader sees it. */
  text: string
  /** The HTML part, no-break spaces as plain spaces. */
  html: string
  /** Reply-To addresses. */
  replyTo: string[]
  /** To addresses. */
  to: string[]
}

export interface SmtpPeer {
  port: number
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Resolves with the mails once at least `count` have arrived (and fails after timeoutMs). */
  waitFor(
    count: number,
    options?: { timeoutMs?: number; filter?: (mail: ReceivedMail) => boolean },
  ): Promise<ReceivedMail[]>
  close(): Promise<void>
}

export interface SmtpPeerOptions {
  /** Listen on this port, e.g. one the application was already told about; a free port otherwise. */
  port?: number
}

/** No-break spaces keep numbers and units together in mails; tests compare what a reader sees. */
export const plainSpaces = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

function mailboxes(addresses: Email['to']): string[] {
  return (addresses ?? []).flatMap((address) =>
    address.group ? address.group.map((member) => member.address) : [address.address],
  )
}

/** What every test SMTP server needs: no TLS, no authentication required, quiet, no DNS. */
export const plainLocalSmtp = {
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  // A reverse DNS lookup of 127.0.0.1 per connection costs more than the rest of the conversation.
  disableReverseLookup: true,
  logger: false,
} satisfies SMTPServerOptions

export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = []
  let listeners: (() => void)[] = []
  const server = new SMTPServer({
    ...plainLocalSmtp,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks)
          const parsed = await PostalMime.parse(raw)
          received.push({
            raw,
            rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            parsed,
            messageId: parsed.messageId ?? '',
            subject: plainSpaces(parsed.subject),
            text: plainSpaces(parsed.text),
            html: plainSpaces(parsed.html),
            replyTo: mailboxes(parsed.replyTo),
            to: mailboxes(parsed.to),
          })
          for (const listener of listeners) listener()
          callback()
        } catch (error) {
          callback(error as Error)
        }
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as { port: number }).port

  function waitFor(
    count: number,
    { timeoutMs = 15_000, filter }: { timeoutMs?: number; filter?: (mail: ReceivedMail) => boolean } = {},
  ): Promise<ReceivedMail[]> {
    const matching = () => (filter ? received.filter(filter) : [...received])
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = matching()
        if (found.length < count) return false
        finish()
        resolve(found)
        return true
      }
      const listener = () => void check()
      const timer = setTimeout(() => {
        finish()
        reject(new Error(`expected ${count} mails, got ${matching().length} within ${timeoutMs} ms`))
      }, timeoutMs)
      function finish() {
        clearTimeout(timer)
        listeners = listeners.filter((item) => item !== listener)
      }
      listeners.push(listener)
      check()
    })
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port on 127.0.0.1 that nothing listens on, until a test starts a peer there. */
export async function unusedPort(): Promise<number> {
  const probe = createNetServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const port = (probe.address() as { port: number }).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** Waits a little to show that nothing more arrives (a duplicate would come within this time). */
export function settle(ms = 1_500): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

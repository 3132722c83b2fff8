import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { freePort } from '../../scripts/free-port.js'
import { newClientAddress } from './client-address.ts'

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
  /** Resolves when the peer has started receiving the body of the next message. */
  nextData(): Promise<void>
  close(): Promise<void>
}

export interface SmtpPeerOptions {
  /** Listen on this port, e.g. one the application was already told about; a free port otherwise. */
  port?: number
  /** Holds each message this long after its body has arrived before accepting it: a slow server. */
  dataDelayMs?: number
  /** Refuses this recipient with 550, as a server that has no such mailbox. */
  rejectRecipient?: string
  /** Refuses every sender with 550. */
  rejectSender?: boolean
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
  let dataWaiters: (() => void)[] = []
  const server = new SMTPServer({
    ...plainLocalSmtp,
    onMailFrom(_address, _session, callback) {
      if (options.rejectSender)
        callback(Object.assign(new Error('5.7.1 Sender not allowed'), { responseCode: 550 }))
      else callback()
    },
    onRcptTo(address, _session, callback) {
      if (address.address === options.rejectRecipient)
        callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }))
      else callback()
    },
    onData(stream, session, callback) {
      for (const resolve of dataWaiters) resolve()
      dataWaiters = []
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', async () => {
        try {
          if (options.dataDelayMs) await new Promise((resolve) => setTimeout(resolve, options.dataDelayMs))
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
    nextData: () => new Promise<void>((resolve) => dataWaiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port on 127.0.0.1 that nothing listens on, until a test starts a peer there. */
export const unusedPort = freePort

/**
 * The mails the peer received, shown to be all that is coming: the server at `siteUrl` is asked for one
 * more mail (an order notice through SPEC §7's sendOrderEmail, which stores nothing but the mail), and its
 * arrival is awaited. The outbox sends its mails one after another in the order they fell due, so a mail
 * queued before it, or a second copy of one, would have arrived first. The marker itself is left out.
 */
export async function mailsBeforeMarker(peer: SmtpPeer, siteUrl: string): Promise<ReceivedMail[]> {
  const email = `merk.${crypto.randomUUID()}@example.ee`
  const response = await fetch(`${siteUrl}/api/functions/sendOrderEmail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress() },
    body: JSON.stringify({ type: 'order', name: 'Merk', email, phone: '+372 5000 0000' }),
  })
  if (response.status !== 200) throw new Error(`the marker mail was refused: ${await response.text()}`)
  const isMarker = (mail: ReceivedMail) => mail.replyTo.includes(email)
  await peer.waitFor(1, { filter: isMarker })
  return peer.received.filter((mail) => !isMarker(mail))
}

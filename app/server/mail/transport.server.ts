import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type { Config } from '#app/server/config.server.ts'

/** A mail's recipient and content: what a queued mail and the message sent for it have in common. */
export interface AddressedMail {
  to: string
  /** Shown with the address ("Mari Maasikas" <mari@…>): a bare address is a mark of bulk mail to filters. */
  toName?: string | null
  replyTo?: string | null
  subject: string
  html: string
  text: string
}

/** A file sent with a mail, e.g. an invoice's PDF. */
export interface MailAttachment {
  filename: string
  content: Uint8Array
  contentType: string
}

export interface OutgoingMail extends AddressedMail {
  from: string
  /** With angle brackets, e.g. '<outbox-12-lq3x@padukarjaar.ee>'; the same for every re-send of one job. */
  messageId: string
  attachments?: MailAttachment[]
}

/** Delivers one message or throws; the outbox decides about retries. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>
}

function composerOptions(message: OutgoingMail) {
  return {
    from: message.from,
    // nodemailer quotes and encodes the name (RFC 2047 for õ, ä, ö, ü).
    to: message.toName ? { name: message.toName, address: message.to } : message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: message.messageId,
    attachments: (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      content: Buffer.from(file.content),
      contentType: file.contentType,
    })),
    // The content is ours; nothing in a mail may make the composer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Without timeouts a dead or tarpitting server would hold a job for minutes (nodemailer's defaults are
  // 2 and 10 minutes); the outbox lease is renewed meanwhile, but the queue behind it waits.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 20_000,
    dnsTimeout: 10_000,
  })
  return {
    async send(message) {
      await transporter.sendMail(composerOptions(message))
    },
  }
}

/**
 * Writes each message as an RFC 822 .eml file, for installations without SMTP: staff can open the files
 * in any mail client, and nothing is lost until SMTP is configured.
 */
export function createFileTransport(dir: string): MailTransport {
  return {
    async send(message) {
      const raw = await new MailComposer(composerOptions(message)).compile().build()
      await mkdir(dir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const id = message.messageId.replace(/[^A-Za-z0-9@._-]+/g, '_').replace(/^_+|_+$/g, '')
      const target = path.join(dir, `${stamp}-${id}.eml`)
      // A reader polling the directory must never see half a message, hence write-then-rename.
      const temporary = path.join(dir, `.${stamp}-${randomBytes(6).toString('hex')}.tmp`)
      try {
        await writeFile(temporary, raw, { flag: 'wx' })
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
  }
}

export function createMailTransport(config: Config): MailTransport {
  return config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl)
    : createFileTransport(path.join(config.dataDir, 'mail'))
}

import type { ReceivedMail, SmtpPeer } from './smtp-peer.ts'

/** The mail about order `id` whose subject matches `subject`, once the SMTP peer has received it. */
export async function orderMail(
  smtp: SmtpPeer,
  id: number,
  subject: RegExp,
  timeoutMs: number,
): Promise<ReceivedMail> {
  const aboutOrder = (mail: ReceivedMail) =>
    subject.test(mail.subject) && new RegExp(`nr ${id}(\\D|$)`).test(mail.subject)
  const [mail] = await smtp.waitFor(1, { filter: aboutOrder, timeoutMs })
  return mail!
}

/** The link to the customer's order page in a mail's text; fails the test when there is none. */
export function customerPageLink(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s"<>]+\/tellimus\/[A-Za-z0-9_-]{43}/.exec(mail.text)
  if (!match) throw new Error(`no order page link in: ${mail.text}`)
  return match[0]
}

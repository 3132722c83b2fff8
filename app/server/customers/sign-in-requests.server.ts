import { and, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { accountPageMessages } from '#app/content/messages/account-pages.ts'
import { businessApplicationMessages } from '#app/content/messages/business-application.ts'
import { signInLinkSchemaIn } from '#app/domain/customer-forms.ts'
import { type Locale, localePath } from '#app/domain/locale.ts'
import { translate } from '#app/lib/messages.ts'
import { customers, customerUsers } from '../db/schema.server.ts'
import { createRateLimiter, tooManyRequestsMessage } from '../http/rate-limit.server.ts'
import { clientIpHash } from '../http/request-context.server.ts'
import { parseSubmission } from '../http/submission.server.ts'
import { log } from '../log.server.ts'
import { queueMail } from '../mail/outbox.server.ts'
import { wakeOutbox } from '../mail/outbox-runner.server.ts'
import { signInLinkMail } from '../mail/templates/account-mails.server.ts'
import { getRuntime } from '../runtime.server.ts'
import { accountFormTextsIn } from './account-form-texts.server.ts'
import type { MailDeps } from './customer-accounts.server.ts'
import { createSignInLink } from './customer-sessions.server.ts'

/**
 * /konto/sisene: a person asks for a sign-in link. The answer is the same whether or not the address is a
 * person of an account. Links are limited per client address and per e-mail address, over 15 minutes:
 * enough for a person who mistyped or lost a mail, and a person waits at most those minutes.
 */
const perAddress = createRateLimiter({ limit: 20, windowMs: 15 * 60_000 })
const perEmail = createRateLimiter({ limit: 3, windowMs: 15 * 60_000 })

/** The issue's own answer, the same for every address. */
export const linkSentText = translate(accountPageMessages, 'et')('signIn.sent')

const schemas = new Map<Locale, ReturnType<typeof signInLinkSchemaIn>>()
function schemaIn(locale: Locale) {
  let schema = schemas.get(locale)
  if (!schema) {
    schema = signInLinkSchemaIn(accountFormTextsIn(locale))
    schemas.set(locale, schema)
  }
  return schema
}

export type LinkRequestResult =
  | { ok: true; message: string }
  | { ok: false; error: string; field?: string; email: string }

/** The request of /konto/sisene, answered in the page's language (ADR 060), the link mailed in it. */
export async function requestSignInLink(
  formData: FormData,
  context: AppLoadContext,
  locale: Locale = 'et',
): Promise<{ status: number; result: LinkRequestResult; retryAfterSeconds?: number }> {
  const t = translate(accountPageMessages, locale)
  const sent = { status: 200, result: { ok: true as const, message: t('signIn.sent') } }
  const typed = formData.get('email')
  const email = typeof typed === 'string' ? typed.slice(0, 254) : ''
  const parsed = parseSubmission(schemaIn(locale), formData)
  if (!parsed.ok) return { status: 400, result: { ok: false, error: parsed.error, field: 'email', email } }
  const address = perAddress.hit(clientIpHash(context.clientIp))
  if (!address.allowed)
    return {
      status: 429,
      retryAfterSeconds: address.retryAfterSeconds,
      result: {
        ok: false,
        error:
          locale === 'et'
            ? tooManyRequestsMessage
            : translate(businessApplicationMessages, locale)('error.tooMany'),
        email,
      },
    }
  // Past its limit an address gets the same answer as before, and no more mail.
  if (!perEmail.hit(parsed.value.email).allowed) return sent
  const runtime = getRuntime()
  try {
    await mailSignInLink(
      {
        db: runtime.database.db,
        notifyTo: runtime.config.mail.notifyTo,
        publicUrl: runtime.config.publicUrl,
        afterCommit: wakeOutbox,
      },
      parsed.value.email,
      locale,
    )
  } catch (error) {
    log.error({ err: error }, 'sign-in link could not be stored')
    return { status: 503, result: { ok: false, error: t('signIn.failure'), email } }
  }
  return sent
}

/**
 * /konto/sisene: a link for a person of an active account, mailed through the outbox. Whether one was
 * made is not told to the visitor (the caller answers the same either way).
 */
export async function mailSignInLink(deps: MailDeps, email: string, locale: Locale = 'et'): Promise<boolean> {
  const sent = await deps.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: customerUsers.id, name: customerUsers.name, companyName: customers.name })
      .from(customerUsers)
      .innerJoin(customers, eq(customers.id, customerUsers.customerId))
      .where(and(eq(customerUsers.email, email.toLowerCase()), eq(customers.status, 'aktiivne')))
    if (!person) return false
    const token = await createSignInLink(tx, person.id)
    await queueMail(tx, {
      kind: 'account-sign-in',
      to: email.toLowerCase(),
      toName: person.name,
      ...signInLinkMail({
        name: person.name,
        companyName: person.companyName,
        link: `${deps.publicUrl}${localePath(locale, `/konto/sisene/${token}`)}`,
        locale,
      }),
    })
    return true
  })
  if (sent) deps.afterCommit?.()
  return sent
}

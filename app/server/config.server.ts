import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { currentBusiness } from './content/site-content.server.ts'
import { type LogLevel, logLevels } from './log.server.ts'

/**
 * Every environment variable of the operational contract (DESIGN.md §3), parsed once at start. A bad
 * value stops the server with one line per problem; nothing reads process.env elsewhere.
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const portMessage = 'peab olema täisarv 1-65535'
const port = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, portMessage)
  .transform(Number)
  .pipe(z.number().int(portMessage).min(1, portMessage).max(65_535, portMessage))

function urlWithProtocols(protocols: string[], example: string) {
  return z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, `peab olema aadress kujul ${example}`)
}

const trustProxyMessage =
  'peab olema loopback, aadresside või võrkude loend (nt 10.0.0.5, 192.168.0.0/16) või vahendajate arv 0-9'
const trustProxyPresets = new Set(['loopback', 'linklocal', 'uniquelocal'])

function trustedProxyEntry(entry: string): boolean {
  if (trustProxyPresets.has(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  if (rest.length > 0 || !address) return false
  const family = isIP(address)
  if (family === 0) return false
  if (bits === undefined) return true
  if (!/^\d{1,3}$/.test(bits)) return false
  return Number(bits) <= (family === 4 ? 32 : 128)
}

/**
 * Express's 'trust proxy': whose X-Forwarded-For and X-Forwarded-Proto are believed. A hop count, or
 * named ranges and addresses/CIDRs; never 'true', which would let any client claim any address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context) => {
    if (/^\d$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    if (entries.length === 0 || !entries.every(trustedProxyEntry)) {
      context.addIssue({ code: 'custom', message: trustProxyMessage })
      return z.NEVER
    }
    return entries
  })

function milliseconds(min: number, max: number) {
  const message = `peab olema millisekundite arv ${min}-${max}`
  return optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,7}$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
      .optional(),
  )
}

const email = z.string().trim().email('peab olema e-posti aadress')

const envSchema = z.object({
  NODE_ENV: z
    .enum(['production', 'development', 'test'], { message: 'peab olema production, development või test' })
    .default('production'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'ei tohi olla tühi').default('0.0.0.0'),
  TRUST_PROXY: trustProxy.default(['loopback']),
  PUBLIC_URL: optionalText.pipe(urlWithProtocols(['http:', 'https:'], 'https://näide.ee').optional()),
  DATA_DIR: z.string().trim().min(1, 'ei tohi olla tühi').default('./data'),
  DATABASE_URL: optionalText.pipe(
    urlWithProtocols(
      ['postgres:', 'postgresql:'],
      'postgres://kasutaja:parool@host:5432/andmebaas',
    ).optional(),
  ),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, 'peab olema vähemalt 10 märki pikk').optional()),
  SMTP_URL: optionalText.pipe(
    urlWithProtocols(['smtp:', 'smtps:'], 'smtp://kasutaja:parool@host:587').optional(),
  ),
  MAIL_FROM: optionalText.pipe(email.optional()),
  ORDER_NOTIFY_TO: optionalText.pipe(email.optional()),
  GEO_PROVIDER: z
    .enum(['inaks', 'google', 'builtin'], { message: 'peab olema inaks, google või builtin' })
    .default('inaks'),
  INAKS_URL: optionalText.pipe(urlWithProtocols(['http:', 'https:'], 'https://…/gazetteer/').optional()),
  OSRM_URL: optionalText.pipe(urlWithProtocols(['http:', 'https:'], 'http://localhost:5000').optional()),
  GOOGLE_MAPS_API_KEY: optionalText,
  GOOGLE_MAPS_SERVER_KEY: optionalText,
  /** Google Routes computeRouteMatrix endpoint; Google's own by default (tests point it elsewhere). */
  GOOGLE_ROUTES_URL: optionalText.pipe(
    urlWithProtocols(['http:', 'https:'], 'https://routes.googleapis.com/…').optional(),
  ),
  AI_BASE_URL: optionalText.pipe(
    urlWithProtocols(['http:', 'https:'], 'https://api.openai.com/v1').optional(),
  ),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  /** How long a blog draft may take (local models can be slow); the chat adviser keeps its own 12 s. */
  AI_TIMEOUT_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,7}$/, 'peab olema millisekundite arv 1000-600000')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1000, 'peab olema millisekundite arv 1000-600000')
          .max(600_000, 'peab olema millisekundite arv 1000-600000'),
      )
      .optional(),
  ),
  /** Memory for rendered public pages (app/server/http/page-cache.server.ts); 0 turns the cache off. */
  PAGE_CACHE_MB: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, 'peab olema megabaitide arv 0-1024')
      .transform(Number)
      .pipe(z.number().max(1024, 'peab olema megabaitide arv 0-1024'))
      .optional(),
  ),
  LOG_LEVEL: z
    .enum(logLevels, { message: 'peab olema fatal, error, warn, info, debug, trace või silent' })
    .default('info'),
  /** First retry delay of a failed mail (doubling after each failure, at most one hour). */
  MAIL_RETRY_MS: milliseconds(100, 3_600_000).optional(),
  /** How often an idle mail worker looks for due mail. */
  MAIL_POLL_MS: milliseconds(50, 600_000).optional(),
  CHAT_WEBHOOK_URL: z.string().trim().min(1, 'ei tohi olla tühi').default('/api/chat'),
  S3_ENDPOINT: optionalText.pipe(urlWithProtocols(['http:', 'https:'], 'https://s3.näide.ee').optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(
    urlWithProtocols(['http:', 'https:'], 'https://pildid.näide.ee').optional(),
  ),
  MONTONIO_ACCESS_KEY: optionalText,
  MONTONIO_SECRET_KEY: optionalText,
  /** Montonio's Stargate API; its production address by default, the sandbox for testing. */
  MONTONIO_API_URL: optionalText.pipe(
    urlWithProtocols(['http:', 'https:'], 'https://stargate.montonio.com/api').optional(),
  ),
  MERIT_API_ID: optionalText,
  MERIT_API_KEY: optionalText,
  /** Merit Aktiva's API; its Estonian address by default (tests point it at a local peer). */
  MERIT_API_URL: optionalText.pipe(
    urlWithProtocols(['http:', 'https:'], 'https://aktiva.merit.ee/api').optional(),
  ),
  /** First pause of the books worker after a failed attempt (doubling, at most one hour). */
  MERIT_RETRY_MS: milliseconds(100, 3_600_000).optional(),
  /** How often an idle books worker looks for due items. */
  MERIT_POLL_MS: milliseconds(50, 600_000).optional(),
})

/**
 * Rules between variables, checked on the raw values so that they are reported in the same run as a
 * bad single value (one start shows every problem).
 */
function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim())
  const problems: string[] = []
  if (set('ADMIN_USERNAME') !== set('ADMIN_PASSWORD')) {
    const missing = set('ADMIN_USERNAME') ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'
    problems.push(`${missing}: ADMIN_USERNAME ja ADMIN_PASSWORD tuleb anda koos`)
  }
  if (source.GEO_PROVIDER?.trim() === 'google' && !set('GOOGLE_MAPS_SERVER_KEY')) {
    problems.push('GOOGLE_MAPS_SERVER_KEY: on kohustuslik, kui GEO_PROVIDER=google')
  }
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
  if (s3.some(set) && !s3.every(set)) {
    problems.push(
      'S3_BUCKET: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID ja S3_SECRET_ACCESS_KEY tuleb anda koos',
    )
  }
  if (set('AI_BASE_URL') !== set('AI_MODEL'))
    problems.push('AI_MODEL: AI_BASE_URL ja AI_MODEL tuleb anda koos')
  if (set('MONTONIO_ACCESS_KEY') !== set('MONTONIO_SECRET_KEY')) {
    const missing = set('MONTONIO_ACCESS_KEY') ? 'MONTONIO_SECRET_KEY' : 'MONTONIO_ACCESS_KEY'
    problems.push(
      `${missing}: MONTONIO_ACCESS_KEY ja MONTONIO_SECRET_KEY tuleb anda koos (ilma nendeta makstakse pangaülekandega)`,
    )
  }
  if (set('MERIT_API_ID') !== set('MERIT_API_KEY')) {
    const missing = set('MERIT_API_ID') ? 'MERIT_API_KEY' : 'MERIT_API_ID'
    problems.push(
      `${missing}: MERIT_API_ID ja MERIT_API_KEY tuleb anda koos (ilma nendeta raamatupidamisse midagi ei saadeta)`,
    )
  }
  return problems
}

/** Only these values are harmless to print back; everything else may carry a secret. */
const echoable = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'TRUST_PROXY',
  'GEO_PROVIDER',
  'PAGE_CACHE_MB',
  'DATA_DIR',
  'MAIL_FROM',
  'ORDER_NOTIFY_TO',
  'LOG_LEVEL',
])

export type Env = z.infer<typeof envSchema>

export interface Config {
  nodeEnv: Env['NODE_ENV']
  port: number
  host: string
  /** Express's 'trust proxy': a hop count, or addresses, CIDRs and Express's named ranges. */
  trustProxy: number | string[]
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  admin: { username: string; password: string } | undefined
  mail: {
    smtpUrl: string | undefined
    /** MAIL_FROM, or else the business e-mail as the site shows it when this is read. */
    readonly from: string
    /** ORDER_NOTIFY_TO, or else the business e-mail as the site shows it when this is read. */
    readonly notifyTo: string
    /** First retry delay after a failed attempt; doubles with each further failure. */
    retryMs: number
    pollMs: number
  }
  geo: {
    provider: Env['GEO_PROVIDER']
    inaksUrl: string
    osrmUrl: string | undefined
    googleBrowserKey: string | undefined
    googleServerKey: string | undefined
    /** undefined: Google's own endpoint. */
    googleRoutesUrl?: string | undefined
  }
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined
  chatWebhookUrl: string
  /** Bytes of rendered public pages a process keeps; 0: none. */
  pageCacheBytes: number
  logLevel: LogLevel
  s3:
    | {
        endpoint: string
        bucket: string
        region: string
        accessKeyId: string
        secretAccessKey: string
        publicUrl: string | undefined
      }
    | undefined
  /**
   * Online payment through Montonio: on only when both keys are set. The secret key signs our requests
   * and checks Montonio's tokens; it never leaves the server (publicConfig leaves it out, the logger
   * redacts it).
   */
  montonio: { accessKey: string; secretKey: string; apiUrl: string } | undefined
  /**
   * The books in Merit Aktiva (ADR 062): on only when the id and the key are set. The key signs every
   * request and never leaves the server (publicConfig leaves it out, the logger redacts it).
   */
  merit:
    | {
        apiId: string
        apiKey: string
        apiUrl: string
        /** First pause after a failed attempt; doubles with each further failure. */
        retryMs: number
        pollMs: number
      }
    | undefined
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] }

const defaultInaksUrl = 'https://aks.geoportaal.ee/inaks/inaadress/gazetteer/'
/** Montonio's production Stargate API; the sandbox is https://sandbox-stargate.montonio.com/api. */
export const defaultMontonioApiUrl = 'https://stargate.montonio.com/api'
/** Merit Aktiva's Estonian API (api.merit.ee: https://aktiva.merit.ee/api/v1|v2/<endpoint>). */
export const defaultMeritApiUrl = 'https://aktiva.merit.ee/api'

export function parseConfig(source: Record<string, string | undefined>, cwd = process.cwd()): ConfigResult {
  // An empty variable (PORT= in a unit file or .env) means "not set": its default applies.
  source = Object.fromEntries(
    Object.entries(source).map(([name, value]) => [name, value?.trim() ? value : undefined]),
  )
  const parsed = envSchema.safeParse(source)
  const related = crossFieldProblems(source)
  if (!parsed.success || related.length > 0) {
    const single = (parsed.error?.issues ?? []).map((issue) => {
      const name = issue.path.join('.') || 'keskkond'
      const value = source[name]
      const shown = value !== undefined && echoable.has(name) ? ` (praegu "${value}")` : ''
      return `${name}${shown}: ${issue.message}`
    })
    return { ok: false, problems: [...single, ...related] }
  }
  const env = parsed.data
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  const s3 =
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : undefined
  return {
    ok: true,
    config: {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      trustProxy: env.TRUST_PROXY,
      publicUrl,
      dataDir: path.resolve(cwd, env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      admin:
        env.ADMIN_USERNAME && env.ADMIN_PASSWORD
          ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
          : undefined,
      mail: {
        smtpUrl: env.SMTP_URL,
        // Without the variables, the business e-mail staff keep in the admin, read at each use.
        get from(): string {
          return env.MAIL_FROM ?? currentBusiness().email
        },
        get notifyTo(): string {
          return env.ORDER_NOTIFY_TO ?? currentBusiness().email
        },
        retryMs: env.MAIL_RETRY_MS ?? 30_000,
        pollMs: env.MAIL_POLL_MS ?? 5_000,
      },
      geo: {
        provider: env.GEO_PROVIDER,
        inaksUrl: env.INAKS_URL ?? defaultInaksUrl,
        osrmUrl: env.OSRM_URL,
        googleBrowserKey: env.GOOGLE_MAPS_API_KEY,
        googleServerKey: env.GOOGLE_MAPS_SERVER_KEY,
        googleRoutesUrl: env.GOOGLE_ROUTES_URL,
      },
      ai:
        env.AI_BASE_URL && env.AI_MODEL
          ? {
              baseUrl: env.AI_BASE_URL,
              apiKey: env.AI_API_KEY,
              model: env.AI_MODEL,
              timeoutMs: env.AI_TIMEOUT_MS ?? 90_000,
            }
          : undefined,
      chatWebhookUrl: env.CHAT_WEBHOOK_URL,
      pageCacheBytes: (env.PAGE_CACHE_MB ?? 32) * 1024 * 1024,
      logLevel: env.LOG_LEVEL,
      s3,
      montonio:
        env.MONTONIO_ACCESS_KEY && env.MONTONIO_SECRET_KEY
          ? {
              accessKey: env.MONTONIO_ACCESS_KEY,
              secretKey: env.MONTONIO_SECRET_KEY,
              apiUrl: (env.MONTONIO_API_URL ?? defaultMontonioApiUrl).replace(/\/+$/, ''),
            }
          : undefined,
      merit:
        env.MERIT_API_ID && env.MERIT_API_KEY
          ? {
              apiId: env.MERIT_API_ID,
              apiKey: env.MERIT_API_KEY,
              apiUrl: (env.MERIT_API_URL ?? defaultMeritApiUrl).replace(/\/+$/, ''),
              retryMs: env.MERIT_RETRY_MS ?? 30_000,
              pollMs: env.MERIT_POLL_MS ?? 10_000,
            }
          : undefined,
    },
  }
}

/** Values the browser may see; everything else stays on the server. */
/** A command's configuration (`npm run admin|backup|restore|retention`): null, its problems printed, when invalid. */
export function commandConfig(): Config | null {
  const parsed = parseConfig(process.env)
  if (parsed.ok) return parsed.config
  console.error('Seadistus on vigane:')
  for (const problem of parsed.problems) console.error(`  ${problem}`)
  return null
}

export function publicConfig(config: Config) {
  return {
    publicUrl: config.publicUrl,
    chatWebhookUrl: config.chatWebhookUrl,
  }
}
export type PublicConfig = ReturnType<typeof publicConfig>

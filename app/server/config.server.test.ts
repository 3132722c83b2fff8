import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtInBusiness as business } from '#app/content/business.ts'
import { type Config, type ConfigResult, parseConfig, publicConfig } from '#app/server/config.server.ts'
import { getSiteContent } from '#app/server/content/site-content.server.ts'

const cwd = path.resolve('/srv/karjaar')

function valid(env: Record<string, string | undefined>): Config {
  const result = parseConfig(env, cwd)
  if (!result.ok) throw new Error(`Expected a valid configuration, got:\n${result.problems.join('\n')}`)
  return result.config
}

function problems(env: Record<string, string | undefined>): string[] {
  const result: ConfigResult = parseConfig(env, cwd)
  if (result.ok)
    throw new Error(`Expected problems for ${JSON.stringify(env)}, the configuration was accepted`)
  return result.problems
}

/** The variable a problem line starts with: every line begins with the name of the variable to fix. */
function variableOf(line: string): string {
  return /^[A-Z0-9_]+/.exec(line)?.[0] ?? ''
}

describe('parseConfig defaults', () => {
  it('an empty environment gives the documented defaults', () => {
    expect(valid({})).toEqual({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      trustProxy: ['loopback'],
      publicUrl: 'http://localhost:3000',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      admin: undefined,
      mail: {
        smtpUrl: undefined,
        from: business.email,
        notifyTo: business.email,
        retryMs: 30_000,
        pollMs: 5_000,
      },
      geo: {
        provider: 'inaks',
        inaksUrl: 'https://aks.geoportaal.ee/inaks/inaadress/gazetteer/',
        osrmUrl: undefined,
        googleBrowserKey: undefined,
        googleServerKey: undefined,
      },
      ai: undefined,
      chatWebhookUrl: '/api/chat',
      pageCacheBytes: 32 * 1024 * 1024,
      logLevel: 'info',
      s3: undefined,
      montonio: undefined,
      merit: undefined,
    })
  })

  it('the default mail addresses are the business e-mail address', () => {
    const config = valid({})
    expect(config.mail.from).toBe('info@padukarjaar.ee')
    expect(config.mail.notifyTo).toBe('info@padukarjaar.ee')
  })

  it('the default mail addresses follow the business e-mail staff change, read at each use', () => {
    const config = valid({})
    const configured = valid({
      MAIL_FROM: 'myyk@padukarjaar.ee',
      ORDER_NOTIFY_TO: 'tellimused@padukarjaar.ee',
    })
    const content = getSiteContent()
    const before = content.business
    try {
      content.business = { ...before, email: 'kontor@padukarjaar.ee' }
      expect(config.mail.from).toBe('kontor@padukarjaar.ee')
      expect(config.mail.notifyTo).toBe('kontor@padukarjaar.ee')
      expect(configured.mail.from).toBe('myyk@padukarjaar.ee')
      expect(configured.mail.notifyTo).toBe('tellimused@padukarjaar.ee')
    } finally {
      content.business = before
    }
    expect(config.mail.from).toBe('info@padukarjaar.ee')
  })

  it('the default public address follows PORT', () => {
    expect(valid({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(valid({ PORT: '8080' }).port).toBe(8080)
  })

  it('DATA_DIR is resolved against the working directory; an absolute one is kept', () => {
    expect(valid({ DATA_DIR: 'var/andmed' }).dataDir).toBe(path.join(cwd, 'var', 'andmed'))
    expect(valid({ DATA_DIR: './data' }).dataDir).toBe(path.join(cwd, 'data'))
    expect(valid({ DATA_DIR: '/var/lib/karjaar' }).dataDir).toBe(path.resolve('/var/lib/karjaar'))
    const other = parseConfig({ DATA_DIR: 'data' }, path.resolve('/opt/muu'))
    expect(other.ok && other.config.dataDir).toBe(path.join(path.resolve('/opt/muu'), 'data'))
  })

  it('uses process.cwd() when no working directory is passed', () => {
    const result = parseConfig({})
    expect(result.ok && result.config.dataDir).toBe(path.join(process.cwd(), 'data'))
  })
})

describe('parseConfig values', () => {
  it('removes the trailing slash of PUBLIC_URL', () => {
    expect(valid({ PUBLIC_URL: 'https://padukarjaar.ee/' }).publicUrl).toBe('https://padukarjaar.ee')
    expect(valid({ PUBLIC_URL: 'https://padukarjaar.ee///' }).publicUrl).toBe('https://padukarjaar.ee')
    expect(valid({ PUBLIC_URL: 'https://näide.ee/karjaar/' }).publicUrl).toBe('https://näide.ee/karjaar')
    expect(valid({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000')
  })

  it('an explicit PUBLIC_URL wins over the PORT-derived default', () => {
    expect(valid({ PORT: '8080', PUBLIC_URL: 'https://padukarjaar.ee' }).publicUrl).toBe(
      'https://padukarjaar.ee',
    )
  })

  it('trims surrounding white space', () => {
    const config = valid({ PORT: ' 4000 ', HOST: ' 127.0.0.1 ', MAIL_FROM: ' myyk@padukarjaar.ee ' })
    expect(config.port).toBe(4000)
    expect(config.host).toBe('127.0.0.1')
    expect(config.mail.from).toBe('myyk@padukarjaar.ee')
  })

  it('a complete configuration is mapped field by field', () => {
    const config = valid({
      NODE_ENV: 'development',
      PORT: '4000',
      HOST: '127.0.0.1',
      TRUST_PROXY: '10.0.0.5, 192.168.0.0/16',
      PUBLIC_URL: 'https://padukarjaar.ee/',
      DATA_DIR: '/var/lib/karjaar',
      DATABASE_URL: 'postgres://karjaar:parool@db:5432/karjaar',
      ADMIN_USERNAME: 'haldur',
      ADMIN_PASSWORD: 'pikk-ja-turvaline',
      SMTP_URL: 'smtps://kasutaja:parool@smtp.zone.ee:465',
      MAIL_FROM: 'myyk@padukarjaar.ee',
      ORDER_NOTIFY_TO: 'tellimused@padukarjaar.ee',
      MAIL_RETRY_MS: '2000',
      MAIL_POLL_MS: '250',
      GEO_PROVIDER: 'google',
      INAKS_URL: 'https://inaks.example/gazetteer/',
      OSRM_URL: 'http://localhost:5000',
      GOOGLE_MAPS_API_KEY: 'browser-key',
      GOOGLE_MAPS_SERVER_KEY: 'server-key',
      AI_BASE_URL: 'https://api.openai.com/v1',
      AI_API_KEY: 'ai-key',
      AI_MODEL: 'gpt-4o-mini',
      AI_TIMEOUT_MS: '45000',
      CHAT_WEBHOOK_URL: 'https://hooks.example/chat',
      PAGE_CACHE_MB: '8',
      S3_ENDPOINT: 'https://s3.example',
      S3_BUCKET: 'pildid',
      S3_ACCESS_KEY_ID: 'access',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://pildid.example',
      MONTONIO_ACCESS_KEY: 'montonio-access',
      MONTONIO_SECRET_KEY: 'montonio-secret',
      MONTONIO_API_URL: 'https://sandbox-stargate.montonio.com/api/',
      MERIT_API_ID: 'merit-id',
      MERIT_API_KEY: 'merit-key',
      MERIT_API_URL: 'https://merit.example/api/',
      MERIT_RETRY_MS: '1500',
      MERIT_POLL_MS: '300',
    })
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      trustProxy: ['10.0.0.5', '192.168.0.0/16'],
      publicUrl: 'https://padukarjaar.ee',
      dataDir: path.resolve('/var/lib/karjaar'),
      databaseUrl: 'postgres://karjaar:parool@db:5432/karjaar',
      admin: { username: 'haldur', password: 'pikk-ja-turvaline' },
      mail: {
        smtpUrl: 'smtps://kasutaja:parool@smtp.zone.ee:465',
        from: 'myyk@padukarjaar.ee',
        notifyTo: 'tellimused@padukarjaar.ee',
        retryMs: 2_000,
        pollMs: 250,
      },
      geo: {
        provider: 'google',
        inaksUrl: 'https://inaks.example/gazetteer/',
        osrmUrl: 'http://localhost:5000',
        googleBrowserKey: 'browser-key',
        googleServerKey: 'server-key',
      },
      ai: { baseUrl: 'https://api.openai.com/v1', apiKey: 'ai-key', model: 'gpt-4o-mini', timeoutMs: 45_000 },
      chatWebhookUrl: 'https://hooks.example/chat',
      pageCacheBytes: 8 * 1024 * 1024,
      logLevel: 'info',
      s3: {
        endpoint: 'https://s3.example',
        bucket: 'pildid',
        region: 'us-east-1',
        accessKeyId: 'access',
        secretAccessKey: 'secret',
        publicUrl: 'https://pildid.example',
      },
      montonio: {
        accessKey: 'montonio-access',
        secretKey: 'montonio-secret',
        apiUrl: 'https://sandbox-stargate.montonio.com/api',
      },
      merit: {
        apiId: 'merit-id',
        apiKey: 'merit-key',
        apiUrl: 'https://merit.example/api',
        retryMs: 1_500,
        pollMs: 300,
      },
    })
  })

  it("the books in Merit Aktiva are on with its id and key, against Merit's Estonian API by default", () => {
    expect(valid({ MERIT_API_ID: 'id', MERIT_API_KEY: 'key' }).merit).toEqual({
      apiId: 'id',
      apiKey: 'key',
      apiUrl: 'https://aktiva.merit.ee/api',
      retryMs: 30_000,
      pollMs: 10_000,
    })
    // The API address alone turns nothing on.
    expect(valid({ MERIT_API_URL: 'https://merit.example/api' }).merit).toBeUndefined()
  })

  it("online payment is on with both Montonio keys, against Montonio's production API by default", () => {
    expect(valid({ MONTONIO_ACCESS_KEY: 'a', MONTONIO_SECRET_KEY: 's' }).montonio).toEqual({
      accessKey: 'a',
      secretKey: 's',
      apiUrl: 'https://stargate.montonio.com/api',
    })
    // The API address alone turns nothing on.
    expect(valid({ MONTONIO_API_URL: 'https://sandbox-stargate.montonio.com/api' }).montonio).toBeUndefined()
  })

  it('accepts both postgres: and postgresql: database addresses and smtp: mail addresses', () => {
    expect(valid({ DATABASE_URL: 'postgresql://a:b@h/d' }).databaseUrl).toBe('postgresql://a:b@h/d')
    expect(valid({ SMTP_URL: 'smtp://h:587' }).mail.smtpUrl).toBe('smtp://h:587')
  })

  it('an S3 region, when given, is used', () => {
    const config = valid({
      S3_ENDPOINT: 'https://s3.example',
      S3_BUCKET: 'pildid',
      S3_REGION: 'eu-north-1',
      S3_ACCESS_KEY_ID: 'access',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(config.s3?.region).toBe('eu-north-1')
    expect(config.s3?.publicUrl).toBeUndefined()
  })

  it.for(['builtin', 'inaks'] as const)('GEO_PROVIDER=%s needs no Google key', (provider) => {
    expect(valid({ GEO_PROVIDER: provider }).geo.provider).toBe(provider)
  })
})

describe('TRUST_PROXY', () => {
  it("takes a hop count, Express's named ranges, addresses and networks", () => {
    expect(valid({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(valid({ TRUST_PROXY: '0' }).trustProxy).toBe(0)
    expect(valid({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual(['loopback', 'uniquelocal'])
    expect(valid({ TRUST_PROXY: '10.1.2.3' }).trustProxy).toEqual(['10.1.2.3'])
    expect(valid({ TRUST_PROXY: 'fd00::/8, ::1' }).trustProxy).toEqual(['fd00::/8', '::1'])
  })

  it('refuses what would trust anyone or is not an address, in Estonian, showing the value', () => {
    for (const bad of [
      'true',
      '*',
      '10.0.0.0/33',
      '::/129',
      'proxy.example',
      '10.0.0.1,',
      '12',
      '-1',
      '1.2.3',
    ]) {
      const lines = problems({ TRUST_PROXY: bad })
      expect(lines, bad).toHaveLength(1)
      expect(lines[0]).toBe(
        `TRUST_PROXY (praegu "${bad}"): peab olema loopback, aadresside või võrkude loend (nt 10.0.0.5, 192.168.0.0/16) või vahendajate arv 0-9`,
      )
    }
  })
})

describe('parseConfig: empty strings count as unset', () => {
  // What a compose file or systemd unit writes for a variable it declares but leaves blank.
  it('optional variables set to an empty string (or blanks) are treated as missing', () => {
    const config = valid({
      PUBLIC_URL: '',
      DATABASE_URL: '',
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
      SMTP_URL: '',
      MAIL_FROM: '',
      ORDER_NOTIFY_TO: '  ',
      INAKS_URL: '',
      OSRM_URL: '',
      GOOGLE_MAPS_API_KEY: '',
      GOOGLE_MAPS_SERVER_KEY: '',
      AI_BASE_URL: '',
      AI_API_KEY: '',
      AI_MODEL: '',
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_REGION: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      S3_PUBLIC_URL: '',
    })
    expect(config).toEqual(valid({}))
  })

  it('an empty ADMIN_PASSWORD next to an empty ADMIN_USERNAME is not "too short"', () => {
    expect(valid({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }).admin).toBeUndefined()
  })

  // Also the variables with a default: an empty value means "use the default", not "invalid".
  it.for(['PORT', 'HOST', 'DATA_DIR', 'GEO_PROVIDER', 'NODE_ENV', 'CHAT_WEBHOOK_URL'])(
    '%s set to an empty string falls back to its default',
    (name) => {
      expect(parseConfig({ [name]: '' }, cwd)).toEqual(parseConfig({}, cwd))
    },
  )
})

describe('parseConfig problems', () => {
  const cases: { name: string; env: Record<string, string>; variable: string }[] = [
    { name: 'PORT=abc', env: { PORT: 'abc' }, variable: 'PORT' },
    { name: 'PORT=70000', env: { PORT: '70000' }, variable: 'PORT' },
    { name: 'PORT=0', env: { PORT: '0' }, variable: 'PORT' },
    { name: 'PORT=80.5', env: { PORT: '80.5' }, variable: 'PORT' },
    { name: 'PUBLIC_URL=ftp://x', env: { PUBLIC_URL: 'ftp://x' }, variable: 'PUBLIC_URL' },
    { name: 'PUBLIC_URL without a scheme', env: { PUBLIC_URL: 'padukarjaar.ee' }, variable: 'PUBLIC_URL' },
    { name: 'DATABASE_URL=mysql://x', env: { DATABASE_URL: 'mysql://x' }, variable: 'DATABASE_URL' },
    { name: 'SMTP_URL=http://x', env: { SMTP_URL: 'http://x' }, variable: 'SMTP_URL' },
    { name: 'GEO_PROVIDER=bing', env: { GEO_PROVIDER: 'bing' }, variable: 'GEO_PROVIDER' },
    { name: 'AI_TIMEOUT_MS=10', env: { AI_TIMEOUT_MS: '10' }, variable: 'AI_TIMEOUT_MS' },
    { name: 'AI_TIMEOUT_MS=pool minutit', env: { AI_TIMEOUT_MS: 'pool minutit' }, variable: 'AI_TIMEOUT_MS' },
    { name: 'MAIL_RETRY_MS=10', env: { MAIL_RETRY_MS: '10' }, variable: 'MAIL_RETRY_MS' },
    { name: 'MAIL_POLL_MS=kiiresti', env: { MAIL_POLL_MS: 'kiiresti' }, variable: 'MAIL_POLL_MS' },
    { name: 'MERIT_RETRY_MS=10', env: { MERIT_RETRY_MS: '10' }, variable: 'MERIT_RETRY_MS' },
    { name: 'MERIT_POLL_MS=kohe', env: { MERIT_POLL_MS: 'kohe' }, variable: 'MERIT_POLL_MS' },
    { name: 'MAIL_FROM=not-an-email', env: { MAIL_FROM: 'not-an-email' }, variable: 'MAIL_FROM' },
    { name: 'ORDER_NOTIFY_TO=not-an-email', env: { ORDER_NOTIFY_TO: 'x@' }, variable: 'ORDER_NOTIFY_TO' },
    {
      name: 'ADMIN_PASSWORD too short',
      env: { ADMIN_USERNAME: 'haldur', ADMIN_PASSWORD: 'lyhike12' },
      variable: 'ADMIN_PASSWORD',
    },
    {
      name: 'ADMIN_USERNAME without ADMIN_PASSWORD',
      env: { ADMIN_USERNAME: 'haldur' },
      variable: 'ADMIN_PASSWORD',
    },
    {
      name: 'ADMIN_PASSWORD without ADMIN_USERNAME',
      env: { ADMIN_PASSWORD: 'pikk-ja-turvaline' },
      variable: 'ADMIN_USERNAME',
    },
    {
      name: 'GEO_PROVIDER=google without GOOGLE_MAPS_SERVER_KEY',
      env: { GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'browser-key' },
      variable: 'GOOGLE_MAPS_SERVER_KEY',
    },
    {
      name: 'half an S3 configuration',
      env: { S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'pildid' },
      variable: 'S3_BUCKET',
    },
    {
      name: 'S3 without its endpoint',
      env: { S3_BUCKET: 'pildid', S3_ACCESS_KEY_ID: 'access', S3_SECRET_ACCESS_KEY: 'secret' },
      variable: 'S3_BUCKET',
    },
    {
      name: 'AI_BASE_URL without AI_MODEL',
      env: { AI_BASE_URL: 'https://api.openai.com/v1' },
      variable: 'AI_MODEL',
    },
    { name: 'AI_MODEL without AI_BASE_URL', env: { AI_MODEL: 'gpt-4o-mini' }, variable: 'AI_MODEL' },
    {
      name: 'MONTONIO_ACCESS_KEY without MONTONIO_SECRET_KEY',
      env: { MONTONIO_ACCESS_KEY: 'montonio-access' },
      variable: 'MONTONIO_SECRET_KEY',
    },
    {
      name: 'MONTONIO_SECRET_KEY without MONTONIO_ACCESS_KEY',
      env: { MONTONIO_SECRET_KEY: 'montonio-secret' },
      variable: 'MONTONIO_ACCESS_KEY',
    },
    { name: 'MERIT_API_ID without MERIT_API_KEY', env: { MERIT_API_ID: 'id' }, variable: 'MERIT_API_KEY' },
    { name: 'MERIT_API_KEY without MERIT_API_ID', env: { MERIT_API_KEY: 'key' }, variable: 'MERIT_API_ID' },
    {
      name: 'MERIT_API_URL not an address',
      env: { MERIT_API_URL: 'aktiva.merit.ee' },
      variable: 'MERIT_API_URL',
    },
    {
      name: 'MONTONIO_API_URL not an address',
      env: { MONTONIO_API_URL: 'stargate.montonio.com' },
      variable: 'MONTONIO_API_URL',
    },
    { name: 'INAKS_URL=ftp://x', env: { INAKS_URL: 'ftp://x' }, variable: 'INAKS_URL' },
    { name: 'S3_PUBLIC_URL not an address', env: { S3_PUBLIC_URL: 'pildid' }, variable: 'S3_PUBLIC_URL' },
  ]

  it.for(cases)('$name gives exactly one problem line naming $variable', ({ env, variable }) => {
    const lines = problems(env)
    expect(lines).toHaveLength(1)
    expect(variableOf(lines[0]!)).toBe(variable)
    // The line says what is wrong, not just which variable.
    expect(lines[0]!.length).toBeGreaterThan(variable.length + 5)
    expect(lines[0]).not.toContain('\n')
  })

  it('a cross-field problem names every variable involved', () => {
    expect(problems({ ADMIN_USERNAME: 'haldur' })[0]).toMatch(/ADMIN_USERNAME.*ADMIN_PASSWORD/)
    expect(problems({ AI_BASE_URL: 'https://api.openai.com/v1' })[0]).toMatch(/AI_BASE_URL.*AI_MODEL/)
    const s3 = problems({ S3_ENDPOINT: 'https://s3.example' })[0]!
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(s3).toContain(name)
    }
    expect(problems({ GEO_PROVIDER: 'google' })[0]).toContain('GEO_PROVIDER=google')
    expect(problems({ MONTONIO_ACCESS_KEY: 'a' })[0]).toMatch(/MONTONIO_ACCESS_KEY.*MONTONIO_SECRET_KEY/)
  })

  it('a harmless bad value is shown back to help the operator', () => {
    expect(problems({ PORT: 'abc' })[0]).toContain('"abc"')
    expect(problems({ MAIL_FROM: 'not-an-email' })[0]).toContain('"not-an-email"')
    expect(problems({ GEO_PROVIDER: 'bing' })[0]).toContain('"bing"')
  })

  it('several bad values give one line each', () => {
    const lines = problems({
      PORT: 'abc',
      PUBLIC_URL: 'ftp://x',
      DATABASE_URL: 'mysql://x',
      MAIL_FROM: 'not-an-email',
      GEO_PROVIDER: 'bing',
    })
    expect(lines.map(variableOf).sort()).toEqual([
      'DATABASE_URL',
      'GEO_PROVIDER',
      'MAIL_FROM',
      'PORT',
      'PUBLIC_URL',
    ])
  })

  it('several cross-field problems give one line each', () => {
    const lines = problems({
      ADMIN_USERNAME: 'haldur',
      GEO_PROVIDER: 'google',
      S3_BUCKET: 'pildid',
      AI_BASE_URL: 'https://api.openai.com/v1',
    })
    expect(lines.map(variableOf).sort()).toEqual([
      'ADMIN_PASSWORD',
      'AI_MODEL',
      'GOOGLE_MAPS_SERVER_KEY',
      'S3_BUCKET',
    ])
  })

  // The cross-field rules are checked even when a single value is bad: the operator sees every problem at
  // once instead of one more after each restart.
  it('a bad single value and a cross-field problem are reported together', () => {
    const lines = problems({ PORT: 'abc', ADMIN_USERNAME: 'haldur' })
    expect(lines.map(variableOf).sort()).toEqual(['ADMIN_PASSWORD', 'PORT'])
  })

  it('never echoes a secret in a problem line', () => {
    const secrets = {
      password: 'Salas6na-123',
      shortPassword: 'Lyhike7',
      dbPassword: 'dbSalasona99',
      smtpPassword: 'smtpSalasona77',
      s3Secret: 'S3SECRETVALUE',
      aiKey: 'sk-AIKEYVALUE',
      googleKey: 'AIzaGOOGLEKEY',
      publicToken: 'publictoken55',
      inaksToken: 'inakstoken66',
      montonioSecret: 'montonioSECRET88',
      montonioToken: 'montoniotoken77',
      meritKey: 'meritKEY4455',
    }
    const environments: Record<string, string>[] = [
      { ADMIN_USERNAME: 'haldur', ADMIN_PASSWORD: secrets.shortPassword },
      { ADMIN_PASSWORD: secrets.password },
      { DATABASE_URL: `mysql://karjaar:${secrets.dbPassword}@db/karjaar` },
      { DATABASE_URL: `postgres://karjaar:${secrets.dbPassword}@db:notaport/karjaar` },
      { SMTP_URL: `http://kasutaja:${secrets.smtpPassword}@smtp.example` },
      { S3_SECRET_ACCESS_KEY: secrets.s3Secret },
      { AI_API_KEY: secrets.aiKey, AI_BASE_URL: `ftp://${secrets.aiKey}@api.example` },
      { AI_API_KEY: secrets.aiKey, AI_BASE_URL: 'https://api.openai.com/v1' },
      { GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: secrets.googleKey },
      { PUBLIC_URL: `ftp://${secrets.publicToken}@padukarjaar.ee` },
      { INAKS_URL: `gopher://${secrets.inaksToken}@inaks.example`, GEO_PROVIDER: 'bing' },
      { MONTONIO_SECRET_KEY: secrets.montonioSecret },
      { MONTONIO_ACCESS_KEY: 'a', MONTONIO_SECRET_KEY: secrets.montonioSecret, PORT: 'x' },
      { MONTONIO_API_URL: `ftp://${secrets.montonioToken}@stargate.example` },
      { MERIT_API_KEY: secrets.meritKey },
      { MERIT_API_ID: 'id', MERIT_API_KEY: secrets.meritKey, PORT: 'x' },
    ]
    for (const env of environments) {
      const text = problems(env).join('\n')
      expect(text.length).toBeGreaterThan(0)
      for (const secret of Object.values(secrets)) expect(text).not.toContain(secret)
    }
  })

  // S3_ENDPOINT is an address, and addresses may carry credentials, although its name has no URL in it.
  it('never echoes a bad S3_ENDPOINT, an address that may carry credentials', () => {
    const text = problems({ S3_ENDPOINT: 'ftp://s3kasutaja:s3endpointtoken@s3.example' }).join('\n')
    expect(text).toContain('S3_ENDPOINT')
    expect(text).not.toContain('s3endpointtoken')
  })
})

describe('publicConfig', () => {
  it('exposes only the public address and the chat webhook', () => {
    const config = valid({
      PUBLIC_URL: 'https://padukarjaar.ee/',
      DATABASE_URL: 'postgres://karjaar:dbSalasona99@db/karjaar',
      ADMIN_USERNAME: 'haldur',
      ADMIN_PASSWORD: 'pikk-ja-turvaline',
      SMTP_URL: 'smtp://kasutaja:smtpSalasona77@smtp.example',
      GEO_PROVIDER: 'google',
      GOOGLE_MAPS_SERVER_KEY: 'AIzaSERVERKEY',
      AI_BASE_URL: 'https://api.openai.com/v1',
      AI_API_KEY: 'sk-AIKEYVALUE',
      AI_MODEL: 'gpt-4o-mini',
      AI_TIMEOUT_MS: '45000',
      CHAT_WEBHOOK_URL: 'https://hooks.example/chat',
      MONTONIO_ACCESS_KEY: 'montonio-access',
      MONTONIO_SECRET_KEY: 'montonioSECRET88',
      MERIT_API_ID: 'merit-id',
      MERIT_API_KEY: 'meritKEY4455',
    })
    const exposed = publicConfig(config)
    expect(exposed).toEqual({
      publicUrl: 'https://padukarjaar.ee',
      chatWebhookUrl: 'https://hooks.example/chat',
    })
    const json = JSON.stringify(exposed)
    for (const secret of [
      'dbSalasona99',
      'pikk-ja-turvaline',
      'smtpSalasona77',
      'AIzaSERVERKEY',
      'sk-AIKEYVALUE',
      'montonioSECRET88',
      'meritKEY4455',
    ]) {
      expect(json).not.toContain(secret)
    }
  })

  it('with the defaults', () => {
    expect(publicConfig(valid({}))).toEqual({
      publicUrl: 'http://localhost:3000',
      chatWebhookUrl: '/api/chat',
    })
  })
})

describe('parseConfig strictness', () => {
  it.each(['1e3', '0x50', ' 80 a', '-1'])('refuses PORT=%s', (value) => {
    const result = parseConfig({ PORT: value })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problems.join('\n')).toMatch(/^PORT.*täisarv/)
  })

  it('explains a bad NODE_ENV in Estonian', () => {
    const result = parseConfig({ NODE_ENV: 'staging' })
    expect(!result.ok && result.problems).toEqual([
      'NODE_ENV (praegu "staging"): peab olema production, development või test',
    ])
  })
})

describe('PAGE_CACHE_MB', () => {
  it('takes whole megabytes up to 1024, 0 turning the cache off', () => {
    expect(valid({ PAGE_CACHE_MB: '0' }).pageCacheBytes).toBe(0)
    expect(valid({ PAGE_CACHE_MB: '1024' }).pageCacheBytes).toBe(1024 * 1024 * 1024)
  })

  it('explains a bad value in Estonian', () => {
    for (const value of ['-1', '1.5', '1025', 'palju'])
      expect(problems({ PAGE_CACHE_MB: value })).toEqual([
        `PAGE_CACHE_MB (praegu "${value}"): peab olema megabaitide arv 0-1024`,
      ])
  })
})

describe('LOG_LEVEL', () => {
  it('takes a pino level', () => {
    expect(valid({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug')
    expect(valid({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent')
  })

  it('explains a bad level in Estonian', () => {
    expect(problems({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL (praegu "verbose"): peab olema fatal, error, warn, info, debug, trace või silent',
    ])
  })
})

// The public pages every audit and spell check covers (the blog articles and materials included).
export const publicPages = [
  '/',
  '/soelutud-taiteliiv',
  '/soelutud-ehitusliiv',
  '/kaldaliiv',
  '/looduslik-kruus',
  '/soelutud-kruus',
  '/purukruus',
  '/killustik',
  '/kruusaveeris-32-64',
  '/kruusaveeris-64-100',
  '/soelutud-muld',
  '/kalkulaator',
  '/tellimine',
  '/sertifikaat',
  '/privaatsus',
  '/blogi',
  '/blogi/1',
  '/blogi/2',
  '/blogi/3',
  '/blogi/4',
  '/ariklient',
]

// One page of each template, for the audit in CI: a material with a photo and the one with a placeholder
// stand for the ten material pages, one article for the blog. `AUDIT_PAGES=all npm run audit` audits
// every page above.
export const templatePages = [
  '/',
  '/killustik',
  '/soelutud-muld',
  '/kalkulaator',
  '/tellimine',
  '/sertifikaat',
  '/blogi',
  '/blogi/1',
  '/privaatsus',
  '/ariklient',
  // The Russian and English pages (ADR 060): the home page and a material page, whose islands carry
  // the language's messages.
  '/ru',
  '/en/killustik',
]

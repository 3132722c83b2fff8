import url from '../app.css?url'
import css from '../public.css?inline'

/**
 * The public pages' stylesheet (public.css: every class a public page renders, without the staff pages'
 * own; about 47 KB, 9 KB compressed), written into the server's HTML so that the first paint waits for
 * no second request (ADR 063). Only the server bundle keeps it: root.tsx reads it behind
 * import.meta.env.SSR, which the browser build replaces with false.
 */
export const criticalCss: string = css

/**
 * The whole stylesheet (app.css, every class of the site) as a built, fingerprinted file (`/assets/app-<hash>.css`, compressed at build time
 * and cached for a year). The staff's pages link it instead of carrying it: staff open page after page,
 * on a phone in the yard too, and each page is then about 54 KB (9 KB compressed) lighter for the
 * browser and for the server that writes and compresses it (ADR 048). Public pages keep it inline (ADR 033).
 */
export const stylesheetUrl: string = url

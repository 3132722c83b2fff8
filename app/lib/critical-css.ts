import css from '../app.css?inline'

/**
 * The whole stylesheet (about 8 KB compressed), written into the server's HTML so that the first paint
 * waits for no second request. Only the server bundle keeps it: root.tsx reads it behind
 * import.meta.env.SSR, which the browser build replaces with false.
 */
export const criticalCss: string = css

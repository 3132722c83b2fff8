declare module 'virtual:islands-entry' {
  /** The built islands entry's address; null in the browser's bundle and on the development server. */
  export const islandsEntryUrl: string | null
}

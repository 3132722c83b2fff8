import type { Catalogue } from '#app/domain/locale.ts'

/**
 * Quantities in words, by each language's plural rules (ADR 060): Estonian has the singular for one only,
 * Russian three forms (1, 21 тонна; 2, 22 тонны; 5, 11 тонн), English the singular for one. A no-break
 * space keeps the number with its unit.
 */
export type UnitMessage = 'tonnes' | 'loads'

export const unitMessages: Catalogue<UnitMessage> = {
  et: {
    tonnes: '{count, plural, one {#\u00a0tonn} other {#\u00a0tonni}}',
    loads: '{count, plural, one {#\u00a0koorem} other {#\u00a0koormat}}',
  },
  ru: {
    tonnes: '{count, plural, one {#\u00a0тонна} few {#\u00a0тонны} many {#\u00a0тонн} other {#\u00a0тонны}}',
    loads: '{count, plural, one {#\u00a0рейс} few {#\u00a0рейса} many {#\u00a0рейсов} other {#\u00a0рейса}}',
  },
  en: {
    tonnes: '{count, plural, one {#\u00a0tonne} other {#\u00a0tonnes}}',
    loads: '{count, plural, one {#\u00a0load} other {#\u00a0loads}}',
  },
}

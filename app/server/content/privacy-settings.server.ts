import { z } from 'zod'
import { isCalendarDate } from '#app/domain/tallinn-time.ts'
import type { Database } from '../db/database.server.ts'
import { writeDocument } from './content-writes.server.ts'
import type { PrivacySettings } from './site-content.server.ts'

/**
 * The privacy notice's two settings: how many months personal data is kept, and the date the notice took
 * effect. The notice (/privaatsus) and the retention job (`npm run retention`) read the same stored
 * value, so what the notice promises is what the job erases.
 */

export const privacyTexts = {
  months: 'Säilitusaeg peab olema täisarv kuudes, 1 kuni 120',
  date: 'Kuupäev peab olema kujul PP.KK.AAAA',
  saved: 'Privaatsusteate seaded salvestatud.',
} as const

export const privacySettingsSchema = z
  .object(
    {
      retentionMonths: z
        .number({ error: privacyTexts.months })
        .int(privacyTexts.months)
        .min(1, privacyTexts.months)
        .max(120, privacyTexts.months),
      noticeDate: z.string({ error: privacyTexts.date }).refine(isCalendarDate, privacyTexts.date),
    },
    { error: 'Privaatsusteate seaded puuduvad' },
  )
  .strict() satisfies z.ZodType<PrivacySettings, unknown>

/** 'PP.KK.AAAA' (or ISO) → 'YYYY-MM-DD'; anything else as typed, for the schema to refuse. */
export function isoDateFromForm(value: string): string {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(value)
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : value.trim()
}

export function formDateOf(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso
}

/** Stores the settings with an audit entry in one transaction; the same settings again change nothing. */
export async function updatePrivacySettings(
  db: Database,
  admin: string,
  settings: PrivacySettings,
  before: PrivacySettings,
): Promise<void> {
  if (settings.retentionMonths === before.retentionMonths && settings.noticeDate === before.noticeDate) return
  await db.transaction(async (tx) => {
    await writeDocument(tx, 'privacy', settings, admin, before)
  })
}

import { describe, expect, it } from 'vitest'
import { generationFailureText } from './blog-generate.ts'

describe('generationFailureText', () => {
  it("puts the server's reason in the spec's sentence with one closing period", () => {
    expect(generationFailureText('AI-teenus vastas veaga.')).toBe(
      'Ei saanud sisu genereerida: AI-teenus vastas veaga.',
    )
    expect(generationFailureText('AI-teenus ei ole seadistatud (AI_BASE_URL ja AI_MODEL)')).toBe(
      'Ei saanud sisu genereerida: AI-teenus ei ole seadistatud (AI_BASE_URL ja AI_MODEL).',
    )
    expect(generationFailureText(undefined)).toBe('Ei saanud sisu genereerida: tundmatu viga.')
  })
})

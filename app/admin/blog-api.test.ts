import { describe, expect, it } from 'vitest'
import { generationFailureText, isBlogStyle, styleLabel } from './blog-api.ts'

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

describe('styles', () => {
  it('has the three spec styles with their labels', () => {
    expect(['informatiivne', 'nõuandev', 'teoreetiline'].map(styleLabel)).toEqual([
      'Informatiivne',
      'Nõuandev',
      'Teoreetiline',
    ])
    expect(isBlogStyle('Nõuandev')).toBe(false)
    expect(isBlogStyle('nõuandev')).toBe(true)
  })
})

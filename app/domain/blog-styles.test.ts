import { describe, expect, it } from 'vitest'
import { isBlogStyle, styleLabel } from './blog-styles.ts'

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

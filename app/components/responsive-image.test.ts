import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type ImageKey, images, socialImage } from '#app/content/images.gen.ts'
import { imageSrcSet, imageUrl, ResponsiveImage } from './responsive-image.tsx'

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')
const keys = Object.keys(images) as ImageKey[]

function render(props: Parameters<typeof ResponsiveImage>[0]) {
  return renderToStaticMarkup(createElement(ResponsiveImage, props))
}

describe('ResponsiveImage', () => {
  it('offers AVIF and WebP in every width, with the intrinsic size reserved', () => {
    const html = render({ image: 'materials/killustik', alt: 'Killustik', sizes: '100vw' })
    expect(html).toContain('<source type="image/avif"')
    expect(html).toContain(
      'srcSet="/images/materials/killustik-480.avif 480w, /images/materials/killustik-768.avif 768w, /images/materials/killustik-1200.avif 1200w"',
    )
    expect(html).toContain('src="/images/materials/killustik-768.webp"')
    expect(html).toContain(`width="${images['materials/killustik'].width}"`)
    expect(html).toContain(`height="${images['materials/killustik'].height}"`)
    expect(html).toContain('alt="Killustik"')
    expect(html).toContain('sizes="100vw"')
  })

  it('loads lazily unless it is the priority picture', () => {
    const lazy = render({ image: 'gallery/galerii-01', alt: '', sizes: '50vw' })
    expect(lazy).toContain('loading="lazy"')
    expect(lazy).not.toContain('fetchPriority')
    const eager = render({ image: 'hero/karjaar', alt: '', sizes: '100vw', priority: true })
    expect(eager).toContain('loading="eager"')
    expect(eager).toContain('fetchPriority="high"')
  })
})

describe('imageUrl and imageSrcSet', () => {
  it('gives the largest WebP by default and the next width up on request', () => {
    expect(imageUrl('hero/karjaar')).toBe('/images/hero/karjaar-1920.webp')
    expect(imageUrl('hero/karjaar', 1000)).toBe('/images/hero/karjaar-1280.webp')
    expect(imageUrl('hero/karjaar', 5000)).toBe('/images/hero/karjaar-1920.webp')
    expect(imageSrcSet('references/viide-1', 'webp')).toBe(
      '/images/references/viide-1-480.webp 480w, /images/references/viide-1-960.webp 960w',
    )
  })

  it('names an unknown key instead of failing somewhere else', () => {
    expect(() => imageUrl('killustik' as ImageKey)).toThrow("Unknown image key 'killustik'")
  })
})

describe('generated manifest', () => {
  it('lists widths in ascending order ending at the intrinsic width', () => {
    for (const key of keys) {
      const { width, height, widths } = images[key]
      const list: readonly number[] = widths
      expect([...list].sort((a, b) => a - b)).toEqual(list)
      expect(list[list.length - 1]).toBe(width)
      expect(height).toBeGreaterThan(0)
    }
  })

  it('has every listed file in public/images', () => {
    const missing: string[] = []
    for (const key of keys) {
      const list: readonly number[] = images[key].widths
      for (const width of list) {
        for (const format of ['avif', 'webp']) {
          const file = path.join(publicDir, 'images', `${key}-${width}.${format}`)
          if (!existsSync(file)) missing.push(file)
        }
      }
    }
    if (!existsSync(path.join(publicDir, socialImage.src))) missing.push(socialImage.src)
    expect(missing).toEqual([])
  })
})

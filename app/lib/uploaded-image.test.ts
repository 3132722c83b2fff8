import { describe, expect, it } from 'vitest'
import { isOwnPictureUrl, storedWidths, uploadedImageSources } from './uploaded-image.ts'

describe('uploaded pictures', () => {
  it('stores every standard width below the largest, and the largest', () => {
    expect(storedWidths(1280)).toEqual([320, 640, 960, 1280])
    expect(storedWidths(800)).toEqual([320, 640, 800])
    expect(storedWidths(200)).toEqual([200])
  })

  it('derives both srcsets from the URL of the largest WebP file', () => {
    expect(uploadedImageSources('/media/0123456789abcdef01234567-800.webp')).toEqual({
      src: '/media/0123456789abcdef01234567-800.webp',
      webpSrcSet:
        '/media/0123456789abcdef01234567-320.webp 320w, /media/0123456789abcdef01234567-640.webp 640w, /media/0123456789abcdef01234567-800.webp 800w',
      avifSrcSet:
        '/media/0123456789abcdef01234567-320.avif 320w, /media/0123456789abcdef01234567-640.avif 640w, /media/0123456789abcdef01234567-800.avif 800w',
    })
    expect(uploadedImageSources('/images/materials/killustik-768.webp')).toBeNull()
    expect(uploadedImageSources('/media/../../etc/passwd')).toBeNull()
  })

  it('accepts only our own picture URLs', () => {
    expect(isOwnPictureUrl('/media/0123456789abcdef01234567-1280.webp')).toBe(true)
    expect(isOwnPictureUrl('/images/materials/killustik-768.webp')).toBe(true)
    for (const url of [
      'https://example.com/a.webp',
      'javascript:alert(1)',
      '//evil.example/a.webp',
      '/media/0123456789abcdef01234567-1280.webp?x=1',
      '/images/../secret.webp',
      'data:image/png;base64,AAAA',
    ])
      expect(isOwnPictureUrl(url), url).toBe(false)
  })
})

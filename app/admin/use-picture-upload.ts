import { useCallback, useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { maxPictureBytes, type PictureUploadResult, pictureTooLargeText } from '#app/domain/picture-upload.ts'

/**
 * A staff page's picture upload as a step the save waits for: the chosen file goes to /admin/pilt
 * through a fetcher, by the session cookie, and the returned promise gives its stored address, or throws
 * the server's own Estonian text ('Failed to upload file' when there is none). React Router keeps a
 * fetcher's answer in state; this settles the caller's promise when the fetcher comes back to idle, so
 * that the form can then post the address (form posts stay small; the picture's post may be 10 MB).
 */
export function usePictureUpload(): { upload: (file: File) => Promise<string>; uploading: boolean } {
  const fetcher = useFetcher<PictureUploadResult>()
  const waiting = useRef<{
    resolve: (url: string) => void
    reject: (error: Error) => void
    /** The answer before this upload: an upload that brings no new one (a failed request) failed. */
    before: PictureUploadResult | undefined
  } | null>(null)
  const sent = useRef(false)
  const { state, data, submit } = fetcher
  const latest = useRef(data)
  useEffect(() => {
    latest.current = data
  }, [data])

  useEffect(() => {
    if (state !== 'idle') {
      sent.current = true
      return
    }
    if (!sent.current || !waiting.current) return
    sent.current = false
    const { resolve, reject, before } = waiting.current
    waiting.current = null
    const answer = data === before ? undefined : data
    if (answer?.ok && answer.url) resolve(answer.url)
    else
      reject(new Error(answer && !answer.ok && answer.error.trim() ? answer.error : 'Failed to upload file'))
  }, [state, data])

  const upload = useCallback(
    (file: File) =>
      new Promise<string>((resolve, reject) => {
        // Past the server's body limit the post would not reach the action that says so in words.
        if (file.size > maxPictureBytes) return reject(new Error(pictureTooLargeText))
        waiting.current = { resolve, reject, before: latest.current }
        const form = new FormData()
        form.set('file', file)
        void submit(form, { method: 'post', action: '/admin/pilt', encType: 'multipart/form-data' })
      }),
    [submit],
  )
  return { upload, uploading: state !== 'idle' }
}

/**
 * Uploads a picture through SPEC §7's upload call (`{file (base64), fileName, contentType}` → `{url}`),
 * signed in by the session cookie, and gives its address for the product or post to keep. It stays a
 * call of its own rather than a part of the page's form post: form posts are kept small (64 kB) by the
 * server, a picture may be 10 MB, and the upload route already checks and re-encodes pictures.
 * A refusal throws the server's own Estonian text, else 'Failed to upload file'.
 */
export async function uploadPicture(file: File): Promise<string> {
  const response = await fetch('/api/admin/upload', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ file: await readFileAsBase64(file), fileName: file.name, contentType: file.type }),
    credentials: 'same-origin',
  }).catch(() => null)
  const body = (await response?.json().catch(() => null)) as { url?: unknown; error?: unknown } | null
  if (response?.ok && typeof body?.url === 'string' && body.url) return body.url
  throw new Error(typeof body?.error === 'string' && body.error.trim() ? body.error : 'Failed to upload file')
}

/** The file's bytes as base64 without the `data:…;base64,` prefix, as the upload call wants them. */
function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const result = String(reader.result)
      resolve(result.slice(result.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error('Failed to upload file'))
    reader.readAsDataURL(file)
  })
}

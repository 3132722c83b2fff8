/** A response's body parsed as JSON, or its text where it is not JSON (an HTML error page, a plain message). */
export async function jsonOrText(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

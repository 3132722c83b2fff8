const reopenKey = 'padu-karjaar-chat-open'

/**
 * Pages are separate documents (docs/decisions/034-islands.md): when the visitor follows a link of the
 * open chat panel on a wide screen, the next page opens the panel again, with the conversation the
 * server keeps for the session.
 */
export function reopenOnNextPage() {
  try {
    window.sessionStorage.setItem(reopenKey, '1')
  } catch {
    // Storage refused (private mode): the next page starts with the panel closed.
  }
}

/** Whether the previous page asked for the panel to be open; asks only once. */
export function takeReopen(): boolean {
  try {
    const wanted = window.sessionStorage.getItem(reopenKey) === '1'
    window.sessionStorage.removeItem(reopenKey)
    return wanted
  } catch {
    return false
  }
}

/** Whether the previous page asked for the panel to be open, without taking the request. */
export function reopenPending(): boolean {
  try {
    return window.sessionStorage.getItem(reopenKey) === '1'
  } catch {
    return false
  }
}

/** What the user is asked to approve. */
export type ApprovalRequest = { title: string; lines: { label: string; value: string }[] }

let cancelOpen: (() => void) | undefined

/**
 * Shows the frame's own approval card (the app shows the frame over its modal) and resolves
 * true on Approve, false on Reject or when the app aborts (`closeApproval`).
 */
export function askApproval(doc: Document, request: ApprovalRequest): Promise<boolean> {
  closeApproval()
  return new Promise((resolve) => {
    const root = doc.getElementById('approval')!
    root.replaceChildren()
    const heading = doc.createElement('h1')
    heading.id = 'approval-title'
    heading.textContent = request.title
    const list = doc.createElement('dl')
    for (const line of request.lines) {
      const term = doc.createElement('dt')
      term.textContent = line.label
      const value = doc.createElement('dd')
      value.textContent = line.value
      value.dataset.testid = `approval-${line.label.toLowerCase()}`
      list.append(term, value)
    }
    const approve = doc.createElement('button')
    approve.textContent = 'Approve'
    approve.className = 'primary'
    const reject = doc.createElement('button')
    reject.textContent = 'Reject'
    const actions = doc.createElement('div')
    actions.className = 'actions'
    actions.append(reject, approve)
    root.append(heading, list, actions)
    root.hidden = false
    const finish = (approved: boolean) => {
      cancelOpen = undefined
      root.hidden = true
      root.replaceChildren()
      doc.removeEventListener('keydown', onKey)
      resolve(approved)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(false)
    }
    approve.addEventListener('click', () => finish(true))
    reject.addEventListener('click', () => finish(false))
    doc.addEventListener('keydown', onKey)
    cancelOpen = () => finish(false)
    approve.focus()
  })
}

/** Closes an open approval card as rejected (the app aborted the request). */
export function closeApproval() {
  cancelOpen?.()
}

import { CheckIcon, CopyIcon } from '@keyport/kernel/icons'
import { useKernel, useT } from '@keyport/kernel/react'
import { useEffect, useState } from 'react'

/** How long the check mark and the "Copied" announcement stay after a copy. */
const COPIED_MS = 2000

/**
 * An icon button that copies the address; a check mark and a polite "Copied" announcement say
 * it worked, an error toast says when it did not.
 */
export function CopyAddressButton({ address }: { address: string }) {
  const t = useT()
  const { clock, toast } = useKernel()
  const [copied, setCopied] = useState(false)
  useEffect(
    () => (copied ? clock.setTimeout(() => setCopied(false), COPIED_MS) : undefined),
    [clock, copied],
  )
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
    } catch {
      toast.showError(t('account.copyFailed'))
    }
  }
  return (
    <>
      <button
        type="button"
        className="kp-icon-button kp-account-copy"
        aria-label={t('account.copy')}
        onClick={copy}
      >
        {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      </button>
      <span className="kp-sr-only" role="status">
        {copied ? t('account.copiedShort') : ''}
      </span>
    </>
  )
}

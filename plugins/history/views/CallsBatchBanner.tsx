import { useT } from '@keyport/kernel/react'
import { batchOutcome, type CallsBatch } from '../services/createCallsStatusViewer.ts'

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-8)}`

/**
 * The batch an app asked to show (`wallet_showCallsStatus`): pending, confirmed or failed, and the
 * transactions that carried it, with the explorer link when the network has one.
 */
export function CallsBatchBanner({
  calls,
  explorer,
}: {
  calls: CallsBatch
  explorer?: { name: string; url: string }
}) {
  const t = useT()
  const outcome = batchOutcome(calls.status)
  return (
    <section
      className={`kp-activity-batch kp-activity-batch--${outcome}`}
      data-testid="calls-batch"
      data-status={calls.status}
      aria-label={t(`transactions.batch.${outcome}`)}
    >
      <span className="kp-text kp-text--strong">{t(`transactions.batch.${outcome}`)}</span>
      <span className="kp-text kp-text--muted mono" data-testid="calls-batch-id">
        {calls.id.length > 40 ? `${calls.id.slice(0, 24)}…${calls.id.slice(-10)}` : calls.id}
      </span>
      {calls.hashes.map((hash) =>
        explorer ? (
          <a
            key={hash}
            className="kp-text kp-text--muted"
            href={`${explorer.url.replace(/\/$/, '')}/tx/${hash}`}
            target="_blank"
            rel="noreferrer"
            data-testid="calls-batch-hash"
            title={hash}
          >
            {short(hash)}
          </a>
        ) : (
          <span
            key={hash}
            className="kp-text kp-text--muted"
            data-testid="calls-batch-hash"
            title={hash}
          >
            {short(hash)}
          </span>
        ),
      )}
    </section>
  )
}

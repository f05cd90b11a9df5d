import { parseEther } from 'viem'
import { useCallsStatus, useSendCalls, useShowCallsStatus } from 'wagmi'
import { ActionResult } from '../ActionResult'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * EIP-5792 through wagmi's hooks: `useSendCalls` sends two transfers as one batch,
 * `useCallsStatus` follows it until it lands, `useShowCallsStatus` opens it in the wallet's UI.
 */
export function WagmiSendCalls() {
  const sendCalls = useSendCalls()
  const id = sendCalls.data?.id
  const status = useCallsStatus({
    id: id ?? '',
    query: {
      enabled: Boolean(id),
      refetchInterval: (query) => (query.state.data?.status === 'success' ? false : 1_000),
    },
  })
  const show = useShowCallsStatus()
  const error = sendCalls.error ?? status.error ?? show.error
  return (
    <>
      <div className="button-row">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={sendCalls.isPending}
          onClick={() =>
            sendCalls.mutate({
              calls: [
                { to, value: parseEther('0.001') },
                { to, value: parseEther('0.002') },
              ],
            })
          }
        >
          Send calls with wagmi
        </button>
        {id ? (
          <button type="button" className="btn btn-secondary" onClick={() => show.mutate({ id })}>
            Show calls with wagmi
          </button>
        ) : null}
      </div>
      <ActionResult text={id} label="wagmi calls id" />
      <ActionResult
        text={status.data ? `${status.data.status} (${status.data.statusCode})` : undefined}
        label="wagmi calls status"
      />
      {error ? (
        <p className="note note--error" role="alert">
          {error.message.split('\n')[0]}
        </p>
      ) : null}
    </>
  )
}

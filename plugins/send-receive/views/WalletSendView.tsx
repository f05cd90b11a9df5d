import { accountDataToken } from '@keyport/connect'
import { useKernel, useService, useStyles, useT } from '@keyport/kernel/react'
import { useEffect, useRef, useState } from 'react'
import { useSendFlow } from '../hooks/useSendFlow.ts'
import { useSendNetwork } from '../hooks/useSendNetwork.ts'
import { useSendTokens } from '../hooks/useSendTokens.ts'
import { sameSendToken } from '../services/SendToken.ts'
import { validateDraft } from '../services/validateDraft.ts'
import { formatQuantity, formatUsd } from './formatQuantity.ts'
import { SendNoTokens } from './SendNoTokens.tsx'
import { SendTokenChoice } from './SendTokenChoice.tsx'
import { sendCss, sendStylesId } from './sendStyles.ts'
import { TextField } from './TextField.tsx'

/**
 * WalletSend: choose a token, type an amount and a recipient (address or name). Mistakes show
 * under each field as the user types; "Review send" opens the preview only when none is left.
 */
export default function WalletSendView() {
  useStyles(sendStylesId, sendCss)
  const t = useT()
  const { router, i18n } = useKernel()
  const { state, flow } = useSendFlow()
  const { tokens, loading } = useSendTokens()
  const network = useSendNetwork()
  const namespace = network?.chainNamespace ?? 'eip155'
  const accountData = useService(accountDataToken)
  const amountInput = useRef<HTMLInputElement>(null)
  const recipientInput = useRef<HTMLInputElement>(null)
  const [reviewed, setReviewed] = useState(false)
  const { draft, step } = state

  useEffect(() => {
    void accountData.refresh()
    // The preview needs viem: fetch it while the user types.
    flow.preload()
  }, [accountData, flow])
  useEffect(() => {
    // A send already in the wallet or on chain is shown where it stands; a finished one is left.
    if (step === 'signing') router.replace('WalletSendPreview')
    else if (step === 'submitted') router.replace('WalletSendConfirmed')
    else if (step === 'confirmed') flow.reset()
  }, [step, flow, router])
  // The native coin until the user picks one; a token of another chain is replaced, and the
  // chosen one follows balance refreshes.
  const chosen = tokens.find((token) => sameSendToken(token, draft.token))
  useEffect(() => {
    if (step !== 'editing') return
    if (!chosen && tokens[0]) flow.update({ token: tokens[0] })
    else if (chosen && chosen.balance !== draft.token?.balance) flow.update({ token: chosen })
  }, [step, chosen, tokens, draft.token, flow])

  const errors = validateDraft(draft, namespace)
  // A field's mistake shows once something is typed in it, or after "Review send".
  const amountError =
    (reviewed || draft.amount !== '' ? errors.amount : undefined) ??
    (state.error?.field === 'amount' ? state.error : undefined)
  const recipientError =
    (reviewed || draft.recipient !== '' ? errors.recipient : undefined) ??
    (state.error?.field === 'recipient' ? state.error : undefined)
  const message = (error: typeof amountError) =>
    error ? t(`send.error.${error.code}`, error.params) : undefined

  const token = draft.token
  const typed = Number(draft.amount)
  const fiat =
    token?.price && Number.isFinite(typed) && typed > 0 ? formatUsd(i18n, typed * token.price) : ''

  const review = () => {
    setReviewed(true)
    if (errors.amount) return amountInput.current?.focus()
    if (errors.recipient) return recipientInput.current?.focus()
    if (errors.token) return
    router.push('WalletSendPreview')
  }

  if (!network) return null
  if (tokens.length === 0)
    return loading ? (
      <div className="kp-loading" role="status">
        <span className="kp-spinner" aria-hidden="true" />
        <span className="kp-sr-only">{t('send.loading')}</span>
      </div>
    ) : (
      <SendNoTokens network={network.name} />
    )
  return (
    <form
      className="kp-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        review()
      }}
    >
      <SendTokenChoice token={token} />
      <TextField
        ref={amountInput}
        label={t('send.amount')}
        value={draft.amount}
        inputMode="decimal"
        placeholder="0.0"
        testId="send-amount"
        onChange={(amount) => flow.update({ amount })}
        error={message(amountError)}
        hint={[
          token?.balance === undefined
            ? ''
            : t('send.balance', {
                quantity: formatQuantity(i18n, token.balance),
                symbol: token.symbol,
              }),
          fiat && t('send.amountFiat', { value: fiat }),
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      <TextField
        ref={recipientInput}
        label={t('send.recipient')}
        value={draft.recipient}
        placeholder={namespace === 'solana' ? 'base58' : '0x… / name.keyport.id'}
        testId="send-recipient"
        onChange={(recipient) => flow.update({ recipient })}
        error={message(recipientError)}
        hint={t(namespace === 'solana' ? 'send.recipientHintSolana' : 'send.recipientHint')}
      />
      {state.error && state.error.field === 'send' ? (
        <p className="kp-field-error" role="alert">
          {message(state.error)}
        </p>
      ) : null}
      <button type="submit" className="kp-button">
        {t('send.review')}
      </button>
    </form>
  )
}

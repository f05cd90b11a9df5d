/**
 * The send-receive plugin's English texts. `send.error.*` are also the `shortMessage`s of
 * `SendError` (errors.ts), so views and thrown errors say the same.
 *
 * @example
 * i18n.t('send.error.amountDecimals', { symbol: 'USDC', decimals: 6 })
 */
export const sendReceiveMessagesEn = {
  'send.title': 'Send',
  'send.action': 'Send',
  'receive.action': 'Receive',
  'send.token': 'Token',
  'send.tokenChoice': '{symbol}, balance {quantity}',
  'send.amount': 'Amount',
  'send.amountFiat': '≈ {value}',
  'send.balance': 'Balance: {quantity} {symbol}',
  'send.recipient': 'To',
  'send.recipientHint': 'An address (0x…) or a name like alice.keyport.id',
  'send.review': 'Review send',
  'send.noTokens': 'There are no tokens on {network} to send yet.',
  'selectToken.title': 'Select Token',
  'selectToken.balance': '{quantity} {symbol}',
  'preview.title': 'Review Send',
  'preview.preparing': 'Estimating the network fee…',
  'preview.amount': 'You send',
  'preview.to': 'To',
  'preview.network': 'Network',
  'preview.fee': 'Network fee',
  'preview.quantity': '{quantity} {symbol}',
  'preview.send': 'Send',
  'preview.edit': 'Edit',
  'preview.retry': 'Try again',
  'preview.signing': 'Confirm in your wallet',
  'preview.signingHint': 'Approve the transaction in your wallet to send it.',
  'confirmed.title': 'Transaction',
  'confirmed.sending': 'Sending…',
  'confirmed.sendingHint': 'Waiting for the network to include the transaction.',
  'confirmed.success': 'Sent',
  'confirmed.failed': 'Transaction failed',
  'confirmed.body': '{quantity} {symbol} to {recipient}',
  'confirmed.reverted': 'The transaction was included but failed on chain. Nothing was sent.',
  'confirmed.hash': 'Transaction hash',
  'confirmed.explorer': 'View on {explorer}',
  'confirmed.done': 'Done',
  'receive.title': 'Receive',
  'receive.qrLabel': 'QR code of your address {address}',
  'receive.copy': 'Copy address',
  'receive.copied': 'Address copied',
  'receive.copyFailed': 'Could not copy the address',
  'receive.networks': 'Compatible networks',
  'receive.hint': 'Only send tokens on these networks to this address.',
  'send.error.notConnected': 'Connect a wallet first.',
  'send.error.tokenMissing': 'Choose a token to send.',
  'send.error.amountMissing': 'Enter an amount.',
  'send.error.amountNotNumber': 'Enter the amount as a number, like 0.5.',
  'send.error.amountZero': 'Enter an amount above 0.',
  'send.error.amountDecimals': '{symbol} has at most {decimals} decimals.',
  'send.error.amountAboveBalance': 'Not enough {symbol}: the balance is {balance} {symbol}.',
  'send.error.feeAboveBalance':
    'Not enough {symbol} for the amount and the network fee of {fee} {symbol}.',
  'send.error.feeUnpayable': 'Not enough {symbol} to pay the network fee of {fee} {symbol}.',
  'send.error.recipientMissing': 'Enter an address or a name.',
  'send.error.recipientInvalid':
    'Enter an address (0x and 40 hex characters) or a name ending in .keyport.id.',
  'send.error.recipientChecksum': 'This address has a checksum error. Check it for typos.',
  'send.error.recipientZero': 'Sending to the zero address would burn the tokens.',
  'send.error.nameNotFound': 'No address is registered for {name}.',
  'send.error.nameResolveFailed': 'Error resolving name',
  'send.error.feeEstimateFailed':
    'The network fee could not be estimated. Check the amount and try again.',
  'send.error.networkChanged': 'Your wallet changed network or account. Review the send again.',
  'send.error.signatureDeclined': 'Signature declined',
  'send.error.hashInvalid': 'The wallet answered with an invalid transaction hash.',
  'send.error.sendFailed': 'The wallet could not send the transaction. Try again.',
  'send.error.receiptFailed':
    'The transaction was sent, but its confirmation could not be read. Check it by its hash.',
} as const

export type SendReceiveMessageKey = keyof typeof sendReceiveMessagesEn

import { KeyportError } from '@keyport/kernel'

export class DisconnectFailedError extends KeyportError {
  override name = 'DisconnectFailedError' as const
  constructor(cause?: unknown) {
    super('Failed to disconnect', { cause, pluginId: 'connect' })
  }
}

export class ConnectionRejectedError extends KeyportError {
  override name = 'ConnectionRejectedError' as const
  constructor(walletName: string, cause?: unknown) {
    super(`Connection declined in ${walletName}.`, {
      details: 'The wallet answered the request with a rejection (EIP-1193 code 4001).',
      cause,
      pluginId: 'connect',
    })
  }
}

export class WalletNotRespondingError extends KeyportError {
  override name = 'WalletNotRespondingError' as const
  constructor(walletName: string, seconds: number) {
    super(
      `${walletName} did not answer within ${seconds} seconds. Open the wallet and try again.`,
      {
        pluginId: 'connect',
      },
    )
  }
}

export class WalletAnswerInvalidError extends KeyportError {
  override name = 'WalletAnswerInvalidError' as const
  constructor(walletName: string, details: string) {
    super(`${walletName} sent an answer we could not read. Try again or use another wallet.`, {
      details,
      pluginId: 'connect',
    })
  }
}

export class ConnectorNotFoundError extends KeyportError {
  override name = 'ConnectorNotFoundError' as const
  constructor(id: string) {
    super(`No wallet connector '${id}' is available.`, { pluginId: 'connect' })
  }
}

export class ChainSwitchFailedError extends KeyportError {
  override name = 'ChainSwitchFailedError' as const
  constructor(chainName: string, cause?: unknown) {
    super(`Could not switch to ${chainName}. Switch in your wallet and try again.`, {
      cause,
      pluginId: 'connect',
    })
  }
}

export class WalletNotConnectedError extends KeyportError {
  override name = 'WalletNotConnectedError' as const
  constructor() {
    super('Connect a wallet first.', { pluginId: 'connect' })
  }
}

export class KeyportModalClosedError extends KeyportError {
  override name = 'KeyportModalClosedError' as const
  constructor() {
    super('The Keyport modal was closed before a wallet connected.', { pluginId: 'connect' })
  }
}

export class KeyportConnectPluginMissingError extends KeyportError {
  override name = 'KeyportConnectPluginMissingError' as const
  constructor() {
    super('keyportConnector needs the connect plugin: add connectPlugin() to createKeyport.', {
      pluginId: 'connect',
    })
  }
}

export class WalletConnectRelayUnreachableError extends KeyportError {
  override name = 'WalletConnectRelayUnreachableError' as const
  constructor(relayUrl: string, cause?: unknown) {
    super('Could not reach the WalletConnect relay. Check your connection and try again.', {
      details: `No answer from ${relayUrl}.`,
      cause,
      pluginId: 'connect',
    })
  }
}

export class WalletConnectPairingCancelledError extends KeyportError {
  override name = 'WalletConnectPairingCancelledError' as const
  constructor() {
    super('The WalletConnect pairing was cancelled.', { pluginId: 'connect' })
  }
}

/** A wallet's JSON-RPC error, with the EIP-1193 `code` that viem and ethers read. */
export class WalletRequestFailedError extends KeyportError {
  override name = 'WalletRequestFailedError' as const
  readonly code: number
  constructor(walletName: string, error: { code?: number; message?: string }) {
    const code = typeof error.code === 'number' ? error.code : -32603
    super(
      code === 4001
        ? `Request declined in ${walletName}.`
        : `${walletName} could not complete the request. Try again.`,
      { details: error.message, cause: error, pluginId: 'connect' },
    )
    this.code = code
  }
}

export class NamespaceNotSupportedError extends KeyportError {
  override name = 'NamespaceNotSupportedError' as const
  constructor(walletName: string, namespace: string) {
    super(`${walletName} does not offer ${namespace} accounts. Pick another wallet or network.`, {
      pluginId: 'connect',
    })
  }
}

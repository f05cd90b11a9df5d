import { definePlugin, type Plugin } from '@keyport/kernel'

/**
 * The 'email-social' plugin: email one-time code, social and farcaster login into the embedded wallet (Order 6).
 * So far it is only its manifest: it installs, takes its place in the dependency order and
 * contributes nothing else until its issue lands.
 *
 * @example
 * createKeyport({ plugins: [emailSocialPlugin()] })
 */
export function emailSocialPlugin(): Plugin {
  return definePlugin({
    id: 'email-social',
    requires: ['connect'],
  })
}

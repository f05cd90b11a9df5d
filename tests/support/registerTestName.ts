import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/**
 * Registers `<label>.keyport.id` on the data API at `apiUrl` for a fresh key, signed as the name
 * service asks (EIP-191 over `{ name, attributes, timestamp, coinType }`). Throws with the API's answer when
 * it refuses.
 *
 * @example
 * const { name, address } = await registerTestName(stackUrls.api, `e2e-${Date.now()}`)
 */
export async function registerTestName(apiUrl: string, label: string) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const name = `${label}.keyport.id`
  const timestamp = Math.floor(Date.now() / 1000)
  const message = JSON.stringify({ name, attributes: {}, timestamp, coinType: 60 })
  const answer = await fetch(`${apiUrl}/v1/profile/account?projectId=keyport-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 60,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  if (answer.status !== 200)
    throw new Error(`Registering ${name} answered ${answer.status}: ${await answer.text()}`)
  return { name, address: owner.address }
}

import { useKernel } from '@keyport/kernel/react'
import { useOnramp } from '../hooks/useOnramp.ts'
import { ChoiceList } from './ChoiceList.tsx'

/** OnRampTokenSelect: the crypto for sale on the network purchases are delivered on. */
export default function OnRampTokenSelectView() {
  const { router } = useKernel()
  const { onramp, state } = useOnramp()
  return (
    <ChoiceList
      items={state.purchaseCurrencies}
      current={state.purchaseCurrency?.id}
      label={(currency) => currency.symbol}
      detail={(currency) => currency.name}
      onChoose={(currency) => {
        onramp.setPurchaseCurrency(currency.id)
        router.goBack()
      }}
    />
  )
}

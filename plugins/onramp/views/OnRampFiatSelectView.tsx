import { useKernel } from '@keyport/kernel/react'
import { useOnramp } from '../hooks/useOnramp.ts'
import { ChoiceList } from './ChoiceList.tsx'

const names = new Intl.DisplayNames(['en'], { type: 'currency' })

/** OnRampFiatSelect: the currencies the buyer can pay in (USD and EUR by default). */
export default function OnRampFiatSelectView() {
  const { router, i18n } = useKernel()
  const { onramp, state } = useOnramp()
  const localized = new Intl.DisplayNames([i18n.locale, 'en'], { type: 'currency' })
  return (
    <ChoiceList
      items={state.paymentCurrencies.map((id) => ({ id }))}
      current={state.paymentCurrency}
      label={({ id }) => id}
      detail={({ id }) => {
        try {
          return localized.of(id) ?? names.of(id) ?? id
        } catch {
          return id
        }
      }}
      onChoose={({ id }) => {
        onramp.setPaymentCurrency(id)
        router.goBack()
      }}
    />
  )
}

import { useKernel, useT } from '../../react/hooks'

export default function HelloLockedView() {
  const t = useT()
  const { router } = useKernel()
  return (
    <div className="kp-stack">
      <p>{t('hello.locked.body')}</p>
      <button type="button" className="kp-button" onClick={() => router.goBack()}>
        {t('hello.locked.leave')}
      </button>
    </div>
  )
}

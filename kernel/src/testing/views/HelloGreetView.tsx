import { useKernel, useService, useT } from '../../react/hooks'
import type { ViewProps } from '../../router/views'
import { greeterToken } from '../helloPlugin'

export default function HelloGreetView({ params }: ViewProps<'hello/greet'>) {
  const t = useT()
  const greeter = useService(greeterToken)
  const { router } = useKernel()
  return (
    <div className="kp-stack">
      <p className="kp-text">{t('hello.body', { name: params.name })}</p>
      <button type="button" className="kp-button" onClick={() => greeter.wave(params.name)}>
        {t('hello.wave')}
      </button>
      <button
        type="button"
        className="kp-button kp-button--secondary"
        onClick={() => router.push('hello/locked')}
      >
        {t('hello.lock')}
      </button>
    </div>
  )
}

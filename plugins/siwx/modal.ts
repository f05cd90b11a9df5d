import { defineModalPart, defineView, type ViewDefinition } from '@keyport/kernel'
import { siwxToken } from './tokens.ts'

const canCloseSignIn: NonNullable<ViewDefinition['canClose']> = ({ resolve }) => {
  const { required, state } = resolve(siwxToken)
  return !required || state.status === 'signed-in' || state.status === 'idle'
}

/** The SIWXSignMessage view, loaded with the modal (the router accepts it before that). */
export const siwxModal = defineModalPart({
  views: [
    defineView({
      id: 'SIWXSignMessage',
      title: 'siwx.title',
      canClose: canCloseSignIn,
      load: () => import('./views/SIWXSignMessageView.tsx'),
    }),
  ],
})

import { defineView } from '../router/views'

/** Views the kernel ships so the modal works before any plugin adds its own. */
export const kernelViews = [
  defineView({
    id: 'Connect',
    title: 'connect.title',
    load: () => import('../react/views/EmptyConnectView'),
  }),
]

import type { CreateKeyportParameters } from '@keyport/kernel/react'

/** The modal's theme; the page's colour scheme follows it (`app/layout.tsx`). */
export const theme = {
  themeMode: 'light',
} satisfies Pick<CreateKeyportParameters, 'themeMode'>

const colorSchemes = { light: 'light', dark: 'dark', system: 'light dark' } as const
export const colorScheme = colorSchemes[theme.themeMode]

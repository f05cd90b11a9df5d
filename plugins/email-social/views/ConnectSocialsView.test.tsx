// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { openLoginView } from '../testing/openLoginView.ts'
import ConnectSocialsView from './ConnectSocialsView.tsx'
import SocialSection from './SocialSection.tsx'

const buttonNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => button.textContent)

describe('ConnectSocialsView', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  test('behavior: lists every provider of the socials flag, in its order, as "Log in with …"', async () => {
    await openLoginView(undefined, {
      ui: <ConnectSocialsView />,
      features: { socials: ['github', 'google', 'farcaster', 'apple'] },
    })
    const list = screen.getByRole('list', { name: 'Social logins' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Log in with GitHub',
      'Log in with Google',
      'Log in with Farcaster',
      'Log in with Apple',
    ])
  })

  test('behavior: a provider button opens the login popup in the click and shows ConnectingSocial', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window)
    const { kernel } = await openLoginView(undefined, {
      ui: <ConnectSocialsView />,
      features: { socials: ['discord', 'x'] },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Log in with X' }))
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]!.slice(0, 2)).toEqual(['', 'keyport-social'])
    expect(kernel.router.current.view).toBe('ConnectingSocial')
    expect(kernel.router.current.params).toEqual({ provider: 'x' })
  })

  test('behavior: Farcaster opens its sign-in view and no popup', async () => {
    const open = vi.spyOn(window, 'open')
    const { kernel } = await openLoginView(undefined, {
      ui: <ConnectSocialsView />,
      features: { socials: ['farcaster'] },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Log in with Farcaster' }))
    expect(open).not.toHaveBeenCalled()
    expect(kernel.router.current.view).toBe('ConnectingFarcaster')
  })
})

describe('SocialSection', () => {
  afterEach(cleanup)

  const group = () => screen.getByRole('group', { name: 'Social logins' })

  test('behavior: the first provider is full width with its mark and "Continue with …"; the next are icon buttons with their names for assistive tech', async () => {
    await openLoginView(undefined, {
      ui: <SocialSection />,
      features: { socials: ['google', 'x', 'discord', 'github'] },
    })
    expect(buttonNames(group())).toEqual([
      'Continue with Google',
      'Log in with X',
      'Log in with Discord',
      'Log in with GitHub',
    ])
    const hero = within(group()).getByRole('button', { name: 'Continue with Google' })
    expect(hero.querySelector('svg')).not.toBeNull()
    const x = within(group()).getByRole('button', { name: 'Log in with X' })
    // Icon only: the mark is drawn, the name is there for screen readers only.
    expect(x.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(x.querySelector('.kp-sr-only')?.textContent).toBe('Log in with X')
    expect(x.title).toBe('X')
    expect(screen.queryByRole('button', { name: 'Other social logins' })).toBeNull()
  })

  test('behavior: more than five after the first: four icons, then "Other social logins" opens them all', async () => {
    const { kernel } = await openLoginView(undefined, {
      ui: <SocialSection />,
      features: { socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
    })
    expect(buttonNames(group())).toEqual([
      'Continue with Google',
      'Log in with X',
      'Log in with Discord',
      'Log in with Farcaster',
      'Log in with GitHub',
      'Other social logins',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Other social logins' }))
    expect(kernel.router.current.view).toBe('ConnectSocials')
  })

  test('behavior: exactly five after the first all fit in the row, with no "more"', async () => {
    await openLoginView(undefined, {
      ui: <SocialSection />,
      features: { socials: ['apple', 'x', 'discord', 'farcaster', 'github', 'google'] },
    })
    expect(buttonNames(group())).toEqual([
      'Continue with Apple',
      'Log in with X',
      'Log in with Discord',
      'Log in with Farcaster',
      'Log in with GitHub',
      'Log in with Google',
    ])
  })

  test('behavior: one provider is the full-width button alone', async () => {
    await openLoginView(undefined, {
      ui: <SocialSection />,
      features: { socials: ['github'] },
    })
    expect(buttonNames(group())).toEqual(['Continue with GitHub'])
  })

  test('behavior: socials turned off render nothing', async () => {
    const { container } = await openLoginView(undefined, {
      ui: <SocialSection />,
      features: { socials: false },
    })
    expect(container.innerHTML).toBe('')
  })
})

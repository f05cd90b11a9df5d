import { useT } from '@keyport/kernel/react'
import { createElement, Fragment, type ReactNode } from 'react'
import type { LegalLinks } from '../services/legalLinks.ts'

// Puts elements where a text has `{name}` placeholders, so translations can move the links.
// The pieces go in as separate children (a fixed sequence), so they need no keys.
function fill(template: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = template
    .split(/\{(\w+)\}/)
    .map((piece, index) => (index % 2 === 1 ? (parts[piece] ?? '') : piece))
  return createElement(Fragment, null, ...pieces)
}

function LegalLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="kp-link" href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
}

/**
 * "By connecting your wallet, you agree to our Terms of Service and Privacy Policy" (or the
 * checkbox's "I agree to our …"), linking only the pages the app gave; the links open in a new
 * tab without giving it a handle on this page.
 */
export function LegalText({ message, links }: { message: string; links: LegalLinks }) {
  const t = useT()
  const terms = links.terms ? <LegalLink href={links.terms} label={t('legal.terms')} /> : null
  const privacy = links.privacy ? (
    <LegalLink href={links.privacy} label={t('legal.privacy')} />
  ) : null
  const both = terms && privacy ? fill(t('legal.both'), { terms, privacy }) : (terms ?? privacy)
  return fill(t(message), { links: both })
}

import { useStyles } from '@keyport/kernel/react'

// The connect views' own rules (wallet rows, badges, the "or" divider, the All Wallets grid and
// the connecting views), loaded with their lazy chunk. Colours come from the theme's --kp-*
// properties; hover and pressed tints mix the text colour into the surface, so they work in
// light and dark alike. Badges sit on an opaque tint of the background, so their text keeps
// 4.5:1 whatever the row's hover colour. Logical properties keep the right-to-left layout right.
const css = `
.kp-root .kp-connect-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.kp-root .kp-connect-row{display:flex;align-items:center;gap:12px;width:100%;min-height:52px;padding-block:6px;padding-inline:6px 12px;border:1px solid transparent;border-radius:calc(var(--kp-border-radius-master) * 4);background:var(--kp-color-surface);color:var(--kp-color-fg);font:inherit;font-weight:500;text-align:start;cursor:pointer;transition:background-color .12s ease-out,transform .12s ease-out}
.kp-root .kp-connect-row:hover:not(:disabled){background:color-mix(in srgb,var(--kp-color-fg) 7%,var(--kp-color-surface))}
.kp-root .kp-connect-row:active:not(:disabled){background:color-mix(in srgb,var(--kp-color-fg) 12%,var(--kp-color-surface));transform:scale(.99)}
.kp-root .kp-connect-row:disabled{opacity:.5;cursor:not-allowed}
.kp-root .kp-connect-row[aria-current="true"]{border-color:var(--kp-color-accent)}
.kp-root .kp-connect-row__name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-root .kp-connect-row__chevron{display:inline-flex;flex:none;color:var(--kp-color-fg-muted)}
.kp-root .kp-connect-row__chevron:dir(rtl){transform:scaleX(-1)}
.kp-root .kp-connect-row__icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:40px;height:40px;border-radius:12px;background:var(--kp-color-bg);color:var(--kp-color-fg-muted);overflow:hidden}
.kp-root .kp-connect-wallet-icon{display:block;flex:none;object-fit:cover;border-radius:25%;box-shadow:inset 0 0 0 1px var(--kp-color-border)}
.kp-root .kp-connect-wallet-icon[data-shape="circle"]{border-radius:50%}
.kp-root .kp-connect-badge{flex:none;padding:2px 8px;border-radius:999px;font-size:calc(var(--kp-font-size-master) * 1.2);font-weight:600;line-height:1.5;color:var(--kp-color-fg-muted);background:color-mix(in srgb,var(--kp-color-fg) 8%,var(--kp-color-bg))}
.kp-root .kp-connect-badge--installed{color:var(--kp-color-success);background:color-mix(in srgb,var(--kp-color-success) 10%,var(--kp-color-bg))}
.kp-root .kp-connect-badge--qr{color:var(--kp-color-accent);background:color-mix(in srgb,var(--kp-color-accent) 10%,var(--kp-color-bg))}
.kp-root .kp-connect-divider{display:flex;align-items:center;gap:12px;margin:0;color:var(--kp-color-fg-muted);font-size:calc(var(--kp-font-size-master) * 1.3)}
.kp-root .kp-connect-divider::before,.kp-root .kp-connect-divider::after{content:"";flex:1;height:1px;background:var(--kp-color-border)}
.kp-root .kp-connect-field{display:flex;align-items:center;gap:8px;min-height:52px;padding-inline:14px 6px;border:1px solid var(--kp-color-border-strong);border-radius:calc(var(--kp-border-radius-master) * 4);background:var(--kp-color-bg);color:var(--kp-color-fg-muted)}
.kp-root .kp-connect-field:has(input:focus-visible){outline:2px solid var(--kp-color-focus);outline-offset:1px}
.kp-root .kp-connect-field input{flex:1;min-width:0;height:40px;border:0;background:transparent;color:var(--kp-color-fg);font:inherit;outline:none}
.kp-root .kp-connect-field input::placeholder{color:var(--kp-color-fg-muted);opacity:1}
.kp-root .kp-connect-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:4px}
.kp-root .kp-connect-tile{display:flex;flex-direction:column;align-items:center;gap:6px;width:100%;padding:10px 4px 8px;border:0;border-radius:calc(var(--kp-border-radius-master) * 4);background:transparent;color:var(--kp-color-fg);font:inherit;font-size:calc(var(--kp-font-size-master) * 1.2);cursor:pointer;transition:background-color .12s ease-out}
.kp-root .kp-connect-tile:hover{background:var(--kp-color-surface)}
.kp-root .kp-connect-tile:active{background:color-mix(in srgb,var(--kp-color-fg) 10%,var(--kp-color-surface))}
.kp-root .kp-connect-tile__name{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-root .kp-connecting{display:flex;flex-direction:column;align-items:center;gap:12px;padding-top:8px;text-align:center}
.kp-root .kp-connecting__actions{display:flex;flex-direction:column;align-self:stretch;gap:8px;margin-top:4px}
.kp-root .kp-connecting__logo{position:relative;display:inline-flex;padding:14px}
.kp-root .kp-connecting__logo::after{content:"";position:absolute;inset:0;border-radius:50%;border:3px solid var(--kp-color-border);border-top-color:var(--kp-color-accent);animation:kp-spin 1s linear infinite}
.kp-root .kp-connecting__logo--failed::after{border-color:var(--kp-color-error);animation:none}
.kp-root .kp-connecting__logo--done::after{display:none}
.kp-root .kp-connecting-status{display:flex;flex-direction:column;align-items:center;gap:4px;text-align:center}
.kp-root .kp-connect-qr{align-self:center;padding:12px;border:1px solid var(--kp-color-border);border-radius:calc(var(--kp-border-radius-master) * 5);background:#fff}
.kp-root .kp-connect-pill{display:inline-flex;align-items:center;justify-content:center;gap:8px;align-self:center;min-height:40px;padding:8px 14px;border:0;border-radius:999px;background:var(--kp-color-surface);color:var(--kp-color-fg);font:inherit;font-weight:600;cursor:pointer}
.kp-root .kp-connect-pill:hover{background:color-mix(in srgb,var(--kp-color-fg) 7%,var(--kp-color-surface))}
/* Holds a contributed section's place while its code loads (the e2e axe checks wait for .kp-loading to go). */
.kp-root .kp-connect-section-loading{min-height:52px;border-radius:calc(var(--kp-border-radius-master) * 4);background:var(--kp-color-surface)}
/* A host page's own label rules (display:flex on every label) must not break the sentence. */
.kp-root .kp-connect-legal-label{display:block;margin:0;text-align:start}
@media (prefers-reduced-motion:reduce){.kp-root .kp-connecting__logo::after{animation:none}.kp-root .kp-connect-row,.kp-root .kp-connect-tile{transition:none}.kp-root .kp-connect-row:active:not(:disabled){transform:none}}
`

/** Loads the connect views' stylesheet once, with the first view that renders. */
export function useConnectViewsStyles() {
  useStyles('connect-views', css)
}

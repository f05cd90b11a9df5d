import { useStyles } from '@keyport/kernel/react'

// The Connect view's email field and social buttons, and the social connecting views, loaded
// with their lazy chunk. Colours come from the theme's --kp-* properties (hover and pressed
// tints mix the text colour into the surface, for light and dark alike); logical properties
// keep the right-to-left layout right.
const css = `
.kp-root .kp-login-email{display:flex;flex-direction:column;gap:6px}
.kp-root .kp-login-email__field{display:flex;align-items:center;gap:8px;min-height:52px;padding-inline:14px 6px;border:1px solid var(--kp-color-border-strong);border-radius:calc(var(--kp-border-radius-master) * 4);background:var(--kp-color-bg);color:var(--kp-color-fg-muted)}
.kp-root .kp-login-email__field:has(input:focus-visible){outline:2px solid var(--kp-color-focus);outline-offset:1px}
.kp-root .kp-login-email__field[data-invalid]{border-color:var(--kp-color-error)}
.kp-root .kp-login-email__field input{flex:1;min-width:0;align-self:stretch;min-height:44px;border:0;background:transparent;color:var(--kp-color-fg);font:inherit;outline:none}
.kp-root .kp-login-email__field input::placeholder{color:var(--kp-color-fg-muted);opacity:1}
.kp-root .kp-login-email__submit{min-height:40px;padding:6px 14px;border-radius:calc(var(--kp-border-radius-master) * 3)}
.kp-root .kp-login-email__error{margin:0;color:var(--kp-color-error);font-size:calc(var(--kp-font-size-master) * 1.3)}
.kp-root .kp-login-socials{display:flex;flex-direction:column;gap:8px;min-width:0;border:0;margin:0;padding:0}
.kp-root .kp-login-socials__row{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:8px}
.kp-root .kp-login-social{display:flex;align-items:center;justify-content:center;gap:10px;width:100%;min-height:52px;padding:8px 12px;border:1px solid transparent;border-radius:calc(var(--kp-border-radius-master) * 4);background:var(--kp-color-surface);color:var(--kp-color-fg);font:inherit;font-weight:600;cursor:pointer;transition:background-color .12s ease-out,transform .12s ease-out}
.kp-root .kp-login-social:hover:not(:disabled){background:color-mix(in srgb,var(--kp-color-fg) 7%,var(--kp-color-surface))}
.kp-root .kp-login-social:active:not(:disabled){background:color-mix(in srgb,var(--kp-color-fg) 12%,var(--kp-color-surface));transform:scale(.98)}
.kp-root .kp-login-social:disabled{opacity:.5;cursor:not-allowed}
.kp-root .kp-login-social--row{justify-content:flex-start;font-weight:500}
.kp-root .kp-login-social__name{flex:1;min-width:0;text-align:start;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kp-root .kp-login-social__chevron{display:inline-flex;color:var(--kp-color-fg-muted)}
.kp-root .kp-login-social__chevron:dir(rtl){transform:scaleX(-1)}
.kp-root .kp-login-social-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.kp-root .kp-login-wait{display:flex;flex-direction:column;align-items:center;gap:12px;padding-top:8px;text-align:center}
.kp-root .kp-login-wait__logo{position:relative;display:inline-flex;padding:26px;border-radius:50%;background:var(--kp-color-surface)}
.kp-root .kp-login-wait__logo::after{content:"";position:absolute;inset:0;border-radius:50%;border:3px solid var(--kp-color-border);border-top-color:var(--kp-color-accent);animation:kp-spin 1s linear infinite}
.kp-root .kp-login-wait__logo--failed::after{border-color:var(--kp-color-error);animation:none}
.kp-root .kp-login-wait__text{display:flex;flex-direction:column;gap:4px}
.kp-root .kp-login-wait__actions{display:flex;flex-direction:column;align-self:stretch;gap:8px;margin-top:4px}
.kp-root .kp-login-qr{padding:12px;border:1px solid var(--kp-color-border);border-radius:calc(var(--kp-border-radius-master) * 5);background:#fff}
.kp-root .kp-login-pill{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:8px 14px;border:0;border-radius:999px;background:var(--kp-color-surface);color:var(--kp-color-fg);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.kp-root .kp-login-pill:hover{background:color-mix(in srgb,var(--kp-color-fg) 7%,var(--kp-color-surface))}
.kp-root .kp-login-frame-slot{display:flex;align-items:center;justify-content:center;width:280px;max-width:100%;height:320px;border-radius:calc(var(--kp-border-radius-master) * 5)}.kp-root .kp-login-frame-slot[hidden]{display:none}.kp-root .kp-login-frame-slot:focus-visible{outline:2px solid var(--kp-color-accent);outline-offset:2px}
.kp-root .kp-login-pills{display:flex;flex-wrap:wrap;justify-content:center;gap:8px}
@media (prefers-reduced-motion:reduce){.kp-root .kp-login-wait__logo::after{animation:none}.kp-root .kp-login-social{transition:none}.kp-root .kp-login-social:active:not(:disabled){transform:none}}
`

/** Loads the login views' stylesheet once, with the first view that renders. */
export function useLoginViewsStyles() {
  useStyles('email-social-login', css)
}

// The host page's network and account buttons. They sit outside the modal, so the theme's
// variables are set on each button (`useThemeVariables`); the host can still restyle the classes.
export const hostButtonCss = `
.kp-host-account{display:inline-flex;align-items:center;gap:8px;vertical-align:middle;font-family:var(--kp-font-family)}
.kp-network-button,.kp-account-button{display:inline-flex;align-items:center;gap:8px;min-height:40px;padding-block:4px;border:1px solid var(--kp-color-border);border-radius:var(--kp-radius-full);background:var(--kp-color-bg);color:var(--kp-color-fg);font-family:var(--kp-font-family);font-size:15px;font-weight:600;line-height:1;cursor:pointer;box-shadow:0 2px 6px rgba(0,0,0,.08);white-space:nowrap;vertical-align:middle}
.kp-network-button{padding-inline:6px 10px}
.kp-account-button{padding-inline:12px 6px}
.kp-network-button:hover:not(:disabled),.kp-account-button:hover{border-color:var(--kp-color-border-strong)}
.kp-network-button:focus-visible,.kp-account-button:focus-visible{outline:2px solid var(--kp-color-focus);outline-offset:2px}
.kp-network-button:disabled{cursor:default}
.kp-network-button--wrong{background:var(--kp-color-error);border-color:var(--kp-color-error);color:#fff}
.kp-account-button-balance{padding-inline-end:4px;border-inline-end:1px solid var(--kp-color-border);margin-inline-end:2px;padding-block:4px}
.kp-account-button-id{display:inline-flex;align-items:center;gap:6px;padding-block:3px;padding-inline:3px 10px;border-radius:var(--kp-radius-full);background:var(--kp-color-surface)}
@media (max-width:480px){.kp-network-button .kp-network-button-name,.kp-account-button-balance{display:none}}
`

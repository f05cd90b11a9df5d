// The code boxes and the email views' own styles, injected with useStyles so they load with the
// views' chunk; fields use the modal's shared kp-field, kp-label, kp-input and kp-field-* classes.
export const formStylesId = 'email-social-forms'

export const formCss = `
.kp-root .kp-otp{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:8px;direction:ltr}
.kp-root .kp-otp-box{width:100%;min-width:0;height:52px;padding:0;text-align:center;font:inherit;font-size:calc(var(--kp-font-size-master) * 2.2);font-weight:600;font-variant-numeric:tabular-nums;color:var(--kp-color-fg);background:var(--kp-color-bg);border:1px solid var(--kp-color-border-strong);border-radius:calc(var(--kp-border-radius-master) * 3);caret-color:var(--kp-color-accent)}
.kp-root .kp-otp-box:focus-visible{outline:2px solid var(--kp-color-focus);outline-offset:1px;border-color:var(--kp-color-accent)}
.kp-root .kp-otp-box[aria-invalid="true"]{border-color:var(--kp-color-error)}
.kp-root .kp-email-value{overflow-wrap:anywhere}
.kp-root .kp-centered{align-items:center;text-align:center}
.kp-root .kp-approve-wait{min-height:200px;justify-content:center}
.kp-root .kp-permissions{list-style:none;margin:0;padding:0;overflow-wrap:anywhere}
.kp-root .kp-permission{gap:4px;padding:12px;border:1px solid var(--kp-color-border);border-radius:calc(var(--kp-border-radius-master) * 3)}
.kp-root .kp-permission>.kp-button{margin-block-start:8px}
`

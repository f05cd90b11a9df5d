// The sign-in view's styles, injected with useStyles so they load with the view's chunk.
export const siwxStylesId = 'siwx-views'

export const siwxCss = `
.kp-root .kp-siwx{overflow-wrap:anywhere}
.kp-root .kp-siwx-actions{display:flex;flex-wrap:wrap;gap:8px}
.kp-root .kp-siwx-actions>.kp-button{flex:1 1 120px;min-width:0}
`

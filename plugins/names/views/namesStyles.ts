// The names views' own styles, injected with useStyles so they load with the names chunk;
// labels, hints and errors use the modal's shared kp-label and kp-field-* classes.
export const namesStylesId = 'names-views'

export const namesCss = `
.kp-root .kp-name-box{display:flex;align-items:center;min-width:0;border:1px solid var(--kp-color-border-strong);border-radius:calc(var(--kp-border-radius-master) * 3);background:var(--kp-color-bg);padding-inline-end:12px}
.kp-root .kp-name-box[data-invalid]{border-color:var(--kp-color-error)}
.kp-root .kp-name-box:focus-within{outline:2px solid var(--kp-color-focus);outline-offset:2px}
.kp-root .kp-name-input{flex:1;width:0;min-width:0;min-height:44px;padding:10px 12px;border:0;background:transparent;color:var(--kp-color-fg);font:inherit}
.kp-root .kp-name-box .kp-name-input{outline:none}
.kp-root .kp-name-zone{flex:none}
.kp-root .kp-name-list{list-style:none;margin:0;padding:0;gap:4px}
.kp-root .kp-name-value{overflow-wrap:anywhere}
.kp-root .kp-name-suggestion{max-width:100%;overflow-wrap:anywhere;white-space:normal}
.kp-root .kp-centered{align-items:center;text-align:center}
.kp-root .kp-tight{gap:4px}
`

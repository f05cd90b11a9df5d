// The names views' styles, injected with useStyles so they load with the names chunk. Field
// rules use `:where(.kp-root)` to sit at the shell's specificity: the modal's shared `.kp-field`
// classes, once they land, come later in the document and win.
export const namesStylesId = 'names-views'

export const namesCss = `
:where(.kp-root) .kp-field{display:flex;flex-direction:column;gap:6px;min-width:0}
:where(.kp-root) .kp-label{font-weight:600}
:where(.kp-root) .kp-field-error{margin:0;color:var(--kp-color-error);overflow-wrap:anywhere}
:where(.kp-root) .kp-field-hint{margin:0;color:var(--kp-color-fg-muted);overflow-wrap:anywhere}
:where(.kp-root) .kp-empty-state{margin:0;padding:8px;text-align:center;color:var(--kp-color-fg-muted)}
.kp-root .kp-name-box{display:flex;align-items:center;min-width:0;border:1px solid var(--kp-color-border);border-radius:calc(var(--kp-border-radius-master) * 3);background:var(--kp-color-surface);padding-inline-end:12px}
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

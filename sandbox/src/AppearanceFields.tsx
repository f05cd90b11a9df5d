import { sandboxLocales } from './locales'
import type { SandboxSettings } from './settings'

type Props = { settings: SandboxSettings; onChange: (next: SandboxSettings) => void }

/** Theme (a two-way switch of radios) and the modal's language. */
export function AppearanceFields({ settings, onChange }: Props) {
  return (
    <fieldset className="field-group">
      <legend>Appearance</legend>
      <div className="segmented" role="radiogroup" aria-label="Theme">
        {(['light', 'dark'] as const).map((mode) => (
          <label key={mode} className="segment">
            <input
              type="radio"
              name="theme"
              value={mode}
              checked={settings.theme === mode}
              onChange={() => onChange({ ...settings, theme: mode })}
            />
            <span>{mode === 'light' ? 'Light' : 'Dark'}</span>
          </label>
        ))}
      </div>
      <label className="field">
        <span className="field-label">Language</span>
        <select
          value={settings.locale ?? ''}
          onChange={(event) => {
            const { locale: _, ...rest } = settings
            const value = event.target.value as keyof typeof sandboxLocales | ''
            onChange(value ? { ...rest, locale: value } : rest)
          }}
        >
          <option value="">Browser language</option>
          {Object.entries(sandboxLocales).map(([code, name]) => (
            <option key={code} value={code} lang={code}>
              {name} ({code})
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  )
}

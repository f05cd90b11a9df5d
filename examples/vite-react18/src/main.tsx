import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import config from './keyport.config'
import './app.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element.')
const colorSchemes = { light: 'light', dark: 'dark', system: 'light dark' } as const
document.documentElement.style.colorScheme = colorSchemes[config.themeMode]
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

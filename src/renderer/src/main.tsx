// React Refresh's preamble, as a module: the inline script Vite would inject is refused by our
// Content-Security-Policy (script-src 'self'). Empty in a production build.
import '@vitejs/plugin-react/preamble'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/theme.css'
import './styles/base.css'
import { App } from './app/App'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

import type { MouseEvent, ReactNode } from 'react'
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../../app/product'
import { Logo } from '../../components/Logo'
import './login.css'

// SPEC §2.3 leaves these footer links leading nowhere.
const leadNowhere = (event: MouseEvent) => event.preventDefault()

/** The signed-out pages' frame (SPEC §2.3): the product's card with a title, and the footer. */
export function LoginCard({ title, children }: { title: string | null; children?: ReactNode }) {
  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <Logo width={60} height={48} />
          <span>{PRODUCT_NAME}</span>
        </div>
        {title !== null && <h1 className="login-title">{title}</h1>}
        {children}
      </main>
      <footer className="login-footer">
        <nav aria-label="Site links">
          {['Home', 'About', 'Contact Us'].map((label) => (
            <a key={label} href="#" onClick={leadNowhere}>
              {label}
            </a>
          ))}
        </nav>
        <p>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}
        </p>
      </footer>
    </div>
  )
}
